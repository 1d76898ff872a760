import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  composePage,
  injectFetch,
  type RenderedPage,
  type WebRenderer,
} from '../../src/plugins/server-render';
import { pageLanguageOf } from '../../src/plugins/web';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

const HTML = { accept: 'text/html' };
const TEMPLATE = [
  '<!doctype html>',
  '<html lang="en">',
  '<head><meta charset="UTF-8" /><meta name="description" content="Default" /><title>MarketDrop</title></head>',
  '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body>',
  '</html>',
].join('\n');

const page = (over: Partial<RenderedPage> = {}): RenderedPage => ({
  status: 200,
  head: '<title>About Us · MarketDrop</title><meta name="description" content="Who we are"/>',
  body: '<main><h1>About Us</h1></main>',
  state: '{"language":"en"}',
  ...over,
});

describe('composePage', () => {
  it('puts the page in the template: lang, head (the defaults give way), markup, state', () => {
    const html = composePage(TEMPLATE, page(), 'fr', 1_700_000_000_000);
    expect(html).not.toBeNull();
    expect(html).toContain('<html lang="fr-CA">');
    expect(html!.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>About Us · MarketDrop</title>');
    expect(html).not.toContain('content="Default"');
    expect(html).toContain('<meta name="md-served-at" content="1700000000000">');
    expect(html).toContain(
      '<div id="root"><main><h1>About Us</h1></main></div><script type="application/json" id="md-render-state">{"language":"en"}</script>',
    );
    // The page's scripts stay where the build put them.
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>');
  });

  it('keeps the template title when the page names none, and `$` patterns are written as they are', () => {
    const html = composePage(TEMPLATE, page({ head: '', body: '<p>$& $1 $$</p>' }), 'en', 0);
    expect(html).toContain('<title>MarketDrop</title>');
    expect(html).toContain('<p>$& $1 $$</p>');
  });

  it('gives up on a template without #root or </head>', () => {
    expect(composePage('<html><head></head><body></body></html>', page(), 'en', 0)).toBeNull();
    expect(composePage('<div id="root"></div>', page(), 'en', 0)).toBeNull();
  });
});

describe('the server render in the web plugin', () => {
  let t: TestApp;
  let dist: string;
  const renders: string[] = [];
  let answer: (url: string) => Promise<RenderedPage | null> = async () => page();

  const renderer: WebRenderer = {
    isServerRendered: (pathname) => pathname === '/about' || pathname.startsWith('/detail/'),
    render: async ({ url }) => {
      renders.push(url);
      return answer(url);
    },
  };

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'md-ssr-'));
    await writeFile(path.join(dist, 'index.html'), TEMPLATE);
    t = await buildTestApp({
      configure: (config) => ({ ...config, webDist: dist }),
      plugins: [],
    });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('injectFetch answers a call in-process as the visitor, with its status, headers and body', async () => {
    const fetch = injectFetch(t.app, '203.0.113.9');
    const ok = await fetch('http://site.example/user/health', {});
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/application\/json/);
    expect(await ok.json()).toEqual({ message: 'OK' });
    const refused = await fetch('http://site.example/user/getAuctions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pageNumber: 'x' }),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('sends a rendered page, reused for the cache time, and the shell when the render fails', async () => {
    // A plugin instance of its own with a renderer (the test app's has none: no build here).
    const Fastify = (await import('fastify')).default;
    const webPlugin = (await import('../../src/plugins/web')).default;
    const app = Fastify();
    await app.register(webPlugin, { webDist: dist, renderer, renderCacheMs: 60_000 });
    await app.ready();
    try {
      renders.length = 0;
      const first = await app.inject({ method: 'GET', url: '/about', headers: HTML });
      expect(first.statusCode).toBe(200);
      expect(first.body).toContain('<h1>About Us</h1>');
      const second = await app.inject({ method: 'GET', url: '/about', headers: HTML });
      expect(second.body).toContain('<h1>About Us</h1>');
      expect(renders).toHaveLength(1);

      // A page the renderer leaves to the browser, or a render that fails: the shell, never a 500.
      answer = async () => null;
      const left = await app.inject({ method: 'GET', url: '/detail/a', headers: HTML });
      expect(left.statusCode).toBe(200);
      expect(left.body).toContain('<div id="root"></div>');
      answer = async () => {
        throw new Error('boom');
      };
      const failed = await app.inject({ method: 'GET', url: '/detail/b', headers: HTML });
      expect(failed.statusCode).toBe(200);
      expect(failed.body).toContain('<div id="root"></div>');

      // A page that is not rendered on the server is the shell, without a render.
      renders.length = 0;
      const shell = await app.inject({ method: 'GET', url: '/login', headers: HTML });
      expect(shell.body).toContain('<div id="root"></div>');
      expect(renders).toHaveLength(0);
    } finally {
      answer = async () => page();
      await app.close();
    }
  });
});

describe('Server-Timing of a rendered page', () => {
  it("names the render's time and its calls' time, or a page reused from the cache", async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'md-ssr-timing-'));
    await writeFile(path.join(dist, 'index.html'), TEMPLATE);
    const renderer: WebRenderer = {
      isServerRendered: (pathname) => pathname === '/about',
      render: async ({ fetch }) => {
        // Two calls at once for about 40 ms, then about 20 ms of work without a call.
        await Promise.all([fetch('http://x/a', {}), fetch('http://x/b', {})]);
        await new Promise((resolve) => setTimeout(resolve, 20));
        return page();
      },
    };
    const Fastify = (await import('fastify')).default;
    const webPlugin = (await import('../../src/plugins/web')).default;
    const durations = (header: unknown) =>
      Object.fromEntries(
        [...String(header).matchAll(/(\w+);dur=([\d.]+)/g)].map((m) => [m[1], Number(m[2])]),
      );
    for (const renderCacheMs of [60_000, 0]) {
      const app = Fastify();
      app.get('/a', async () => new Promise((resolve) => setTimeout(() => resolve('a'), 40)));
      app.get('/b', async () => new Promise((resolve) => setTimeout(() => resolve('b'), 40)));
      await app.register(webPlugin, { webDist: dist, renderer, renderCacheMs });
      await app.ready();
      try {
        const first = await app.inject({ method: 'GET', url: '/about', headers: HTML });
        const { render, data } = durations(first.headers['server-timing']);
        expect(data).toBeGreaterThanOrEqual(35);
        expect(data).toBeLessThan(80 + 35); // overlapping calls are counted once
        expect(render).toBeGreaterThanOrEqual((data as number) + 15);
        const second = await app.inject({ method: 'GET', url: '/about', headers: HTML });
        if (renderCacheMs > 0) expect(second.headers['server-timing']).toBe('cache;desc="hit"');
        else expect(durations(second.headers['server-timing']).render).toBeGreaterThan(50);
      } finally {
        await app.close();
      }
    }
    await rm(dist, { recursive: true, force: true });
  });
});

describe('pageLanguageOf', () => {
  it("answers / in the reader's language from the web app's cookie, else the browser's, else English", () => {
    expect(pageLanguageOf(undefined, 'fr-CA,fr;q=0.9')).toBe('fr');
    expect(pageLanguageOf(undefined, 'en-US,fr;q=0.9')).toBe('en');
    expect(pageLanguageOf('marketdrop.language=en', 'fr-CA')).toBe('en');
    expect(pageLanguageOf('marketdrop.language=de', 'fr')).toBe('fr');
    expect(pageLanguageOf(undefined)).toBe('en');
    expect(pageLanguageOf('marketdrop.language=fr')).toBe('fr');
    expect(pageLanguageOf('a=1; marketdrop.language=fr; b=2')).toBe('fr');
    expect(pageLanguageOf('marketdrop.language=en')).toBe('en');
    expect(pageLanguageOf('marketdrop.language=de')).toBe('en');
    expect(pageLanguageOf('marketdrop.language=french')).toBe('en');
    expect(pageLanguageOf('xmarketdrop.language=fr')).toBe('en');
    expect(pageLanguageOf('marketdropXlanguage=fr')).toBe('en');
  });
});
