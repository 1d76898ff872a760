// @vitest-environment jsdom
/**
 * The React hooks in a DOM (jsdom: real localStorage), against the real API server.
 */
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../src/client';
import { createSessionStore } from '../src/session';
import {
  ApiProvider,
  useApiClient,
  useEditProfile,
  useLogin,
  useLogout,
  useNotificationSettings,
  useProfile,
  useSession,
  useToggleNotificationSettings,
  useUpdateNotificationSettings,
} from '../src/react';
import { PASSWORD, consumerSignup } from './fixtures';
import { startServer, type TestServer } from './server';

describe('React hooks against the real server (jsdom)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer('pglite');
  });
  afterAll(async () => {
    await server?.stop();
  });
  afterEach(() => {
    localStorage.clear();
  });

  /** A verified account made through the plain client (its session is not kept). */
  async function verifiedAccount(): Promise<string> {
    const client = createApiClient({
      baseUrl: server.baseUrl,
      session: createSessionStore({ storage: null }),
    });
    const fields = consumerSignup({ firstName: 'Lea' });
    const signup = await client.signup(fields);
    await client.verifyOtp({ email: fields.email, otp: signup.data.otp as string });
    return fields.email;
  }

  function wrapper({ children }: { children: ReactNode }) {
    return <ApiProvider baseUrl={server.baseUrl}>{children}</ApiProvider>;
  }

  it('useLogin stores the session in localStorage and useSession updates; useLogout clears it', async () => {
    const email = await verifiedAccount();
    const { result } = renderHook(
      () => ({
        session: useSession(),
        login: useLogin(),
        logout: useLogout(),
        profile: useProfile(),
      }),
      { wrapper },
    );
    expect(result.current.session).toEqual({ user: null, token: null, isLoggedIn: false });
    // Signed out: the profile query does not run.
    expect(result.current.profile.fetchStatus).toBe('idle');

    await act(async () => {
      await result.current.login.mutateAsync({ email, password: PASSWORD });
    });
    await waitFor(() => expect(result.current.session.isLoggedIn).toBe(true));
    expect(result.current.session.user?.email).toBe(email);
    expect(localStorage.getItem('token')).toBe(result.current.session.token);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ email });

    // Signed in: the profile loads with the stored token.
    await waitFor(() => expect(result.current.profile.data?.email).toBe(email));

    await act(async () => {
      await result.current.logout.mutateAsync();
    });
    await waitFor(() => expect(result.current.session.isLoggedIn).toBe(false));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    // The signed-in user's queries are reset.
    await waitFor(() => expect(result.current.profile.data).toBeUndefined());
  });

  it('a failed login leaves the session empty and exposes the ApiError', async () => {
    const email = await verifiedAccount();
    const { result } = renderHook(() => ({ session: useSession(), login: useLogin() }), {
      wrapper,
    });
    await act(async () => {
      await result.current.login
        .mutateAsync({ email, password: 'Wrong1@pw' })
        .catch(() => undefined);
    });
    await waitFor(() => expect(result.current.login.isError).toBe(true));
    expect(result.current.login.error?.status).toBe(401);
    expect(result.current.login.error?.message).not.toBe('');
    expect(result.current.session.isLoggedIn).toBe(false);
  });

  it('useEditProfile updates the profile cache and the session user; the toggle flips after the answer', async () => {
    const email = await verifiedAccount();
    const { result } = renderHook(
      () => ({
        session: useSession(),
        login: useLogin(),
        profile: useProfile(),
        edit: useEditProfile(),
        notifications: useNotificationSettings(),
        toggle: useToggleNotificationSettings(),
      }),
      { wrapper },
    );
    await act(async () => {
      await result.current.login.mutateAsync({ email, password: PASSWORD });
    });
    await waitFor(() => expect(result.current.profile.data?.firstName).toBe('Lea'));

    await act(async () => {
      await result.current.edit.mutateAsync({ firstName: 'Leana', city: 'Quebec' });
    });
    await waitFor(() => expect(result.current.profile.data?.firstName).toBe('Leana'));
    expect(result.current.profile.data?.city).toBe('Quebec');
    expect(result.current.session.user?.firstName).toBe('Leana');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({
      firstName: 'Leana',
    });

    const before = result.current.notifications.data?.notificationEnable;
    expect(typeof before).toBe('boolean');
    let answer: { data: { notificationEnable: boolean } } | undefined;
    await act(async () => {
      answer = await result.current.toggle.mutateAsync();
    });
    expect(answer?.data.notificationEnable).toBe(!before);
    // The cache takes the server's value (observers are notified on the next tick).
    await waitFor(() =>
      expect(result.current.notifications.data?.notificationEnable).toBe(!before),
    );
    expect(result.current.profile.data?.notificationEnable).toBe(!before);
  });

  it('useUpdateNotificationSettings changes one kind; the settings and the profile take the answer', async () => {
    const email = await verifiedAccount();
    const { result } = renderHook(
      () => ({
        login: useLogin(),
        profile: useProfile(),
        notifications: useNotificationSettings(),
        update: useUpdateNotificationSettings(),
      }),
      { wrapper },
    );
    await act(async () => {
      await result.current.login.mutateAsync({ email, password: PASSWORD });
    });
    await waitFor(() =>
      expect(result.current.notifications.data?.emailNotifications.outbid).toBe(true),
    );
    await act(async () => {
      await result.current.update.mutateAsync({ outbid: false, marketing: true });
    });
    await waitFor(() =>
      expect(result.current.notifications.data?.emailNotifications).toEqual({
        outbid: false,
        won: true,
        orderSteps: true,
        savedSearches: true,
        marketing: true,
      }),
    );
    expect(result.current.profile.data?.emailNotifications.outbid).toBe(false);
    expect(result.current.notifications.data?.notificationEnable).toBe(true);
  });
});

describe('ApiProvider wiring (jsdom)', () => {
  it('useApiClient outside the provider throws a clear error', () => {
    expect(() => renderHook(() => useApiClient())).toThrow(/inside <ApiProvider>/);
  });

  it('uses an enclosing QueryClientProvider, else the queryClient prop, else its own', () => {
    const outer = new QueryClient();
    const given = new QueryClient();
    const enclosed = renderHook(() => useQueryClient(), {
      wrapper: ({ children }) => (
        <QueryClientProvider client={outer}>
          <ApiProvider baseUrl="http://api.test">{children}</ApiProvider>
        </QueryClientProvider>
      ),
    });
    expect(enclosed.result.current).toBe(outer);

    const passed = renderHook(() => useQueryClient(), {
      wrapper: ({ children }) => (
        <ApiProvider baseUrl="http://api.test" queryClient={given}>
          {children}
        </ApiProvider>
      ),
    });
    expect(passed.result.current).toBe(given);

    const own = renderHook(() => ({ queryClient: useQueryClient(), client: useApiClient() }), {
      wrapper: ({ children }) => <ApiProvider baseUrl="http://api.test/">{children}</ApiProvider>,
    });
    expect(own.result.current.queryClient).toBeInstanceOf(QueryClient);
    expect(own.result.current.queryClient).not.toBe(outer);
    expect(own.result.current.client.baseUrl).toBe('http://api.test');
    expect(own.result.current.client.session.persistent).toBe(true);
  });
});
