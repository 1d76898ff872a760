import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SocialLoginSessionData, SocialLoginStartData } from '@marketdrop/api-client';
import { users } from '../../src/db/schema';
import { buildTestApp, drivers, type TestApp } from '../helpers/build-test-app';
import { bearer, login, PASSWORD, signUp, signUpVerified, uniqueEmail } from '../helpers/fixtures';

/** Where the app says it lives; never reached (the test injects the provider's redirects). */
const PUBLIC_URL = 'http://127.0.0.1:39999';
const CLIENT_ID = 'marketdrop-test';
const CLIENT_SECRET = 'a-test-client-secret-that-is-long-enough';

type Identity = {
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
};

type Body<T = Record<string, unknown>> = {
  message: string;
  code?: string;
  data?: T;
  errors?: Record<string, string>;
};

/**
 * A local OpenID provider (oidc-provider): whoever opens its sign-in page is signed in as
 * `signInAs`, and consent is implied, so a flow runs without a browser.
 */
async function startProvider() {
  const identities = new Map<string, Identity>();
  let signInAs = '';
  let cancelNext = false;
  const started: { provider?: Provider } = {};
  const server: Server = createServer((req, res) => {
    const { provider } = started;
    if (provider === undefined) return void res.writeHead(503).end();
    if (req.url?.startsWith('/interaction/')) {
      const result = cancelNext
        ? { error: 'access_denied', error_description: 'The user cancelled' }
        : { login: { accountId: signInAs } };
      cancelNext = false;
      void provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
      return;
    }
    void provider.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  started.provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [`${PUBLIC_URL}/user/socialLogin/callback/google`],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    // Like Google: the e-mail is in the ID token.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['a-test-cookie-key'] },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
    findAccount: (_ctx, id) => {
      const identity = identities.get(id);
      return identity && { accountId: id, claims: () => ({ sub: id, ...identity }) };
    },
    loadExistingGrant: async (ctx) => {
      const accountId = ctx.oidc.session?.accountId;
      const clientId = ctx.oidc.client?.clientId;
      if (accountId === undefined || clientId === undefined) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  return {
    issuer,
    /** The next sign-in at the provider is this person. */
    as(identity: Identity) {
      signInAs = `sub-${identities.size + 1}`;
      identities.set(signInAs, identity);
    },
    /** The next person at the provider's sign-in page cancels. */
    cancel() {
      cancelNext = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type LocalProvider = Awaited<ReturnType<typeof startProvider>>;

/**
 * Opens the authorization URL like a browser (cookies kept, redirects followed) until the provider
 * sends it back to MarketDrop; returns that callback URL.
 */
async function visitProvider(authorizationUrl: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = new URL(authorizationUrl);
  for (let hop = 0; hop < 10; hop += 1) {
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const pair = cookie.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (location === null) {
      throw new Error(`The provider answered ${response.status}: ${await response.text()}`);
    }
    const next = new URL(location, url);
    if (next.origin === PUBLIC_URL) return next;
    url = next;
  }
  throw new Error('The provider never sent the browser back');
}

let oidc: LocalProvider;
beforeAll(async () => {
  oidc = await startProvider();
});
afterAll(async () => {
  await oidc?.close();
});

describe.each(drivers)('social sign-in on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      driver,
      env: {
        PUBLIC_URL,
        OIDC_GOOGLE_CLIENT_ID: CLIENT_ID,
        OIDC_GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
        OIDC_GOOGLE_ISSUER: oidc.issuer,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

  async function start(): Promise<SocialLoginStartData> {
    const response = await post('/user/socialLogin', { provider: 'google' });
    expect(response.statusCode).toBe(200);
    return (response.json<Body<SocialLoginStartData>>().data as SocialLoginStartData) ?? {};
  }

  /** The provider's redirect, as the browser would follow it: the fragment of the /social-login page. */
  async function returnFrom(callback: URL): Promise<URLSearchParams> {
    const response = await t.app.inject({
      method: 'GET',
      url: callback.pathname + callback.search,
    });
    expect(response.statusCode).toBe(303);
    const page = new URL(String(response.headers.location));
    expect(`${page.origin}${page.pathname}`).toBe(`${PUBLIC_URL}/social-login`);
    return new URLSearchParams(page.hash.slice(1));
  }

  const complete = (ticket: string, browserKey: string) =>
    post('/user/completeSocialLogin', { ticket, browserKey });

  /** The whole flow for one person at the provider: the page's fragment and the browser key. */
  async function signInWithProvider(identity: Identity) {
    oidc.as(identity);
    const started = await start();
    const fragment = await returnFrom(await visitProvider(started.authorizationUrl));
    return { fragment, browserKey: started.browserKey };
  }

  it('lists only the configured providers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/user/socialLoginProviders' });
    expect(response.statusCode).toBe(200);
    expect(response.json<Body>().data).toEqual({ providers: ['google'] });
  });

  it('answers 404 with a stable code for a provider without configuration', async () => {
    const response = await post('/user/socialLogin', { provider: 'apple' });
    expect(response.statusCode).toBe(404);
    const body = response.json<Body>();
    expect(body.code).toBe('PROVIDER_NOT_CONFIGURED');
    expect(body.message).toBe(
      'Sign-in with Apple is not available on this server. Please sign in with your email and password.',
    );
  });

  it('refuses an unknown provider with a field error', async () => {
    const response = await post('/user/socialLogin', { provider: 'facebook' });
    expect(response.statusCode).toBe(400);
    expect(response.json<Body>().errors).toEqual({ provider: 'Provider must be google or apple' });
  });

  it('asks the provider for a code with PKCE (S256), a state and a nonce', async () => {
    const { authorizationUrl, browserKey } = await start();
    const url = new URL(authorizationUrl);
    expect(url.origin).toBe(oidc.issuer);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('redirect_uri')).toBe(
      `${PUBLIC_URL}/user/socialLogin/callback/google`,
    );
    expect(browserKey).toMatch(/^[\w-]{43}$/);
  });

  it('creates a verified consumer account for a new verified e-mail', async () => {
    const email = uniqueEmail('new');
    const { fragment, browserKey } = await signInWithProvider({
      email,
      email_verified: true,
      given_name: 'Chloé',
      family_name: 'Martin',
    });
    expect(fragment.get('error')).toBeNull();
    expect(fragment.get('new')).toBe('1');
    const response = await complete(fragment.get('ticket') ?? '', browserKey);
    expect(response.statusCode).toBe(200);
    const data = response.json<Body<SocialLoginSessionData>>().data;
    expect(data).toMatchObject({
      isNewAccount: true,
      profileComplete: false,
      user: { email, firstName: 'Chloé', lastName: 'Martin', userType: 'consumer' },
    });

    const profile = await t.app.inject({
      method: 'GET',
      url: '/user/getProfile',
      headers: bearer(data?.token ?? ''),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json<Body>().data).toMatchObject({
      email,
      isOtpVerified: true,
      phoneNumber: '',
    });
  });

  it('signs in the existing account of the same verified e-mail', async () => {
    const { email, userId } = await signUpVerified(t.app);
    const { fragment, browserKey } = await signInWithProvider({
      email: email.toUpperCase(),
      email_verified: true,
    });
    expect(fragment.get('new')).toBeNull();
    const response = await complete(fragment.get('ticket') ?? '', browserKey);
    expect(response.statusCode).toBe(200);
    expect(response.json<Body<SocialLoginSessionData>>().data).toMatchObject({
      isNewAccount: false,
      profileComplete: true,
      user: { _id: userId, email, firstName: 'Ann', lastName: 'Lee' },
    });
    // The password keeps working.
    expect((await login(t.app, email, PASSWORD)).statusCode).toBe(200);
  });

  it('takes over a never-verified account of the e-mail, voiding the password someone set', async () => {
    const { email } = await signUp(t.app);
    const { fragment, browserKey } = await signInWithProvider({ email, email_verified: true });
    const response = await complete(fragment.get('ticket') ?? '', browserKey);
    expect(response.statusCode).toBe(200);
    expect(response.json<Body<SocialLoginSessionData>>().data?.isNewAccount).toBe(false);
    expect((await login(t.app, email, PASSWORD)).statusCode).toBe(401);
  });

  it('refuses an e-mail the provider has not verified, and creates nothing', async () => {
    const email = uniqueEmail('unverified');
    const { fragment } = await signInWithProvider({ email, email_verified: false });
    expect(fragment.get('error')).toBe('SOCIAL_EMAIL_NOT_VERIFIED');
    expect(fragment.get('ticket')).toBeNull();
    const rows = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(0);
  });

  it('tells the user they cancelled at the provider', async () => {
    oidc.cancel();
    const started = await start();
    const fragment = await returnFrom(await visitProvider(started.authorizationUrl));
    expect(fragment.get('error')).toBe('SOCIAL_LOGIN_CANCELLED');
    expect(fragment.get('provider')).toBe('google');
  });

  it('refuses an e-mail with a control character instead of failing on it', async () => {
    const { fragment } = await signInWithProvider({
      email: `nul\u0000${uniqueEmail('nul')}`,
      email_verified: true,
    });
    expect(fragment.get('error')).toBe('SOCIAL_EMAIL_NOT_VERIFIED');
  });

  it('refuses a tampered state; the genuine answer still works once', async () => {
    oidc.as({ email: uniqueEmail('state'), email_verified: true });
    const started = await start();
    const callback = await visitProvider(started.authorizationUrl);
    const tampered = new URL(callback);
    tampered.searchParams.set('state', `${callback.searchParams.get('state')}x`);
    const refused = await returnFrom(tampered);
    expect(refused.get('error')).toBe('SOCIAL_STATE_INVALID');
    expect(refused.get('ticket')).toBeNull();

    const genuine = await returnFrom(callback);
    expect(genuine.get('ticket')).toMatch(/^[\w-]{43}$/);
    // The state is single use: the same answer again is refused.
    expect((await returnFrom(callback)).get('error')).toBe('SOCIAL_STATE_INVALID');
  });

  it('refuses an ID token that carries another nonce', async () => {
    oidc.as({ email: uniqueEmail('nonce'), email_verified: true });
    const started = await start();
    const url = new URL(started.authorizationUrl);
    url.searchParams.set('nonce', 'a-nonce-this-server-never-issued');
    const fragment = await returnFrom(await visitProvider(url.href));
    expect(fragment.get('error')).toBe('SOCIAL_LOGIN_FAILED');
    expect(fragment.get('ticket')).toBeNull();
  });

  it('refuses a code sent back without the PKCE verifier of its sign-in', async () => {
    // Two sign-ins; the code of the second is replayed with the state of the first.
    oidc.as({ email: uniqueEmail('pkce'), email_verified: true });
    const first = await visitProvider((await start()).authorizationUrl);
    const second = await visitProvider((await start()).authorizationUrl);
    const mixed = new URL(first);
    mixed.searchParams.set('code', second.searchParams.get('code') ?? '');
    expect((await returnFrom(mixed)).get('error')).toBe('SOCIAL_LOGIN_FAILED');
  });

  it('takes the answer posted as a form too (response_mode=form_post, as Apple sends it)', async () => {
    oidc.as({ email: uniqueEmail('form'), email_verified: true });
    const started = await start();
    const callback = await visitProvider(started.authorizationUrl);
    const response = await t.app.inject({
      method: 'POST',
      url: callback.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: callback.searchParams.toString(),
    });
    expect(response.statusCode).toBe(303);
    const fragment = new URLSearchParams(new URL(String(response.headers.location)).hash.slice(1));
    expect((await complete(fragment.get('ticket') ?? '', started.browserKey)).statusCode).toBe(200);
  });

  it('refuses a ticket used twice', async () => {
    const { fragment, browserKey } = await signInWithProvider({
      email: uniqueEmail('twice'),
      email_verified: true,
    });
    const ticket = fragment.get('ticket') ?? '';
    expect((await complete(ticket, browserKey)).statusCode).toBe(200);
    const again = await complete(ticket, browserKey);
    expect(again.statusCode).toBe(400);
    expect(again.json<Body>()).toMatchObject({
      code: 'SOCIAL_TICKET_INVALID',
      message: 'This sign-in has expired or was already used. Please start again.',
    });
  });

  it('refuses a ticket from another tab (wrong browser key), and spends it', async () => {
    const { fragment, browserKey } = await signInWithProvider({
      email: uniqueEmail('key'),
      email_verified: true,
    });
    const ticket = fragment.get('ticket') ?? '';
    const other = await complete(ticket, 'a-key-of-another-browser');
    expect(other.statusCode).toBe(400);
    expect(other.json<Body>().code).toBe('SOCIAL_TICKET_INVALID');
    expect((await complete(ticket, browserKey)).statusCode).toBe(400);
  });

  it('refuses a ticket after 2 minutes', async () => {
    const { fragment, browserKey } = await signInWithProvider({
      email: uniqueEmail('late'),
      email_verified: true,
    });
    t.clock.advance(2 * 60_000 + 1);
    const late = await complete(fragment.get('ticket') ?? '', browserKey);
    expect(late.statusCode).toBe(400);
    expect(late.json<Body>().code).toBe('SOCIAL_TICKET_INVALID');
  });

  it('takes a form body only on the callback', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/user/completeSocialLogin',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'ticket=a&browserKey=b',
    });
    expect(response.statusCode).toBe(415);
  });

  it('answers 400, not 500, to a completion without its fields', async () => {
    const response = await post('/user/completeSocialLogin', { ticket: { a: 1 } });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<Body>().errors ?? {})).toEqual(['ticket', 'browserKey']);
  });

  it('brings along the guest basket the sign-in was started with (socialLogin {guestToken})', async () => {
    const guest = await post('/user/guestUser', { deviceType: 'desktop' });
    const guestToken = guest.json<Body<{ guestToken: string }>>().data?.guestToken ?? '';
    const products = await t.app.inject({ method: 'GET', url: '/user/getProducts' });
    const mats = products
      .json<Body<{ _id: string; slug: string }[]>>()
      .data?.find((product) => product.slug === 'floor-mats');
    const added = await t.app.inject({
      method: 'POST',
      url: '/user/addToGuestCart',
      headers: { 'x-guest-token': guestToken },
      payload: { productId: mats?._id, quantity: 2 },
    });
    expect(added.statusCode, added.body).toBe(200);

    oidc.as({ email: uniqueEmail('basket'), email_verified: true, given_name: 'Lou' });
    const startedAnswer = await post('/user/socialLogin', { provider: 'google', guestToken });
    expect(startedAnswer.statusCode, startedAnswer.body).toBe(200);
    const started = startedAnswer.json<Body<SocialLoginStartData>>().data as SocialLoginStartData;
    const fragment = await returnFrom(await visitProvider(started.authorizationUrl));
    const response = await complete(fragment.get('ticket') ?? '', started.browserKey);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json<Body<SocialLoginSessionData>>().data;
    expect(data?.basketMerge).toEqual({ merged: 1, dropped: [], count: 1 });
    const cart = await t.app.inject({
      method: 'GET',
      url: '/user/getCartDetails',
      headers: bearer(data?.token ?? ''),
    });
    expect(cart.json<Body<{ lines: { quantity: number }[] }>>().data?.lines).toMatchObject([
      { quantity: 2 },
    ]);
  });
});
