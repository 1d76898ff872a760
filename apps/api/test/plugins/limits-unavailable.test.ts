import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import errorsPlugin from '../../src/plugins/errors';
import {
  LIMITS_UNAVAILABLE_MESSAGE,
  LIMITS_UNAVAILABLE_RETRY_S,
  createPostgresLimitStore,
  createRedisLimitStore,
  type LimitStore,
} from '../../src/plugins/limit-store';
import { migrationsDir, redisUrl } from '../helpers/limits';

/** A server with one limited route counting in `store`, as plugins/rate-limit.ts limits its routes. */
async function limitedServer(store: LimitStore): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(errorsPlugin);
  await app.register(rateLimit, { global: false, ...store.rateLimitOptions() });
  const limiter = app.createRateLimit({ max: 5, timeWindow: 60_000 });
  app.post('/user/login', async (request) => {
    const verdict = await limiter(request);
    return { message: !verdict.isAllowed && verdict.isExceeded ? 'limited' : 'ok' };
  });
  return app;
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A limited call while the store cannot count: 503, Retry-After and a message, never a 500. */
async function expectUnavailable(server: FastifyInstance) {
  const response = await server.inject({ method: 'POST', url: '/user/login', payload: {} });
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe(String(LIMITS_UNAVAILABLE_RETRY_S));
  expect(response.json()).toMatchObject({
    message: LIMITS_UNAVAILABLE_MESSAGE,
    code: 'SERVICE_UNAVAILABLE',
  });
}

describe('a limit store that cannot count', () => {
  it('counts as usual while its database answers', async () => {
    const opened = await openDatabase({ driver: 'pglite', dataDir: null }, migrationsDir);
    app = await limitedServer(createPostgresLimitStore(opened.db));
    const response = await app.inject({ method: 'POST', url: '/user/login', payload: {} });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'ok' });
    await opened.close();
  });

  it('answers 503 with Retry-After when its database is gone', async () => {
    const opened = await openDatabase({ driver: 'pglite', dataDir: null }, migrationsDir);
    app = await limitedServer(createPostgresLimitStore(opened.db));
    await opened.close();
    await expectUnavailable(app);
  });

  it.runIf(redisUrl !== undefined)('answers 503 with Retry-After when Redis is gone', async () => {
    const client = new Redis(redisUrl as string, { enableOfflineQueue: false, lazyConnect: true });
    await client.connect();
    app = await limitedServer(createRedisLimitStore(client, `test-gone-${Date.now()}:`));
    const before = await app.inject({ method: 'POST', url: '/user/login', payload: {} });
    expect(before.statusCode).toBe(200);
    client.disconnect();
    await expectUnavailable(app);
  });
});
