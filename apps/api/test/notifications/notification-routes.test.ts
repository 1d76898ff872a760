import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppNotification, NotificationsData, Pagination } from '@marketdrop/api-client';
import { AUCTION_LIMITS, auctionMessages } from '@marketdrop/validation';
import { notifications } from '../../src/db/schema';
import { FIELD_ERRORS_MESSAGE } from '../../src/shared/errors';
import { drivers } from '../helpers/build-test-app';
import { bearer, signUpVerified } from '../helpers/fixtures';
import { buildCatalogueApp, loadModel, type CatalogueApp } from '../catalogue/catalogue-fixture';
import { minutesAfter, storeNotifications } from './notification-fixture';

type ListBody = {
  message: string;
  data: NotificationsData;
  pagination: Pagination;
  code?: string;
  errors?: Record<string, string>;
};
type ReadBody = { message: string; data: { unreadCount: number }; code?: string };

describe.each(drivers)('notifications calls on %s', (driver) => {
  let t: CatalogueApp;
  let auction: { id: string; vehicleName: string };
  let other: { id: string; vehicleName: string };

  beforeAll(async () => {
    t = await buildCatalogueApp(driver);
    const model = await loadModel(t);
    const [first, second] = model;
    if (first === undefined || second === undefined) throw new Error('No auctions were seeded');
    auction = first;
    other = second;
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = (token: string | undefined, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/user/getNotification${query}`,
      ...(token ? { headers: bearer(token) } : {}),
    });
  const read = (token: string | undefined, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/user/readNotification',
      ...(token ? { headers: bearer(token) } : {}),
      payload: payload as object,
    });
  const readAtOf = async (id: string) => {
    const [row] = await t.app.db
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(eq(notifications.id, id));
    return row?.readAt ?? null;
  };

  /** A new user with three notifications (newest first: sold, won, outbid), the oldest read. */
  async function userWithThree() {
    const user = await signUpVerified(t.app);
    const now = t.clock.now();
    const [outbid, won, sold] = await storeNotifications(t.app, [
      {
        userId: user.userId,
        kind: 'outbid',
        auctionId: auction.id,
        amount: 12_350,
        createdAt: minutesAfter(now, -30),
        readAt: minutesAfter(now, -20),
      },
      {
        userId: user.userId,
        kind: 'won',
        auctionId: other.id,
        amount: 15_000,
        createdAt: minutesAfter(now, -10),
      },
      {
        userId: user.userId,
        kind: 'sold',
        auctionId: null,
        amount: null,
        createdAt: minutesAfter(now, -5),
      },
    ]);
    return { ...user, ids: { outbid: outbid!, won: won!, sold: sold! }, now };
  }

  describe('GET /user/getNotification', () => {
    it('needs a session (401)', async () => {
      const response = await list(undefined);
      expect(response.statusCode).toBe(401);
      expect(response.json<ListBody>().code).toBe('UNAUTHENTICATED');
    });

    it('answers an empty list with no unread ones for a new user', async () => {
      const { token } = await signUpVerified(t.app);
      const response = await list(token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<ListBody>()).toEqual({
        message: 'Notifications fetched successfully',
        data: { notifications: [], unreadCount: 0 },
        pagination: {
          pageNumber: 1,
          pageSize: AUCTION_LIMITS.notificationsPageSizeDefault,
          total: 0,
          totalPages: 0,
        },
      });
    });

    it("lists the caller's own notifications, newest first, with the vehicle's name and the unread count", async () => {
      const me = await userWithThree();
      const stranger = await signUpVerified(t.app);
      await storeNotifications(t.app, [
        { userId: stranger.userId, kind: 'lost', auctionId: auction.id, createdAt: me.now },
      ]);

      const response = await list(me.token);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<ListBody>();
      expect(body.data.unreadCount).toBe(2);
      expect(body.pagination).toEqual({ pageNumber: 1, pageSize: 20, total: 3, totalPages: 1 });
      expect(body.data.notifications).toEqual<AppNotification[]>([
        {
          _id: me.ids.sold,
          kind: 'sold',
          auctionId: null,
          vehicleName: null,
          amount: null,
          amountCents: null,
          payBy: null,
          orderId: null,
          reason: null,
          read: false,
          createdAt: minutesAfter(me.now, -5).toISOString(),
        },
        {
          _id: me.ids.won,
          kind: 'won',
          auctionId: other.id,
          vehicleName: other.vehicleName,
          amount: 15_000,
          amountCents: null,
          payBy: null,
          orderId: null,
          reason: null,
          read: false,
          createdAt: minutesAfter(me.now, -10).toISOString(),
        },
        {
          _id: me.ids.outbid,
          kind: 'outbid',
          auctionId: auction.id,
          vehicleName: auction.vehicleName,
          amount: 12_350,
          amountCents: null,
          payBy: null,
          orderId: null,
          reason: null,
          read: true,
          createdAt: minutesAfter(me.now, -30).toISOString(),
        },
      ]);
    });

    it('pages: the unread count is of all notifications, not just the page', async () => {
      const me = await userWithThree();
      const response = await list(me.token, '?pageNumber=2&pageSize=2');
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<ListBody>();
      expect(body.data.notifications.map((n) => n._id)).toEqual([me.ids.outbid]);
      expect(body.data.unreadCount).toBe(2);
      expect(body.pagination).toEqual({ pageNumber: 2, pageSize: 2, total: 3, totalPages: 2 });
      const past = await list(me.token, '?pageNumber=3&pageSize=2');
      expect(past.json<ListBody>().data.notifications).toEqual([]);
    });

    it.each([
      ['?pageNumber=0', 'pageNumber', auctionMessages.pageNumber],
      ['?pageNumber=1.5', 'pageNumber', auctionMessages.pageNumber],
      ['?pageNumber=abc', 'pageNumber', auctionMessages.pageNumber],
      [
        '?pageSize=0',
        'pageSize',
        auctionMessages.pageSize(AUCTION_LIMITS.notificationsPageSizeMax),
      ],
      [
        '?pageSize=101',
        'pageSize',
        auctionMessages.pageSize(AUCTION_LIMITS.notificationsPageSizeMax),
      ],
      [
        '?pageSize=ten',
        'pageSize',
        auctionMessages.pageSize(AUCTION_LIMITS.notificationsPageSizeMax),
      ],
    ])("refuses %s with 400 and the field's message", async (query, field, message) => {
      const { token } = await signUpVerified(t.app);
      const response = await list(token, query);
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json<ListBody>();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.message).toBe(FIELD_ERRORS_MESSAGE);
      expect(body.errors).toEqual({ [field]: message });
    });
  });

  describe('POST /user/readNotification', () => {
    it('needs a session (401)', async () => {
      const response = await read(undefined, { all: true });
      expect(response.statusCode).toBe(401);
      expect(response.json<ReadBody>().code).toBe('UNAUTHENTICATED');
    });

    it.each([
      [{}, auctionMessages.readWhich],
      [{ notificationIds: [] }, auctionMessages.readWhich],
      [{ all: false }, auctionMessages.readWhich],
      [{ all: 'yes' }, auctionMessages.all],
      [{ notificationIds: ['not-an-id'] }, auctionMessages.notificationIds],
      [{ notificationIds: 'abc' }, auctionMessages.notificationIds],
      [{ notificationIds: [42] }, auctionMessages.notificationIds],
      [
        {
          notificationIds: Array.from({ length: AUCTION_LIMITS.readIdsMax + 1 }, () =>
            randomUUID(),
          ),
        },
        auctionMessages.notificationIds,
      ],
    ])('refuses %j with 400 and the message', async (payload, message) => {
      const { token } = await signUpVerified(t.app);
      const response = await read(token, payload);
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json<ReadBody>();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.message).toBe(message);
    });

    it("marks the named notifications read; another user's ids and unknown ids change nothing", async () => {
      const me = await userWithThree();
      const stranger = await userWithThree();
      const response = await read(me.token, {
        notificationIds: [me.ids.won, stranger.ids.won, stranger.ids.sold, randomUUID()],
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<ReadBody>()).toEqual({
        message: 'Notifications marked as read',
        data: { unreadCount: 1 },
      });
      expect(await readAtOf(me.ids.won)).toEqual(t.clock.now());
      expect(await readAtOf(me.ids.sold)).toBeNull();
      expect(await readAtOf(stranger.ids.won)).toBeNull();
      expect(await readAtOf(stranger.ids.sold)).toBeNull();
      const strangerList = await list(stranger.token);
      expect(strangerList.json<ListBody>().data.unreadCount).toBe(2);
      const mine = (await list(me.token)).json<ListBody>().data;
      expect(mine.unreadCount).toBe(1);
      expect(mine.notifications.map((n) => [n.kind, n.read])).toEqual([
        ['sold', false],
        ['won', true],
        ['outbid', true],
      ]);
    });

    it('keeps the first time a notification was read', async () => {
      const me = await userWithThree();
      const firstRead = await readAtOf(me.ids.outbid);
      t.clock.advance(60_000);
      const response = await read(me.token, { notificationIds: [me.ids.outbid.toUpperCase()] });
      expect(response.json<ReadBody>().data.unreadCount).toBe(2);
      expect(await readAtOf(me.ids.outbid)).toEqual(firstRead);
    });

    it("all: true marks every one of the caller's notifications read, and no one else's", async () => {
      const me = await userWithThree();
      const stranger = await userWithThree();
      const response = await read(me.token, { all: true });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<ReadBody>().data).toEqual({ unreadCount: 0 });
      const mine = (await list(me.token)).json<ListBody>().data;
      expect(mine.unreadCount).toBe(0);
      expect(mine.notifications.every((n) => n.read)).toBe(true);
      expect((await list(stranger.token)).json<ListBody>().data.unreadCount).toBe(2);
      // Nothing left to read: still 200.
      const again = await read(me.token, { all: true });
      expect(again.json<ReadBody>().data).toEqual({ unreadCount: 0 });
    });
  });
});
