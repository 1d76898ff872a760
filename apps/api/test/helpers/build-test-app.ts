import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyServerOptions,
} from 'fastify';
import postgres from 'postgres';
import { app as marketdrop, buildApp, serverOptions, type AppOptions } from '../../src/app';
import {
  DEV_PAYMENT_WEBHOOK_SECRET,
  loadConfig,
  type AppConfig,
  type DatabaseConfig,
} from '../../src/config';
import type { MailMessage } from '../../src/plugins/mail';

export type Driver = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. Use with `describe.each`. */
export const drivers: Driver[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/** A clock the test moves by hand. */
export type TestClock = { now: () => Date; advance: (ms: number) => void };

export function createTestClock(start = Date.now()): TestClock {
  let current = start;
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
  };
}

export type TestApp = {
  app: FastifyInstance;
  config: AppConfig;
  clock: TestClock;
  /** Every mail the app sent, newest last. */
  outbox: MailMessage[];
  close: () => Promise<void>;
};

export type TestAppOptions = {
  driver?: Driver;
  env?: Record<string, string>;
  configure?: (config: AppConfig) => AppConfig;
  /** The app's logger (none by default), e.g. `{ level: 'info', stream }` to read the log. */
  logger?: FastifyServerOptions['logger'];
  /**
   * A database the test owns (several app instances on one database, or a restart on the same
   * data): used as it is, neither created nor dropped by this app.
   */
  database?: DatabaseConfig;
  /** Where the test clock starts (epoch ms; default: the real now), as the app gets ready. */
  clockStart?: number;
  /** Test-only routes, registered after the app (they may use its decorators) before it is ready. */
  plugins?: FastifyPluginAsync[];
};

/** `buildApp`, with the test's own plugins registered before the app is ready. */
async function buildWithPlugins(
  opts: AppOptions & { logger?: FastifyServerOptions['logger'] },
  plugins: FastifyPluginAsync[],
): Promise<FastifyInstance> {
  const instance = Fastify(serverOptions(opts.config, opts.logger ?? false));
  try {
    await instance.register(marketdrop, opts);
    for (const plugin of plugins) await instance.register(plugin);
    await instance.ready();
  } catch (error) {
    await instance.close();
    throw error;
  }
  return instance;
}

/** A fresh PostgreSQL database on the TEST_DATABASE_URL server; dropped by the returned function. */
export async function createPostgresDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const base = process.env.TEST_DATABASE_URL;
  if (base === undefined) throw new Error('TEST_DATABASE_URL is not set');
  const name = `md_test_${Math.random().toString(36).slice(2, 10)}${Date.now().toString(36)}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = postgres(base, { max: 1, onnotice: () => {} });
      try {
        await dropper.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await dropper.end({ timeout: 5 });
      }
    },
  };
}

/**
 * A database a test shares between app instances (several servers on one database, or a restart
 * on the same data), and its clean-up: a fresh PostgreSQL database, or a PGlite folder.
 */
export async function sharedDatabase(driver: Driver): Promise<{
  database: DatabaseConfig;
  drop: () => Promise<void>;
}> {
  if (driver === 'postgres') {
    const pg = await createPostgresDatabase();
    return { database: { driver: 'postgres', url: pg.url }, drop: pg.drop };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'md-shared-'));
  return {
    database: { driver: 'pglite', dataDir: dir },
    drop: () => rm(dir, { recursive: true, force: true }),
  };
}

/**
 * The app on a throw-away database: in-memory PGlite, or a new PostgreSQL database; uploads in a
 * temporary folder; cheap argon2 (production keeps the OWASP cost); mail captured in `outbox`.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const driver = options.driver ?? 'pglite';
  const dataDir = await mkdtemp(path.join(tmpdir(), 'md-api-test-'));
  const pg =
    driver === 'postgres' && options.database === undefined
      ? await createPostgresDatabase()
      : undefined;
  const env = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    // A test runner's event loop and heap say nothing about the server's (tests that want load
    // shedding turn it on).
    LOAD_SHEDDING: 'false',
    // Tests drive the closing job and the MarketDropAI drops by hand, on the test clock.
    JOBS: 'false',
    // Set, so that an app built with NODE_ENV=production starts (production names its payment
    // provider and needs a webhook secret of its own).
    PAYMENT_PROVIDER: 'test',
    PAYMENT_WEBHOOK_SECRET: DEV_PAYMENT_WEBHOOK_SECRET,
    ...options.env,
  };
  let config: AppConfig = {
    ...loadConfig(env),
    database:
      options.database ??
      (pg ? { driver: 'postgres', url: pg.url } : { driver: 'pglite', dataDir: null }),
    hashing: { memoryCost: 256, timeCost: 1, parallelism: 1 },
  };
  if (options.configure) config = options.configure(config);

  const clock = createTestClock(options.clockStart);
  const outbox: MailMessage[] = [];
  let app: FastifyInstance;
  try {
    const appOptions = {
      config,
      clock: clock.now,
      ...(options.logger === undefined ? {} : { logger: options.logger }),
      mailTransport: {
        send: async (message: MailMessage) => {
          outbox.push(message);
        },
      },
    };
    app = options.plugins
      ? await buildWithPlugins(appOptions, options.plugins)
      : await buildApp(appOptions);
  } catch (error) {
    await pg?.drop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    config,
    clock,
    outbox,
    close: async () => {
      await app.close();
      await pg?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
