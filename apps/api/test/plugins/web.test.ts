import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@marketdrop/api-client';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

const HTML = { accept: 'text/html,application/xhtml+xml' };

describe('one process serves the web app and the API', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'md-web-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    // The build's precompressed copies (here stand-ins whose bytes show which file was sent).
    await writeFile(path.join(dist, 'assets', 'index-abc123.js.br'), 'brotli bytes');
    await writeFile(path.join(dist, 'assets', 'index-abc123.js.gz'), 'gzip bytes');
    await writeFile(path.join(dist, 'favicon.svg'), '<svg/>');
    t = await buildTestApp({
      env: { CORS_ORIGINS: 'https://dealer.example' },
      configure: (config) => ({ ...config, webDist: dist }),
    });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves index.html for the app routes a browser opens', async () => {
    for (const url of ['/', '/login', '/detail', '/my-profile?tab=1', '/my-order/o-1']) {
      const response = await t.app.inject({ method: 'GET', url, headers: HTML });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers an address that is no page, or an auction that does not exist, 404 with the app (its Not found page)', async () => {
    for (const url of [
      '/nope',
      '/detail/123',
      '/detail/00000000-0000-4000-8000-000000000000',
      '/login/x',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: HTML });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves the built files, hashed assets cached for good', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ method: 'GET', url: '/favicon.svg' })).statusCode).toBe(200);
  });

  it('sends the precompressed copy the browser accepts, and the plain file to others', async () => {
    const get = (acceptEncoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe('brotli bytes');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body).toBe('gzip bytes');

    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');

    // A file without compressed copies is sent as it is.
    const svg = await t.app.inject({
      method: 'GET',
      url: '/favicon.svg',
      headers: { 'accept-encoding': 'br' },
    });
    expect(svg.headers['content-encoding']).toBeUndefined();
    expect(svg.body).toBe('<svg/>');
  });

  it('keeps 404 JSON for /user/ paths and for files that do not exist', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/user/unknown', headers: HTML });
    expect(api.statusCode).toBe(404);
    expect(api.json<{ message: string }>().message).toBe('Route GET /user/unknown not found');
    const file = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(file.statusCode).toBe(404);
  });

  it('sends security headers with a strict CSP', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: HTML });
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('allows CORS for the configured origins only', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/user/login',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,authorization',
        },
      });
    const allowed = await preflight('https://dealer.example');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://dealer.example');
    const other = await preflight('https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('describes every account call in OpenAPI at /docs', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/docs', headers: HTML });
    expect([200, 302]).toContain(ui.statusCode);
    const spec = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(spec.openapi).toMatch(/^3\./);
    for (const call of Object.values(calls)) {
      expect(spec.paths[call.path]?.[call.method.toLowerCase()], call.path).toBeDefined();
    }
    expect(spec.paths['/user/files/{id}']?.get).toBeDefined();
    expect(JSON.stringify(spec.paths['/user/signup'])).toContain('multipart/form-data');
  });
});
