import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { DRAIN_BUDGET_MS, loadConfig } from './config';
import { startDemo } from './demo/demo-upkeep';

/** Starts MarketDrop: reads the configuration, listens, prints the URL, closes gracefully. */
async function main() {
  const config = loadConfig();
  const app = await buildApp({
    config,
    logger: { level: config.logLevel },
  });

  if (config.webDist === null) {
    app.log.warn(
      `Web app build not found at ${config.webDistPath}: serving the API only (run "pnpm build" to build the web app).`,
    );
  } else {
    app.log.info(`Serving the web app from ${config.webDist}`);
  }
  app.log.info(
    config.database.driver === 'postgres'
      ? 'Database: PostgreSQL (DATABASE_URL)'
      : `Database: embedded PGlite in ${config.database.dataDir}`,
  );

  const stopDemo = config.seedDemo ? await startDemo(app) : () => {};

  // SIGINT/SIGTERM (a second one exits at once), an uncaught error or an unhandled rejection: the
  // drain (decision 043): readiness turns false at once, live streams end with a retry hint and
  // no new one starts; after DRAIN_DELAY_MS (the balancer notices) the demo upkeep stops and the
  // app closes: no new connection, the requests in flight finish, the jobs' runs in progress
  // commit, the database closes; exit 0, all within 10 seconds.
  closeWithGrace({ delay: DRAIN_BUDGET_MS }, async ({ signal, err }) => {
    app.drain.begin();
    if (err !== undefined) console.error('Closing after an error', err);
    else app.log.info(`${signal ?? 'Close'} received: draining, then closing`);
    if (err === undefined && config.drain.delayMs > 0) {
      await new Promise((resolve) => setTimeout(resolve, config.drain.delayMs));
    }
    stopDemo();
    await app.close();
    app.log.info('Closed');
  });

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  console.log(`MarketDrop listening on http://${host}:${port}`);
}

main().catch((error: unknown) => {
  console.error('MarketDrop failed to start:', error);
  process.exit(1);
});
