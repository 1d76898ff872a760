// @vitest-environment jsdom
/**
 * The notification hooks in a DOM, against the real API server: the list with its unread count,
 * and marking read updating every cached list. With TEST_DATABASE_URL the server runs on
 * PostgreSQL and the test writes notifications into its database (the bid engine does in the
 * product); otherwise on PGlite, where a new user's list is empty.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../src/client';
import { createSessionStore } from '../src/session';
import { useNotifications, useReadNotifications } from '../src/react';
import { signUpVerified } from './fixtures';
import { startServer, testDatabaseUrl, type TestServer } from './server';
import { apiWrapper } from './api-wrapper';

describe('notification hooks against the real server (jsdom)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer(testDatabaseUrl() ? 'postgres' : 'pglite');
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function signedIn(): Promise<{ client: ApiClient; userId: string }> {
    const client = createApiClient({
      baseUrl: server.baseUrl,
      session: createSessionStore({ storage: null }),
    });
    const { userId } = await signUpVerified(client);
    return { client, userId };
  }

  it('stays idle without a session', () => {
    const client = createApiClient({
      baseUrl: server.baseUrl,
      session: createSessionStore({ storage: null }),
    });
    const { result } = renderHook(() => useNotifications(), { wrapper: apiWrapper(client) });
    expect(result.current.fetchStatus).toBe('idle');
  });

  it('a new user: an empty list, nothing unread, nothing more to load', async () => {
    const { client } = await signedIn();
    const { result } = renderHook(() => useNotifications({ pageSize: 5 }), {
      wrapper: apiWrapper(client),
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({ notifications: [], unreadCount: 0, total: 0, pages: 1 });
    expect(result.current.hasNextPage).toBe(false);
  });

  it.skipIf(!testDatabaseUrl())(
    "pages through the user's notifications, and marking read shows in every list at once",
    async () => {
      const { client, userId } = await signedIn();
      const sql = postgres(server.databaseUrl as string, { max: 1, onnotice: () => {} });
      try {
        const rows = await sql<{ id: string }[]>`
          insert into notifications (user_id, kind, amount, created_at)
          select ${userId}, 'outbid', 1000 * n, now() - make_interval(mins => n)
          from generate_series(1, 5) as n
          returning id`;
        expect(rows).toHaveLength(5);
      } finally {
        await sql.end({ timeout: 5 });
      }

      const { result } = renderHook(
        () => ({
          bell: useNotifications({ pageSize: 2 }),
          page: useNotifications({ pageSize: 4 }),
          read: useReadNotifications(),
        }),
        { wrapper: apiWrapper(client) },
      );
      await waitFor(() => {
        expect(result.current.bell.data?.notifications).toHaveLength(2);
        expect(result.current.page.data?.notifications).toHaveLength(4);
      });
      expect(result.current.bell.data?.unreadCount).toBe(5);
      expect(result.current.bell.data?.notifications.map((n) => n.amount)).toEqual([1000, 2000]);
      await act(async () => {
        await result.current.page.fetchNextPage();
      });
      await waitFor(() => expect(result.current.page.data?.notifications).toHaveLength(5));
      expect(result.current.page.hasNextPage).toBe(false);

      const newest = result.current.bell.data?.notifications[0]?._id as string;
      await act(async () => {
        await result.current.read.mutateAsync({ notificationIds: [newest] });
      });
      // Cache updates reach the components on the query library's next tick.
      await waitFor(() => expect(result.current.bell.data?.unreadCount).toBe(4));
      expect(result.current.page.data?.unreadCount).toBe(4);
      expect(result.current.page.data?.notifications.find((n) => n._id === newest)?.read).toBe(
        true,
      );
      expect(result.current.page.data?.notifications.filter((n) => n.read)).toHaveLength(1);

      await act(async () => {
        await result.current.read.mutateAsync({ all: true });
      });
      await waitFor(() => expect(result.current.bell.data?.unreadCount).toBe(0));
      expect(result.current.page.data?.notifications.every((n) => n.read)).toBe(true);
    },
  );
});
