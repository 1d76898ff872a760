import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { Auction, AuctionType } from '@marketdrop/api-client';
import { createVerifiedUser } from './support/api';
import { signIn } from './support/ui';

/**
 * Issue 22's walk of a new buyer, repeated: what the pages say must match what happened. Two
 * buyers bid on one auction (a typed amount above the minimum becomes a hidden maximum that bids
 * for its owner), the counts and the bid list hold every accepted bid; a claim and a Buy Now end
 * in My Bids > Won with the sale's own day and the right label, and the payment notice names the
 * amount paid (the order's total, fees and taxes included), not the vehicle's price.
 */

type AuctionsAnswer = { data: Auction[] };

/** Open sales of a type that end well after the test (nothing moves under it but our actions). */
async function openSales(request: APIRequestContext, type: AuctionType): Promise<Auction[]> {
  const response = await request.post('/user/getAuctions', {
    data: { auctionType: [type], pageSize: 100, sortBy: 'newestFirst' },
  });
  expect(response.status(), await response.text()).toBe(200);
  const later = Date.now() + 15 * 60_000;
  return ((await response.json()) as AuctionsAnswer).data.filter(
    (auction) =>
      auction.status === 'open' &&
      !auction.paused &&
      Date.parse(auction.endsAt) > later &&
      (auction.priceChangesAt === null || Date.parse(auction.priceChangesAt) > Date.now() + 60_000),
  );
}

async function buyer(browser: Browser, request: APIRequestContext, tag: string): Promise<Page> {
  const user = await createVerifiedUser(request, tag);
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/$/);
  return page;
}

const price = (page: Page) => page.getByTestId('price');
const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

async function openDetail(page: Page, id: string) {
  await page.goto(`/detail/${id}`);
  await expect(price(page)).toHaveText(/^\$[\d,]+$/, { timeout: 20_000 });
}

/**
 * Bids the dialog's minimum, with a hidden `maximum` when given; the answer's dialog stays open.
 */
async function bid(page: Page, maximum?: number) {
  await page.getByRole('button', { name: 'Place Bid' }).click();
  const dialog = page.getByRole('dialog', { name: 'Place Your Bid' });
  await expect(dialog.getByLabel('Your bid')).not.toHaveValue('');
  if (maximum !== undefined)
    await dialog.getByLabel('Maximum bid (optional)').fill(String(maximum));
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Your Bid' });
  const answer = page.waitForResponse((r) => r.url().endsWith('/user/placeBid'));
  await confirm.getByRole('button', { name: 'Place Bid' }).click();
  expect((await answer).status()).toBe(200);
}

/** The day of an instant as the pages show it (en-CA, medium, the browser's zone). */
const shownDay = (page: Page, instant: Date) =>
  page.evaluate(
    (iso) => new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium' }).format(new Date(iso)),
    instant.toISOString(),
  );

test('bids, a claim and a Buy Now: no wrong count, label, date or amount', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const a = await buyer(browser, request, 'walk-a');
  const b = await buyer(browser, request, 'walk-b');

  // A bids the minimum with a maximum well above it: the dialog says the maximum is hidden.
  const auctions = await openSales(request, 'auction');
  const fresh = auctions.find((x) => x.totalBids === 0 && x.buyNowPrice === null);
  if (!fresh) throw new Error('The demo market has no open auction without bids');
  await openDetail(a, fresh._id);
  await openDetail(b, fresh._id);
  // Well above the minimum: several increments at any price (bids are whole dollars).
  const maximum = fresh.minimumBid + 2_500;
  await bid(a, maximum);
  const placed = a.getByRole('dialog', { name: 'Bid Placed Successfully' });
  await expect(placed).toContainText(
    `You are the highest bidder at ${dollars(fresh.minimumBid)}. Your maximum bid of ${dollars(maximum)}`,
  );
  await placed.getByRole('button', { name: 'Done' }).click();

  // B bids the minimum: A's maximum answers at once, so B is told it was outbid, not "success".
  await bid(b);
  const outbid = b.getByRole('dialog', { name: 'Bid placed, but outbid' });
  await expect(outbid).toBeVisible();
  await b.keyboard.press('Escape');
  await expect(outbid).toBeHidden();

  // Three accepted bids (A's, B's, A's automatic answer): both pages count them all.
  for (const page of [a, b]) {
    await expect(page.getByText('Total 3 Bids', { exact: true })).toBeVisible({ timeout: 5_000 });
  }
  // The bid list holds the same three: B's page shows A's answer as automatic, A's own marked.
  for (const page of [a, b]) {
    const list = page.getByRole('table', { name: 'Bids, newest first' });
    await expect(list.getByRole('row')).toHaveCount(4, { timeout: 5_000 }); // a header and 3 bids
    await expect(list.getByRole('row').nth(1)).toContainText('automatic');
  }
  await expect(a.getByRole('table', { name: 'Bids, newest first' })).toContainText('You');

  // A claims a ClaimPOINT car and pays it on the test page.
  const claimable = (await openSales(request, 'claimpoint'))[0];
  if (!claimable) throw new Error('The demo market has no open ClaimPOINT sale');
  await openDetail(a, claimable._id);
  await a.getByRole('button', { name: 'Claim Now' }).first().click();
  const claimed = a.waitForResponse((r) => r.url().endsWith('/user/claimAuction'));
  await a
    .getByRole('dialog', { name: 'Claim Now' })
    .getByRole('button', { name: 'Claim Now' })
    .click();
  expect((await claimed).status()).toBe(200);
  const claimDay = await shownDay(a, new Date());

  // My Bids > Won: "Your claim" with the claimed amount, "Claimed on" the day of the claim (not
  // the sale's scheduled end).
  await a.goto('/my-bids?tab=won');
  // A's only purchase (a new account): the one card of the Won tab.
  const card = a.getByRole('article').first();
  await expect(a.getByText('Total 1 Listing', { exact: true })).toBeVisible();
  await expect(card).toContainText('Your claim');
  await expect(card).toContainText(`Claimed on${claimDay}`);
  const scheduledEnd = await shownDay(a, new Date(claimable.endsAt));
  if (scheduledEnd !== claimDay) await expect(card).not.toContainText(scheduledEnd);

  await card.getByRole('button', { name: 'Complete your purchase' }).click();
  await a
    .getByRole('dialog', { name: 'Congratulations' })
    .getByRole('button', { name: 'Continue to Delivery' })
    .click();
  const details = a.getByRole('dialog', { name: 'Delivery Details' });
  await details.getByRole('radio', { name: 'Pickup' }).check();
  await details
    .getByRole('radiogroup', { name: 'When will you pick it up?' })
    .getByRole('radio')
    .first()
    .check();
  await details.getByRole('button', { name: 'Confirm' }).click();
  const checkout = a.getByRole('dialog', { name: 'Checkout' });
  const total = (await checkout.getByTestId('all-in-total').textContent())?.trim() ?? '';
  expect(amountOf(total)).toBeGreaterThan(amountOf(dollars(claimable.currentPrice)));
  await checkout.getByRole('button', { name: `Pay ${total}` }).click();
  await expect(a).toHaveURL(/\/user\/testPayment\//);
  await a.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(a).toHaveURL(/\/my-order\/[^/?]+\?payment=success$/);

  // The payment notice names the amount paid (fees and taxes in), never the vehicle's price alone.
  await a.goto('/alerts');
  await expect(a.locator('body')).toContainText(
    `Payment received for ${claimable.vehicleName}: ${total}`,
  );

  // B buys a car with Buy Now: "Buy Now price", "Bought on" today.
  const withBuyNow = (await openSales(request, 'auction')).find(
    (x) => x.buyNowPrice !== null && (x.highestBid ?? 0) < x.buyNowPrice && x._id !== fresh._id,
  );
  if (!withBuyNow?.buyNowPrice) throw new Error('The demo market has no open Buy Now listing');
  await openDetail(b, withBuyNow._id);
  await b.getByRole('button', { name: `Buy Now for ${dollars(withBuyNow.buyNowPrice)}` }).click();
  const paid = b.waitForResponse((r) => r.url().endsWith('/user/buyNow'));
  await b.getByRole('dialog', { name: 'Buy Now' }).getByRole('button', { name: 'Buy Now' }).click();
  expect((await paid).status()).toBe(200);
  await b.goto('/my-bids?tab=won');
  const bought = b.getByRole('article').first();
  await expect(b.getByText('Total 1 Listing', { exact: true })).toBeVisible();
  await expect(bought).toContainText('Buy Now price');
  await expect(bought).toContainText(dollars(withBuyNow.buyNowPrice));
  await expect(bought).toContainText(`Bought on${await shownDay(b, new Date())}`);

  await a.context().close();
  await b.context().close();
});
