import fp from 'fastify-plugin';

/**
 * A job the server runs on its own clock: `run(now)` does what is due by `now` and answers when
 * it is next due (null: nothing scheduled). Jobs must be safe to run in several processes at once
 * (an idempotent statement or a `FOR UPDATE SKIP LOCKED` batch).
 */
export type Job = { name: string; run: (now: Date) => Promise<Date | null> };

export type JobsPluginOptions = {
  /** Off: nothing runs (tests drive the jobs by hand). */
  enabled: boolean;
  jobs: Job[];
  /** The longest the runner sleeps, so changes made by other processes are seen this soon. */
  maxSleepMs?: number;
};

/** The shortest pause between two runs (a job due again at once does not spin the loop). */
const MIN_SLEEP_MS = 20;
export const DEFAULT_MAX_SLEEP_MS = 1_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs of this process. */
    jobs: {
      /** Runs every job now (what is due), unless stopped; resolves when they are done. */
      runDue: () => Promise<void>;
    };
  }
}

/**
 * The job runner (DESIGN §3): on start it runs every job at once (catching up on what fell due
 * while no server ran) before the server is ready, then wakes at the earliest next due time on the
 * server clock, at most `maxSleepMs` later. Timers are unref'd; errors are logged, never thrown;
 * closing the app stops the timer and waits for a run in progress.
 */
export default fp<JobsPluginOptions>(
  async function jobsPlugin(app, opts) {
    const maxSleepMs = opts.maxSleepMs ?? DEFAULT_MAX_SLEEP_MS;
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<void> | null = null;
    let stopped = false;

    const runAll = async (): Promise<number> => {
      const now = app.clock();
      let next = now.getTime() + maxSleepMs;
      for (const job of opts.jobs) {
        try {
          const due = await job.run(now);
          if (due !== null) next = Math.min(next, due.getTime());
        } catch (error) {
          app.log.error({ err: error, job: job.name }, 'A background job failed');
        }
      }
      return next;
    };

    const runDue = async (): Promise<void> => {
      if (stopped) return;
      if (running !== null) return running;
      const run = runAll().then(
        (next) => {
          running = null;
          schedule(next);
        },
        (error: unknown) => {
          running = null;
          app.log.error({ err: error }, 'The job runner failed');
          schedule(app.clock().getTime() + maxSleepMs);
        },
      );
      running = run;
      return run;
    };

    const schedule = (nextMs: number) => {
      if (stopped || !opts.enabled) return;
      if (timer !== null) clearTimeout(timer);
      const wait = Math.min(maxSleepMs, Math.max(MIN_SLEEP_MS, nextMs - app.clock().getTime()));
      timer = setTimeout(() => {
        timer = null;
        void runDue();
      }, wait);
      timer.unref();
    };

    app.decorate('jobs', { runDue });

    if (opts.enabled) {
      app.addHook('onReady', async () => {
        await runDue();
      });
    }
    app.addHook('preClose', async () => {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      await running;
    });
  },
  { name: 'jobs', dependencies: ['db'] },
);
