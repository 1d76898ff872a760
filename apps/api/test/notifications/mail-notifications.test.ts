import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications, users } from '../../src/db/schema';
import { MAIL_MAX_AGE_MS, runMailOutbox } from '../../src/notifications/mail-notifications';
import type { MailMessage, MailTransport } from '../../src/plugins/mail';
import { buildTestApp, drivers } from '../helpers/build-test-app';
import { bearer, signUpVerified } from '../helpers/fixtures';
import { buildCatalogueApp, loadModel, type CatalogueApp } from '../catalogue/catalogue-fixture';
import { minutesAfter, storeNotifications } from './notification-fixture';

describe.each(drivers)('notification e-mails on %s', (driver) => {
  let t: CatalogueApp;
  let auction: { id: string; vehicleName: string };

  beforeAll(async () => {
    t = await buildCatalogueApp(driver);
    const [first] = await loadModel(t);
    if (first === undefined) throw new Error('No auctions were seeded');
    auction = first;
    // Mails of earlier tests' notifications are out of the way of each test's own.
    await runMailOutbox(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Runs the outbox and answers the mails it sent. */
  const sent = async (deps: Parameters<typeof runMailOutbox>[0] = t.app) => {
    const before = t.outbox.length;
    await runMailOutbox(deps);
    return t.outbox.slice(before);
  };
  const mailedAtOf = async (ids: string[]) => {
    const rows = await t.app.db
      .select({ id: notifications.id, mailedAt: notifications.mailedAt })
      .from(notifications)
      .where(inArray(notifications.id, ids));
    return new Map(rows.map((row) => [row.id, row.mailedAt]));
  };

  it('mails each notification once, in English, with the vehicle, the amount and a link to the auction', async () => {
    const user = await signUpVerified(t.app);
    const [id] = await storeNotifications(t.app, [
      {
        userId: user.userId,
        kind: 'outbid',
        auctionId: auction.id,
        amount: 12_350,
        createdAt: t.clock.now(),
      },
    ]);

    const mails = await sent();
    expect(mails).toHaveLength(1);
    const [mail] = mails as [MailMessage];
    expect(mail.to).toBe(user.email);
    expect(mail.subject).toBe(`MarketDrop: You were outbid on ${auction.vehicleName}`);
    expect(mail.text).toContain('Hi Ann,');
    expect(mail.text).toContain(
      `Another bidder passed your bid on ${auction.vehicleName}.\nThe bid is now $12,350.`,
    );
    expect(mail.text).toContain(`${t.config.publicUrl}/detail/${auction.id}`);
    expect(mail.text).toContain(`${t.config.publicUrl}/notifications`);
    expect((await mailedAtOf([id as string])).get(id as string)).toEqual(t.clock.now());

    expect(await sent()).toEqual([]);
  });

  it("writes in the user's language: French", async () => {
    const user = await signUpVerified(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/user/setActiveLanguage',
      headers: bearer(user.token),
      payload: { language: 'fr' },
    });
    await storeNotifications(t.app, [
      {
        userId: user.userId,
        kind: 'won',
        auctionId: auction.id,
        amount: 15_000,
        createdAt: t.clock.now(),
      },
    ]);
    const [mail] = (await sent()) as [MailMessage];
    expect(mail.subject).toBe(`MarketDrop: Vous avez remporté ${auction.vehicleName}`);
    expect(mail.text).toContain('Bonjour Ann,');
    // fr-CA money: a no-break space groups the thousands and comes before the sign.
    expect(mail.text).toMatch(
      new RegExp(
        `Vous avez remporté ${auction.vehicleName} avec une offre gagnante de 15\\s000\\s\\$\\.`,
        'u',
      ),
    );
  });

  it('has a text for every kind, with or without an amount and a vehicle', async () => {
    const user = await signUpVerified(t.app);
    const now = t.clock.now();
    await storeNotifications(t.app, [
      { userId: user.userId, kind: 'lost', auctionId: auction.id, amount: 9_900, createdAt: now },
      {
        userId: user.userId,
        kind: 'sold',
        auctionId: auction.id,
        amount: 20_000,
        createdAt: minutesAfter(now, 1),
      },
      {
        userId: user.userId,
        kind: 'unsold',
        auctionId: auction.id,
        amount: null,
        createdAt: minutesAfter(now, 2),
      },
      {
        userId: user.userId,
        kind: 'won',
        auctionId: null,
        amount: null,
        createdAt: minutesAfter(now, 3),
      },
    ]);
    const mails = await sent();
    expect(mails.map((mail) => mail.subject)).toEqual([
      `MarketDrop: You did not win ${auction.vehicleName}`,
      `MarketDrop: Your ${auction.vehicleName} sold`,
      `MarketDrop: Your ${auction.vehicleName} did not sell`,
      'MarketDrop: You won a vehicle',
    ]);
    expect(mails[0]?.text).toContain('The highest bid was $9,900.');
    expect(mails[1]?.text).toContain(`Your listing ${auction.vehicleName} sold for $20,000.`);
    expect(mails[2]?.text).not.toContain('highest bid');
    expect(mails[3]?.text).toContain(`${t.config.publicUrl}/alerts`);
  });

  it('mails a vehicle back on sale: to its watchers and its dealer, and the relist notice to the dashboard', async () => {
    const [watcher, dealer] = [await signUpVerified(t.app), await signUpVerified(t.app)];
    await t.app.inject({
      method: 'POST',
      url: '/user/setActiveLanguage',
      headers: bearer(dealer.token),
      payload: { language: 'fr' },
    });
    const now = t.clock.now();
    await storeNotifications(t.app, [
      {
        userId: watcher.userId,
        kind: 'backOnSale',
        auctionId: auction.id,
        amount: 18_500,
        createdAt: now,
      },
      {
        userId: dealer.userId,
        kind: 'saleReopened',
        auctionId: auction.id,
        amount: 18_500,
        createdAt: minutesAfter(now, 1),
      },
      {
        userId: dealer.userId,
        kind: 'saleRelistable',
        auctionId: auction.id,
        amount: null,
        createdAt: minutesAfter(now, 2),
      },
    ]);
    const mails = await sent();
    expect(mails.map((mail) => mail.subject)).toEqual([
      `MarketDrop: Back on sale: ${auction.vehicleName}`,
      `MarketDrop: Votre ${auction.vehicleName} est de nouveau en vente`,
      `MarketDrop: Remettez en vente votre ${auction.vehicleName}`,
    ]);
    expect(mails[0]?.text).toContain('The price is now $18,500.');
    expect(mails[0]?.text).toContain(`${t.config.publicUrl}/detail/${auction.id}`);
    expect(mails[1]?.text).toMatch(/Son prix est maintenant de 18\s500\s\$\./u);
    expect(mails[2]?.text).toContain(`${t.config.publicUrl}/dealer`);
    expect(mails[2]?.text).not.toContain(`/detail/${auction.id}`);
  });

  it('sends nothing to a user whose notifications are off, and never mails those later', async () => {
    const user = await signUpVerified(t.app);
    const toggled = await t.app.inject({
      method: 'POST',
      url: '/user/toggleNotificationSettings',
      headers: bearer(user.token),
    });
    expect(toggled.json<{ data: { notificationEnable: boolean } }>().data.notificationEnable).toBe(
      false,
    );
    const [id] = await storeNotifications(t.app, [
      {
        userId: user.userId,
        kind: 'outbid',
        auctionId: auction.id,
        amount: 5_000,
        createdAt: t.clock.now(),
      },
    ]);
    expect(await sent()).toEqual([]);
    expect((await mailedAtOf([id as string])).get(id as string)).toEqual(t.clock.now());

    // Turned on again: what was skipped stays unsent.
    await t.app.db.update(users).set({ emailOutbid: true }).where(eq(users.id, user.userId));
    expect(await sent()).toEqual([]);
  });

  it('two outbox runs at once send each mail once', async () => {
    const user = await signUpVerified(t.app);
    const now = t.clock.now();
    const ids = await storeNotifications(
      t.app,
      Array.from({ length: 30 }, (_, i) => ({
        userId: user.userId,
        kind: 'outbid' as const,
        auctionId: auction.id,
        amount: 10_000 + i * 100,
        createdAt: minutesAfter(now, i / 60),
      })),
    );
    const before = t.outbox.length;
    const results = await Promise.all([
      runMailOutbox(t.app, { batchSize: 4 }),
      runMailOutbox(t.app, { batchSize: 4 }),
      runMailOutbox(t.app, { batchSize: 7 }),
    ]);
    const mails = t.outbox.slice(before);
    expect(mails).toHaveLength(30);
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(30);
    const amounts = mails.map((mail) => /The bid is now \$([\d,]+)\./.exec(mail.text)?.[1]);
    expect(new Set(amounts).size).toBe(30);
    const mailedAt = await mailedAtOf(ids);
    expect([...mailedAt.values()].every((at) => at !== null)).toBe(true);
    expect(await sent()).toEqual([]);
  });

  it('hands mails back when the transport fails, and sends them on a later run', async () => {
    const user = await signUpVerified(t.app);
    const now = t.clock.now();
    const ids = await storeNotifications(t.app, [
      { userId: user.userId, kind: 'outbid', auctionId: auction.id, amount: 7_000, createdAt: now },
      {
        userId: user.userId,
        kind: 'lost',
        auctionId: auction.id,
        amount: 7_500,
        createdAt: minutesAfter(now, 1),
      },
    ]);
    const attempts: MailMessage[] = [];
    const failing: MailTransport = {
      send: async (message) => {
        attempts.push(message);
        throw new Error('SMTP is down');
      },
    };
    const log = { ...t.app.log, error: vi.fn() } as unknown as typeof t.app.log;
    const result = await runMailOutbox({ ...deps(), mailer: failing, log });
    expect(result).toMatchObject({ sent: 0, failed: 2 });
    expect(attempts).toHaveLength(1);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect([...(await mailedAtOf(ids)).values()]).toEqual([null, null]);

    const mails = await sent();
    expect(mails.map((mail) => mail.subject)).toEqual([
      `MarketDrop: You were outbid on ${auction.vehicleName}`,
      `MarketDrop: You did not win ${auction.vehicleName}`,
    ]);
  });

  it('does not mail a notification more than a day old', async () => {
    const user = await signUpVerified(t.app);
    const now = t.clock.now();
    await storeNotifications(t.app, [
      {
        userId: user.userId,
        kind: 'outbid',
        auctionId: auction.id,
        amount: 7_000,
        createdAt: new Date(now.getTime() - MAIL_MAX_AGE_MS - 1_000),
      },
    ]);
    const before = t.outbox.length;
    const result = await runMailOutbox(t.app);
    expect(result).toMatchObject({ sent: 0, expired: 1 });
    expect(t.outbox.length).toBe(before);
  });

  function deps() {
    return {
      db: t.app.db,
      clock: t.app.clock,
      config: t.app.config,
      log: t.app.log,
      mailer: t.app.mailer,
    };
  }
});

describe('the outbox timer', () => {
  it('mails new notifications on its own every NOTIFICATION_MAIL_INTERVAL_MS, and stops on close', async () => {
    const t = await buildTestApp({ env: { NOTIFICATION_MAIL_INTERVAL_MS: '50' } });
    try {
      const user = await signUpVerified(t.app);
      const before = t.outbox.length;
      await storeNotifications(t.app, [
        { userId: user.userId, kind: 'won', amount: 3_000, createdAt: t.clock.now() },
      ]);
      await vi.waitFor(() => expect(t.outbox.length).toBe(before + 1), { timeout: 10_000 });
      expect(t.outbox.at(-1)?.subject).toBe('MarketDrop: You won a vehicle');
    } finally {
      await t.close();
    }
  });
});
