import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Auction, Product } from '@marketdrop/api-client';
import { createVerifiedUser } from './support/api';
import { signIn, toast } from './support/ui';

/**
 * Issue 23's basket screens: a signed-in buyer adds a Buy Now vehicle from its page ("Add to
 * basket" beside Buy Now) and an add-on, sees the count in the header, opens /cart, changes the
 * add-on's quantity, sees the totals (the $99 documentation fee of the vehicle, the subtotal), is
 * refused an unknown coupon code with its message, applies a seeded one and removes it, and is
 * offered "Check out" (the basket's checkout). A guest fills a basket and signs in; issue 23's
 * Done-means test pays a whole basket at once.
 */

type AuctionsAnswer = { data: Auction[] };

async function buyNowSales(request: APIRequestContext): Promise<Auction[]> {
  const response = await request.post('/user/getAuctions', {
    data: { pageSize: 100, sortBy: 'newestFirst' },
  });
  expect(response.status(), await response.text()).toBe(200);
  const later = Date.now() + 15 * 60_000;
  return ((await response.json()) as AuctionsAnswer).data.filter(
    (auction) =>
      auction.status === 'open' &&
      !auction.paused &&
      auction.buyNowPrice !== null &&
      (auction.highestBid ?? 0) < auction.buyNowPrice &&
      Date.parse(auction.endsAt) > later,
  );
}

const cents = (value: number) =>
  `$${(value / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('a Buy Now vehicle and an add-on in the basket, a coupon, the totals', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const sales = await buyNowSales(request);
  const vehicle = sales[0];
  if (!vehicle?.buyNowPrice) throw new Error('The demo market has no open Buy Now listing');
  const productsAnswer = await request.get('/user/getProducts');
  expect(productsAnswer.status()).toBe(200);
  const products = ((await productsAnswer.json()) as { data: Product[] }).data;
  const addOn = products.find((product) => !product.perVehicle && product.maxQuantity > 1);
  if (!addOn) throw new Error('No add-on that takes a quantity above 1');

  const user = await createVerifiedUser(request, 'basket');
  await page.goto('/login');
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/$/);

  // The vehicle from its page, beside Buy Now.
  await page.goto(`/detail/${vehicle._id}`);
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  const added = page.waitForResponse((r) => r.url().endsWith('/user/addToCart'));
  await page.getByRole('button', { name: 'Add to basket' }).click();
  expect((await added).status()).toBe(200);
  await expect(page.getByRole('link', { name: 'Basket, 1 item' })).toBeVisible();

  // The add-on through the API with the same session (no product page yet).
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).not.toBeNull();
  const addAnswer = await request.post('/user/addToCart', {
    headers: { authorization: `Bearer ${token}` },
    data: { productId: addOn._id, quantity: 1 },
  });
  expect(addAnswer.status(), await addAnswer.text()).toBe(200);

  await page.getByRole('link', { name: /^Basket, / }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: 'Your basket' })).toBeVisible();
  await expect(page.getByText('2 items')).toBeVisible();
  const term = (name: string) =>
    page.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]');
  const vehicleCents = vehicle.buyNowPrice * 100;
  await expect(term('Vehicles')).toHaveText(cents(vehicleCents));
  await expect(term('Documentation fee (1 vehicle)')).toHaveText('$99.00');
  await expect(term('Add-ons')).toHaveText(cents(addOn.priceCents));

  const stepped = page.waitForResponse((r) => r.url().endsWith('/user/updateProductQty'));
  await page.getByRole('button', { name: `One more ${addOn.name}` }).click();
  expect((await stepped).status()).toBe(200);
  await expect(term('Add-ons')).toHaveText(cents(2 * addOn.priceCents));
  await expect(term('Subtotal')).toHaveText(cents(vehicleCents + 9_900 + 2 * addOn.priceCents));

  // An unknown code: the server's message under the field; a seeded one applies, then goes.
  await page.getByLabel('Coupon code').fill('NO-SUCH-CODE');
  await page.getByRole('button', { name: 'Apply' }).first().click();
  await expect(page.getByText('This coupon code does not exist')).toBeVisible();
  await page.getByLabel('Coupon code').fill('addons10');
  await page.getByRole('button', { name: 'Apply' }).first().click();
  await expect(page.getByText('Coupon ADDONS10 applied')).toBeVisible();
  await page.getByRole('button', { name: 'Remove', exact: true }).last().click();
  await expect(page.getByLabel('Coupon code')).toBeVisible();

  await expect(page.getByRole('link', { name: 'Check out' })).toHaveAttribute(
    'href',
    '/cart/checkout',
  );
});

test('Pay for all won vehicles: the unpaid won orders go into the basket, each with its payment deadline', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const user = await createVerifiedUser(request, 'basket-won');
  await page.goto('/login');
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/$/);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).not.toBeNull();

  // Buy a Buy Now vehicle (an unpaid order on My Bids' Won tab).
  let bought: { vehicleName: string; orderId: string } | null = null;
  for (const sale of await buyNowSales(request)) {
    const answer = await request.post('/user/buyNow', {
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
      data: { auctionId: sale._id, expectedPrice: sale.buyNowPrice },
    });
    if (answer.status() !== 200) continue;
    const body = (await answer.json()) as { data: { order: { _id: string } } };
    bought = { vehicleName: sale.vehicleName, orderId: body.data.order._id };
    break;
  }
  if (!bought) throw new Error('No Buy Now vehicle could be bought');

  await page.goto('/my-bids?tab=won');
  const added = page.waitForResponse((r) => r.url().endsWith('/user/addMultipleToCart'));
  await page.getByRole('button', { name: 'Pay for all won vehicles' }).click();
  expect((await added).status()).toBe(200);
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('listitem', { name: bought.vehicleName })).toBeVisible();
  await expect(page.getByRole('listitem', { name: bought.vehicleName })).toContainText(
    'Payment due',
  );
  await expect(page.getByRole('link', { name: 'Basket, 1 item' })).toBeVisible();
});

test('a guest fills a basket (a Buy Now vehicle and an add-on), signs in, and the lines follow', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const sales = await buyNowSales(request);
  const vehicle = sales[1] ?? sales[0];
  if (!vehicle?.buyNowPrice) throw new Error('The demo market has no open Buy Now listing');
  const user = await createVerifiedUser(request, 'guest-basket');

  // A visitor: "Add to basket" beside Buy Now starts a guest basket (once the page is live).
  await page.goto(`/detail/${vehicle._id}`);
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  const started = page.waitForResponse((r) => r.url().endsWith('/user/guestUser'));
  const added = page.waitForResponse((r) => r.url().endsWith('/user/addToGuestCart'));
  await page.getByRole('button', { name: 'Add to basket' }).click();
  expect((await started).status()).toBe(200);
  const addAnswer = await added;
  expect(addAnswer.status()).toBe(200);
  const guestToken = await page.evaluate(() => localStorage.getItem('guestToken'));
  expect(guestToken).toMatch(/\S/);
  expect(addAnswer.request().headers()['x-guest-token']).toBe(guestToken);
  await expect(page.getByRole('link', { name: 'Basket, 1 item' })).toBeVisible();

  // /cart without an account: the guest basket, no coupon or points, the add-ons to pick.
  await page.getByRole('link', { name: 'Basket, 1 item' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('listitem', { name: vehicle.vehicleName })).toBeVisible();
  await expect(page.getByLabel('Coupon code')).toHaveCount(0);
  const addOns = page.getByRole('region', { name: 'Add-ons' });
  const addOnCard = addOns.getByRole('listitem').filter({
    has: page.getByRole('button', { name: /^Add / }),
  });
  await expect(addOnCard.first()).toBeVisible();
  const pickedName = (await addOnCard
    .filter({ hasNot: page.getByText('One per vehicle in your basket') })
    .first()
    .locator('p')
    .first()
    .textContent())!;
  const addedOn = page.waitForResponse((r) => r.url().endsWith('/user/addToGuestCart'));
  await page.getByRole('button', { name: `Add ${pickedName}` }).click();
  expect((await addedOn).status()).toBe(200);
  await expect(page.getByText('2 items', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Basket, 2 items' })).toBeVisible();

  // Sign in to check out: back on /cart, the lines in the account's basket, the token forgotten.
  await page.getByRole('button', { name: 'Sign in to check out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const login = page.waitForRequest((r) => r.url().endsWith('/user/login'));
  await signIn(page, user.email, user.password);
  expect((await login).postDataJSON()).toMatchObject({ guestToken });
  await expect(page).toHaveURL(/\/cart$/);
  await expect(
    toast(page, 'The 2 items of your guest basket are now in your basket.'),
  ).toBeVisible();
  await expect(page.getByText('2 items', { exact: true })).toBeVisible();
  const lines = page.getByRole('list', { name: 'Your basket' });
  await expect(lines.getByRole('listitem', { name: vehicle.vehicleName })).toBeVisible();
  await expect(lines.getByRole('listitem', { name: pickedName })).toBeVisible();
  await expect(page.getByLabel('Coupon code')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('guestToken'))).toBeNull();
});

type ApiAnswer<T> = { data: T };

/** Signs in through the API: the bearer token of `user`. */
async function apiToken(request: APIRequestContext, user: { email: string; password: string }) {
  const answer = await request.post('/user/login', {
    data: { email: user.email, password: user.password },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as ApiAnswer<{ token: string }>).data.token;
}

/** Buys a Buy Now vehicle through the API: an unpaid order on My Bids' Won tab. */
async function buyThroughApi(request: APIRequestContext, token: string, sale: Auction) {
  const answer = await request.post('/user/buyNow', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
    data: { auctionId: sale._id, expectedPrice: sale.buyNowPrice },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as ApiAnswer<{ order: { _id: string } }>).data.order._id;
}

/** The buyer's points through the API. */
async function pointsBalance(request: APIRequestContext, token: string) {
  const answer = await request.get('/user/getRewards', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as ApiAnswer<{ balance: number }>).data.balance;
}

test("issue 23's Done means: a guest basket, sign in, two won vehicles, a coupon and points, one payment, every order paid and the points earned", async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  // Five Buy Now vehicles of one dealer: one paid before (the points to spend), two won, one in
  // the guest basket (one dealer: the delivery details are given once for all).
  const bySeller = new Map<string, Auction[]>();
  for (const sale of await buyNowSales(request)) {
    bySeller.set(sale.seller._id, [...(bySeller.get(sale.seller._id) ?? []), sale]);
  }
  const sales = [...bySeller.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  if (sales.length < 4) throw new Error('No dealer has four open Buy Now listings');
  const [earlier, wonA, wonB, guestVehicle] = sales as [Auction, Auction, Auction, Auction];
  const user = await createVerifiedUser(request, 'basket-done');
  const token = await apiToken(request, user);

  // Points to spend: an earlier order paid on the test payment page (1 point per $10 paid).
  const earlierOrder = await buyThroughApi(request, token, earlier);
  const auth = { authorization: `Bearer ${token}` };
  const slotsAnswer = await request.get(
    `/user/getTimeSlots?orderId=${earlierOrder}&deliveryType=pickup`,
    { headers: auth },
  );
  expect(slotsAnswer.status(), await slotsAnswer.text()).toBe(200);
  const slot = ((await slotsAnswer.json()) as ApiAnswer<{ _id: string }[]>).data[0];
  if (!slot) throw new Error('The dealer has no pickup slot');
  const details = await request.post('/user/updateCheckoutDetails', {
    headers: auth,
    data: { orderId: earlierOrder, deliveryType: 'pickup', timeSlotId: slot._id },
  });
  expect(details.status(), await details.text()).toBe(200);
  const payment = await request.post('/user/createPayment', {
    headers: auth,
    data: { orderId: earlierOrder },
  });
  expect(payment.status(), await payment.text()).toBe(200);
  await page.goto(((await payment.json()) as ApiAnswer<{ url: string }>).data.url);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).not.toHaveURL(/\/user\/testPayment\//);
  await expect.poll(() => pointsBalance(request, token)).toBeGreaterThan(100);
  const pointsBefore = await pointsBalance(request, token);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());

  // Two won vehicles waiting for payment.
  const wonOrders = [
    await buyThroughApi(request, token, wonA),
    await buyThroughApi(request, token, wonB),
  ];

  // A guest: a Buy Now vehicle and an add-on in a guest basket.
  const productsAnswer = await request.get('/user/getProducts');
  const products = ((await productsAnswer.json()) as ApiAnswer<Product[]>).data;
  const addOn = products.find((product) => !product.perVehicle && product.priceCents > 0);
  if (!addOn) throw new Error('No add-on to pick');
  await page.goto(`/detail/${guestVehicle._id}`);
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('link', { name: 'Basket, 1 item' })).toBeVisible();
  await page.getByRole('link', { name: 'Basket, 1 item' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: `Add ${addOn.name}` }).click();
  await expect(page.getByRole('link', { name: 'Basket, 2 items' })).toBeVisible();

  // Signing in brings the guest basket along, back on /cart.
  await page.getByRole('button', { name: 'Sign in to check out' }).click();
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('2 items', { exact: true })).toBeVisible();

  // Pay for all won vehicles: both join the basket.
  await page.goto('/my-bids?tab=won');
  await page.getByRole('button', { name: 'Pay for all won vehicles' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('4 items', { exact: true })).toBeVisible();
  const lines = page.getByRole('list', { name: 'Your basket' });
  for (const sale of [wonA, wonB, guestVehicle]) {
    await expect(lines.getByRole('listitem', { name: sale.vehicleName })).toBeVisible();
  }

  // A coupon on the add-ons and 100 points on the fees.
  await page.getByLabel('Coupon code').fill('ADDONS10');
  await page.getByRole('button', { name: 'Apply' }).first().click();
  await expect(page.getByText('Coupon ADDONS10 applied')).toBeVisible();
  await page.getByLabel('Reward points').fill('100');
  await page.getByRole('button', { name: 'Apply' }).last().click();
  await expect(page.getByText('100 points applied')).toBeVisible();

  // The basket's checkout: every line, the delivery details once, one total.
  await page.getByRole('link', { name: 'Check out' }).click();
  await expect(page).toHaveURL(/\/cart\/checkout$/);
  await expect(page.getByText('Chosen once for all 3 vehicles.')).toBeVisible();
  for (const sale of [wonA, wonB, guestVehicle]) {
    const line = page.getByRole('listitem', { name: sale.vehicleName });
    await expect(line.getByText('Documentation fee')).toBeVisible();
    await expect(line.getByText('$99.00')).toBeVisible();
    await expect(line.getByText(/^(GST|HST|PST|QST|RST) \(/).first()).toBeVisible();
  }
  await expect(page.getByText('Coupon ADDONS10')).toBeVisible();
  await expect(page.getByText('Reward points (100)')).toBeVisible();
  await page.getByRole('button', { name: 'Delivery details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delivery Details' });
  await dialog.getByRole('radio', { name: 'Pickup' }).check();
  await dialog
    .getByRole('radiogroup', { name: 'When will you pick it up?' })
    .getByRole('radio')
    .first()
    .check();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  const total = (await page.getByTestId('basket-total').textContent())?.trim() ?? '';
  expect(total).toMatch(/^\$[\d,]+\.\d{2}$/);

  // One payment on the test payment page.
  await page.getByRole('button', { name: `Pay ${total}` }).click();
  await expect(page).toHaveURL(/\/user\/testPayment\//);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/cart\?payment=success$/);
  await expect(page.getByText(/^Thank you! Your payment was received/)).toBeVisible();
  // The points earned on the orders just paid (less the 100 spent), as the page says.
  await expect.poll(() => pointsBalance(request, token)).toBeGreaterThan(pointsBefore);
  const balance = await pointsBalance(request, token);
  await page.reload();
  await expect(page.getByText(`You now have ${balance} reward points.`)).toBeVisible();
  await page.getByRole('link', { name: 'See your orders' }).click();
  await expect(page).toHaveURL(/\/my-order$/);

  // Every order paid, and the points earned on them.
  // The earlier order, the two won ones and the guest basket's Buy Now vehicle: all paid.
  const orders = page.getByRole('article');
  await expect(orders).toHaveCount(4);
  for (const card of await orders.all()) {
    await expect(card.getByTestId('order-status')).toHaveText('Payment Completed');
  }
  for (const orderId of wonOrders) {
    await expect(page.locator(`a[href="/my-order/${orderId}"]`)).toBeVisible();
  }
});
