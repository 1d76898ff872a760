/**
 * Wire-format tests of the client: what it puts on the wire and how it reads answers. The fetch
 * passed in records the request and plays a fixed answer (a proxy's 502 page, a bare 200): the
 * server's real behaviour is covered by the integration tests in `test/`.
 */
import { STALE_SESSION_CLEANUP_MS } from '@marketdrop/validation';
import { createServer } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createApiClient,
  createClient,
  createDeferredClient,
  newIdempotencyKey,
  toFormData,
  toSearchParams,
  type FetchLike,
} from './client';
import { catalogueCalls } from './calls/catalogue';
import { calls } from './contract';
import { ApiError, fallbackMessages } from './errors';
import { createSessionStore } from './session';

type Recorded = { request: Request };

function recordingFetch(answer: () => Response): { fetch: FetchLike; calls: Recorded[] } {
  const calls: Recorded[] = [];
  return {
    calls,
    fetch: async (input, init) => {
      calls.push({ request: new Request(input, init) });
      return answer();
    },
  };
}

const ok =
  (body: unknown = { message: 'OK' }) =>
  () =>
    new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });

function only<T>(items: T[]): T {
  expect(items).toHaveLength(1);
  return items[0] as T;
}

describe('createApiClient', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has one function per call of the contract', () => {
    const client = createApiClient({
      baseUrl: 'http://api.test',
      session: createSessionStore({ storage: null }),
    });
    for (const name of [
      'login',
      'signup',
      'verifyOtp',
      'resendOtp',
      'forgotPassword',
      'resetPassword',
      'socialLogin',
      'socialLoginProviders',
      'completeSocialLogin',
      'logout',
      'deleteUser',
      'getProfile',
      'editProfile',
      'changePassword',
      'toggleNotificationSettings',
      'getActiveLanguage',
      'setActiveLanguage',
    ] as const) {
      expect(typeof client[name]).toBe('function');
    }
  });

  it('sends JSON with the method and path of the contract, and the bearer token', async () => {
    const session = createSessionStore({ storage: null });
    session.setSession({ user: null, token: 'tok-123' });
    const { fetch, calls } = recordingFetch(ok({ message: 'Done', data: { language: 'fr' } }));
    const client = createApiClient({ baseUrl: 'http://api.test/', fetch, session });

    const result = await client.setActiveLanguage({ language: 'fr' });
    expect(result).toEqual({ message: 'Done', data: { language: 'fr' } });

    const { request } = only(calls);
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://api.test/user/setActiveLanguage');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(request.headers.get('authorization')).toBe('Bearer tok-123');
    expect(await request.json()).toEqual({ language: 'fr' });
  });

  it('sends no body and no content type for calls without a request, and no token when signed out', async () => {
    const { fetch, calls } = recordingFetch(ok());
    const client = createApiClient({
      baseUrl: 'http://api.test',
      fetch,
      session: createSessionStore({ storage: null }),
    });
    await client.logout();
    const { request } = only(calls);
    expect(request.url).toBe('http://api.test/user/logout');
    expect(request.headers.get('content-type')).toBeNull();
    expect(request.headers.get('authorization')).toBeNull();
    expect(await request.text()).toBe('');
  });

  it('uses GET for getProfile and passes the abort signal and extra headers', async () => {
    const { fetch, calls } = recordingFetch(ok({ message: 'OK', data: { _id: 'u' } }));
    const client = createApiClient({
      baseUrl: 'http://api.test',
      fetch,
      session: createSessionStore({ storage: null }),
    });
    const controller = new AbortController();
    await client.getProfile(undefined, { signal: controller.signal, headers: { 'X-Trace': '1' } });
    const { request } = only(calls);
    expect(request.method).toBe('GET');
    expect(request.headers.get('x-trace')).toBe('1');
    controller.abort();
    expect(request.signal.aborted).toBe(true);
  });

  it('sends the Idempotency-Key it is given, and makes fresh keys', async () => {
    const { fetch, calls } = recordingFetch(ok());
    const client = createApiClient({
      baseUrl: 'http://api.test',
      fetch,
      session: createSessionStore({ storage: null }),
    });
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(newIdempotencyKey()).not.toBe(key);
    await client.buyNow({ auctionId: 'a1' }, { idempotencyKey: key });
    await client.buyNow({ auctionId: 'a1' });
    const [withKey, without] = calls as [Recorded, Recorded];
    expect(withKey.request.headers.get('idempotency-key')).toBe(key);
    expect(without.request.headers.get('idempotency-key')).toBeNull();
  });

  it('sends sign-up as multipart: booleans as text, the licence as a file part', async () => {
    const { fetch, calls } = recordingFetch(
      ok({ message: 'OTP sent', data: { email: 'a@b.ca', phoneNumber: '5145550100' } }),
    );
    const client = createApiClient({
      baseUrl: 'http://api.test',
      fetch,
      session: createSessionStore({ storage: null }),
    });
    const licence = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'licence.png', {
      type: 'image/png',
    });
    await client.signup({
      userType: 'consumer',
      firstName: 'Ana',
      lastName: 'Roy',
      dob: '1990-01-02',
      gender: 'female',
      countryCode: '+1',
      phoneNumber: '5145550100',
      email: 'a@b.ca',
      password: 'Secret1@',
      address: '1 Rue',
      city: 'Montréal',
      province: 'QC',
      country: 'Canada',
      postalCode: 'H2X 1Y4',
      terms: true,
      creditCheck: false,
      driverLicenseImage: licence,
    });
    const { request } = only(calls);
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request.formData();
    expect(form.get('terms')).toBe('true');
    expect(form.get('creditCheck')).toBe('false');
    expect(form.get('city')).toBe('Montréal');
    expect(form.has('licenseNumber')).toBe(false);
    const file = form.get('driverLicenseImage');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('licence.png');
    expect((file as File).size).toBe(4);
  });

  it('sends arrays in multipart as repeated fields, several files included', async () => {
    const { fetch, calls } = recordingFetch(ok({ message: 'Updated', data: {} }));
    const client = createApiClient({
      baseUrl: 'http://api.test',
      fetch,
      session: createSessionStore({ storage: null }),
    });
    await client.editProfile({
      firstName: 'Ana',
      keepLicenseImages: ['/user/files/a.png', '/user/files/b.pdf'],
      driverLicenseImage: [
        new Blob(['one']),
        new File(['two'], 'two.pdf', { type: 'application/pdf' }),
      ],
    });
    const form = await only(calls).request.formData();
    expect(form.getAll('keepLicenseImages')).toEqual(['/user/files/a.png', '/user/files/b.pdf']);
    const files = form.getAll('driverLicenseImage') as File[];
    expect(files.map((file) => file.name)).toEqual(['upload', 'two.pdf']);
  });

  it('resolves 2xx envelopes and rejects answers that are not one', async () => {
    const client = createApiClient({
      baseUrl: 'http://api.test',
      fetch: async () => new Response('<html>hello</html>', { status: 200 }),
      session: createSessionStore({ storage: null }),
    });
    const error = await client.getActiveLanguage().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('BAD_RESPONSE');
    expect((error as ApiError).message).toBe(fallbackMessages.generic);
  });

  it('expires the session on a 502 from a proxy, and again after 1 s', async () => {
    vi.useFakeTimers();
    const session = createSessionStore({ storage: null });
    session.setSession({ user: null, token: 'tok' });
    const client = createApiClient({
      baseUrl: 'http://api.test',
      fetch: async () => new Response('<html>Bad Gateway</html>', { status: 502 }),
      session,
    });
    const error = (await client.getProfile().catch((caught: unknown) => caught)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.message).toBe('Something went wrong. Try again.');
    expect(session.getToken()).toBeNull();
    // A request that was still in flight writes the old token back...
    session.setSession({ user: null, token: 'tok' });
    vi.advanceTimersByTime(STALE_SESSION_CLEANUP_MS);
    // ...and the second clearing removes it.
    expect(session.getToken()).toBeNull();
  });

  it('leaves the session alone on other errors', async () => {
    const session = createSessionStore({ storage: null });
    session.setSession({ user: null, token: 'tok' });
    const client = createApiClient({
      baseUrl: 'http://api.test',
      fetch: async () => new Response(JSON.stringify({ message: 'Nope' }), { status: 403 }),
      session,
    });
    await expect(client.getProfile()).rejects.toMatchObject({ status: 403, message: 'Nope' });
    expect(session.getToken()).toBe('tok');
  });

  it('gives a refused call its code and the seconds of Retry-After', async () => {
    const client = createApiClient({
      baseUrl: 'http://api.test',
      fetch: async () =>
        new Response(JSON.stringify({ message: 'Too many', code: 'RATE_LIMITED' }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '12' },
        }),
    });
    await expect(client.login({ email: 'a@b.co', password: 'x' })).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      call: 'login',
      retryAfterSeconds: 12,
    });
  });

  it('turns a refused connection into a network ApiError', async () => {
    const port = await new Promise<number>((resolve) => {
      const server = createServer();
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const client = createApiClient({
      baseUrl: `http://127.0.0.1:${port}`,
      session: createSessionStore({ storage: null }),
    });
    const error = (await client
      .login({ email: 'a@b.ca', password: 'x' })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.call).toBe('login');
    expect(error.message).toBe('Could not reach the server. Check your connection and try again.');
  });

  it('keeps a cancellation a cancellation', async () => {
    const controller = new AbortController();
    controller.abort();
    const client = createApiClient({
      baseUrl: 'http://127.0.0.1:9',
      session: createSessionStore({ storage: null }),
    });
    const error = await client
      .getProfile(undefined, { signal: controller.signal })
      .catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('resolves API paths to absolute URLs', () => {
    const client = createApiClient({
      baseUrl: 'http://api.test/',
      session: createSessionStore({ storage: null }),
    });
    expect(client.baseUrl).toBe('http://api.test');
    expect(client.url('/user/files/a.png')).toBe('http://api.test/user/files/a.png');
    expect(client.url('https://cdn.test/x.png')).toBe('https://cdn.test/x.png');
  });
});

describe('createClient over another contract', () => {
  const catalogue = {
    getProductDetails: {
      method: 'GET',
      path: '/user/getProductDetails/{id}',
      request: undefined as { id: string; currency?: string } | undefined,
      response: undefined as { name: string } | undefined,
    },
  } as const;

  it('fills path parameters and sends the other GET fields as a query string', async () => {
    const { fetch, calls } = recordingFetch(ok({ message: 'OK', data: { name: 'Civic' } }));
    const client = createClient(catalogue, {
      baseUrl: 'http://api.test',
      fetch,
      session: createSessionStore({ storage: null }),
    });
    const result = await client.getProductDetails({ id: 'a b/1', currency: 'CAD' });
    expect(result.data.name).toBe('Civic');
    expect(only(calls).request.url).toBe(
      'http://api.test/user/getProductDetails/a%20b%2F1?currency=CAD',
    );
  });

  it('refuses a missing path parameter before sending anything', async () => {
    const { fetch, calls } = recordingFetch(ok());
    const client = createClient(catalogue, {
      baseUrl: 'http://api.test',
      fetch,
      session: createSessionStore({ storage: null }),
    });
    await expect(client.getProductDetails({ id: '' })).rejects.toThrow(
      'getProductDetails: the path parameter "id" is missing',
    );
    expect(calls).toHaveLength(0);
  });
});

describe('encoders', () => {
  it('toSearchParams repeats arrays and leaves out null and undefined', () => {
    expect(
      toSearchParams({ year: [2020, 2021], q: null, trending: true, x: undefined }).toString(),
    ).toBe('year=2020&year=2021&trending=true');
  });

  it('toFormData sends an empty list as one empty field, so "none" differs from "not given"', () => {
    const form = toFormData({ keepLicenseImages: [], city: undefined });
    expect(form.getAll('keepLicenseImages')).toEqual(['']);
    expect(form.has('city')).toBe(false);
  });
});

describe('createDeferredClient', () => {
  it('sends eager calls at once and the others once the rest of the contract has loaded', async () => {
    const { fetch, calls: sent } = recordingFetch(ok({ message: 'OK', data: [] }));
    const session = createSessionStore({ storage: null });
    session.setSession({ token: 'tok', user: null });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const load = vi.fn(async () => {
      await gate;
      return calls;
    });
    const client = createDeferredClient<typeof calls>(catalogueCalls, load, {
      baseUrl: 'http://api.test',
      fetch,
      session,
    });

    await client.getBanners();
    expect(load).not.toHaveBeenCalled();
    expect(only(sent).request.url).toBe('http://api.test/user/getBanners');

    const pending = client.getProfile();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(1);
    release();
    await pending;
    expect(sent).toHaveLength(2);
    const request = (sent[1] as Recorded).request;
    expect(request.url).toBe('http://api.test/user/getProfile');
    // The same session as the eager calls: its token goes with the deferred call.
    expect(request.headers.get('Authorization')).toBe('Bearer tok');

    await client.preload();
    await client.logout();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is not a promise, and rejects a name the contract does not declare', async () => {
    const client = createDeferredClient<typeof calls>(catalogueCalls, async () => calls, {
      baseUrl: '',
      fetch: recordingFetch(ok()).fetch,
      session: createSessionStore({ storage: null }),
    });
    expect((client as unknown as { then?: unknown }).then).toBeUndefined();
    await expect(Promise.resolve(client)).resolves.toBe(client);
    const unknownCall = (client as unknown as Record<string, () => Promise<unknown>>)['noSuchCall'];
    await expect(unknownCall?.()).rejects.toThrow(TypeError);
  });
});
