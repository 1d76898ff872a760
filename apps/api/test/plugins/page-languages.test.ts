import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPagePatterns } from '@marketdrop/api-client';
import { drivers } from '../helpers/build-test-app';
import { buildCatalogueApp, loadModel, type CatalogueApp } from '../catalogue/catalogue-fixture';

/*
 * Each public page at its English and its French address (`/fr/...`), rendered by the web app's
 * own server render (apps/web/src/entry-server.tsx, from source: no build needed), with its
 * language in `<html lang>`, its text, canonical address and hreflang alternates; `/` in the
 * reader's language.
 */

const PUBLIC_URL = 'https://marketdrop.example';
const HTML = { accept: 'text/html' };
const WEB_SSR_ENTRY = fileURLToPath(new URL('../../../web/src/entry-server.tsx', import.meta.url));
const TEMPLATE = [
  '<!doctype html>',
  '<html lang="en">',
  '<head><meta charset="UTF-8" /><title>MarketDrop</title></head>',
  '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body>',
  '</html>',
].join('\n');

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const langOf = (html: string) => /<html lang="([^"]+)">/.exec(html)?.[1];

/** The page's canonical address and its alternates by hreflang (React writes `hrefLang`). */
function addressesOf(html: string) {
  const head = headOf(html);
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1];
  const alternates: Record<string, string> = {};
  for (const [, lang, href] of head.matchAll(
    /<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/gi,
  )) {
    alternates[lang!] = href!;
  }
  return { canonical, alternates };
}

describe.each(drivers)('the public pages in English and French on %s', (driver) => {
  let t: CatalogueApp;
  let dist: string;
  let vehicleId: string;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'md-languages-'));
    await writeFile(path.join(dist, 'index.html'), TEMPLATE);
    t = await buildCatalogueApp(driver, {
      env: { PUBLIC_URL },
      configure: (config) => ({
        ...config,
        webDist: dist,
        webSsrEntry: WEB_SSR_ENTRY,
        // The render cache on (decision 024's freshness), for the test of its keys.
        catalogueCache: true,
        catalogueFreshnessMs: 60_000,
      }),
    });
    const open = (await loadModel(t)).filter((row) => row.status === 'open');
    vehicleId = open[0]!.id;
  });
  afterAll(async () => {
    await t?.close();
    await rm(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...HTML, ...headers } });

  it('renders each public page in English at its address and in French under /fr', async () => {
    const pages = [
      { en: '/about', fr: '/fr/about', text: { en: 'About Us', fr: 'À propos de nous' } },
      { en: '/listing', fr: '/fr/listing', text: { en: 'All Vehicles', fr: 'Tous les véhicules' } },
      {
        en: '/faq',
        fr: '/fr/faq',
        text: { en: 'How do I place a bid?', fr: 'Foire aux questions' },
      },
    ];
    for (const page of pages) {
      // A French reader's cookie changes nothing on an address that names its language.
      const english = await get(page.en, { cookie: 'marketdrop.language=fr' });
      expect(english.statusCode, page.en).toBe(200);
      expect(langOf(english.body), page.en).toBe('en-CA');
      expect(english.body, page.en).toContain(page.text.en);
      const french = await get(page.fr);
      expect(french.statusCode, page.fr).toBe(200);
      expect(langOf(french.body), page.fr).toBe('fr-CA');
      expect(french.body, page.fr).toContain(page.text.fr);
      expect(french.body, page.fr).not.toContain(page.text.en);
      expect(french.body).toContain('"language":"fr"');
    }
  });

  it("a vehicle's French page links to French pages, and its unknown or foreign addresses answer 404 in French", async () => {
    const detail = await get(`/fr/detail/${vehicleId}`);
    expect(detail.statusCode).toBe(200);
    expect(langOf(detail.body)).toBe('fr-CA');
    // Its structured data names the French page.
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(detail.body);
    expect(JSON.parse(jsonLd![1]!)).toMatchObject({
      url: `${PUBLIC_URL}/fr/detail/${vehicleId}`,
    });
    const listing = await get('/fr/listing?sort=highToLow');
    expect(listing.statusCode).toBe(200);
    const links = [...listing.body.matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1]!);
    expect(links.filter((href) => href.startsWith('/detail/'))).toEqual([]);
    expect(links.some((href) => href.startsWith('/fr/detail/'))).toBe(true);
    expect(links).toContain('/fr/listing');

    for (const url of ['/fr/nope', '/fr/listing/extra', '/fr/fr/listing', '/frx/listing']) {
      const missing = await get(url);
      expect(missing.statusCode, url).toBe(404);
      expect(langOf(missing.body), url).toBe(url.startsWith('/fr/') ? 'fr-CA' : 'en-CA');
    }
    const notFound = await get('/fr/nope');
    expect(notFound.body).toContain('Page introuvable');
    expect(notFound.body).toContain('<meta name="robots" content="noindex"/>');
    expect((await get('/fr/detail/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    // A page behind sign-in exists at its French address too (the browser renders it).
    expect((await get('/fr/my-bids')).statusCode).toBe(200);
  });

  it("names each page's canonical address in its language and both addresses as alternates", async () => {
    const cases = [
      ...publicPagePatterns
        .filter((pattern) => !pattern.includes(':'))
        .map((page) => ({ en: page, fr: `/fr${page}` })),
      { en: `/detail/${vehicleId}`, fr: `/fr/detail/${vehicleId}` },
    ];
    for (const page of cases) {
      const expected = {
        en: `${PUBLIC_URL}${page.en}`,
        fr: `${PUBLIC_URL}${page.fr}`,
        'x-default': `${PUBLIC_URL}${page.en}`,
      };
      const english = addressesOf((await get(page.en)).body);
      const french = addressesOf((await get(page.fr)).body);
      expect(english.canonical, page.en).toBe(expected.en);
      expect(french.canonical, page.fr).toBe(expected.fr);
      // Each names the other: the pairs search engines check.
      expect(english.alternates, page.en).toEqual(expected);
      expect(french.alternates, page.fr).toEqual(expected);
    }
    const head = headOf((await get('/fr/about')).body);
    expect(head).toContain('<meta property="og:locale" content="fr_CA"/>');
    expect(head).toContain('<meta property="og:locale:alternate" content="en_CA"/>');
  });

  it('keeps English and French renders of one page apart in the render cache', async () => {
    for (let round = 0; round < 2; round += 1) {
      expect(langOf((await get('/contact')).body)).toBe('en-CA');
      expect(langOf((await get('/fr/contact')).body)).toBe('fr-CA');
      expect(langOf((await get('/contact', { cookie: 'marketdrop.language=fr' })).body)).toBe(
        'en-CA',
      );
    }
  });

  it("answers / in the cookie's language, else Accept-Language's, else English, varying on both", async () => {
    const home = async (headers: Record<string, string>) => {
      const response = await get('/', headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers.vary).toMatch(/Cookie, Accept-Language/);
      return langOf(response.body);
    };
    expect(await home({})).toBe('en-CA');
    expect(await home({ 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' })).toBe('fr-CA');
    expect(await home({ 'accept-language': 'en-CA,fr;q=0.5' })).toBe('en-CA');
    expect(await home({ cookie: 'marketdrop.language=fr' })).toBe('fr-CA');
    expect(await home({ cookie: 'marketdrop.language=en', 'accept-language': 'fr-CA' })).toBe(
      'en-CA',
    );
    expect(await home({ cookie: 'other=1; marketdrop.language=fr', 'accept-language': 'en' })).toBe(
      'fr-CA',
    );
  });
});
