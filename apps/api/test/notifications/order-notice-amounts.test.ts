import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppNotification } from '@marketdrop/api-client';
import { notifications, users } from '../../src/db/schema';
import { runMailOutbox } from '../../src/notifications/mail-notifications';
import type { MailMessage } from '../../src/plugins/mail';
import type { AuctionApp } from '../auctions/auction-fixture';
import { drivers } from '../helpers/build-test-app';
import {
  createBuyer,
  get,
  json,
  orderRow,
  readyToPay,
  startPayment,
  testWebhook,
  wonAuctionOrder,
  type Party,
  type Shop,
  withShop,
} from '../orders/order-fixture';

/**
 * Issue 22: what a buyer pays is the order's total (fees and taxes), never the vehicle's price; the
 * won notice gives the order's pay-by time and its e-mail links to checkout (the order's page).
 */
describe.each(drivers)('the amounts and deadline of order notices on %s', (driver) => {
  let t: AuctionApp;
  let shop: Shop;

  withShop(driver, (ready) => ({ t, shop } = ready));
  beforeAll(async () => {
    await runMailOutbox(t.app);
  });

  const sent = async () => {
    const before = t.outbox.length;
    await runMailOutbox(t.app);
    return t.outbox.slice(before);
  };
  const noticeOf = async (orderId: string, kind: AppNotification['kind']) => {
    const [row] = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, orderId), eq(notifications.kind, kind)));
    if (row === undefined) throw new Error(`No ${kind} notice`);
    return row;
  };
  const listed = async (user: Party) =>
    json<{ notifications: AppNotification[] }>(
      await get(t.app, '/user/getNotification', { pageNumber: '1', pageSize: '20' }, user),
    ).data.notifications;

  const pay = async (buyer: Party, orderId: string) => {
    await readyToPay(t.app, buyer, orderId);
    const payment = await startPayment(t.app, buyer, orderId);
    const response = await testWebhook(t.app, payment, 'pay').send();
    expect(response.statusCode, response.body).toBe(200);
    return payment;
  };

  it('the won notice carries the deadline and its e-mail links to checkout; the payment notices and e-mails name the total charged', async () => {
    const buyer = await createBuyer(t.app);
    const { orderId } = await wonAuctionOrder(t, shop, buyer, 3_300);
    const order = await orderRow(t.app, orderId);

    const won = await noticeOf(orderId, 'won');
    expect(won.amount).toBe(3_300);
    expect(won.payBy).toEqual(order.paymentDueAt);
    const [wonListed] = (await listed(buyer)).filter((n) => n.kind === 'won');
    expect(wonListed?.payBy).toBe(order.paymentDueAt.toISOString());

    const wonMail = (await sent()).find((mail) => mail.subject.startsWith('MarketDrop: You won'));
    expect(wonMail).toBeDefined();
    const deadline = new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
      timeZone: 'America/Toronto',
    }).format(order.paymentDueAt);
    expect(wonMail?.text).toContain('with a winning bid of $3,300.');
    expect(wonMail?.text).toContain(`Pay by ${deadline}, or the order is cancelled`);
    expect(wonMail?.text).toContain(`Go to checkout: ${t.config.publicUrl}/my-order/${orderId}`);

    const payment = await pay(buyer, orderId);
    // $3,300 + the fee + Ontario's HST: more than the vehicle's price, to the cent.
    expect(payment.amountCents).toBeGreaterThan(330_000);
    const paid = await noticeOf(orderId, 'paymentCompleted');
    expect(paid.amountCents).toBe(payment.amountCents);
    expect(paid.amount).toBeNull();
    const received = await noticeOf(orderId, 'paymentReceived');
    expect(received.amountCents).toBe(payment.amountCents);
    const [paidListed] = (await listed(buyer)).filter((n) => n.kind === 'paymentCompleted');
    expect(paidListed).toMatchObject({ amount: null, amountCents: payment.amountCents });

    const total = new Intl.NumberFormat('en-CA', {
      style: 'currency',
      currency: 'CAD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
    }).format(payment.amountCents / 100);
    const mails = await sent();
    const buyerMail = mails.find((mail) => mail.subject.startsWith('MarketDrop: Payment received'));
    const dealerMail = mails.find((mail) => mail.subject.startsWith('MarketDrop: Paid:'));
    expect(buyerMail?.text).toContain(`Amount paid: ${total}.`);
    expect(buyerMail?.text).not.toContain('$3,300');
    expect(dealerMail?.text).toContain(`Amount paid (with fees and taxes): ${total}.`);
    expect(dealerMail?.text).not.toContain('$3,300');
  });

  it('in French: the deadline, the checkout link and the total', async () => {
    const buyer = await createBuyer(t.app);
    await t.app.db.update(users).set({ language: 'fr' }).where(eq(users.id, buyer.userId));
    const { orderId } = await wonAuctionOrder(t, shop, buyer, 3_300);
    const order = await orderRow(t.app, orderId);
    const plain = (text: string | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
    const wonMail = (await sent()).find((mail: MailMessage) =>
      mail.subject.startsWith('MarketDrop: Vous avez remporté'),
    );
    const deadline = new Intl.DateTimeFormat('fr-CA', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
      timeZone: 'America/Toronto',
    }).format(order.paymentDueAt);
    expect(plain(wonMail?.text)).toContain('avec une offre gagnante de 3 300 $.');
    expect(plain(wonMail?.text)).toContain(`Payez au plus tard le ${plain(deadline)}`);
    expect(wonMail?.text).toContain(
      `Passer à la caisse : ${t.config.publicUrl}/my-order/${orderId}`,
    );

    const payment = await pay(buyer, orderId);
    const buyerMail = (await sent()).find((mail) =>
      mail.subject.startsWith('MarketDrop: Paiement reçu'),
    );
    const total = new Intl.NumberFormat('fr-CA', {
      style: 'currency',
      currency: 'CAD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
    }).format(payment.amountCents / 100);
    expect(plain(buyerMail?.text)).toContain(`Montant payé : ${plain(total)}.`);
  });
});
