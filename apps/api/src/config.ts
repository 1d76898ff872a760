import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { fileURLToPath } from 'node:url';

/** Argon2id cost; production uses the OWASP parameters, tests may lower them. */
export type HashingConfig = { memoryCost: number; timeCost: number; parallelism: number };

/** Per-route limits on login, OTP verify/resend and forgot password. */
export type RateLimitConfig = {
  enabled: boolean;
  /** Requests per window from one IP, per route. */
  ipMax: number;
  /**
   * Requests per window for one account (e-mail in the body), per route. Passwords (login,
   * changePassword, the e-mail change, decision 016 §5): passwords checked per window for one
   * account from one IP (so an attacker elsewhere cannot lock the owner out), in the database.
   */
  accountMax: number;
  /**
   * Passwords checked per window for one account from all IPs together (a much higher ceiling), in
   * the database like `accountMax`.
   */
  accountWideMax: number;
  /** Window length in milliseconds. */
  windowMs: number;
  /** Routes with their own per-IP limit (calls that send mail), by route name. */
  perRoute: Partial<Record<string, { ipMax: number; windowMs: number }>>;
  /** Routes limited per signed-in user instead (bids), by route name. */
  perUser: Partial<Record<string, { max: number; windowMs: number }>>;
};

/** Each account's budget of wrong one-time-code guesses across codes (decision 016). */
export type OtpGuessBudgetConfig = {
  /** Guesses evaluated per window (a right guess gives its place back). */
  max: number;
  /** Window length; it opens with the first wrong guess after the previous one ended. */
  windowMs: number;
  /** Wrong guesses in a window that are followed by no delay (at least 1). */
  freeGuesses: number;
  /** The delay after the first wrong guess past the free ones; it doubles with each further one. */
  firstDelayMs: number;
  /** The delay never exceeds this. */
  maxDelayMs: number;
};

/**
 * Load shedding (`@fastify/under-pressure`): past a threshold every request is answered 503 with
 * Retry-After until the process recovers, instead of running out of memory. 0 turns a check off.
 */
export type LoadSheddingConfig = {
  enabled: boolean;
  /** Event-loop delay, in milliseconds. */
  maxEventLoopDelayMs: number;
  /** Heap in use, in bytes (default: 85 % of the heap limit of this Node process). */
  maxHeapUsedBytes: number;
  /** Resident memory, in bytes (off by default: it depends on the machine or container). */
  maxRssBytes: number;
  /** The Retry-After of a 503, in seconds. */
  retryAfterSeconds: number;
};

/**
 * Live events (`GET /user/auctionEvents/{id}`, `/user/listingEvents`): long-lived Server-Sent
 * Events streams, bounded so watchers cannot exhaust the server (decision 019).
 */
export type LiveEventsConfig = {
  /** A comment line this often keeps proxies from closing an idle stream. */
  heartbeatMs: number;
  /** Open streams on this process at most; past it a new one is refused (503, Retry-After). */
  maxStreams: number;
  /**
   * Open streams from one client address at most, across every process sharing the limit store
   * (503, Retry-After): each open stream holds a lease there (decision 043).
   */
  maxStreamsPerIp: number;
  /**
   * How long a stream's lease lasts unless its process renews it (every third of it, while the
   * stream is open): a process that dies frees its streams' places within this (LIVE_STREAM_LEASE_MS).
   */
  streamLeaseMs: number;
  /** A changed auction is re-read at most once in this many milliseconds (bursts coalesce). */
  coalesceMs: number;
  /** The Retry-After of a refused stream, in seconds. */
  retryAfterSeconds: number;
  /**
   * The SSE `retry` hint (ms) that ends open streams when the process drains (SIGTERM): browsers
   * reconnect this soon, through the balancer, to another process (LIVE_DRAIN_RETRY_MS).
   */
  drainRetryMs: number;
};

/** SIGTERM (decision 043): readiness turns false at once, then the process closes. */
export type DrainConfig = {
  /**
   * How long the process keeps serving after readiness turned false, before it stops accepting
   * connections (DRAIN_DELAY_MS): the balancer's health checks notice meanwhile. 0 by default.
   */
  delayMs: number;
  /** The longest the close waits for requests in flight (DRAIN_TIMEOUT_MS). */
  timeoutMs: number;
};

/** Everything a drain does fits in this, so the process exits (0) before a supervisor kills it. */
export const DRAIN_BUDGET_MS = 10_000;

/** One OpenID Connect provider of "Continue with Google/Apple" (OIDC_<NAME>_*). */
export type OidcProviderConfig = { issuer: string; clientId: string; clientSecret: string };

/** The social sign-in providers; null when the provider is not configured (hidden, 404). */
export type OidcConfig = { google: OidcProviderConfig | null; apple: OidcProviderConfig | null };

/** Stripe (PAYMENT_PROVIDER=stripe): the account's keys, and where its API is (tests: a local stub). */
export type StripeConfig = {
  secretKey: string;
  webhookSecret: string;
  /** STRIPE_API_URL: another API origin (a local stub or stripe-mock); null: Stripe's own. */
  api: { host: string; port: number; protocol: 'http' | 'https' } | null;
};

/**
 * Payments (decision 022): Stripe Checkout when PAYMENT_PROVIDER=stripe; otherwise the built-in
 * test payment page, whose webhook is signed with `testWebhookSecret` and verified like Stripe's.
 * Production names its provider explicitly.
 */
export type PaymentConfig =
  { provider: 'test'; testWebhookSecret: string } | { provider: 'stripe'; stripe: StripeConfig };

/** The secret of the test payment page's webhook outside production when none is set. */
export const DEV_PAYMENT_WEBHOOK_SECRET = 'whsec_marketdrop_development_only';

export type DatabaseConfig =
  | {
      driver: 'pglite';
      /** Folder of the PGlite data; null keeps it in memory. */ dataDir: string | null;
    }
  | { driver: 'postgres'; url: string };

/**
 * Where the request limits count (decision 043): Redis when REDIS_URL is set, else the PostgreSQL
 * database when several processes may share it, else this one PGlite process's memory.
 */
export type LimitStoreKind = 'redis' | 'postgres' | 'memory';

/** The limits' store for a configuration: chosen once, at startup. */
export function limitStoreKind(config: Pick<AppConfig, 'redisUrl' | 'database'>): LimitStoreKind {
  if (config.redisUrl !== null) return 'redis';
  return config.database.driver === 'postgres' ? 'postgres' : 'memory';
}

export type AppConfig = {
  nodeEnv: string;
  isProduction: boolean;
  host: string;
  port: number;
  /** Root of everything the server writes (PGlite data, uploads). */
  dataDir: string;
  uploadsDir: string;
  /** Public catalogue media (vehicle pictures, reports, documents, banners), served at /user/media. */
  mediaDir: string;
  /** Whether `server.ts` seeds the demo catalogue and users on an empty database (SEED_DEMO). */
  seedDemo: boolean;
  /** Whether catalogue answers are reused while provably current (CATALOGUE_CACHE; off to measure). */
  catalogueCache: boolean;
  /**
   * How long an anonymous listing answer may be served after it was computed although the
   * catalogue changed since (CATALOGUE_FRESHNESS_MS, ms; decision 024). 0 in tests, which check
   * every change at once; tests of the bound set it.
   */
  catalogueFreshnessMs: number;
  /** Print the catalogue cache's reuse counts when the server stops (CATALOGUE_STATS; benches). */
  catalogueStats: boolean;
  /**
   * Whether this process runs the background jobs: closing due sales, MarketDropAI drops (JOBS;
   * on by default; the API tests' apps turn it off and drive the jobs by hand).
   */
  jobs: boolean;
  database: DatabaseConfig;
  /**
   * REDIS_URL (redis://host:6379/0): the request limits count in Redis, shared by every process;
   * null: in PostgreSQL with DATABASE_URL, in memory on PGlite (`limitStoreKind`).
   */
  redisUrl: string | null;
  /** SMTP connection URL; without it mail is written to the log. */
  smtpUrl: string | null;
  mailFrom: string;
  /** The support mailbox that Contact Support messages are sent to. */
  supportEmail: string;
  /**
   * How often this process mails new notifications, in ms (NOTIFICATION_MAIL_INTERVAL_MS; 5 s by
   * default, off under NODE_ENV=test where tests run the outbox by hand; 0 turns it off).
   */
  notificationMailIntervalMs: number;
  /** Origins allowed by CORS (exact match). */
  corsOrigins: string[];
  /** The built web app to serve, or null when there is none. */
  webDist: string | null;
  /** Where the web build was looked for (for the log line when it is missing). */
  webDistPath: string;
  /**
   * The web app's server render (`apps/web/dist-ssr/entry-server.js`, built with it; WEB_SSR_ENTRY
   * elsewhere), or null: public pages are then sent as the app's shell and rendered by the browser
   * (also with SERVER_RENDERING=false).
   */
  webSsrEntry: string | null;
  /** Folder of the drizzle-kit migrations. */
  migrationsDir: string;
  /** Whether the OTP is echoed in responses (never in production). */
  echoOtp: boolean;
  hashing: HashingConfig;
  rateLimit: RateLimitConfig;
  loadShedding: LoadSheddingConfig;
  otp: {
    ttlMs: number;
    maxAttempts: number;
    /** Between two codes mailed to one account (resend, forgot password): none sooner. */
    resendCooldownMs: number;
    /** Codes mailed per account per 24 hours by resend and forgot password (mail flooding). */
    dailyCodeMax: number;
    /** Wrong guesses per account across codes (decision 016). */
    guessBudget: OtpGuessBudgetConfig;
  };
  sessionTtlMs: number;
  liveEvents: LiveEventsConfig;
  drain: DrainConfig;
  trustProxy: boolean;
  logLevel: string;
  /** The address people open MarketDrop at (PUBLIC_URL); social sign-in comes back there. */
  publicUrl: string;
  oidc: OidcConfig;
  payments: PaymentConfig;
};

/** OWASP Password Storage Cheat Sheet: argon2id, m=19 MiB, t=2, p=1. */
export const OWASP_ARGON2: HashingConfig = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

function findUp(start: string, test: (dir: string) => boolean): string | null {
  let dir = start;
  for (;;) {
    if (test(dir)) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

function isApiPackageDir(dir: string): boolean {
  const file = path.join(dir, 'package.json');
  if (!existsSync(file)) return false;
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { name?: string }).name === '@marketdrop/api';
  } catch {
    return false;
  }
}

/** The `apps/api` folder, found from this file whether it runs from `src/` or from `dist/`. */
export const packageDir: string =
  findUp(path.dirname(fileURLToPath(import.meta.url)), isApiPackageDir) ?? process.cwd();

/** The workspace root (holds pnpm-workspace.yaml), or null outside the workspace. */
export const repoRoot: string | null = findUp(packageDir, (dir) =>
  existsSync(path.join(dir, 'pnpm-workspace.yaml')),
);

type Env = Record<string, string | undefined>;

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function int(env: Env, name: string, fallback: number, min = 0): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be an integer >= ${min} (got "${raw}")`);
  }
  return value;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false (got "${raw}")`);
}

/** A provider's settings: none of its variables set is "not configured"; half of them is an error. */
function oidcProvider(env: Env, name: string, defaultIssuer: string): OidcProviderConfig | null {
  const clientId = text(env, `OIDC_${name}_CLIENT_ID`);
  const clientSecret = text(env, `OIDC_${name}_CLIENT_SECRET`);
  if (clientId === undefined && clientSecret === undefined) return null;
  if (clientId === undefined || clientSecret === undefined) {
    throw new Error(`OIDC_${name}_CLIENT_ID and OIDC_${name}_CLIENT_SECRET must be set together`);
  }
  const issuer = text(env, `OIDC_${name}_ISSUER`) ?? defaultIssuer;
  if (!/^https?:\/\//.test(issuer)) {
    throw new Error(`OIDC_${name}_ISSUER must start with https:// or http:// (got "${issuer}")`);
  }
  return { issuer, clientId, clientSecret };
}

function stripeApi(env: Env): StripeConfig['api'] {
  const raw = text(env, 'STRIPE_API_URL');
  if (raw === undefined) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(
      `STRIPE_API_URL must be an origin such as http://127.0.0.1:12111 (got "${raw}")`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`STRIPE_API_URL must start with http:// or https:// (got "${raw}")`);
  }
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port === '' ? (protocol === 'http' ? 80 : 443) : Number(url.port),
    protocol,
  };
}

/**
 * PAYMENT_PROVIDER and its settings. Production names its provider (the test page by default would
 * let buyers "pay" with no money moving) and needs a real webhook secret for the test page.
 */
function paymentConfig(env: Env, isProduction: boolean): PaymentConfig {
  const chosen = text(env, 'PAYMENT_PROVIDER');
  if (chosen === undefined && isProduction) {
    throw new Error(
      'PAYMENT_PROVIDER must be set in production: stripe (with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET), or test for the test payment page where no money moves.',
    );
  }
  const provider = chosen ?? 'test';
  if (provider === 'stripe') {
    const secretKey = text(env, 'STRIPE_SECRET_KEY');
    const webhookSecret = text(env, 'STRIPE_WEBHOOK_SECRET');
    if (secretKey === undefined || webhookSecret === undefined) {
      throw new Error(
        'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (the endpoint secret of /user/webhookpayment)',
      );
    }
    return { provider, stripe: { secretKey, webhookSecret, api: stripeApi(env) } };
  }
  if (provider !== 'test') {
    throw new Error(`PAYMENT_PROVIDER must be test or stripe (got "${provider}")`);
  }
  const secret = text(env, 'PAYMENT_WEBHOOK_SECRET');
  if (secret === undefined && isProduction) {
    throw new Error(
      'PAYMENT_WEBHOOK_SECRET must be set in production with the test payment page (PAYMENT_PROVIDER=test): the development secret is public.',
    );
  }
  return { provider: 'test', testWebhookSecret: secret ?? DEV_PAYMENT_WEBHOOK_SECRET };
}

function drainConfig(env: Env): DrainConfig {
  const delayMs = int(env, 'DRAIN_DELAY_MS', 0, 0);
  const timeoutMs = int(env, 'DRAIN_TIMEOUT_MS', 7_000, 0);
  // The rest of the close (jobs, database, Redis) needs a moment of the 10 seconds too.
  if (delayMs + timeoutMs > DRAIN_BUDGET_MS - 1_000) {
    throw new Error(
      `DRAIN_DELAY_MS + DRAIN_TIMEOUT_MS must stay under ${DRAIN_BUDGET_MS - 1_000} ms (got ${delayMs} + ${timeoutMs})`,
    );
  }
  return { delayMs, timeoutMs };
}

function redisUrl(env: Env): string | null {
  const raw = text(env, 'REDIS_URL');
  if (raw === undefined) return null;
  if (!/^rediss?:\/\/[^/]/.test(raw)) {
    throw new Error(`REDIS_URL must start with redis:// or rediss:// (got "${raw}")`);
  }
  return raw;
}

/**
 * Reads the configuration from the environment; every variable has a default that needs nothing.
 * Relative paths are taken from the directory the user ran the command in (`INIT_CWD` under pnpm).
 */
export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = text(env, 'NODE_ENV') ?? 'development';
  const isProduction = nodeEnv === 'production';
  const isTest = nodeEnv === 'test';
  const baseDir = text(env, 'INIT_CWD') ?? process.cwd();
  const resolve = (p: string) => path.resolve(baseDir, p);

  const dataDir = text(env, 'DATA_DIR')
    ? resolve(text(env, 'DATA_DIR') as string)
    : path.join(repoRoot ?? baseDir, '.data');
  const databaseUrl = text(env, 'DATABASE_URL');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const webDistPath = text(env, 'WEB_DIST')
    ? resolve(text(env, 'WEB_DIST') as string)
    : path.join(repoRoot ?? path.resolve(packageDir, '../..'), 'apps/web/dist');
  const webDist = existsSync(path.join(webDistPath, 'index.html')) ? webDistPath : null;
  const webSsrPath = text(env, 'WEB_SSR_ENTRY')
    ? resolve(text(env, 'WEB_SSR_ENTRY') as string)
    : path.join(webDistPath, '..', 'dist-ssr', 'entry-server.js');
  const webSsrEntry =
    webDist !== null && bool(env, 'SERVER_RENDERING', true) && existsSync(webSsrPath)
      ? webSsrPath
      : null;

  const hashing = isProduction
    ? OWASP_ARGON2
    : {
        memoryCost: int(env, 'ARGON2_MEMORY_COST', OWASP_ARGON2.memoryCost, 8),
        timeCost: int(env, 'ARGON2_TIME_COST', OWASP_ARGON2.timeCost, 1),
        parallelism: OWASP_ARGON2.parallelism,
      };

  const port = int(env, 'PORT', 3000);
  const host = text(env, 'HOST') ?? '127.0.0.1';
  const publicUrl = (
    text(env, 'PUBLIC_URL') ??
    `http://${['0.0.0.0', '::'].includes(host) ? 'localhost' : host}:${port}`
  ).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(publicUrl)) {
    throw new Error(
      `PUBLIC_URL must be an origin such as https://marketdrop.ca (got "${publicUrl}")`,
    );
  }

  return {
    nodeEnv,
    isProduction,
    host,
    port,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    mediaDir: path.join(dataDir, 'media'),
    seedDemo: bool(env, 'SEED_DEMO', true),
    catalogueCache: bool(env, 'CATALOGUE_CACHE', true),
    catalogueFreshnessMs: int(env, 'CATALOGUE_FRESHNESS_MS', isTest ? 0 : 5_000, 0),
    catalogueStats: bool(env, 'CATALOGUE_STATS', false),
    jobs: bool(env, 'JOBS', true),
    database:
      databaseUrl !== undefined
        ? { driver: 'postgres', url: databaseUrl }
        : { driver: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    redisUrl: redisUrl(env),
    smtpUrl: text(env, 'SMTP_URL') ?? null,
    mailFrom: text(env, 'MAIL_FROM') ?? 'MarketDrop <no-reply@marketdrop.local>',
    supportEmail: text(env, 'SUPPORT_EMAIL') ?? 'support@marketdrop.local',
    notificationMailIntervalMs: int(env, 'NOTIFICATION_MAIL_INTERVAL_MS', isTest ? 0 : 5_000),
    corsOrigins: (text(env, 'CORS_ORIGINS') ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter((origin) => origin !== ''),
    webDist,
    webDistPath,
    webSsrEntry,
    migrationsDir: path.join(packageDir, 'drizzle'),
    echoOtp: !isProduction,
    hashing,
    rateLimit: {
      enabled: bool(env, 'RATE_LIMIT_ENABLED', true),
      ipMax: int(env, 'RATE_LIMIT_MAX', isTest ? 1000 : 30, 1),
      accountMax: int(env, 'RATE_LIMIT_ACCOUNT_MAX', isTest ? 1000 : 10, 1),
      accountWideMax: int(env, 'RATE_LIMIT_ACCOUNT_WIDE_MAX', isTest ? 10_000 : 100, 1),
      windowMs: int(env, 'RATE_LIMIT_WINDOW_MS', 60_000, 1),
      // Calls that mail someone: a few per IP per quarter hour (sign-up: per hour).
      perRoute: {
        signup: { ipMax: isTest ? 1000 : 10, windowMs: 60 * 60_000 },
        forgotPassword: { ipMax: isTest ? 1000 : 10, windowMs: 15 * 60_000 },
        resendOtp: { ipMax: isTest ? 1000 : 10, windowMs: 15 * 60_000 },
      },
      // Bids per buyer: a person bidding against others as fast as the dialogs allow stays far
      // below; a script hammering one auction does not.
      perUser: {
        placeBid: {
          max: int(env, 'BID_RATE_LIMIT_MAX', isTest ? 1000 : 30, 1),
          windowMs: int(env, 'BID_RATE_LIMIT_WINDOW_MS', 60_000, 1),
        },
        // Coupon codes tried per buyer: a person retyping a code stays far below; guessing does not.
        applyCoupon: { max: isTest ? 1000 : 10, windowMs: 10 * 60_000 },
      },
    },
    otp: {
      ttlMs: 10 * 60_000,
      maxAttempts: 5,
      resendCooldownMs: 30_000,
      dailyCodeMax: 10,
      guessBudget: {
        max: 10,
        windowMs: 24 * 60 * 60_000,
        freeGuesses: 2,
        firstDelayMs: 10_000,
        maxDelayMs: 30 * 60_000,
      },
    },
    loadShedding: {
      // Off in tests unless asked for: a test runner's heap says nothing about the server's.
      enabled: bool(env, 'LOAD_SHEDDING', !isTest),
      maxEventLoopDelayMs: int(env, 'LOAD_SHEDDING_MAX_EVENT_LOOP_DELAY_MS', 1000),
      maxHeapUsedBytes: int(
        env,
        'LOAD_SHEDDING_MAX_HEAP_BYTES',
        Math.floor(getHeapStatistics().heap_size_limit * 0.85),
      ),
      maxRssBytes: int(env, 'LOAD_SHEDDING_MAX_RSS_BYTES', 0),
      retryAfterSeconds: int(env, 'LOAD_SHEDDING_RETRY_AFTER_S', 10, 1),
    },
    sessionTtlMs: int(env, 'SESSION_TTL_DAYS', 30, 1) * 24 * 60 * 60_000,
    liveEvents: {
      heartbeatMs: int(env, 'LIVE_HEARTBEAT_MS', 15_000, 10),
      maxStreams: int(env, 'LIVE_STREAMS_MAX', 10_000, 1),
      // A browser holds about two (the page's detail and its cards) per tab; an office or a
      // school behind one address has room for a few dozen people.
      maxStreamsPerIp: int(env, 'LIVE_STREAMS_PER_IP', 64, 1),
      streamLeaseMs: int(env, 'LIVE_STREAM_LEASE_MS', 30_000, 300),
      coalesceMs: int(env, 'LIVE_COALESCE_MS', 50, 0),
      retryAfterSeconds: int(env, 'LIVE_RETRY_AFTER_S', 5, 1),
      drainRetryMs: int(env, 'LIVE_DRAIN_RETRY_MS', 1_000, 1),
    },
    drain: drainConfig(env),
    trustProxy: bool(env, 'TRUST_PROXY', false),
    logLevel: text(env, 'LOG_LEVEL') ?? (isTest ? 'warn' : 'info'),
    publicUrl,
    oidc: {
      google: oidcProvider(env, 'GOOGLE', 'https://accounts.google.com'),
      apple: oidcProvider(env, 'APPLE', 'https://appleid.apple.com'),
    },
    payments: paymentConfig(env, isProduction),
  };
}
