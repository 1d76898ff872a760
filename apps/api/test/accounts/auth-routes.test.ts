import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, drivers, type TestApp } from '../helpers/build-test-app';
import {
  bearer,
  dealerFields,
  login,
  multipart,
  PASSWORD,
  signUp,
  signUpVerified,
  signupFields,
  uniqueEmail,
} from '../helpers/fixtures';

type Body = { message: string; data?: Record<string, unknown>; errors?: Record<string, string> };

describe.each(drivers)('authentication routes on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ driver });
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), headers });

  describe('POST /user/signup', () => {
    it('creates an unverified consumer and mails a 4-digit code (echoed outside production)', async () => {
      const { email, otp } = await signUp(t.app);
      expect(otp).toMatch(/^\d{4}$/);
      const mail = t.outbox.findLast((m) => m.to === email);
      expect(mail?.subject).toBe('Verify your MarketDrop account');
      expect(mail?.text).toContain(otp);

      const response = await login(t.app, email, PASSWORD);
      expect(response.statusCode).toBe(200);
      const body = response.json<Body>();
      expect(body.data).toMatchObject({ isOtpVerified: false });
      expect(body.data?.token).toBeUndefined();
    });

    it('signs up a dealer with the business fields', async () => {
      const { token } = await signUpVerified(t.app, { ...dealerFields });
      const profile = await t.app.inject({
        method: 'GET',
        url: '/user/getProfile',
        headers: bearer(token),
      });
      expect(profile.json<Body>().data).toMatchObject({
        userType: 'dealer',
        businessName: 'Lee Motors',
        dealershipNumber: 'D-12345',
        taxNumber: '123456789RT0001',
      });
    });

    it('refuses a dealer without the business fields', async () => {
      const body = await multipart(signupFields({ userType: 'dealer' }));
      const response = await t.app.inject({ method: 'POST', url: '/user/signup', ...body });
      expect(response.statusCode).toBe(400);
      const json = response.json<Body>();
      expect(json.message).toBe('Please correct the highlighted fields');
      expect(json.errors).toMatchObject({
        businessName: 'Business name is required',
        businessAddress: 'Business address is required',
        dealershipNumber: 'Dealership Number/ID is required',
        taxNumber: 'HST/GST Number is required',
      });
    });

    it('names every missing field', async () => {
      const body = await multipart({ email: uniqueEmail() });
      const response = await t.app.inject({ method: 'POST', url: '/user/signup', ...body });
      expect(response.statusCode).toBe(400);
      expect(response.json<Body>().errors).toMatchObject({
        userType: 'User type is required',
        firstName: 'First name is required',
        lastName: 'Last name is required',
        dob: 'Date of birth is required',
        password: 'Password is required',
        phoneNumber: 'Phone number is required',
        city: 'City is required',
        postalCode: 'Postal code is required',
        terms: 'You must accept Terms & Conditions',
        creditCheck: 'You must consent to Credit Check',
      });
    });

    it.each([
      ['a bad e-mail', { email: 'not-an-email' }, 'email', 'Invalid email'],
      [
        'a short password',
        { password: 'Aa1!' },
        'password',
        'Password must be at least 8 characters',
      ],
      [
        'a password without a special character',
        { password: 'Passw0rdd' },
        'password',
        'Password must contain at least one special character (@$!%*?&#)',
      ],
      [
        'a password without an uppercase letter',
        { password: 'passw0rd!' },
        'password',
        'Password must contain at least one uppercase letter',
      ],
      [
        'a first name too long',
        { firstName: 'A'.repeat(101) },
        'firstName',
        'First name should not be longer than 100 characters',
      ],
      [
        'a phone with letters',
        { phoneNumber: '41655501ab' },
        'phoneNumber',
        'Please enter a valid phone number',
      ],
      ['terms not accepted', { terms: 'false' }, 'terms', 'You must accept Terms & Conditions'],
      [
        'an unknown user type',
        { userType: 'admin' },
        'userType',
        'Please choose Consumer or Dealer',
      ],
      ['a birth year before 1900', { dob: '1899-12-31' }, 'dob', 'Year must be 1900 or later'],
      ['a date that is not one', { dob: 'yesterday' }, 'dob', 'Please enter a valid date'],
    ])('refuses %s', async (_label, override, field, message) => {
      const body = await multipart(signupFields(override));
      const response = await t.app.inject({ method: 'POST', url: '/user/signup', ...body });
      expect(response.statusCode).toBe(400);
      expect(response.json<Body>().errors?.[field]).toBe(message);
    });

    it('refuses someone under 18 (by the app clock)', async () => {
      const today = t.clock.now();
      const seventeen = new Date(
        Date.UTC(today.getUTCFullYear() - 17, today.getUTCMonth(), today.getUTCDate()),
      );
      const body = await multipart(signupFields({ dob: seventeen.toISOString().slice(0, 10) }));
      const response = await t.app.inject({ method: 'POST', url: '/user/signup', ...body });
      expect(response.statusCode).toBe(400);
      expect(response.json<Body>().errors?.dob).toBe('You must be at least 18 years old');
    });

    it('answers 409 for an e-mail that has an account and overwrites nothing', async () => {
      const { email, password } = await signUpVerified(t.app, { firstName: 'Original' });
      const body = await multipart(
        signupFields({
          email: email.toUpperCase(),
          firstName: 'Intruder',
          password: 'Other1!pass',
        }),
      );
      const response = await t.app.inject({ method: 'POST', url: '/user/signup', ...body });
      expect(response.statusCode).toBe(409);
      expect(response.json<Body>().message).toBe('An account with this email already exists');

      const again = await login(t.app, email, password);
      expect(again.statusCode).toBe(200);
      expect(again.json<Body>().data?.user).toMatchObject({ firstName: 'Original' });
      expect((await login(t.app, email, 'Other1!pass')).statusCode).toBe(401);
    });

    it('also accepts the fields as JSON (no file then)', async () => {
      const fields = signupFields();
      const response = await post('/user/signup', { ...fields, terms: true, creditCheck: true });
      expect(response.statusCode).toBe(200);
      expect(response.json<Body>().data).toMatchObject({ email: fields.email });
    });
  });

  describe('POST /user/verifyOtp', () => {
    it('verifies a sign-up code once: token and user, and the code is used up', async () => {
      const { email, otp } = await signUp(t.app);
      const response = await post('/user/verifyOtp', { email, otp });
      expect(response.statusCode).toBe(200);
      const body = response.json<Body>();
      expect(body.message).toBe('OTP verified successfully');
      expect(body.data).toMatchObject({ purpose: 'signup', user: { email, firstName: 'Ann' } });
      expect(body.data?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const reuse = await post('/user/verifyOtp', { email, otp });
      expect(reuse.statusCode).toBe(400);
      expect(reuse.json<Body>().message).toBe('Invalid OTP');
    });

    it('voids the code on the 5th wrong try, even for the right code after', async () => {
      const { email, otp } = await signUp(t.app);
      const wrong = otp === '0000' ? '1111' : '0000';
      // A minute between guesses: past the growing delay of the account's guess budget.
      for (let i = 1; i <= 4; i += 1) {
        const response = await post('/user/verifyOtp', { email, otp: wrong });
        expect(response.statusCode).toBe(400);
        expect(response.json<Body>().message).toBe('Invalid OTP');
        t.clock.advance(60_000);
      }
      const fifth = await post('/user/verifyOtp', { email, otp: wrong });
      t.clock.advance(2 * 60_000);
      expect(fifth.statusCode).toBe(400);
      expect(fifth.json<Body>().message).toBe('Too many wrong attempts. Request a new OTP.');
      const right = await post('/user/verifyOtp', { email, otp });
      expect(right.statusCode).toBe(400);
      expect(right.json<Body>().message).toBe('Too many wrong attempts. Request a new OTP.');

      // A new code works.
      t.clock.advance(31_000);
      const resent = await post('/user/resendOtp', { email });
      expect(resent.statusCode).toBe(200);
      const fresh = resent.json<{ data: { otp: string } }>().data.otp;
      expect((await post('/user/verifyOtp', { email, otp: fresh })).statusCode).toBe(200);
    });

    it('refuses an expired code (10 minutes)', async () => {
      const { email, otp } = await signUp(t.app);
      t.clock.advance(10 * 60_000 + 1000);
      const response = await post('/user/verifyOtp', { email, otp });
      expect(response.statusCode).toBe(400);
      expect(response.json<Body>().message).toBe('OTP has expired. Request a new one.');
    });

    it('validates the body', async () => {
      const missing = await post('/user/verifyOtp', { email: uniqueEmail() });
      expect(missing.statusCode).toBe(400);
      expect(missing.json<Body>().errors).toEqual({ otp: 'OTP is required' });
      const short = await post('/user/verifyOtp', { email: uniqueEmail(), otp: '12a' });
      expect(short.json<Body>().errors).toEqual({ otp: 'Enter 4 digits' });
      const unknown = await post('/user/verifyOtp', { email: uniqueEmail(), otp: '1234' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json<Body>().message).toBe('Invalid OTP');
    });
  });

  describe('POST /user/resendOtp', () => {
    it('waits 30 seconds between codes, then voids the old one', async () => {
      const { email, otp } = await signUp(t.app);
      const early = await post('/user/resendOtp', { email });
      expect(early.statusCode).toBe(429);
      expect(early.json<Body>().message).toBe(
        'Please wait 30 seconds before requesting a new OTP.',
      );
      expect(early.headers['retry-after']).toBe('30');

      t.clock.advance(12_000);
      expect((await post('/user/resendOtp', { email })).json<Body>().message).toBe(
        'Please wait 18 seconds before requesting a new OTP.',
      );

      t.clock.advance(18_000);
      const response = await post('/user/resendOtp', { email });
      expect(response.statusCode).toBe(200);
      const body = response.json<{ message: string; data: { otp: string } }>();
      expect(body.message).toBe('OTP sent successfully');
      expect(body.data.otp).toMatch(/^\d{4}$/);
      if (body.data.otp !== otp) {
        expect((await post('/user/verifyOtp', { email, otp })).statusCode).toBe(400);
      }
      expect((await post('/user/verifyOtp', { email, otp: body.data.otp })).statusCode).toBe(200);
    });

    it('answers the same for an unknown e-mail, sending nothing', async () => {
      const email = uniqueEmail();
      const response = await post('/user/resendOtp', { email });
      expect(response.statusCode).toBe(200);
      expect(response.json<Body>()).toEqual({ message: 'OTP sent successfully', data: {} });
      expect(t.outbox.some((m) => m.to === email)).toBe(false);
    });

    it('validates the e-mail', async () => {
      const response = await post('/user/resendOtp', { email: 'nope' });
      expect(response.statusCode).toBe(400);
      expect(response.json<Body>().errors).toEqual({ email: 'Enter a valid email' });
    });
  });

  describe('POST /user/login', () => {
    it('signs a verified user in', async () => {
      const { email, password } = await signUpVerified(t.app);
      const response = await login(t.app, email, password);
      expect(response.statusCode).toBe(200);
      const body = response.json<Body>();
      expect(body.message).toBe('Login successful!');
      expect(body.data).toMatchObject({
        isOtpVerified: true,
        message: 'Login successful!',
        user: { email, firstName: 'Ann', lastName: 'Lee', name: 'Ann Lee', userType: 'consumer' },
      });
      const token = body.data?.token as string;
      const profile = await t.app.inject({
        method: 'GET',
        url: '/user/getProfile',
        headers: bearer(token),
      });
      expect(profile.statusCode).toBe(200);
    });

    it('sends an unverified user a login code that verifies the account', async () => {
      const { email } = await signUp(t.app);
      const response = await login(t.app, email, PASSWORD);
      expect(response.statusCode).toBe(200);
      const data = response.json<{
        data: { isOtpVerified: boolean; otp: string; message: string };
      }>().data;
      expect(data.isOtpVerified).toBe(false);
      expect(data.message).toBe('Please verify your email. We sent you an OTP.');
      expect(t.outbox.findLast((m) => m.to === email)?.text).toContain(data.otp);

      const verified = await post('/user/verifyOtp', { email, otp: data.otp });
      expect(verified.statusCode).toBe(200);
      expect(verified.json<Body>().data).toMatchObject({ purpose: 'login' });
      expect((await login(t.app, email, PASSWORD)).json<Body>().data).toMatchObject({
        isOtpVerified: true,
      });
    });

    it('answers 401 for a wrong password and for an unknown e-mail alike', async () => {
      const { email } = await signUpVerified(t.app);
      const wrong = await login(t.app, email, 'Wrong1!pass');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json<Body>().message).toBe('Invalid email or password');
      const unknown = await login(t.app, uniqueEmail(), PASSWORD);
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json<Body>().message).toBe('Invalid email or password');
    });

    it('validates the body (missing, bad e-mail, wrong types, too long)', async () => {
      const missing = await post('/user/login', {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json<Body>().errors).toEqual({
        email: 'Email is required',
        password: 'Password is required',
      });
      const bad = await post('/user/login', { email: 'a@b', password: 'x' });
      expect(bad.json<Body>().errors).toEqual({ email: 'Invalid email address' });
      const types = await post('/user/login', { email: ['a@b.co'], password: { a: 1 } });
      expect(types.statusCode).toBe(400);
      expect(Object.keys(types.json<Body>().errors ?? {}).sort()).toEqual(['email', 'password']);
      const long = await post('/user/login', { email: `${'a'.repeat(250)}@b.co`, password: 'x' });
      expect(long.json<Body>().errors).toEqual({ email: 'Invalid email address' });
      const device = await post('/user/login', {
        email: 'a@b.co',
        password: 'x',
        deviceType: 'fridge',
      });
      expect(device.json<Body>().errors).toEqual({
        deviceType: 'Device type must be desktop, mobile or tablet',
      });
    });
  });

  describe('forgot and reset password', () => {
    it('answers the same for an unknown e-mail', async () => {
      const { email } = await signUpVerified(t.app);
      const known = await post('/user/forgotPassword', { email });
      const unknown = await post('/user/forgotPassword', { email: uniqueEmail() });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json<Body>().message).toBe(known.json<Body>().message);
      expect(unknown.json<Body>().data).toEqual({});
    });

    it('checks the code without using it up, then resets and signs every device out', async () => {
      const { email, password, token } = await signUpVerified(t.app);
      const forgot = await post('/user/forgotPassword', { email });
      const otp = forgot.json<{ data: { otp: string } }>().data.otp;
      expect(t.outbox.findLast((m) => m.to === email)?.subject).toBe(
        'Reset your MarketDrop password',
      );

      const checked = await post('/user/verifyOtp', { email, otp });
      expect(checked.statusCode).toBe(200);
      expect(checked.json<Body>().data).toEqual({ purpose: 'forgot-password' });

      const mismatch = await post('/user/resetPassword', {
        email,
        otp,
        newPassword: 'newpass1',
        confirmPassword: 'newpass2',
      });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json<Body>().errors).toEqual({ confirmPassword: 'Passwords must match' });
      const short = await post('/user/resetPassword', {
        email,
        otp,
        newPassword: 'abc',
        confirmPassword: 'abc',
      });
      expect(short.json<Body>().errors).toEqual({
        newPassword: 'Password must be at least 6 characters',
      });

      const reset = await post('/user/resetPassword', {
        email,
        otp,
        newPassword: 'newpass1',
        confirmPassword: 'newpass1',
      });
      expect(reset.statusCode).toBe(200);
      expect(reset.json<Body>()).toEqual({ message: 'Password reset successfully' });

      expect((await login(t.app, email, password)).statusCode).toBe(401);
      expect((await login(t.app, email, 'newpass1')).statusCode).toBe(200);
      const old = await t.app.inject({
        method: 'GET',
        url: '/user/getProfile',
        headers: bearer(token),
      });
      expect(old.statusCode).toBe(401);

      const again = await post('/user/resetPassword', {
        email,
        otp,
        newPassword: 'another1',
        confirmPassword: 'another1',
      });
      expect(again.statusCode).toBe(400);
      expect(again.json<Body>().message).toBe('Invalid OTP');
    });

    it('does not reset with a sign-up or login code', async () => {
      const { email, otp } = await signUp(t.app);
      const response = await post('/user/resetPassword', {
        email,
        otp,
        newPassword: 'newpass1',
        confirmPassword: 'newpass1',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<Body>().message).toBe('Invalid OTP');
    });
  });

  describe('POST /user/logout', () => {
    it('revokes the token', async () => {
      const { token } = await signUpVerified(t.app);
      const response = await post('/user/logout', undefined, bearer(token));
      expect(response.statusCode).toBe(200);
      expect(response.json<Body>()).toEqual({ message: 'User logout successfully' });

      const reuse = await t.app.inject({
        method: 'GET',
        url: '/user/getProfile',
        headers: bearer(token),
      });
      expect(reuse.statusCode).toBe(401);
      expect((await post('/user/logout', undefined, bearer(token))).statusCode).toBe(401);
    });

    it('needs a token', async () => {
      const response = await post('/user/logout');
      expect(response.statusCode).toBe(401);
      expect(response.json<Body>().message).toBe('Please sign in to continue');
      const garbage = await post('/user/logout', undefined, { authorization: 'Bearer nope' });
      expect(garbage.statusCode).toBe(401);
    });
  });

  it('POST /user/socialLogin answers 404 with a clear message when no provider is configured', async () => {
    const response = await post('/user/socialLogin', { provider: 'google' });
    expect(response.statusCode).toBe(404);
    expect(response.json<Body & { code?: string }>()).toMatchObject({
      code: 'PROVIDER_NOT_CONFIGURED',
      message: expect.stringMatching(/^Sign-in with Google is not available on this server/),
    });
  });
});

describe('outside development', () => {
  it('never echoes the OTP in production; the mailed code works', async () => {
    const t = await buildTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const fields = signupFields();
      const body = await multipart(fields);
      const response = await t.app.inject({ method: 'POST', url: '/user/signup', ...body });
      expect(response.statusCode).toBe(200);
      const data = response.json<Body>().data;
      expect(data).toEqual({ email: fields.email, phoneNumber: fields.phoneNumber });
      const code = /code is (\d{4})/.exec(t.outbox.at(-1)?.text ?? '')?.[1];
      expect(code).toMatch(/^\d{4}$/);
      const verified = await t.app.inject({
        method: 'POST',
        url: '/user/verifyOtp',
        payload: { email: fields.email, otp: code },
      });
      expect(verified.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: { RATE_LIMIT_MAX: '4', RATE_LIMIT_ACCOUNT_MAX: '2', RATE_LIMIT_WINDOW_MS: '60000' },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const attempt = (url: string, email: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      payload: url === '/user/verifyOtp' ? { email, otp: '1234' } : { email, password: 'x' },
    });

  it('limits one account across IPs', async () => {
    const email = uniqueEmail();
    expect((await attempt('/user/verifyOtp', email, '10.0.0.1')).statusCode).toBe(400);
    expect((await attempt('/user/verifyOtp', email, '10.0.0.2')).statusCode).toBe(400);
    const third = await attempt('/user/verifyOtp', email, '10.0.0.3');
    expect(third.statusCode).toBe(429);
    expect(third.json<Body>().message).toMatch(
      /^Too many attempts\. Please try again in \d+ seconds?\.$/,
    );
    expect(third.headers['retry-after']).toBeDefined();
  });

  it('limits one IP across accounts, per route', async () => {
    const ip = '10.0.1.1';
    for (let i = 0; i < 4; i += 1) {
      expect((await attempt('/user/verifyOtp', uniqueEmail(), ip)).statusCode).toBe(400);
    }
    expect((await attempt('/user/verifyOtp', uniqueEmail(), ip)).statusCode).toBe(429);
    // Another limited route keeps its own counters; unlimited routes are not touched.
    expect((await attempt('/user/login', uniqueEmail(), ip)).statusCode).toBe(401);
    const language = await t.app.inject({
      method: 'GET',
      url: '/user/getActiveLanguage',
      remoteAddress: ip,
    });
    expect(language.statusCode).toBe(200);
  });

  it('covers forgot password and resend', async () => {
    const email = uniqueEmail();
    for (const url of ['/user/forgotPassword', '/user/resendOtp']) {
      expect((await attempt(url, email, '10.0.2.1')).statusCode).toBe(200);
      expect((await attempt(url, email, '10.0.2.2')).statusCode).toBe(200);
      expect((await attempt(url, email, '10.0.2.3')).statusCode).toBe(429);
    }
  });
});
