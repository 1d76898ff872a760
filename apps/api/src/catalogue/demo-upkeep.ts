import { ensureDemoData, rescheduleEndedAuctions } from './seed-catalogue';
import type { Deps } from '../shared/deps';

/** How often a running demo server re-lists auctions that ended unsold. */
export const DEMO_UPKEEP_INTERVAL_MS = 10 * 60_000;

/**
 * The demo mode of `server.ts` (SEED_DEMO, on by default): seeds the demo users and catalogue on
 * an empty database, then keeps the marketplace live by re-listing auctions that ended without
 * bids, at start and every 10 minutes. Returns a function that stops the upkeep.
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
    rescheduleEndedAuctions(deps, { now: deps.clock() }).then(
      (moved) => {
        if (moved > 0) deps.log.info(`Re-listed ${moved} ended demo auctions`);
      },
      (error: unknown) => deps.log.warn({ err: error }, 'Demo upkeep failed'),
    );
  }, DEMO_UPKEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
