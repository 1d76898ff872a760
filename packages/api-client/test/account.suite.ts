/**
 * The account flows of docs/product.md §8/§10.1 through the client, against the real API server. Used by one test
 * file per backend (one server per file). Every test makes its own account.
 */
import { STALE_SESSION_CLEANUP_MS, messages } from '@marketdrop/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../src/client';
import { ApiError, messageOf } from '../src/errors';
import { createSessionStore, storeAuthSession } from '../src/session';
import { PASSWORD, consumerSignup, pngFile, signUpVerified, uniqueEmail } from './fixtures';
import { startServer, type Backend, type TestServer } from './server';

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function describeAccountFlows(backend: Backend): void {
  describe(`account flows through the client (${backend})`, () => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startServer(backend);
    });
    afterAll(async () => {
      await server?.stop();
    });

    /** A client with its own in-memory session. */
    function newClient(): ApiClient {
      return createApiClient({
        baseUrl: server.baseUrl,
        session: createSessionStore({ storage: null }),
      });
    }

    /** Signs up, verifies the OTP, and leaves the session in the client's store. */
    async function signedInClient(): Promise<{ client: ApiClient; email: string }> {
      const { client, email } = await signUpVerified(newClient());
      return { client, email };
    }

    it('signup -> verifyOtp -> token stored -> getProfile', async () => {
      const client = newClient();
      const fields = consumerSignup({ firstName: 'Marie', lastName: 'Tremblay' });
      const signup = await client.signup(fields);
      expect(signup.message).not.toBe('');
      expect(signup.data.email).toBe(fields.email);
      expect(signup.data.otp).toMatch(/^\d{4}$/);

      const verified = await client.verifyOtp({
        email: fields.email,
        otp: signup.data.otp as string,
      });
      expect(verified.data.purpose).toBe('signup');
      expect(verified.data.token).toEqual(expect.any(String));
      expect(storeAuthSession(client.session, verified.data)).toBe(true);
      expect(client.session.getSnapshot()).toMatchObject({
        token: verified.data.token,
        user: { email: fields.email, firstName: 'Marie' },
      });

      const profile = await client.getProfile();
      expect(profile.data).toMatchObject({
        email: fields.email,
        firstName: 'Marie',
        lastName: 'Tremblay',
        name: 'Marie Tremblay',
        userType: 'consumer',
        isOtpVerified: true,
        phoneNumber: fields.phoneNumber,
        city: 'Montreal',
      });
    });

    it('a duplicate e-mail is refused with a clear message', async () => {
      const { email } = await signedInClient();
      const error = await rejection(newClient().signup(consumerSignup({ email })));
      expect(error.status).toBe(409);
      expect(error.hasServerMessage).toBe(true);
    });

    it('login with a wrong password -> ApiError 401 with the server message', async () => {
      const { email } = await signedInClient();
      const client = newClient();
      const error = await rejection(client.login({ email, password: 'Wrong1@pass' }));
      expect(error.status).toBe(401);
      expect(error.hasServerMessage).toBe(true);
      expect(messageOf(error, 'Login failed')).toBe(error.message);
      expect(error.call).toBe('login');
      expect(client.session.getSnapshot().token).toBeNull();
    });

    it('login of a verified account returns the token and user, with deviceType', async () => {
      const { email } = await signedInClient();
      const client = newClient();
      const result = await client.login({ email, password: PASSWORD, deviceType: 'mobile' });
      expect(result.data.isOtpVerified).toBe(true);
      expect(result.data.token).toEqual(expect.any(String));
      expect(result.data.user?.email).toBe(email);
      storeAuthSession(client.session, result.data);
      expect((await client.getProfile()).data.email).toBe(email);
    });

    it('an unverified login answers isOtpVerified false, and its OTP signs in', async () => {
      const client = newClient();
      const fields = consumerSignup();
      await client.signup(fields);

      const login = await client.login({ email: fields.email, password: PASSWORD });
      expect(login.data.isOtpVerified).toBe(false);
      expect(login.data.token).toBeUndefined();
      expect(login.data.otp).toMatch(/^\d{4}$/);

      const verified = await client.verifyOtp({
        email: fields.email,
        otp: login.data.otp as string,
      });
      expect(verified.data.token).toEqual(expect.any(String));
      storeAuthSession(client.session, verified.data);
      expect((await client.getProfile()).data.isOtpVerified).toBe(true);
    });

    it('a wrong OTP is refused with a message', async () => {
      const client = newClient();
      const fields = consumerSignup();
      const signup = await client.signup(fields);
      const wrong = signup.data.otp === '0000' ? '1111' : '0000';
      const error = await rejection(client.verifyOtp({ email: fields.email, otp: wrong }));
      expect(error.status).toBeGreaterThanOrEqual(400);
      expect(error.status).toBeLessThan(500);
      expect(error.hasServerMessage).toBe(true);
    });

    it('resendOtp right after sign-up is refused by the cooldown with a message', async () => {
      const client = newClient();
      const fields = consumerSignup();
      await client.signup(fields);
      const error = await rejection(client.resendOtp({ email: fields.email }));
      expect(error.status).toBe(429);
      expect(error.hasServerMessage).toBe(true);
      expect(error.message).toMatch(/wait/i);
    });

    it('forgot -> verify -> reset -> login with the new password', async () => {
      const { email } = await signedInClient();
      const client = newClient();

      const forgot = await client.forgotPassword({ email });
      expect(forgot.message).not.toBe('');
      expect(forgot.data.otp).toMatch(/^\d{4}$/);
      const otp = forgot.data.otp as string;

      const verified = await client.verifyOtp({ email, otp });
      expect(verified.data.purpose).toBe('forgot-password');
      expect(verified.data.token).toBeUndefined();

      const reset = await client.resetPassword({
        email,
        otp,
        newPassword: 'Brand1@new',
        confirmPassword: 'Brand1@new',
      });
      expect(reset.message).not.toBe('');

      expect((await rejection(client.login({ email, password: PASSWORD }))).status).toBe(401);
      const login = await client.login({ email, password: 'Brand1@new' });
      expect(login.data.token).toEqual(expect.any(String));
    });

    it('forgot password answers an unknown e-mail like a known one', async () => {
      const result = await newClient().forgotPassword({ email: uniqueEmail('nobody') });
      expect(result.message).not.toBe('');
    });

    it('editProfile sends multipart with a small PNG, and getProfile shows the change', async () => {
      const { client } = await signedInClient();
      const edited = await client.editProfile({
        firstName: 'Anne',
        lastName: 'Gagnon',
        city: 'Laval',
        driverLicence: 'G1234-56789-01234',
        driverLicenseImage: pngFile(),
      });
      expect(edited.message).not.toBe('');
      expect(edited.data).toMatchObject({
        firstName: 'Anne',
        lastName: 'Gagnon',
        city: 'Laval',
        driverLicence: 'G1234-56789-01234',
      });
      expect(edited.data.driverLicenseImage).toHaveLength(1);

      const profile = await client.getProfile();
      expect(profile.data.firstName).toBe('Anne');
      expect(profile.data.driverLicenseImage).toEqual(edited.data.driverLicenseImage);

      // The licence file is served to its owner.
      const path = edited.data.driverLicenseImage[0] as string;
      const file = await fetch(client.url(path), {
        headers: { Authorization: `Bearer ${client.session.getToken()}` },
      });
      expect(file.status).toBe(200);
      expect(new Uint8Array(await file.arrayBuffer()).slice(0, 4)).toEqual(
        Uint8Array.from([0x89, 0x50, 0x4e, 0x47]),
      );
    });

    it('editProfile keeps the licence files listed in keepLicenseImages; an empty list keeps none', async () => {
      const { client } = await signedInClient();
      const two = await client.editProfile({
        firstName: 'Anne',
        driverLicenseImage: [pngFile('front.png'), pngFile('back.png')],
      });
      expect(two.data.driverLicenseImage).toHaveLength(2);
      const [front, back] = two.data.driverLicenseImage as [string, string];

      const one = await client.editProfile({ firstName: 'Anne', keepLicenseImages: [back] });
      expect(one.data.driverLicenseImage).toEqual([back]);
      expect(one.data.driverLicenseImage).not.toContain(front);

      const none = await client.editProfile({ firstName: 'Anne', keepLicenseImages: [] });
      expect(none.data.driverLicenseImage).toEqual([]);
    });

    it('editProfile refuses a file that is not an image or PDF, with the spec message', async () => {
      const { client } = await signedInClient();
      const error = await rejection(
        client.editProfile({
          firstName: 'Anne',
          driverLicenseImage: new File(['just text, named like a picture'], 'fake.png', {
            type: 'image/png',
          }),
        }),
      );
      expect([400, 415]).toContain(error.status);
      expect(error.message).toBe(messages.invalidLicenceFile);
    });

    it('changePassword: the old password stops working, the new one works', async () => {
      const { client, email } = await signedInClient();
      const wrong = await rejection(
        client.changePassword({
          oldPassword: 'Not1@thepassword',
          newPassword: 'Other1@pw',
          confirmPassword: 'Other1@pw',
        }),
      );
      expect(wrong.status).toBeGreaterThanOrEqual(400);
      expect(wrong.hasServerMessage).toBe(true);

      const changed = await client.changePassword({
        oldPassword: PASSWORD,
        newPassword: 'Other1@pw',
        confirmPassword: 'Other1@pw',
      });
      expect(changed.message).not.toBe('');

      const fresh = newClient();
      expect((await rejection(fresh.login({ email, password: PASSWORD }))).status).toBe(401);
      expect((await fresh.login({ email, password: 'Other1@pw' })).data.token).toEqual(
        expect.any(String),
      );
    });

    it('toggleNotificationSettings flips the setting and getProfile agrees', async () => {
      const { client } = await signedInClient();
      const before = (await client.getProfile()).data.notificationEnable;
      const toggled = await client.toggleNotificationSettings();
      expect(toggled.data.notificationEnable).toBe(!before);
      expect((await client.getProfile()).data.notificationEnable).toBe(!before);
      const back = await client.toggleNotificationSettings();
      expect(back.data.notificationEnable).toBe(before);
    });

    it('updateNotificationSettings changes one kind; a bad value is a 400 with its message', async () => {
      const { client } = await signedInClient();
      const saved = await client.updateNotificationSettings({ savedSearches: false });
      expect(saved.data.emailNotifications.savedSearches).toBe(false);
      expect(saved.data.notificationEnable).toBe(true);
      expect((await client.getProfile()).data.emailNotifications.savedSearches).toBe(false);
      await expect(
        client.updateNotificationSettings({ won: 'no' as unknown as boolean }),
      ).rejects.toMatchObject({
        status: 400,
        message: 'Each notification setting must be true or false',
      });
    });

    it('getActiveLanguage defaults to en; setActiveLanguage changes it', async () => {
      const { client } = await signedInClient();
      expect((await client.getActiveLanguage()).data.language).toBe('en');
      expect((await client.setActiveLanguage({ language: 'fr' })).data.language).toBe('fr');
      expect((await client.getActiveLanguage()).data.language).toBe('fr');
    });

    it('logout revokes the token: a later call gets 401 and the session is cleared, again after 1 s', async () => {
      const { client } = await signedInClient();
      const token = client.session.getToken() as string;
      const user = client.session.getSnapshot().user;

      const logout = await client.logout();
      expect(logout.message).not.toBe('');
      client.session.clear(); // what useLogout does on 200

      // Something still holding the old session writes it back, then uses it.
      client.session.setSession({ user, token });
      const error = await rejection(client.getProfile());
      expect(error.status).toBe(401);
      expect(error.isUnauthorized).toBe(true);
      expect(client.session.getSnapshot()).toEqual({ user: null, token: null });

      // Written back once more within the second: the second clearing removes it.
      client.session.setSession({ user, token });
      await sleep(STALE_SESSION_CLEANUP_MS + 150);
      expect(client.session.getSnapshot()).toEqual({ user: null, token: null });
    });

    it('a call without a session gets 401 with a message', async () => {
      const error = await rejection(newClient().getProfile());
      expect(error.status).toBe(401);
      expect(error.hasServerMessage).toBe(true);
    });

    it('deleteUser removes the account: its token and its password stop working', async () => {
      const { client, email } = await signedInClient();
      const token = client.session.getToken() as string;
      await client.deleteUser();
      client.session.setSession({ user: null, token });
      expect((await rejection(client.getProfile())).status).toBe(401);
      expect((await rejection(newClient().login({ email, password: PASSWORD }))).status).toBe(401);
    });

    it('400 field errors surface as ApiError.errors in the spec wording', async () => {
      const login = await rejection(newClient().login({ email: 'not-an-email', password: '' }));
      expect(login.status).toBe(400);
      expect(login.hasServerMessage).toBe(true);
      expect(login.errors).toMatchObject({
        email: messages.invalidEmailAddress,
        password: messages.passwordRequired,
      });

      const signup = await rejection(
        newClient().signup(consumerSignup({ terms: false, dob: '2020-01-01', password: 'short' })),
      );
      expect(signup.status).toBe(400);
      expect(signup.errors).toMatchObject({
        terms: messages.acceptTerms,
        dob: messages.underAge,
        password: messages.signupPasswordMin,
      });
    });

    it('socialLogin answers 404 with a clear message when the provider is not configured', async () => {
      const error = await rejection(newClient().socialLogin({ provider: 'google' }));
      expect(error.status).toBe(404);
      expect(error.code).toBe('PROVIDER_NOT_CONFIGURED');
      expect(error.hasServerMessage).toBe(true);
    });
  });
}
