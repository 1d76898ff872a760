import { expect, test, type Locator, type Page, type Response } from '@playwright/test';
import type { Auction, FilterOptions, ListingPagination } from '@marketdrop/api-client';
import { createVerifiedUser } from './support/api';
import { appReady, signIn, toast } from './support/ui';

/**
 * The catalogue end to end, against the real server and its seeded catalogue: Home, the listing
 * (filters, sort, search, paging, the URL), the auction detail, favourites and Saved Cars.
 */

type AuctionsAnswer = { data: Auction[]; pagination: ListingPagination };

/** Signs a fresh user in and waits for Home. */
async function signInFresh(page: Page, request: Parameters<typeof createVerifiedUser>[0]) {
  const user = await createVerifiedUser(request, 'catalogue');
  await page.goto('/login');
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/$/);
  return user;
}

/** Waits until the initial full-page loader is gone. */
async function loaded(page: Page) {
  await expect(page.getByTestId('full-page-loader')).toHaveCount(0, { timeout: 20_000 });
  // A server-rendered listing shows before the browser has taken it over; these tests watch the
  // in-page calls, so they wait for that (server-render.spec.ts covers typing before it).
  await appReady(page);
}

/** The next getAuctions answer (its JSON body) that satisfies `match`. */
function nextAuctions(page: Page, match: (body: Record<string, unknown>) => boolean = () => true) {
  return page
    .waitForResponse((response: Response) => {
      if (!response.url().endsWith('/user/getAuctions')) return false;
      const body = response.request().postDataJSON() as Record<string, unknown>;
      return match(body);
    })
    .then(async (response) => {
      expect(response.status()).toBe(200);
      return (await response.json()) as AuctionsAnswer;
    });
}

function grid(page: Page, name: string): Locator {
  return page.getByRole('list', { name });
}

function cards(scope: Locator): Locator {
  return scope.locator('article');
}

async function cardIds(scope: Locator): Promise<string[]> {
  return cards(scope).evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute('data-auction-id') ?? ''),
  );
}

test('Home shows the hero and both sections; View all opens the right listing', async ({
  page,
  request,
}) => {
  await signInFresh(page, request);
  await loaded(page);
  await expect(page.getByRole('region', { name: 'Featured offers' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'All Vehicles' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Trending Vehicles' })).toBeVisible();
  await expect(cards(grid(page, 'All Vehicles'))).toHaveCount(8);
  const trending = await cards(grid(page, 'Trending Vehicles')).count();
  expect(trending).toBeGreaterThan(0);
  expect(trending).toBeLessThanOrEqual(8);

  const trendingList = nextAuctions(page, (body) => body.trending === true);
  await page.getByRole('link', { name: 'View all Trending Vehicles' }).click();
  await expect(page).toHaveURL(/\/listing\?trending=true$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Trending Vehicles' })).toBeVisible();
  const answer = await trendingList;
  for (const auction of answer.data) expect(auction.trending).toBe(true);

  await page.goBack();
  await page.getByRole('link', { name: 'View all All Vehicles' }).click();
  await expect(page).toHaveURL(/\/listing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All Vehicles' })).toBeVisible();
  await loaded(page);
  await expect(cards(grid(page, 'All Vehicles'))).toHaveCount(20);
});

test('filter by brand and price: every card matches, and the filters survive a reload', async ({
  page,
  request,
}) => {
  await signInFresh(page, request);
  // The listing comes rendered by the server with its filter options: the same answer, asked here.
  const filterData = await request.get('/user/filterdata');
  expect(filterData.status()).toBe(200);
  const options = ((await filterData.json()) as { data: FilterOptions }).data;
  await page.goto('/listing');
  await loaded(page);
  const sidebar = page.getByRole('region', { name: 'Filters' });

  const brand = options.brand.find((make) => make.name === 'Toyota') ?? options.brand[0];
  if (!brand) throw new Error('filterdata has no brands');
  const byBrand = nextAuctions(
    page,
    (body) => (body.brandcategories as string[] | undefined)?.includes(brand._id) === true,
  );
  // The box follows the URL (the listing's state), so it turns checked once the URL changed.
  const box = sidebar.getByRole('checkbox', { name: brand.name, exact: true });
  await box.click();
  await expect(box).toBeChecked();
  const brandAnswer = await byBrand;
  expect(brandAnswer.data.length).toBeGreaterThan(0);
  for (const auction of brandAnswer.data) expect(auction.vehicle.make._id).toBe(brand._id);

  // The maximum price down by 4 x 10 steps of 500 (the slider's Page Down), sent once, 500 ms later.
  const byPrice = nextAuctions(page, (body) => typeof body.maxPrice === 'number');
  const max = sidebar.getByRole('slider', { name: 'Maximum price' });
  await max.focus();
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('PageDown');
  const priceAnswer = await byPrice;
  await expect(page).toHaveURL(/maxPrice=\d+/);
  const maxPrice = Number(new URL(page.url()).searchParams.get('maxPrice'));
  expect(maxPrice).toBeLessThan(options.priceMax);
  for (const auction of priceAnswer.data) {
    expect(auction.vehicle.make._id).toBe(brand._id);
    expect(auction.currentPrice).toBeLessThanOrEqual(maxPrice);
  }

  // The grid shows exactly the answer, every card titled with the brand.
  const list = grid(page, 'All Vehicles');
  await expect.poll(() => cardIds(list)).toEqual(priceAnswer.data.map((auction) => auction._id));
  for (const title of await list.getByRole('heading', { level: 2 }).allTextContents()) {
    expect(title).toContain(brand.name);
  }

  // Shared or reloaded, the listing keeps its filters.
  await page.reload();
  await loaded(page);
  await expect(sidebar.getByRole('checkbox', { name: brand.name, exact: true })).toBeChecked();
  await expect(sidebar.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute(
    'aria-valuenow',
    String(maxPrice),
  );
  await expect.poll(() => cardIds(list)).toEqual(priceAnswer.data.map((auction) => auction._id));
});

test('sort Price Low to High is ordered; Load More adds the next 20', async ({ page, request }) => {
  await signInFresh(page, request);
  await page.goto('/listing?sort=highToLow');
  await loaded(page);
  const list = grid(page, 'All Vehicles');
  await expect(cards(list)).toHaveCount(20);

  const lowToHigh = nextAuctions(page, (body) => body.sortBy === 'lowToHigh');
  await page
    .getByRole('combobox', { name: 'Sort by' })
    .selectOption({ label: 'Price Low to High' });
  const answer = await lowToHigh;
  const prices = answer.data.map((auction) => auction.currentPrice);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  await expect(page).toHaveURL(/\/listing$/);
  await expect.poll(() => cardIds(list)).toEqual(answer.data.map((auction) => auction._id));

  const second = nextAuctions(page, (body) => body.pageNumber === 2);
  await page.getByRole('button', { name: 'Load More' }).click();
  const page2 = await second;
  await expect(cards(list)).toHaveCount(40);
  const ids = await cardIds(list);
  expect(new Set(ids).size).toBe(40);
  expect(page2.data[0]?.currentPrice).toBeGreaterThanOrEqual(prices[prices.length - 1] ?? 0);
});

test('the header search re-queries after a pause and is cleared on leaving /listing', async ({
  page,
  request,
}) => {
  await signInFresh(page, request);
  await page.goto('/listing');
  await loaded(page);
  const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search vehicles' });
  const searched = nextAuctions(page, (body) => body.search === 'Civic');
  await search.fill('Civic');
  const answer = await searched;
  expect(answer.data.length).toBeGreaterThan(0);
  for (const auction of answer.data) expect(auction.vehicle.model).toBe('Civic');
  await expect(page).toHaveURL(/search=Civic/);
  const list = grid(page, 'All Vehicles');
  await expect.poll(() => cardIds(list)).toEqual(answer.data.map((auction) => auction._id));

  await page.getByRole('banner').getByRole('link', { name: 'Home' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('banner').getByRole('link', { name: 'Vehicles' }).first().click();
  await expect(page).toHaveURL(/\/listing$/);
  await expect(search).toHaveValue('');
});

test('on a phone the header search has a row of its own and searches too', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/listing?sort=highToLow');
  await loaded(page);
  const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search vehicles' });
  await expect(search).toBeVisible();
  // Full width under the toolbar, not squeezed beside the logo and the menus.
  const box = await search.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(250);
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await expect(sort).toHaveValue('highToLow');

  const searched = nextAuctions(page, (body) => body.search === 'Civic');
  await search.fill('Civic');
  const answer = await searched;
  expect(answer.data.length).toBeGreaterThan(0);
  await expect(page).toHaveURL(/search=Civic/);
  await expect(page).toHaveURL(/sort=highToLow/);
});

test('save from the detail page -> Saved Cars -> unsave there; the Home heart follows', async ({
  page,
  request,
}) => {
  await signInFresh(page, request);
  await loaded(page);
  const homeList = grid(page, 'All Vehicles');
  const first = cards(homeList).first();
  const auctionId = (await first.getAttribute('data-auction-id')) as string;
  const homeHeart = () =>
    grid(page, 'All Vehicles')
      .locator(`article[data-auction-id="${auctionId}"]`)
      .getByRole('button', { name: /^Save / });
  await expect(homeHeart()).toHaveAttribute('aria-pressed', 'false');

  // Open its detail page and save it.
  await first.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/detail/${auctionId}$`));
  const heart = page.getByRole('button', { name: 'Save this vehicle' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  const saved = page.waitForResponse((r) => r.url().endsWith('/user/toggleAuction'));
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect((await saved).status()).toBe(200);

  // The main button opens its confirmation (nothing is sent until confirmed); Cancel closes it.
  await page
    .getByRole('button', { name: /^(Place Bid|Claim Now)$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /^(Place Your Bid|Claim Now)$/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Home (same page session) shows the heart set.
  await page.getByRole('banner').getByRole('link', { name: 'Home' }).first().click();
  await loaded(page);
  await expect(homeHeart()).toHaveAttribute('aria-pressed', 'true');

  // Saved Cars lists it; unsaving removes the card once the server agreed.
  await page.goto('/saved-cars');
  await expect(page.getByRole('heading', { level: 1, name: 'Saved Cars' })).toBeVisible();
  const savedList = grid(page, 'Saved Cars');
  await expect.poll(() => cardIds(savedList)).toEqual([auctionId]);
  await savedList.getByRole('button', { name: /^Save / }).click();
  await expect(page.getByText('No saved cars found')).toBeVisible();

  // Home, freshly loaded from the server, shows it unsaved.
  await page.goto('/');
  await loaded(page);
  await expect(homeHeart()).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await page.goto('/saved-cars');
  await expect(page.getByText('No saved cars found')).toBeVisible();
});

test('a heart clicked without a session asks to sign in first', async ({ page }) => {
  await page.goto('/');
  await loaded(page);
  await cards(grid(page, 'All Vehicles'))
    .first()
    .getByRole('button', { name: /^Save / })
    .click();
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown auction shows Auction Not Found; Saved Cars needs a session', async ({ page }) => {
  await page.goto('/detail/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: /Auction Not Found/ })).toBeVisible();
  await expect(toast(page, 'Failed to load auction details')).toHaveCount(0);
  await page.goto('/saved-cars');
  await expect(page).toHaveURL(/\/login$/);
});
