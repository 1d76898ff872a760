import { expect, test, type APIRequestContext } from '@playwright/test';
import { createVerifiedUser } from './support/api';
import { signIn, toast } from './support/ui';

/**
 * The demo dealer of the seed and its shop: it sells the demo listings of Maple Leaf Motors
 * (apps/api/src/demo/seed-catalogue.ts).
 */
const DEALER = {
  email: 'dealer@marketdrop.local',
  password: 'MarketDrop#2026',
  shop: 'Maple Leaf Motors',
};

type ListedAuction = {
  _id: string;
  status: string;
  endsAt: string;
  seller: { _id: string; name: string };
};

/**
 * An open ClaimPOINT or MarketDropAI sale of the demo dealer that does not end in the next half
 * hour (the demo market keeps some of every kind open at any time); a random one, so two runs on
 * one database take different ones.
 */
async function claimableAuction(request: APIRequestContext): Promise<ListedAuction> {
  const later = Date.now() + 30 * 60_000;
  const found: ListedAuction[] = [];
  for (let pageNumber = 1; pageNumber <= 4 && found.length === 0; pageNumber += 1) {
    const response = await request.post('/user/getAuctions', {
      data: { pageNumber, pageSize: 100, auctionType: ['claimpoint', 'marketdropai'] },
    });
    expect(response.status(), await response.text()).toBe(200);
    const { data } = (await response.json()) as { data: ListedAuction[] };
    found.push(
      ...data.filter(
        (auction) =>
          auction.status === 'open' &&
          auction.seller.name === DEALER.shop &&
          Date.parse(auction.endsAt) > later,
      ),
    );
  }
  const pick = found[Math.floor(Math.random() * found.length)];
  if (!pick) throw new Error(`No open sale to claim from ${DEALER.shop} in the demo market`);
  return pick;
}

test('claim -> Congratulations -> Delivery Details (Pickup, a slot) -> pay on the test page -> Payment Completed; the dealer marks Ready for Pickup and the buyer sees it and is notified', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const buyer = await createVerifiedUser(request, 'after-sale');
  const auction = await claimableAuction(request);

  // Claim it on its page.
  await page.goto('/login');
  await signIn(page, buyer.email, buyer.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/detail/${auction._id}`);
  await page.getByRole('button', { name: 'Claim Now' }).first().click();
  const claim = page.getByRole('dialog', { name: 'Claim Now' });
  await claim.getByRole('button', { name: 'Claim Now' }).click();
  await expect(page.getByRole('dialog', { name: 'You bought it' })).toBeVisible();

  // My Bids, Won: the order waits for Delivery Details and payment.
  await page.goto('/my-bids?tab=won');
  await expect(page.getByRole('heading', { name: 'My Auction', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Total \d+ Listings?$/)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Won' })).toHaveAttribute('aria-selected', 'true');
  const card = page.getByRole('article').filter({ hasText: 'Pending Payment' }).first();
  await expect(card.getByTestId('standing')).toHaveText('You won');
  await card.getByRole('button', { name: 'Complete your purchase' }).click();

  // Congratulations -> Continue to Delivery.
  const won = page.getByRole('dialog', { name: 'Congratulations' });
  await expect(won).toContainText('You won');
  await won.getByRole('button', { name: 'Continue to Delivery' }).click();

  // Delivery Details: Pickup at the dealer, the first free slot, Confirm.
  const details = page.getByRole('dialog', { name: 'Delivery Details' });
  await expect(details.getByText('Delivery Type')).toBeVisible();
  await details.getByRole('radio', { name: 'Pickup' }).check();
  await expect(details.getByText(/^Pick up the vehicle at the dealer/)).toBeVisible();
  const slots = details.getByRole('radiogroup', { name: 'When will you pick it up?' });
  await slots.getByRole('radio').first().check();
  await details.getByRole('button', { name: 'Confirm' }).click();

  // The checkout: every line for Ontario (the buyer's province), then Pay.
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await expect(checkout.getByText('Vehicle price')).toBeVisible();
  await expect(checkout.getByText('Documentation fee')).toBeVisible();
  await expect(checkout.getByText('$99.00')).toBeVisible();
  await expect(checkout.getByText('HST (13%)')).toBeVisible();
  await expect(checkout.getByTestId('handover')).toContainText('Pickup at');
  await expect(checkout.getByTestId('pay-by')).toContainText('Pay by');
  const total = (await checkout.getByTestId('all-in-total').textContent())?.trim() ?? '';
  expect(total).toMatch(/^\$[\d,]+\.\d{2}$/);
  await checkout.getByRole('button', { name: `Pay ${total}` }).click();

  // The built-in test payment page, then back to the order.
  await expect(page).toHaveURL(/\/user\/testPayment\//);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/my-order\/[^/?]+\?payment=success$/);
  const orderUrl = page.url().replace(/\?.*$/, '');
  await expect(page.getByText('Thank you! Your payment was received.')).toBeVisible();
  await expect(page.getByTestId('order-status').first()).toHaveText('Payment Completed');
  await expect(page.getByTestId('order-timeline')).toContainText('Payment Completed');
  await expect(page.getByRole('link', { name: 'Bill of sale' })).toBeVisible();

  // My Orders, Active: the order with its status, price, order date and View.
  await page.goto('/my-order');
  await expect(page.getByRole('heading', { name: 'My Orders', level: 1 })).toBeVisible();
  const orderCard = page.getByRole('article').first();
  await expect(orderCard.getByTestId('order-status')).toHaveText('Payment Completed');
  await expect(orderCard.getByText('Order Date')).toBeVisible();
  await expect(orderCard.getByRole('link', { name: /^View / })).toHaveAttribute(
    'href',
    new URL(orderUrl).pathname,
  );

  // The dealer, in a browser of its own, marks it Ready for Pickup.
  const dealerContext = await browser.newContext();
  const dealer = await dealerContext.newPage();
  await dealer.goto('/login');
  await signIn(dealer, DEALER.email, DEALER.password);
  await expect(dealer).toHaveURL(/\/$/);
  await dealer.goto(orderUrl);
  await expect(dealer.getByRole('heading', { name: 'Buyer', exact: true })).toBeVisible();
  await expect(dealer.getByText(buyer.email)).toBeVisible();
  await dealer.getByRole('button', { name: 'Mark Ready for Pickup' }).click();
  await expect(toast(dealer, 'The order is now: Ready for Pickup')).toBeVisible();
  await expect(dealer.getByTestId('order-status').first()).toHaveText('Ready for Pickup');
  await expect(dealer.getByRole('button', { name: 'Mark Completed' })).toBeVisible();
  await dealerContext.close();

  // The buyer sees it on the order and in the bell.
  await page.goto(orderUrl);
  await expect(page.getByTestId('order-status').first()).toHaveText('Ready for Pickup');
  await expect(page.getByTestId('order-timeline')).toContainText('Ready for Pickup');
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await bell.click();
  const popover = page.getByRole('dialog', { name: 'Notifications' });
  const ready = popover.getByRole('link', { name: /is ready for pickup/ });
  await expect(ready).toBeVisible();
  await ready.click();
  await expect(page).toHaveURL(orderUrl);
});
