import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errorsPlugin from '../../src/plugins/errors';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { bearer, signUpVerified } from '../helpers/fixtures';

type Body = { message: string; code?: string; errors?: Record<string, string> };

describe('bad requests get a clear 4xx, never a 500', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const raw = (payload: string | Buffer, contentType: string, url = '/user/login') =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

  it('malformed JSON: 400', async () => {
    const response = await raw('{"email": "a@b.co",', 'application/json');
    expect(response.statusCode).toBe(400);
    expect(response.json<Body>()).toEqual({
      message: 'The request body is not valid JSON',
      code: 'MALFORMED_JSON',
    });
  });

  it('a JSON body that is not an object: 400', async () => {
    const response = await raw('["a@b.co"]', 'application/json');
    expect(response.statusCode).toBe(400);
    expect(response.json<Body>().message).toBe('The request body must be a JSON object');
  });

  it('prototype poisoning: 400', async () => {
    const response = await raw('{"__proto__": {"admin": true}}', 'application/json');
    expect(response.statusCode).toBe(400);
  });

  it('a content type the route does not take: 415', async () => {
    const text = await raw('email=a@b.co', 'text/plain');
    expect(text.statusCode).toBe(415);
    expect(text.json<Body>().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const xml = await raw('<a/>', 'application/xml');
    expect(xml.statusCode).toBe(415);
    expect(xml.json<Body>().message).toMatch(/^Unsupported content type/);
  });

  it('an empty JSON body is no body, not an error', async () => {
    const { token } = await signUpVerified(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/user/toggleNotificationSettings',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
  });

  it('a body over 1 MB: 413', async () => {
    const response = await raw(
      JSON.stringify({ email: 'a'.repeat(1_100_000) }),
      'application/json',
    );
    expect(response.statusCode).toBe(413);
    expect(response.json<Body>().message).toBe('The request body is too large');
  });

  it('a broken multipart body: 400', async () => {
    const response = await raw(
      '--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\nabc',
      'multipart/form-data; boundary=xyz',
      '/user/signup',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<Body>().message).toMatch(/form data could not be read/);
  });

  it('an unknown /user/ route: 404 in the envelope', async () => {
    for (const [method, url] of [
      ['GET', '/user/nothing'],
      ['POST', '/user/getProfile'],
      ['GET', '/user/'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json<Body>().code).toBe('NOT_FOUND');
    }
  });
});

describe('the error handler', () => {
  it('logs an unexpected error and answers a 500 that tells nothing', async () => {
    const logged: string[] = [];
    const app = Fastify({
      logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } },
    });
    await app.register(errorsPlugin);
    app.get('/boom', async () => {
      throw new Error('database password is hunter2');
    });
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json<Body>()).toEqual({
      message: 'Something went wrong. Try again.',
      code: 'INTERNAL',
    });
    expect(logged.join('')).toContain('database password is hunter2');
    await app.close();
  });
});
