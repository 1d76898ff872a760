import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Auction, GetAuctionsRequest } from '@marketdrop/api-client';
import { withPicturePreload } from '../../src/plugins/web';
import { drivers } from '../helpers/build-test-app';
import { buildCatalogueApp, loadModel, type CatalogueApp } from './catalogue-fixture';

const HTML = { accept: 'text/html,application/xhtml+xml' };
const INDEX =
  '<!doctype html><html><head><title>MarketDrop</title></head><body><div id="root"></div></body></html>';

/** The preloaded picture named in a page's HTML, or null. */
function preloaded(html: string): string | null {
  const match = /<link rel="preload" as="image" href="([^"]*)" fetchpriority="high">/.exec(html);
  return match?.[1] ?? null;
}

describe.each(drivers)("a page's HTML names its first picture on %s", (driver) => {
  let t: CatalogueApp;
  let dist: string;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'md-first-picture-'));
    await writeFile(path.join(dist, 'index.html'), INDEX);
    t = await buildCatalogueApp(driver, { configure: (config) => ({ ...config, webDist: dist }) });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dist, { recursive: true, force: true });
  });

  const page = async (url: string, headers: Record<string, string> = {}, status = 200) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { ...HTML, ...headers } });
    expect(response.statusCode, url).toBe(status);
    expect(response.headers['content-type'], url).toMatch(/^text\/html/);
    expect(response.headers['cache-control'], url).toBe('no-cache');
    expect(response.body, url).toContain('<div id="root">');
    return response.body;
  };
  const firstCard = async (request: Partial<GetAuctionsRequest>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/user/getAuctions',
      payload: { pageNumber: 1, pageSize: 20, ...request },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: Auction[] }>().data[0];
  };

  it("/listing: the first card's picture of the list the page asks for", async () => {
    const cheapest = await firstCard({ sortBy: 'lowToHigh' });
    expect(cheapest?.vehicle?.vehicleImage[0]).toMatch(/^\/user\/media\//);
    expect(preloaded(await page('/listing'))).toBe(cheapest?.vehicle?.vehicleImage[0]);

    const dearest = await firstCard({ sortBy: 'highToLow' });
    expect(dearest?._id).not.toBe(cheapest?._id);
    expect(preloaded(await page('/listing?sort=highToLow'))).toBe(
      dearest?.vehicle?.vehicleImage[0],
    );

    const trending = await firstCard({ sortBy: 'lowToHigh', trending: true });
    expect(preloaded(await page('/listing?trending=true'))).toBe(
      trending?.vehicle?.vehicleImage[0],
    );
  });

  it('/listing whose list is empty, or whose address is malformed: the page without a hint', async () => {
    expect(preloaded(await page('/listing?search=zzzz-no-such-vehicle'))).toBeNull();
    // Malformed values are left out, as the page leaves them out: the default list's picture.
    const cheapest = await firstCard({ sortBy: 'lowToHigh' });
    const unsorted = await firstCard({ sortBy: '' });
    expect(preloaded(await page('/listing?sort=sideways'))).toBe(
      unsorted?.vehicle?.vehicleImage[0],
    );
    expect(preloaded(await page('/listing?minPrice=abc&year=99999'))).toBe(
      cheapest?.vehicle?.vehicleImage[0],
    );
    // A value the server refuses (a price over its limit) is no hint, and no error.
    expect(preloaded(await page(`/listing?maxPrice=${'9'.repeat(20)}`))).toBeNull();
  });

  it("/detail/{id}: the auction's first picture; an unknown or malformed id: none", async () => {
    const [row] = await loadModel(t);
    const detail = await t.app.inject({
      method: 'POST',
      url: '/user/auctionScreen',
      payload: { auctionId: row!.id },
    });
    const auction = detail.json<{ data: Auction }>().data;
    expect(preloaded(await page(`/detail/${row!.id}`))).toBe(auction.vehicle?.vehicleImage[0]);
    expect(preloaded(await page(`/detail/${row!.id.toUpperCase()}`))).toBe(
      auction.vehicle?.vehicleImage[0],
    );

    // An unknown auction's address answers 404 (plugins/crawlers.test.ts), without a hint.
    for (const url of ['/detail/00000000-0000-4000-8000-000000000000', '/detail/not-an-id']) {
      expect(preloaded(await page(url, {}, 404)), url).toBeNull();
    }
    expect(preloaded(await page('/detail')), '/detail').toBeNull();
    // An address whose escapes are broken is refused before any page (never a server error).
    const broken = await t.app.inject({ method: 'GET', url: '/detail/%E0%A4%A', headers: HTML });
    expect(broken.statusCode).toBe(400);
  });

  it('other pages and HEAD requests: no hint', async () => {
    for (const url of ['/', '/contact', '/home-landing', '/my-profile']) {
      expect(preloaded(await page(url)), url).toBeNull();
    }
    expect(preloaded(await page('/listing/extra', {}, 404))).toBeNull();
    const head = await t.app.inject({ method: 'HEAD', url: '/listing', headers: HTML });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('the hint is compressed with the page like any other answer', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/listing',
      headers: { ...HTML, 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    // The test page is under the compression threshold: sent as it is, but still varies by encoding.
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
  });
});

describe('withPicturePreload', () => {
  it('adds the link at the end of the head, the address escaped', () => {
    expect(withPicturePreload(INDEX, '/user/media/a.svg')).toContain(
      '<link rel="preload" as="image" href="/user/media/a.svg" fetchpriority="high"></head>',
    );
    expect(withPicturePreload(INDEX, '/a"><script>x</script>')).toContain(
      'href="/a&#34;&#62;&#60;script&#62;x&#60;/script&#62;"',
    );
  });

  it('leaves a page without a head as it is', () => {
    expect(withPicturePreload('<div id="root"></div>', '/a.svg')).toBe('<div id="root"></div>');
  });
});
