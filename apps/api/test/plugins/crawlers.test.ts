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
    for (const page of PRIVATE_PAGES) expect(lines).toContain(`Disallow: ${page}`);
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

  it('pages.xml lists the public pages that are not a vehicle', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' });
    expect(response.statusCode).toBe(200);
    expect(locsOf(response.body)).toEqual(SITEMAP_PAGES.map((page) => `${PUBLIC_URL}${page}`));
  });

  it('vehicles-1.xml lists every vehicle on sale or closed lately, none withdrawn, with its last change', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemaps/vehicles-1.xml' });
    expect(response.statusCode).toBe(200);
    const locs = locsOf(response.body);
    expect(locs.map((loc) => loc!.replace(`${PUBLIC_URL}/detail/`, '')).sort()).toEqual(listed);
    expect(locs).toContain(`${PUBLIC_URL}/detail/${ids.closedLately}`);
    expect(locs).not.toContain(`${PUBLIC_URL}/detail/${ids.closedLongAgo}`);
    expect(response.body.match(/<lastmod>/g)?.length).toBe(locs.length);
    for (const [, lastmod] of response.body.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)) {
      expect(new Date(lastmod!).toISOString()).toBe(lastmod);
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
  });
});

describe('a sitemap larger than one file', () => {
  const TOTAL = 2 * SITEMAP_MAX_URLS + 1;
  const app = Fastify();
  beforeAll(async () => {
    await app.register(errorsPlugin);
    await app.register(crawlersPlugin, {
      publicUrl: PUBLIC_URL,
      maxUrlsPerFile: SITEMAP_MAX_URLS,
      countVehicles: async () => TOTAL,
      // The catalogue's paging rule (SITEMAP_MAX_URLS a file, in order) over generated ids.
      findVehicles: async (page) => {
        const first = (page - 1) * SITEMAP_MAX_URLS;
        const count = Math.max(0, Math.min(SITEMAP_MAX_URLS, TOTAL - first));
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
      const count = locsOf(response.body).length;
      expect(count).toBeLessThanOrEqual(50_000);
      expect(Buffer.byteLength(response.body)).toBeLessThan(50 * 1024 * 1024);
      expect(response.body).toContain(`${PUBLIC_URL}/detail/a${seen}<`);
      seen += count;
    }
    expect(seen).toBe(TOTAL);
    expect((await app.inject({ method: 'GET', url: '/sitemaps/vehicles-4.xml' })).statusCode).toBe(
      404,
    );
  });
});
