import fp from 'fastify-plugin';
import { deleteExpiredIdempotencyKeys } from '../shared/idempotency';

/** How often the expired Idempotency-Keys are deleted (they are kept at least 24 hours). */
export const IDEMPOTENCY_CLEANUP_INTERVAL_MS = 60 * 60_000;

/**
 * Deletes the Idempotency-Keys past their 24 hours, every hour, on the server clock: one
 * statement, harmless when several processes run it.
 */
export default fp(
  async function idempotencyPlugin(app) {
    const timer = setInterval(() => {
      deleteExpiredIdempotencyKeys(app).then(
        (deleted) => {
          if (deleted > 0) app.log.info(`Deleted ${deleted} expired idempotency keys`);
        },
        (error: unknown) => app.log.warn({ err: error }, 'Idempotency key cleanup failed'),
      );
    }, IDEMPOTENCY_CLEANUP_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'idempotency', dependencies: ['db'] },
);
