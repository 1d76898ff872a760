import { expect, test, type Page } from '@playwright/test';
import type { Auction, FilterOptions } from '@marketdrop/api-client';

/**
 * A dealer's own page (examples/partner-site, served from another origin) embedding the MarketDrop
 * widgets against the real API: the API lets that origin in through CORS_ORIGINS
 * (playwright.config.ts), exactly as for a partner in production.
 */
const partnerOrigin = `http://127.0.0.1:${process.env.E2E_PARTNER_PORT}`;

function partnerPage(page: Page, apiBaseUrl: string, search = '') {
  return page.goto(`${partnerOrigin}/?api=${encodeURIComponent(apiBaseUrl)}${search}`);
}

test('a partner page embeds a live listing and an auction detail from the API', async ({
  page,
  baseURL,
}) => {
  const api = baseURL as string;
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  const firstList = page.waitForResponse(
    (r) => r.url() === `${api}/user/getAuctions` && r.request().method() === 'POST',
  );
  const filterData = page.waitForResponse((r) => r.url() === `${api}/user/filterdata`);
  await partnerPage(page, api);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Our live inventory on MarketDrop' }),
  ).toBeVisible();

  // The widget called the API across origins and shows its answer.
  const listResponse = await firstList;
  expect(listResponse.status()).toBe(200);
  expect(listResponse.headers()['access-control-allow-origin']).toBe(partnerOrigin);
  const first = ((await listResponse.json()) as { data: Auction[] }).data;
  expect(first).toHaveLength(20);
  const listing = page.getByRole('region', { name: 'Vehicles' });
  const cards = listing.locator('article');
  await expect(cards).toHaveCount(20);
  await expect(cards.first()).toHaveAttribute('data-auction-id', first[0]?._id as string);

  // Its pictures come from the API host and load on the partner's page.
  const image = cards.first().locator('img').first();
  await expect(image).toHaveAttribute('src', new RegExp(`^${api}/`));
  await expect
    .poll(() => image.evaluate((node) => (node as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);

  // No session on a partner page: no hearts.
  await expect(listing.getByRole('button', { name: /^Save / })).toHaveCount(0);

  // Filtering by a brand narrows the live list.
  const options = ((await (await filterData).json()) as { data: FilterOptions }).data;
  const brand = options.brand.find((make) => make.name === 'Honda') ?? options.brand[0];
  if (!brand) throw new Error('filterdata has no brands');
  const filtered = page.waitForResponse(
    (r) =>
      r.url() === `${api}/user/getAuctions` &&
      (r.request().postDataJSON() as { brandcategories?: string[] }).brandcategories?.includes(
        brand._id,
      ) === true,
  );
  await page
    .getByRole('region', { name: 'Filters' })
    .getByRole('checkbox', { name: brand.name, exact: true })
    .check();
  const narrowed = ((await (await filtered).json()) as { data: Auction[] }).data;
  expect(narrowed.length).toBeGreaterThan(0);
  await expect
    .poll(() =>
      cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-auction-id'))),
    )
    .toEqual(narrowed.map((auction) => auction._id));
  for (const title of await cards.getByRole('heading').allTextContents()) {
    expect(title).toContain(brand.name);
  }

  // A card opens the detail widget on the dealer's own page.
  const chosen = narrowed[0] as Auction;
  const link = cards.first().getByRole('heading').getByRole('link');
  await expect(link).toHaveAttribute('href', new RegExp(`auction=${chosen._id}$`));
  await link.click();
  await expect(page).toHaveURL(new RegExp(`^${partnerOrigin}/\\?.*auction=${chosen._id}`));
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: `${chosen.vehicle.year} ${chosen.vehicle.make.name} ${chosen.vehicle.model}`,
    }),
  ).toBeVisible();
  await expect(page.getByText('Specifications')).toBeVisible();

  await page.getByRole('link', { name: '← Back to our inventory' }).click();
  await expect(cards.first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('an unknown auction on the partner page shows Auction Not Found', async ({
  page,
  baseURL,
}) => {
  await partnerPage(page, baseURL as string, '&auction=no-such-auction');
  await expect(page.getByRole('heading', { name: /Auction Not Found/ })).toBeVisible();
});
