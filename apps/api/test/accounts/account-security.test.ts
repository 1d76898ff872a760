import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { otpGuessBudgets, users } from '../../src/accounts/tables';
import { buildTestApp, drivers, type TestApp } from '../helpers/build-test-app';
import { multipart, signupFields, signUp, signUpVerified, uniqueEmail } from '../helpers/fixtures';

type Body = { message: string; code?: string; data?: Record<string, unknown> };

const DAY_MS = 24 * 60 * 60_000;
const LOCKED_SUBJECT = 'MarketDrop: too many wrong codes for your account';
const RESET_SUBJECT = 'Reset your MarketDrop password';

const otherThan = (code: string) => (code === '0000' ? '1111' : '0000');

describe.each(drivers)('account security on %s', (driver) => {
  describe('the budget of wrong code guesses across codes', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ driver });
    });
    afterAll(async () => {
      await t?.close();
    });

    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
    const forgot = async (email: string) => {
      const response = await post('/user/forgotPassword', { email });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: { otp: string } }>().data.otp;
    };

    it('refuses guesses past 10 a day across fresh codes, even the right code, mails the owner once, and lifts after the window', async () => {
      const { email } = await signUpVerified(t.app);
      let code = await forgot(email);
      let wrong = 0;
      let waits = 0;
      while (wrong < 10) {
        const response = await post('/user/verifyOtp', { email, otp: otherThan(code) });
        const body = response.json<Body>();
        if (response.statusCode === 429) {
          // A growing delay between wrong guesses: wait it out on the app clock.
          expect(body.code).toBe('OTP_WAIT');
          expect(body.message).toMatch(/^Please wait \d+ seconds? before trying another code\.$/);
          waits += 1;
          t.clock.advance(Number(response.headers['retry-after']) * 1000);
          continue;
        }
        expect(response.statusCode).toBe(400);
        // An expired code is refused before any guess is spent on it.
        if (body.message !== 'OTP has expired. Request a new one.') wrong += 1;
        if (body.message !== 'Invalid OTP') {
          // This code is spent (its 5th wrong try) or expired: the attacker asks for a fresh one.
          expect([
            'Too many wrong attempts. Request a new OTP.',
            'OTP has expired. Request a new one.',
          ]).toContain(body.message);
          t.clock.advance(31_000);
          code = await forgot(email);
        }
      }
      expect(waits).toBeGreaterThan(0);
      expect(t.outbox.filter((m) => m.to === email && m.subject === LOCKED_SUBJECT)).toHaveLength(
        1,
      );
      const notice = t.outbox.findLast((m) => m.to === email && m.subject === LOCKED_SUBJECT);
      expect(notice?.text).toContain('nobody got in');

      // Locked: a fresh code, and the right one, is refused until the window ends.
      t.clock.advance(60 * 60_000);
      code = await forgot(email);
      const locked = await post('/user/verifyOtp', { email, otp: code });
      expect(locked.statusCode).toBe(429);
      expect(locked.json<Body>().code).toBe('OTP_LOCKED');
      expect(locked.json<Body>().message).toMatch(
        /^Too many wrong codes for this account\. For your security, codes are blocked for \d+ more hours?\.$/,
      );
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(3600);
      const reset = await post('/user/resetPassword', {
        email,
        otp: code,
        newPassword: 'newpass1',
        confirmPassword: 'newpass1',
      });
      expect(reset.statusCode).toBe(429);
      expect(t.outbox.filter((m) => m.to === email && m.subject === LOCKED_SUBJECT)).toHaveLength(
        1,
      );

      // After the window: the owner gets in with a fresh code.
      t.clock.advance(DAY_MS);
      code = await forgot(email);
      const open = await post('/user/verifyOtp', { email, otp: code });
      expect(open.statusCode, open.body).toBe(200);
    });

    it('lets a user who mistypes a few times in', async () => {
      const { email } = await signUpVerified(t.app);
      const code = await forgot(email);
      for (let i = 0; i < 2; i += 1) {
        expect((await post('/user/verifyOtp', { email, otp: otherThan(code) })).statusCode).toBe(
          400,
        );
      }
      const right = await post('/user/verifyOtp', { email, otp: code });
      expect(right.statusCode, right.body).toBe(200);
    });
  });

  it('keeps parallel wrong guesses within the budget', async () => {
    const t = await buildTestApp({
      driver,
      // No per-code limit and no delays here: only the budget stands between the guesses.
      configure: (config) => ({
        ...config,
        otp: {
          ...config.otp,
          maxAttempts: 1000,
          guessBudget: { ...config.otp.guessBudget, freeGuesses: 1000 },
        },
      }),
    });
    try {
      const { email, otp } = await signUp(t.app);
      const wrong = otherThan(otp);
      const responses = await Promise.all(
        Array.from({ length: 30 }, () =>
          t.app.inject({ method: 'POST', url: '/user/verifyOtp', payload: { email, otp: wrong } }),
        ),
      );
      const evaluated = responses.filter((r) => r.statusCode === 400);
      const refused = responses.filter((r) => r.statusCode === 429);
      expect(evaluated).toHaveLength(10);
      expect(refused).toHaveLength(20);
      expect(refused.every((r) => r.json<Body>().code === 'OTP_LOCKED')).toBe(true);
      const [row] = await t.app.db
        .select()
        .from(otpGuessBudgets)
        .where(eq(otpGuessBudgets.userId, (await findId(t, email)) ?? ''));
      expect(row?.wrongGuesses).toBe(10);
    } finally {
      await t.close();
    }
  });

  describe('mail flooding', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({
        driver,
        configure: (config) => ({
          ...config,
          rateLimit: {
            ...config.rateLimit,
            perRoute: {
              signup: { ipMax: 2, windowMs: 60 * 60_000 },
              forgotPassword: { ipMax: 3, windowMs: 15 * 60_000 },
              resendOtp: { ipMax: 3, windowMs: 15 * 60_000 },
            },
          },
        }),
      });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('sends one e-mail for 10 forgot-password calls in a row', async () => {
      const { email } = await signUpVerified(t.app);
      for (let i = 0; i < 10; i += 1) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/user/forgotPassword',
          payload: { email },
          remoteAddress: `10.1.0.${i + 1}`,
        });
        // Outside production the refusals say how long to wait; in production they answer 200.
        expect(response.statusCode).toBe(i === 0 ? 200 : 429);
      }
      expect(t.outbox.filter((m) => m.to === email && m.subject === RESET_SUBJECT)).toHaveLength(1);
    });

    it('mails an account at most 10 codes a day', async () => {
      const { email } = await signUpVerified(t.app);
      for (let i = 0; i < 14; i += 1) {
        t.clock.advance(31_000);
        await t.app.inject({
          method: 'POST',
          url: '/user/forgotPassword',
          payload: { email },
          remoteAddress: `10.2.0.${i + 1}`,
        });
      }
      expect(t.outbox.filter((m) => m.to === email && m.subject === RESET_SUBJECT)).toHaveLength(
        10,
      );
      t.clock.advance(DAY_MS);
      const later = await t.app.inject({
        method: 'POST',
        url: '/user/forgotPassword',
        payload: { email },
        remoteAddress: '10.2.1.1',
      });
      expect(later.statusCode).toBe(200);
      expect(t.outbox.filter((m) => m.to === email && m.subject === RESET_SUBJECT)).toHaveLength(
        11,
      );
    });

    it('limits forgot password per IP across accounts', async () => {
      const ip = '10.3.0.1';
      for (let i = 0; i < 3; i += 1) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/user/forgotPassword',
          payload: { email: uniqueEmail() },
          remoteAddress: ip,
        });
        expect(response.statusCode).toBe(200);
      }
      const fourth = await t.app.inject({
        method: 'POST',
        url: '/user/forgotPassword',
        payload: { email: uniqueEmail() },
        remoteAddress: ip,
      });
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json<Body>().code).toBe('RATE_LIMITED');
    });

    it('limits sign-ups per IP', async () => {
      const signUpFrom = async (ip: string) => {
        const body = await multipart(signupFields());
        return t.app.inject({ method: 'POST', url: '/user/signup', ...body, remoteAddress: ip });
      };
      expect((await signUpFrom('10.4.0.1')).statusCode).toBe(200);
      expect((await signUpFrom('10.4.0.1')).statusCode).toBe(200);
      const third = await signUpFrom('10.4.0.1');
      expect(third.statusCode).toBe(429);
      expect(third.json<Body>().message).toMatch(/^Too many attempts\. Please try again in/);
      expect(
        t.outbox.filter((m) => m.subject === 'Verify your MarketDrop account').length,
      ).toBeGreaterThan(0);
      expect((await signUpFrom('10.4.0.2')).statusCode).toBe(200);
    });
  });

  describe('in production, no account enumeration', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ driver, env: { NODE_ENV: 'production' } });
    });
    afterAll(async () => {
      await t?.close();
    });

    const post = (url: string, email: string) =>
      t.app.inject({ method: 'POST', url, payload: { email } });
    const shape = (response: Awaited<ReturnType<typeof post>>) => ({
      status: response.statusCode,
      body: response.body,
      retryAfter: response.headers['retry-after'],
      type: response.headers['content-type'],
    });

    it('resendOtp answers an unknown e-mail and a real account in its cooldown alike', async () => {
      const fields = signupFields();
      const signup = await t.app.inject({
        method: 'POST',
        url: '/user/signup',
        ...(await multipart(fields)),
      });
      expect(signup.statusCode).toBe(200);
      const sent = t.outbox.length;
      // Right after sign-up the account is within its cooldown: nothing is sent, and it says nothing.
      const real = await post('/user/resendOtp', fields.email ?? '');
      const unknown = await post('/user/resendOtp', uniqueEmail());
      expect(shape(real)).toEqual(shape(unknown));
      expect(real.json<Body>()).toEqual({ message: 'OTP sent successfully', data: {} });
      expect(t.outbox.length).toBe(sent);
      // After the cooldown the real account gets a code, with the same answer.
      t.clock.advance(31_000);
      const again = await post('/user/resendOtp', fields.email ?? '');
      expect(shape(again)).toEqual(shape(unknown));
      expect(t.outbox.length).toBe(sent + 1);
    });

    it('forgotPassword answers an unknown e-mail and a real account alike, sent or not', async () => {
      const fields = signupFields();
      await t.app.inject({ method: 'POST', url: '/user/signup', ...(await multipart(fields)) });
      t.clock.advance(31_000);
      const email = fields.email ?? '';
      const first = await post('/user/forgotPassword', email);
      const second = await post('/user/forgotPassword', email);
      const unknown = await post('/user/forgotPassword', uniqueEmail());
      expect(shape(first)).toEqual(shape(unknown));
      expect(shape(second)).toEqual(shape(unknown));
      expect(t.outbox.filter((m) => m.to === email && m.subject === RESET_SUBJECT)).toHaveLength(1);
    });
  });
});

async function findId(t: TestApp, email: string): Promise<string | undefined> {
  const [row] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id;
}
