import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationSettingsData, Profile } from '@marketdrop/api-client';
import { runMailOutbox } from '../../src/notifications/mail-notifications';
import { drivers } from '../helpers/build-test-app';
import { bearer, signUpVerified } from '../helpers/fixtures';
import { buildCatalogueApp, loadModel, type CatalogueApp } from '../catalogue/catalogue-fixture';
import { storeNotifications } from '../notifications/notification-fixture';

type Body<T = unknown> = { message: string; data?: T; code?: string };

/** Decision 035: e-mails per kind of notice; the spec's one switch drives them all. */
describe.each(drivers)('notification settings per kind on %s', (driver) => {
  let t: CatalogueApp;
  let auctionId: string;

  beforeAll(async () => {
    t = await buildCatalogueApp(driver);
    const [first] = await loadModel(t);
    if (first === undefined) throw new Error('No auctions were seeded');
    auctionId = first.id;
    await runMailOutbox(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const update = (token: string | null, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/user/updateNotificationSettings',
      headers: token === null ? {} : bearer(token),
      payload: payload as Record<string, unknown>,
    });
  const profileOf = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/user/getProfile', headers: bearer(token) })).json<
      Body<Profile>
    >().data;

  it('a new account: every kind on but marketing', async () => {
    const user = await signUpVerified(t.app);
    expect((await profileOf(user.token))?.emailNotifications).toEqual({
      outbid: true,
      won: true,
      orderSteps: true,
      savedSearches: true,
      marketing: false,
    });
  });

  it('changes only the settings sent and answers them all; the main switch follows', async () => {
    const user = await signUpVerified(t.app);
    const first = await update(user.token, { outbid: false, marketing: true });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<Body<NotificationSettingsData>>()).toEqual({
      message: 'Notification settings saved',
      data: {
        notificationEnable: true,
        emailNotifications: {
          outbid: false,
          won: true,
          orderSteps: true,
          savedSearches: true,
          marketing: true,
        },
      },
    });
    expect((await profileOf(user.token))?.emailNotifications.outbid).toBe(false);
    // Every kind of the service off: the main switch reads off, whatever marketing says.
    const off = await update(user.token, { won: false, orderSteps: false, savedSearches: false });
    expect(off.json<Body<NotificationSettingsData>>().data?.notificationEnable).toBe(false);
    // The main switch on: every kind of the service on, marketing as it was.
    const on = await t.app.inject({
      method: 'POST',
      url: '/user/toggleNotificationSettings',
      headers: bearer(user.token),
    });
    expect(on.json<Body<NotificationSettingsData>>().data).toEqual({
      notificationEnable: true,
      emailNotifications: {
        outbid: true,
        won: true,
        orderSteps: true,
        savedSearches: true,
        marketing: true,
      },
    });
    // Off: everything off, marketing too.
    const allOff = await t.app.inject({
      method: 'POST',
      url: '/user/toggleNotificationSettings',
      headers: bearer(user.token),
    });
    expect(
      Object.values(
        allOff.json<Body<NotificationSettingsData>>().data?.emailNotifications ?? { x: true },
      ),
    ).toEqual([false, false, false, false, false]);
  });

  it.each([
    [
      {},
      'Give at least one notification setting: outbid, won, orderSteps, savedSearches or marketing',
    ],
    [{ outbid: 'yes' }, 'Each notification setting must be true or false'],
    [{ won: 1 }, 'Each notification setting must be true or false'],
    [{ marketing: null }, 'Each notification setting must be true or false'],
  ])('refuses %j with 400 and the message', async (payload, message) => {
    const user = await signUpVerified(t.app);
    const response = await update(user.token, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<Body>().message).toBe(message);
    expect((await profileOf(user.token))?.emailNotifications.outbid).toBe(true);
  });

  it('needs a session (401)', async () => {
    expect((await update(null, { outbid: false })).statusCode).toBe(401);
  });

  it('the outbox mails a notice only when its kind is on; the notice itself stays in the app', async () => {
    const user = await signUpVerified(t.app);
    await update(user.token, { outbid: false });
    const now = t.clock.now();
    await storeNotifications(t.app, [
      { userId: user.userId, kind: 'outbid', auctionId, amount: 5_000, createdAt: now },
      { userId: user.userId, kind: 'won', auctionId, amount: 6_000, createdAt: now },
    ]);
    const before = t.outbox.length;
    await runMailOutbox(t.app);
    const mails = t.outbox.slice(before).filter((mail) => mail.to === user.email);
    expect(mails.map((mail) => mail.subject.split(' ').slice(1, 3).join(' '))).toEqual(['You won']);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/user/getNotification',
      headers: bearer(user.token),
    });
    expect(
      listed
        .json<Body<{ notifications: { kind: string }[] }>>()
        .data?.notifications.map((n) => n.kind)
        .sort(),
    ).toEqual(['outbid', 'won']);
  });
});
