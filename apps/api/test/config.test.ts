import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEV_PAYMENT_WEBHOOK_SECRET,
  loadConfig,
  OWASP_ARGON2,
  packageDir,
  repoRoot,
} from '../src/config';
import { buildTestApp } from './helpers/build-test-app';

describe('loadConfig', () => {
  it('needs nothing: port 3000, embedded PGlite in the repo .data, OWASP argon2', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(repoRoot).not.toBeNull();
    expect(config.dataDir).toBe(path.join(repoRoot as string, '.data'));
    expect(config.database).toEqual({
      driver: 'pglite',
      dataDir: path.join(repoRoot as string, '.data', 'pglite'),
    });
    expect(config.uploadsDir).toBe(path.join(repoRoot as string, '.data', 'uploads'));
    expect(config.migrationsDir).toBe(path.join(packageDir, 'drizzle'));
    expect(config.webDistPath).toBe(path.join(repoRoot as string, 'apps/web/dist'));
    expect(config.hashing).toEqual(OWASP_ARGON2);
    expect(config.echoOtp).toBe(true);
    expect(config.smtpUrl).toBeNull();
    expect(config.corsOrigins).toEqual([]);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '0',
      HOST: '0.0.0.0',
      DATA_DIR: 'tmp/data',
      INIT_CWD: '/srv/md',
      DATABASE_URL: 'postgres://u@db:5432/md',
      SMTP_URL: 'smtp://mail:25',
      CORS_ORIGINS: 'https://dealer.example, https://other.example/ ,',
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'test',
      PAYMENT_WEBHOOK_SECRET: 'whsec_production_secret',
      ARGON2_MEMORY_COST: '64',
      RATE_LIMIT_MAX: '7',
      RATE_LIMIT_ACCOUNT_MAX: '3',
      RATE_LIMIT_WINDOW_MS: '1000',
    });
    expect(config.port).toBe(0);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe('/srv/md/tmp/data');
    expect(config.database).toEqual({ driver: 'postgres', url: 'postgres://u@db:5432/md' });
    expect(config.smtpUrl).toBe('smtp://mail:25');
    expect(config.corsOrigins).toEqual(['https://dealer.example', 'https://other.example']);
    expect(config.echoOtp).toBe(false);
    // Production never lowers the password hashing cost.
    expect(config.hashing).toEqual(OWASP_ARGON2);
    expect(config.rateLimit).toMatchObject({
      enabled: true,
      ipMax: 7,
      accountMax: 3,
      accountWideMax: 100,
      windowMs: 1000,
    });
    // Calls that mail someone keep their own per-IP limits (decision 016).
    expect(config.rateLimit.perRoute).toEqual({
      signup: { ipMax: 10, windowMs: 60 * 60_000 },
      forgotPassword: { ipMax: 10, windowMs: 15 * 60_000 },
      resendOtp: { ipMax: 10, windowMs: 15 * 60_000 },
    });
    // Bids and coupon codes tried are limited per buyer, not per address.
    expect(config.rateLimit.perUser).toEqual({
      placeBid: { max: 30, windowMs: 60_000 },
      applyCoupon: { max: 10, windowMs: 10 * 60_000 },
    });
    expect(config.otp.guessBudget).toMatchObject({ max: 10, windowMs: 24 * 60 * 60_000 });
    expect(config.payments).toEqual({
      provider: 'test',
      testWebhookSecret: 'whsec_production_secret',
    });
  });

  it('payments: the test page by default, Stripe with its keys (decision 022)', () => {
    expect(loadConfig({}).payments).toEqual({
      provider: 'test',
      testWebhookSecret: DEV_PAYMENT_WEBHOOK_SECRET,
    });
    // Production never signs with the public development secret.
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://m', PAYMENT_PROVIDER: 'test' }),
    ).toThrow(/PAYMENT_WEBHOOK_SECRET must be set in production/);
    expect(
      loadConfig({
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        STRIPE_API_URL: 'http://127.0.0.1:12111',
      }).payments,
    ).toEqual({
      provider: 'stripe',
      stripe: {
        secretKey: 'sk_test_1',
        webhookSecret: 'whsec_1',
        api: { host: '127.0.0.1', port: 12111, protocol: 'http' },
      },
    });
    expect(
      loadConfig({
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk',
        STRIPE_WEBHOOK_SECRET: 'w',
      }).payments,
    ).toMatchObject({ stripe: { api: null } });
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk' })).toThrow(
      /STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(
      'PAYMENT_PROVIDER must be test or stripe (got "paypal")',
    );
    expect(() =>
      loadConfig({
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk',
        STRIPE_WEBHOOK_SECRET: 'w',
        STRIPE_API_URL: 'ftp://x',
      }),
    ).toThrow(/STRIPE_API_URL must start with http/);
  });

  it('production names its payment provider: unset, it refuses to start with one line naming PAYMENT_PROVIDER', async () => {
    const production = {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail:25',
      PAYMENT_WEBHOOK_SECRET: 'whsec_production_secret',
    };
    let message = '';
    try {
      loadConfig(production);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^PAYMENT_PROVIDER must be set in production/);
    expect(message).not.toContain('\n');
    // Blank is unset.
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: ' ' })).toThrow(
      /^PAYMENT_PROVIDER must be set in production/,
    );
    // Named, it starts: the test page, or Stripe with its keys.
    expect(loadConfig({ ...production, PAYMENT_PROVIDER: 'test' }).payments).toEqual({
      provider: 'test',
      testWebhookSecret: 'whsec_production_secret',
    });
    expect(
      loadConfig({
        ...production,
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_live_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
      }).payments.provider,
    ).toBe('stripe');
    const t = await buildTestApp({
      env: { ...production, PAYMENT_PROVIDER: 'test', PAYMENT_WEBHOOK_SECRET: 'whsec_prod' },
    });
    try {
      expect(t.config.isProduction).toBe(true);
      expect((await t.app.inject({ method: 'GET', url: '/user/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
    // Outside production the test page stays the default.
    expect(loadConfig({ NODE_ENV: 'development' }).payments.provider).toBe('test');
  });

  it('refuses nonsense with a clear message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(
      'PORT must be an integer >= 0 (got "eighty")',
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL must start with postgres/,
    );
    expect(() => loadConfig({ RATE_LIMIT_ENABLED: 'maybe' })).toThrow(
      /RATE_LIMIT_ENABLED must be true or false/,
    );
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(
      'REDIS_URL must start with redis:// or rediss:// (got "http://127.0.0.1:6379")',
    );
    expect(() => loadConfig({ DRAIN_DELAY_MS: '5000', DRAIN_TIMEOUT_MS: '5000' })).toThrow(
      'DRAIN_DELAY_MS + DRAIN_TIMEOUT_MS must stay under 9000 ms (got 5000 + 5000)',
    );
  });

  it('the cluster: Redis for the limits, the drain of SIGTERM (decision 043)', () => {
    const plain = loadConfig({});
    expect(plain.redisUrl).toBeNull();
    expect(plain.drain).toEqual({ delayMs: 0, timeoutMs: 7_000 });
    expect(plain.liveEvents.drainRetryMs).toBe(1_000);
    const cluster = loadConfig({
      REDIS_URL: 'redis://10.0.0.5:6379/2',
      DRAIN_DELAY_MS: '2000',
      DRAIN_TIMEOUT_MS: '6000',
      LIVE_DRAIN_RETRY_MS: '500',
      TRUST_PROXY: 'true',
    });
    expect(cluster.redisUrl).toBe('redis://10.0.0.5:6379/2');
    expect(cluster.drain).toEqual({ delayMs: 2_000, timeoutMs: 6_000 });
    expect(cluster.liveEvents.drainRetryMs).toBe(500);
    expect(cluster.trustProxy).toBe(true);
  });
});
