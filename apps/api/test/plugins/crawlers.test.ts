import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions, vehicles } from '../../src/db/schema';
import { CLOSED_PAGE_DAYS, SITEMAP_MAX_URLS } from '../../src/catalogue/find-vehicle-pages';
import crawlersPlugin, { PRIVATE_PAGES, SITEMAP_PAGES } from '../../src/plugins/crawlers';
import errorsPlugin from '../../src/plugins/errors';
import { drivers } from '../helpers/build-test-app';
import { buildCatalogueApp, loadModel, type CatalogueApp } from '../catalogue/catalogue-fixture';

const PUBLIC_URL = 'https://marketdrop.example';
const DAY_MS = 86_400_000;
const HTML = { accept: 'text/html,application/xhtml+xml' };

/** The `<loc>` addresses of a sitemap file or index, in order. */
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

/** Each `<url>` of a sitemap file: its address and its alternates by hreflang. */
function urlsOf(xml: string): { loc: string; alternates: Record<string, string> }[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, url]) => ({
    loc: /<loc>([^<]*)<\/loc>/.exec(url!)![1]!,
    alternates: Object.fromEntries(
      [...url!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        (m) => [m[1], m[2]],
      ),
    ),
  }));
}

/** The alternates every address of a page in both languages names: English, French, default English. */
const pairOf = (path: string) => ({
  en: `${PUBLIC_URL}${path}`,
  fr: `${PUBLIC_URL}/fr${path}`,
  'x-default': `${PUBLIC_URL}${path}`,
});

describe.each(drivers)('robots.txt, the sitemap and page statuses on %s', (driver) => {
  let t: CatalogueApp;
  let dist: string;
  /** Auctions whose state the test set before any sitemap was read. */
  const ids = { withdrawnLongAgo: '', withdrawnYesterday: '', closedLongAgo: '', closedLately: '' };
  let listed: string[];

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'md-crawlers-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    t = await buildCatalogueApp(driver, {
      env: { PUBLIC_URL },
      configure: (config) => ({ ...config, webDist: dist }),
    });
    const model = await loadModel(t);
    const open = model.filter((row) => row.status === 'open');
    const [a, b, c, d] = open;
    ids.withdrawnLongAgo = a!.id;
    ids.withdrawnYesterday = b!.id;
    ids.closedLongAgo = c!.id;
    ids.closedLately = d!.id;
    const now = t.clock.now().getTime();
    const vehicleOf = async (auctionId: string) => {
      const [row] = await t.app.db
        .select({ vehicleId: auctions.vehicleId })
        .from(auctions)
        .where(eq(auctions.id, auctionId));
      return row!.vehicleId;
    };
    await t.app.db
      .update(vehicles)
      .set({ withdrawnAt: new Date(now - (CLOSED_PAGE_DAYS + 1) * DAY_MS) })
      .where(eq(vehicles.id, await vehicleOf(ids.withdrawnLongAgo)));
    await t.app.db
      .update(vehicles)
      .set({ withdrawnAt: new Date(now - DAY_MS) })
      .where(eq(vehicles.id, await vehicleOf(ids.withdrawnYesterday)));
    await t.app.db
      .update(auctions)
      .set({ status: 'unsold', closedAt: new Date(now - (CLOSED_PAGE_DAYS + 1) * DAY_MS) })
      .where(eq(auctions.id, ids.closedLongAgo));
    await t.app.db
      .update(auctions)
      .set({ status: 'sold', closedAt: new Date(now - 2 * DAY_MS) })
      .where(eq(auctions.id, ids.closedLately));
    // Any other closed sale of the seed closed before the clock: the model's rule, written again.
    const closed = await t.app.db
      .select({ id: auctions.id, closedAt: auctions.closedAt })
      .from(auctions)
      .where(inArray(auctions.status, ['sold', 'unsold', 'ended']));
    const recent = new Set(
      closed
        .filter(
          (row) =>
            row.closedAt !== null && now - row.closedAt.getTime() < CLOSED_PAGE_DAYS * DAY_MS,
        )
        .map((row) => row.id),
    );
    listed = (await loadModel(t))
      .filter((row) => row.status === 'open' || recent.has(row.id))
      .map((row) => row.id)
      .filter((id) => id !== ids.withdrawnLongAgo && id !== ids.withdrawnYesterday)
      .sort();
  });
  afterAll(async () => {
    await t?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('robots.txt keeps crawlers out of the API and the private pages and names the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /user/');
    expect(lines).toContain('Allow: /user/media/');
    for (const page of PRIVATE_PAGES) {
      expect(lines).toContain(`Disallow: ${page}`);
      expect(lines).toContain(`Disallow: /fr${page}`);
    }
    for (const page of SITEMAP_PAGES) expect(lines).not.toContain(`Disallow: ${page}`);
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('the sitemap index names the pages file and one vehicles file per 50,000 pages', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
    expect(locsOf(response.body)).toEqual([
      `${PUBLIC_URL}/sitemaps/pages.xml`,
      `${PUBLIC_URL}/sitemaps/vehicles-1.xml`,
    ]);
  });

  it('pages.xml lists the public pages that are not a vehicle, each in both languages with its alternates', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const [home, ...pages] = SITEMAP_PAGES;
    expect(home).toBe('/');
    expect(urlsOf(response.body)).toEqual([
      // `/` answers in the reader's language: one address.
      { loc: `${PUBLIC_URL}/`, alternates: {} },
      ...pages.flatMap((page) => [
        { loc: `${PUBLIC_URL}${page}`, alternates: pairOf(page) },
        { loc: `${PUBLIC_URL}/fr${page}`, alternates: pairOf(page) },
      ]),
    ]);
  });

  it('vehicles-1.xml lists every vehicle on sale or closed lately, none withdrawn, with its last change', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemaps/vehicles-1.xml' });
    expect(response.statusCode).toBe(200);
    const locs = locsOf(response.body).filter((loc) => !loc!.startsWith(`${PUBLIC_URL}/fr/`));
    expect(locs.map((loc) => loc!.replace(`${PUBLIC_URL}/detail/`, '')).sort()).toEqual(listed);
    expect(locs).toContain(`${PUBLIC_URL}/detail/${ids.closedLately}`);
    expect(locs).not.toContain(`${PUBLIC_URL}/detail/${ids.closedLongAgo}`);
    expect(response.body.match(/<lastmod>/g)?.length).toBe(2 * locs.length);
    for (const [, lastmod] of response.body.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)) {
      expect(new Date(lastmod!).toISOString()).toBe(lastmod);
    }
  });

  it("vehicles-1.xml lists each vehicle's French page too, both naming each other and the English default", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemaps/vehicles-1.xml' });
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    const urls = urlsOf(response.body);
    expect(urls).toHaveLength(2 * listed.length);
    for (const id of listed) {
      const pair = pairOf(`/detail/${id}`);
      expect(
        urls.filter((url) => url.loc === pair.en),
        id,
      ).toEqual([{ loc: pair.en, alternates: pair }]);
      expect(
        urls.filter((url) => url.loc === pair.fr),
        id,
      ).toEqual([{ loc: pair.fr, alternates: pair }]);
    }
  });

  it('a file the index does not name answers 404 in the envelope', async () => {
    for (const file of ['vehicles-2.xml', 'vehicles-0.xml', 'vehicles-x.xml', 'other.xml']) {
      const response = await t.app.inject({ method: 'GET', url: `/sitemaps/${file}` });
      expect(response.statusCode, file).toBe(404);
      expect(response.json(), file).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('a page answers with its real status: 404 for an unknown address or vehicle, 410 for one removed long ago', async () => {
    const status = async (url: string) => {
      const response = await t.app.inject({ method: 'GET', url, headers: HTML });
      // The page's HTML either way: the web app shows the Not found page.
      expect(response.body, url).toContain('<div id="root">');
      return response.statusCode;
    };
    expect(await status(`/detail/${listed[0]}`)).toBe(200);
    expect(await status(`/detail/${ids.withdrawnYesterday}`)).toBe(200);
    expect(await status(`/detail/${ids.closedLongAgo}`)).toBe(200);
    expect(await status(`/detail/${ids.withdrawnLongAgo}`)).toBe(410);
    expect(await status(`/detail/${ids.withdrawnLongAgo.toUpperCase()}`)).toBe(410);
    expect(await status('/detail/00000000-0000-4000-8000-000000000000')).toBe(404);
    expect(await status('/detail/not-an-id')).toBe(404);
    expect(await status('/no-such-page')).toBe(404);
    expect(await status('/listing/extra')).toBe(404);
    expect(await status('/listing?sort=highToLow')).toBe(200);
    expect(await status('/my-order/anything')).toBe(200);
    // The French addresses: the same statuses.
    expect(await status(`/fr/detail/${listed[0]}`)).toBe(200);
    expect(await status(`/fr/detail/${ids.withdrawnLongAgo}`)).toBe(410);
    expect(await status('/fr/detail/00000000-0000-4000-8000-000000000000')).toBe(404);
    expect(await status('/fr/listing?sort=highToLow')).toBe(200);
    expect(await status('/fr')).toBe(200);
    expect(await status('/fr/no-such-page')).toBe(404);
    expect(await status('/fr/listing/extra')).toBe(404);
    expect(await status('/fr/fr/listing')).toBe(404);
  });
});

describe('a sitemap larger than one file', () => {
  /** Vehicles: each is listed twice (English and French), so 100,002 addresses. */
  const TOTAL = SITEMAP_MAX_URLS + 1;
  const app = Fastify();
  beforeAll(async () => {
    await app.register(errorsPlugin);
    await app.register(crawlersPlugin, {
      publicUrl: PUBLIC_URL,
      maxUrlsPerFile: SITEMAP_MAX_URLS,
      countVehicles: async () => TOTAL,
      // The catalogue's paging rule (`perPage` a file, in order) over generated ids.
      findVehicles: async (page, perPage) => {
        const first = (page - 1) * perPage;
        const count = Math.max(0, Math.min(perPage, TOTAL - first));
        return Array.from({ length: count }, (_, i) => ({
          auctionId: `a${first + i}`,
          lastModified: new Date(0),
        }));
      },
      ttlMs: 60_000,
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('is split in files of at most 50,000 addresses, each under 50 MB, with nothing lost', async () => {
    const index = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    const files = locsOf(index.body).map((loc) => loc!.replace(`${PUBLIC_URL}/sitemaps/`, ''));
    expect(files).toEqual(['pages.xml', 'vehicles-1.xml', 'vehicles-2.xml', 'vehicles-3.xml']);
    let seen = 0;
    for (const file of files.slice(1)) {
      const response = await app.inject({ method: 'GET', url: `/sitemaps/${file}` });
      expect(response.statusCode).toBe(200);
      // sitemaps.org's limit counts the `<url>` entries (the alternates inside them are not URLs of
      // their own).
      const count = response.body.match(/<url>/g)?.length ?? 0;
      expect(count).toBe(locsOf(response.body).length);
      expect(count).toBeLessThanOrEqual(50_000);
      expect(Buffer.byteLength(response.body)).toBeLessThan(50 * 1024 * 1024);
      expect(response.body).toContain(`<loc>${PUBLIC_URL}/detail/a${seen / 2}</loc>`);
      expect(response.body).toContain(`<loc>${PUBLIC_URL}/fr/detail/a${seen / 2}</loc>`);
      seen += count;
    }
    expect(seen).toBe(2 * TOTAL);
    expect((await app.inject({ method: 'GET', url: '/sitemaps/vehicles-4.xml' })).statusCode).toBe(
      404,
    );
  });
});
