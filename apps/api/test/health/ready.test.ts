import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, drivers, type TestApp } from '../helpers/build-test-app';

describe.each(drivers)('liveness and readiness on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ driver });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('health: the process answers; ready: its database answers', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/user/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ message: 'OK' });
    const ready = await t.app.inject({ method: 'GET', url: '/user/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ message: 'Ready' });
  });

  it('a body or a method the route does not take is refused, never a 500', async () => {
    const post = await t.app.inject({ method: 'POST', url: '/user/ready', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('once draining: not ready (503 with Retry-After), still alive, no new live stream', async () => {
    t.app.drain.begin();
    const ready = await t.app.inject({ method: 'GET', url: '/user/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.json()).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The server is shutting down.',
    });
    expect((await t.app.inject({ method: 'GET', url: '/user/health' })).statusCode).toBe(200);
    const stream = await t.app.inject({
      method: 'GET',
      url: '/user/listingEvents?ids=00000000-0000-4000-8000-000000000000',
    });
    expect(stream.statusCode).toBe(503);
    expect(stream.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });
});

describe('readiness when the database does not answer', () => {
  it('503 "The database does not answer."', async () => {
    const t = await buildTestApp();
    try {
      // The database goes away under the running app.
      await (t.app.db as unknown as { $client: { close: () => Promise<void> } }).$client.close();
      const ready = await t.app.inject({ method: 'GET', url: '/user/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: 'The database does not answer.',
      });
    } finally {
      await t.close().catch(() => {});
    }
  });
});
