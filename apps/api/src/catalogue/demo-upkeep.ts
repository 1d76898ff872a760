import type { FastifyInstance } from 'fastify';
import { ensureDemoData, rescheduleEndedAuctions } from './seed-catalogue';

/** How often a running demo server re-lists auctions that ended unsold. */
export const DEMO_UPKEEP_INTERVAL_MS = 10 * 60_000;

/**
 * The demo mode of `server.ts` (SEED_DEMO, on by default): seeds the demo users and catalogue on
 * an empty database, then keeps the marketplace live by re-listing auctions that ended without
 * bids, at start and every 10 minutes. Returns a function that stops the upkeep.
 */
export async function startDemo(app: FastifyInstance): Promise<() => void> {
  const started = Date.now();
  const seeded = await ensureDemoData(app.db, {
    now: app.clock(),
    mediaDir: app.config.mediaDir,
    passwords: app.passwords,
  });
  if (seeded) app.log.info(`Seeded the demo catalogue in ${Date.now() - started} ms`);
  const timer = setInterval(() => {
    rescheduleEndedAuctions(app.db, app.clock()).then(
      (moved) => {
        if (moved > 0) app.log.info(`Re-listed ${moved} ended demo auctions`);
      },
      (error: unknown) => app.log.warn({ err: error }, 'Demo upkeep failed'),
    );
  }, DEMO_UPKEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
