import type { FastifyInstance } from 'fastify';
import { runMailOutbox } from './mail-notifications';
import notificationRoutes from './notification-routes';

export type NotificationsOptions = {
  /** How often this process mails new notifications (ms); 0: never (tests run the outbox by hand). */
  mailIntervalMs: number;
};

/**
 * Runs the e-mail outbox every `intervalMs` on a timer that does not keep the process alive; a run
 * never overlaps the previous one, and closing the app stops the timer and waits for a run in
 * progress (before the database closes).
 */
function startMailOutbox(app: FastifyInstance, intervalMs: number) {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped || running !== null) return;
    running = runMailOutbox(app)
      .then(
        (result) => {
          if (result.sent + result.failed > 0)
            app.log.info({ mail: result }, 'Notification e-mails');
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'The notification e-mail outbox failed');
        },
      )
      .finally(() => {
        running = null;
      });
  };
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(tick, intervalMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    stopped = true;
    if (timer !== null) clearInterval(timer);
    await running;
  });
}

/** Notifications (docs/product.md §5.4): the calls under `/user`, and their e-mail outbox. */
export default async function notifications(app: FastifyInstance, opts: NotificationsOptions) {
  await app.register(notificationRoutes);
  if (opts.mailIntervalMs > 0) startMailOutbox(app, opts.mailIntervalMs);
}
