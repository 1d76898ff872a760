import { ensureDemoData, keepDemoMarketLive } from './seed-catalogue';
import type { Deps } from '../shared/deps';

/**
 * How often a running demo server tends the market: often enough that some sales always end
 * within the next 10 to 30 minutes (each one it moves ends 20 to 30 minutes ahead).
 */
export const DEMO_UPKEEP_INTERVAL_MS = 5 * 60_000;

/**
 * The demo mode of `server.ts` (SEED_DEMO, on by default): seeds the demo users and catalogue on
 * an empty database, then keeps the marketplace live at start and every 5 minutes: ended sales
 * that did not sell are re-listed, a few sales of each kind end within the next 10 to 30 minutes,
 * MarketDropAI prices drop on time (`keepDemoMarketLive`). Returns a function that stops it.
 */
export async function startDemo(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'passwords' | 'log'>,
): Promise<() => void> {
  const started = Date.now();
  const seeded = await ensureDemoData(deps, {
    now: deps.clock(),
    mediaDir: deps.config.mediaDir,
  });
  if (seeded) deps.log.info(`Seeded the demo catalogue in ${Date.now() - started} ms`);
  const timer = setInterval(() => {
    keepDemoMarketLive(deps, { now: deps.clock() }).then(
      ({ relisted, endingSoon }) => {
        if (relisted > 0) deps.log.info(`Re-listed ${relisted} ended demo auctions`);
        if (endingSoon > 0) deps.log.info(`${endingSoon} demo auctions now end within 30 minutes`);
      },
      (error: unknown) => deps.log.warn({ err: error }, 'Demo upkeep failed'),
    );
  }, DEMO_UPKEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
