import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BODY_LIMITS,
  DEFAULT_BODY_LIMIT,
  MAX_BODY_LIMIT,
  OVERLOADED_MESSAGE,
} from '../../src/plugins/limits';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { bearer, multipart, signUpVerified } from '../helpers/fixtures';

type Body = { message: string; code?: string };

describe('body limits that fit each call', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  it('a short-text call takes kilobytes, not a megabyte', async () => {
    const small = await post('/user/login', { email: 'a@b.co', password: 'x'.repeat(100) });
    expect(small.statusCode).toBe(401);
    const large = await post('/user/login', {
      email: 'a@b.co',
      pad: 'x'.repeat(DEFAULT_BODY_LIMIT),
    });
    expect(large.statusCode).toBe(413);
    expect(large.json<Body>()).toEqual({
      message: 'The request body is too large',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('a listing filter at its largest is over the default limit and within its own', async () => {
    const limit = BODY_LIMITS['/user/getAuctions'] as number;
    const text = (i: number) => `value ${i} ${'v'.repeat(50)}`;
    const id = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
    const filter = {
      fuelType: Array.from({ length: 100 }, (_, i) => text(i)),
      transmission: Array.from({ length: 100 }, (_, i) => text(i)),
      brandcategories: Array.from({ length: 100 }, (_, i) => id(i)),
      category: Array.from({ length: 100 }, (_, i) => id(i)),
    };
    expect(JSON.stringify(filter).length).toBeGreaterThan(DEFAULT_BODY_LIMIT);
    const response = await post('/user/getAuctions', filter);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect((await post('/user/getAuctions', { pad: 'x'.repeat(limit) })).statusCode).toBe(413);
  });

  it('a body sent to no route is held to the largest limit', async () => {
    const response = await post('/user/noSuchCall', { pad: 'x'.repeat(MAX_BODY_LIMIT) });
    expect(response.statusCode).toBe(413);
  });

  it('uploads keep their own file limit (a 1 MB licence file is not held to the JSON limits)', async () => {
    const { token } = await signUpVerified(t.app);
    const png = new Uint8Array(1024 * 1024);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 0);
    const body = await multipart({ city: 'Ottawa' }, [
      { name: 'licence.png', type: 'image/png', bytes: png },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/user/editProfile',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('load shedding', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A heap limit of one byte: the process is "under pressure" from its first sample on.
    t = await buildTestApp({
      env: {
        LOAD_SHEDDING: 'true',
        LOAD_SHEDDING_MAX_HEAP_BYTES: '1',
        LOAD_SHEDDING_RETRY_AFTER_S: '7',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 503 with Retry-After and the envelope instead of running out of memory', async () => {
    await vi.waitFor(() => expect(t.app.isUnderPressure()).toBe(true), { timeout: 10_000 });
    const response = await t.app.inject({ method: 'GET', url: '/user/getActiveLanguage' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('7');
    expect(response.json<Body>()).toEqual({
      message: OVERLOADED_MESSAGE,
      code: 'SERVICE_UNAVAILABLE',
    });
  });

  it('is on by default outside tests, with a heap threshold below the heap limit', async () => {
    const { loadConfig } = await import('../../src/config');
    const config = loadConfig({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail:25',
      PAYMENT_PROVIDER: 'test',
      PAYMENT_WEBHOOK_SECRET: 'whsec_production',
    });
    expect(config.loadShedding.enabled).toBe(true);
    expect(config.loadShedding.maxEventLoopDelayMs).toBe(1000);
    expect(config.loadShedding.maxHeapUsedBytes).toBeGreaterThan(100 * 1024 * 1024);
    expect(loadConfig({ NODE_ENV: 'test' }).loadShedding.enabled).toBe(false);
  });
});
