import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { signUpVerified } from '../helpers/fixtures';

describe('login limits: an attacker cannot lock the owner out from elsewhere', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        RATE_LIMIT_MAX: '50',
        RATE_LIMIT_ACCOUNT_MAX: '10',
        RATE_LIMIT_ACCOUNT_WIDE_MAX: '25',
        RATE_LIMIT_WINDOW_MS: '60000',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const login = (email: string, password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/user/login',
      remoteAddress: ip,
      payload: { email, password },
    });

  it('the 11th wrong password from one IP is refused there, the right one still works from the owner', async () => {
    const { email, password } = await signUpVerified(t.app);
    for (let i = 0; i < 10; i += 1) {
      expect((await login(email, 'Wrong#pass1', '203.0.113.9')).statusCode).toBe(401);
    }
    const eleventh = await login(email, 'Wrong#pass1', '203.0.113.9');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json<{ code: string }>().code).toBe('RATE_LIMITED');
    // Even the right password is refused from the attacker's address for the rest of the window.
    expect((await login(email, password, '203.0.113.9')).statusCode).toBe(429);

    const owner = await login(email, password, '198.51.100.7');
    expect(owner.statusCode).toBe(200);
    expect(owner.json<{ data: { token?: string } }>().data.token).toEqual(expect.any(String));
  });

  it('an attack spread over many IPs still meets the account-wide ceiling', async () => {
    const { email } = await signUpVerified(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 26; i += 1) {
      statuses.push((await login(email, 'Wrong#pass1', `192.0.2.${i + 1}`)).statusCode);
    }
    expect(statuses.slice(0, 25).every((status) => status === 401)).toBe(true);
    expect(statuses[25]).toBe(429);
  });
});

describe('social sign-in limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const start = (ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/user/socialLogin',
      remoteAddress: ip,
      payload: { provider: 'google' },
    });

  it("the start, the provider's return and the completion share one per-IP limit", async () => {
    const ip = '203.0.113.20';
    const answers = [
      await start(ip),
      await t.app.inject({
        method: 'GET',
        url: '/user/socialLogin/callback/google?state=x&code=y',
        remoteAddress: ip,
      }),
      await t.app.inject({
        method: 'POST',
        url: '/user/completeSocialLogin',
        remoteAddress: ip,
        payload: { ticket: 'not-a-ticket', browserKey: 'not-a-key' },
      }),
    ];
    expect(answers.map((answer) => answer.statusCode)).not.toContain(429);

    const fourth = await start(ip);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json<{ code: string }>().code).toBe('RATE_LIMITED');
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    // Another address has its own count.
    expect((await start('198.51.100.20')).statusCode).not.toBe(429);
  });
});
