// @vitest-environment jsdom
/**
 * The social sign-in hooks in a DOM (jsdom: real sessionStorage and localStorage), with a recorded
 * fetch standing in for the server (the server side runs against a real provider in apps/api).
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type FetchLike } from '../src/client';
import { createSessionStore } from '../src/session';
import {
  ApiProvider,
  SOCIAL_LOGIN_KEY_STORAGE,
  useCompleteSocialLogin,
  useSocialLoginProviders,
  useStartSocialLogin,
} from '../src/react';

type Sent = { url: string; method: string; body: unknown };

function fakeServer(answers: Record<string, { status: number; body: unknown }>) {
  const sent: Sent[] = [];
  const fetch: FetchLike = async (input, init) => {
    const url = String(input);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    sent.push({ url, method: init?.method ?? 'GET', body });
    const path = new URL(url).pathname;
    const answer = answers[path] ?? { status: 404, body: { message: 'Not found' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  const session = createSessionStore({ storage: null });
  const client = createApiClient({ baseUrl: 'http://api.test', fetch, session });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider client={client}>{children}</ApiProvider>
  );
  return { sent, session, wrapper };
}

const user = {
  _id: 'u1',
  userType: 'consumer',
  firstName: 'Chloé',
  lastName: 'Martin',
  name: 'Chloé Martin',
  email: 'chloe@example.com',
  userImage: null,
  language: 'fr',
} as const;

describe('social sign-in hooks', () => {
  afterEach(() => {
    sessionStorage.clear();
  });

  it('useSocialLoginProviders lists the configured providers', async () => {
    const { wrapper } = fakeServer({
      '/user/socialLoginProviders': {
        status: 200,
        body: { message: 'ok', data: { providers: ['google'] } },
      },
    });
    const { result } = renderHook(() => useSocialLoginProviders(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(['google']));
  });

  it('useStartSocialLogin keeps the browser key in this tab and opens the provider', async () => {
    const { wrapper, sent } = fakeServer({
      '/user/socialLogin': {
        status: 200,
        body: {
          message: 'ok',
          data: {
            provider: 'google',
            authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth?state=s',
            browserKey: 'key-1',
          },
        },
      },
    });
    const navigate = vi.fn();
    const { result } = renderHook(() => useStartSocialLogin(navigate), { wrapper });
    await act(async () => {
      await result.current.mutateAsync('google');
    });
    expect(sent.at(-1)).toMatchObject({ method: 'POST', body: { provider: 'google' } });
    expect(sessionStorage.getItem(SOCIAL_LOGIN_KEY_STORAGE)).toBe('key-1');
    expect(navigate).toHaveBeenCalledWith('https://accounts.google.com/o/oauth2/v2/auth?state=s');
  });

  it('useStartSocialLogin rejects with the server code for an unconfigured provider', async () => {
    const { wrapper } = fakeServer({
      '/user/socialLogin': {
        status: 404,
        body: { message: 'Sign-in with Apple is not available', code: 'PROVIDER_NOT_CONFIGURED' },
      },
    });
    const navigate = vi.fn();
    const { result } = renderHook(() => useStartSocialLogin(navigate), { wrapper });
    await act(async () => {
      await result.current.mutateAsync('apple').catch(() => undefined);
    });
    await waitFor(() => expect(result.current.error?.code).toBe('PROVIDER_NOT_CONFIGURED'));
    expect(navigate).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(SOCIAL_LOGIN_KEY_STORAGE)).toBeNull();
  });

  it('useCompleteSocialLogin sends the ticket with the key of this tab, once, and stores the session', async () => {
    const { wrapper, sent, session } = fakeServer({
      '/user/completeSocialLogin': {
        status: 200,
        body: {
          message: 'Login successful!',
          data: { token: 'tok-9', user, isNewAccount: true, profileComplete: false },
        },
      },
    });
    sessionStorage.setItem(SOCIAL_LOGIN_KEY_STORAGE, 'key-1');
    const { result } = renderHook(() => useCompleteSocialLogin(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({ ticket: 'ticket-1' });
    });
    expect(sent.at(-1)).toMatchObject({
      method: 'POST',
      body: { ticket: 'ticket-1', browserKey: 'key-1' },
    });
    expect(session.getSnapshot()).toMatchObject({ token: 'tok-9', user: { email: user.email } });
    // The key is gone: it served its one sign-in.
    expect(sessionStorage.getItem(SOCIAL_LOGIN_KEY_STORAGE)).toBeNull();
  });
});
