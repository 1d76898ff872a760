/**
 * The notification calls (docs/product.md §5.4) through the client, against the real API server.
 * Used by one test file per backend (one server per file). Every test makes its own account. On
 * PostgreSQL the test also writes notifications straight into the server's database (the bid
 * engine writes them in the product), to read and mark them through the client.
 */
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../src/client';
import type { NotificationKind } from '../src/contract';
import { ApiError } from '../src/errors';
import { createSessionStore } from '../src/session';
import { signUpVerified } from './fixtures';
import { startServer, type Backend, type TestServer } from './server';

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

export function describeNotifications(backend: Backend): void {
  describe(`notifications through the client (${backend})`, () => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startServer(backend);
    });
    afterAll(async () => {
      await server?.stop();
    });

    function newClient(): ApiClient {
      return createApiClient({
        baseUrl: server.baseUrl,
        session: createSessionStore({ storage: null }),
      });
    }

    async function signedIn(): Promise<{ client: ApiClient; userId: string }> {
      const { client, userId } = await signUpVerified(newClient());
      return { client, userId };
    }

    it('needs a session: 401 for both calls', async () => {
      const client = newClient();
      const list = await rejection(client.getNotification({}));
      expect(list.status).toBe(401);
      expect(list.code).toBe('UNAUTHENTICATED');
      const read = await rejection(client.readNotification({ all: true }));
      expect(read.status).toBe(401);
    });

    it('a new user has no notifications, and marking all read leaves none unread', async () => {
      const { client } = await signedIn();
      const answer = await client.getNotification({});
      expect(answer.data).toEqual({ notifications: [], unreadCount: 0 });
      expect(answer.pagination).toEqual({ pageNumber: 1, pageSize: 20, total: 0, totalPages: 0 });
      expect((await client.readNotification({ all: true })).data).toEqual({ unreadCount: 0 });
      expect((await client.readNotification({ notificationIds: [randomUUID()] })).data).toEqual({
        unreadCount: 0,
      });
    });

    it('bad requests are 400 with a message the screens can show', async () => {
      const { client } = await signedIn();
      const page = await rejection(client.getNotification({ pageSize: 500 }));
      expect(page.status).toBe(400);
      expect(page.code).toBe('VALIDATION_FAILED');
      expect(page.errors.pageSize).toBe('Page size must be a whole number from 1 to 100');
      const neither = await rejection(client.readNotification({}));
      expect(neither.status).toBe(400);
      expect(neither.message).toBe('Give notificationIds or all: true');
      const badId = await rejection(client.readNotification({ notificationIds: ['42'] }));
      expect(badId.status).toBe(400);
    });

    it.skipIf(backend !== 'postgres')(
      'lists stored notifications newest first with the vehicle, and marks them read',
      async () => {
        const me = await signedIn();
        const stranger = await signedIn();
        const auction = (await me.client.getAuctions({ pageSize: 1 })).data[0];
        if (auction === undefined) throw new Error('No auction is listed');
        const sql = postgres(server.databaseUrl as string, { max: 1, onnotice: () => {} });
        const store = async (userId: string, kind: NotificationKind, minutesAgo: number) => {
          const [row] = await sql<{ id: string }[]>`
            insert into notifications (user_id, kind, auction_id, amount, created_at)
            values (${userId}, ${kind}, ${auction._id}, 12350, now() - make_interval(mins => ${minutesAgo}))
            returning id`;
          return row?.id as string;
        };
        try {
          const outbid = await store(me.userId, 'outbid', 10);
          const won = await store(me.userId, 'won', 1);
          const theirs = await store(stranger.userId, 'lost', 5);

          const answer = await me.client.getNotification({ pageSize: 10 });
          expect(answer.data.unreadCount).toBe(2);
          expect(answer.data.notifications.map((n) => [n._id, n.kind, n.read])).toEqual([
            [won, 'won', false],
            [outbid, 'outbid', false],
          ]);
          expect(answer.data.notifications[0]).toMatchObject({
            auctionId: auction._id,
            vehicleName: auction.vehicle.vehicleName,
            amount: 12350,
          });

          const read = await me.client.readNotification({ notificationIds: [outbid, theirs] });
          expect(read.data).toEqual({ unreadCount: 1 });
          expect((await stranger.client.getNotification({})).data.unreadCount).toBe(1);
          expect((await me.client.readNotification({ all: true })).data).toEqual({
            unreadCount: 0,
          });
          const after = await me.client.getNotification({});
          expect(after.data.notifications.every((n) => n.read)).toBe(true);
        } finally {
          await sql.end({ timeout: 5 });
        }
      },
    );
  });
}
