import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { Auction, AuctionType, ListingPagination } from '@marketdrop/api-client';
import { createVerifiedUser } from './support/api';
import { signIn } from './support/ui';

/**
 * Live auctions end to end (issue 12), two buyers in two browser contexts against the real server
 * and its demo market: A bids and B's detail page follows within a second; B outbids A, A's page
 * follows and A's bell counts the notice; A claims a MarketDropAI car at the price on screen and
 * B's page of it turns Sold; a Buy Now purchase ends in the order.
 */

type AuctionsAnswer = { data: Auction[]; pagination: ListingPagination };

/** Open sales of a type, as the listing serves them (the demo market has every type). */
async function openSales(request: APIRequestContext, type: AuctionType): Promise<Auction[]> {
  const response = await request.post('/user/getAuctions', {
    data: { auctionType: [type], pageSize: 100, sortBy: 'newestFirst' },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as AuctionsAnswer;
  // Well away from their end (and from a price drop): nothing moves under the test but the bids.
  const later = Date.now() + 15 * 60_000;
  return data.filter(
    (auction) =>
      auction.status === 'open' &&
      Date.parse(auction.endsAt) > later &&
      (auction.priceChangesAt === null || Date.parse(auction.priceChangesAt) > Date.now() + 60_000),
  );
}

/** A signed-in buyer in a browser context of their own. */
async function buyer(browser: Browser, request: APIRequestContext, tag: string): Promise<Page> {
  const user = await createVerifiedUser(request, tag);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/$/);
  return page;
}

const price = (page: Page) => page.getByTestId('price');
const totalBids = (page: Page, count: number) =>
  page.getByText(`Total ${count} Bids`, { exact: true });

/** Opens a sale's detail page and waits for its price. */
async function openDetail(page: Page, id: string) {
  await page.goto(`/detail/${id}`);
  await expect(price(page)).toHaveText(/^\$[\d,]+$/, { timeout: 20_000 });
}

/** Places a bid at the minimum the dialog offers; resolves with the price the page then shows. */
async function bidAtMinimum(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Place Bid' }).click();
  const dialog = page.getByRole('dialog', { name: 'Place Your Bid' });
  await expect(dialog.getByLabel('Your bid')).not.toHaveValue('');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Your Bid' });
  await expect(confirm.getByText('Once submitted, it will be locked in')).toBeVisible();
  const answer = page.waitForResponse((r) => r.url().endsWith('/user/placeBid'));
  await confirm.getByRole('button', { name: 'Place Bid' }).click();
  expect((await answer).status()).toBe(200);
  const done = page.getByRole('dialog', { name: 'Bid Placed Successfully' });
  await expect(done.getByText(/^You are the highest bidder at \$[\d,]+\.$/)).toBeVisible();
  await done.getByRole('button', { name: 'Done' }).click();
  await expect(done).toBeHidden();
  return (await price(page).textContent()) ?? '';
}

test('two buyers: live bids, the outbid notice, a MarketDropAI claim and a Buy Now', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const a = await buyer(browser, request, 'live-a');
  const b = await buyer(browser, request, 'live-b');

  // An ascending auction nobody has bid on yet, without a Buy Now price: the bids are ours alone.
  const auctions = await openSales(request, 'auction');
  const fresh = auctions.find((x) => x.totalBids === 0 && x.buyNowPrice === null);
  if (!fresh) throw new Error('The demo market has no open auction without bids');
  await openDetail(a, fresh._id);
  await openDetail(b, fresh._id);
  await expect(totalBids(b, 0)).toBeVisible();

  // A bids: B's page shows the new price and count within a second, from the live events.
  const afterA = await bidAtMinimum(a);
  await expect(price(b)).toHaveText(afterA, { timeout: 1_000 });
  await expect(totalBids(b, 1)).toBeVisible({ timeout: 1_000 });
  await expect(b.getByTestId('highest-bid')).toHaveText(afterA);

  // B outbids A: A's page follows live, and A's bell counts the outbid notice.
  const afterB = await bidAtMinimum(b);
  expect(afterB).not.toBe(afterA);
  await expect(price(a)).toHaveText(afterB, { timeout: 1_000 });
  await expect(totalBids(a, 2)).toBeVisible({ timeout: 1_000 });
  const bell = a.getByRole('banner').getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible({ timeout: 5_000 });
  await bell.click();
  await expect(a.getByRole('dialog', { name: 'Notifications' })).toContainText(fresh.vehicleName);
  await a.keyboard.press('Escape');

  // A claims a MarketDropAI car at the price on screen; B, on the same page, sees it sold.
  const drops = await openSales(request, 'marketdropai');
  const car = drops[0];
  if (!car) throw new Error('The demo market has no open MarketDropAI listing');
  await openDetail(a, car._id);
  await openDetail(b, car._id);
  const onScreen = (await price(a).textContent()) ?? '';
  await a.getByRole('button', { name: 'Claim Now' }).click();
  const claim = a.getByRole('dialog', { name: 'Claim Now' });
  await expect(claim.getByText(`Claim this vehicle at ${onScreen}.`)).toBeVisible();
  const claimed = a.waitForResponse((r) => r.url().endsWith('/user/claimAuction'));
  await claim.getByRole('button', { name: 'Claim Now' }).click();
  const claimAnswer = await claimed;
  expect(claimAnswer.status()).toBe(200);
  const { data: purchase } = (await claimAnswer.json()) as {
    data: { order: { price: number; status: string } };
  };
  expect(`$${purchase.order.price.toLocaleString('en-US')}`).toBe(onScreen);
  expect(purchase.order.status).toBe('pending_payment');
  const bought = a.getByRole('dialog', { name: 'You bought it' });
  await expect(
    bought.getByText('The vehicle is yours. Your order is waiting for payment.'),
  ).toBeVisible();
  await expect(bought.getByRole('link', { name: 'View your order' })).toBeVisible();
  await expect(b.getByRole('timer', { name: 'Sale over: Sold' })).toBeVisible({ timeout: 2_000 });
  await expect(b.getByRole('button', { name: 'Claim Now' })).toBeDisabled();

  // B buys another car with Buy Now.
  const withBuyNow = (await openSales(request, 'auction')).find(
    (x) => x.buyNowPrice !== null && (x.highestBid ?? 0) < x.buyNowPrice,
  );
  if (!withBuyNow?.buyNowPrice) throw new Error('The demo market has no open Buy Now listing');
  const buyNowText = `$${withBuyNow.buyNowPrice.toLocaleString('en-US')}`;
  await openDetail(b, withBuyNow._id);
  await b.getByRole('button', { name: `Buy Now for ${buyNowText}` }).click();
  const buyNow = b.getByRole('dialog', { name: 'Buy Now' });
  await expect(buyNow.getByText(`Buy this vehicle now at ${buyNowText}.`)).toBeVisible();
  const paid = b.waitForResponse((r) => r.url().endsWith('/user/buyNow'));
  await buyNow.getByRole('button', { name: 'Buy Now' }).click();
  expect((await paid).status()).toBe(200);
  const boughtNow = b.getByRole('dialog', { name: 'You bought it' });
  await expect(boughtNow.getByRole('link', { name: 'View your order' })).toBeVisible();
  await boughtNow.getByRole('button', { name: 'Close' }).click();
  await expect(b.getByRole('timer', { name: 'Sale over: Sold' })).toBeVisible();
  await expect(price(b)).toHaveText(buyNowText);

  await a.context().close();
  await b.context().close();
});
