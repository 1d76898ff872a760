import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Argon2id cost; production uses the OWASP parameters, tests may lower them. */
export type HashingConfig = { memoryCost: number; timeCost: number; parallelism: number };

/** Per-route limits on login, OTP verify/resend and forgot password. */
export type RateLimitConfig = {
  enabled: boolean;
  /** Requests per window from one IP, per route. */
  ipMax: number;
  /** Requests per window for one account (e-mail in the body), per route. */
  accountMax: number;
  /** Window length in milliseconds. */
  windowMs: number;
};

/** One OpenID Connect provider of "Continue with Google/Apple" (OIDC_<NAME>_*). */
export type OidcProviderConfig = { issuer: string; clientId: string; clientSecret: string };

/** The social sign-in providers; null when the provider is not configured (hidden, 404). */
export type OidcConfig = { google: OidcProviderConfig | null; apple: OidcProviderConfig | null };

export type DatabaseConfig =
  | {
      driver: 'pglite';
      /** Folder of the PGlite data; null keeps it in memory. */ dataDir: string | null;
    }
  | { driver: 'postgres'; url: string };

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
  database: DatabaseConfig;
  /** SMTP connection URL; without it mail is written to the log. */
  smtpUrl: string | null;
  mailFrom: string;
  /** The support mailbox that Contact Support messages are sent to. */
  supportEmail: string;
  /** Origins allowed by CORS (exact match). */
  corsOrigins: string[];
  /** The built web app to serve, or null when there is none. */
  webDist: string | null;
  /** Where the web build was looked for (for the log line when it is missing). */
  webDistPath: string;
  /** Folder of the drizzle-kit migrations. */
  migrationsDir: string;
  /** Whether the OTP is echoed in responses (never in production). */
  echoOtp: boolean;
  hashing: HashingConfig;
  rateLimit: RateLimitConfig;
  otp: { ttlMs: number; maxAttempts: number; resendCooldownMs: number };
  sessionTtlMs: number;
  trustProxy: boolean;
  logLevel: string;
  /** The address people open MarketDrop at (PUBLIC_URL); social sign-in comes back there. */
  publicUrl: string;
  oidc: OidcConfig;
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
    database:
      databaseUrl !== undefined
        ? { driver: 'postgres', url: databaseUrl }
        : { driver: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    smtpUrl: text(env, 'SMTP_URL') ?? null,
    mailFrom: text(env, 'MAIL_FROM') ?? 'MarketDrop <no-reply@marketdrop.local>',
    supportEmail: text(env, 'SUPPORT_EMAIL') ?? 'support@marketdrop.local',
    corsOrigins: (text(env, 'CORS_ORIGINS') ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter((origin) => origin !== ''),
    webDist,
    webDistPath,
    migrationsDir: path.join(packageDir, 'drizzle'),
    echoOtp: !isProduction,
    hashing,
    rateLimit: {
      enabled: bool(env, 'RATE_LIMIT_ENABLED', true),
      ipMax: int(env, 'RATE_LIMIT_MAX', isTest ? 1000 : 30, 1),
      accountMax: int(env, 'RATE_LIMIT_ACCOUNT_MAX', isTest ? 1000 : 10, 1),
      windowMs: int(env, 'RATE_LIMIT_WINDOW_MS', 60_000, 1),
    },
    otp: { ttlMs: 10 * 60_000, maxAttempts: 5, resendCooldownMs: 30_000 },
    sessionTtlMs: int(env, 'SESSION_TTL_DAYS', 30, 1) * 24 * 60 * 60_000,
    trustProxy: bool(env, 'TRUST_PROXY', false),
    logLevel: text(env, 'LOG_LEVEL') ?? (isTest ? 'warn' : 'info'),
    publicUrl,
    oidc: {
      google: oidcProvider(env, 'GOOGLE', 'https://accounts.google.com'),
      apple: oidcProvider(env, 'APPLE', 'https://appleid.apple.com'),
    },
  };
}
