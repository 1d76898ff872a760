import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '@marketdrop/api-client';
import { buildTestApp, drivers, type TestApp } from '../helpers/build-test-app';
import {
  bearer,
  FILES,
  login,
  multipart,
  signUpVerified,
  uniqueEmail,
  type UploadPart,
} from '../helpers/fixtures';

type Body<T = Record<string, unknown>> = {
  message: string;
  data?: T;
  errors?: Record<string, string>;
};
/** A refusal's field keys (decision 031). */
type KeyedBody = { errorKeys?: Record<string, { key: string; values: object }> };

describe.each(drivers)('account routes on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ driver });
  });
  afterAll(async () => {
    await t?.close();
  });

  const getProfile = (token: string) =>
    t.app.inject({ method: 'GET', url: '/user/getProfile', headers: bearer(token) });
  const edit = async (
    token: string,
    fields: Record<string, string | string[]>,
    files: UploadPart[] = [],
  ) => {
    const body = await multipart(fields, files);
    return t.app.inject({
      method: 'POST',
      url: '/user/editProfile',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
  };
  const post = (url: string, token: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

  describe('GET /user/getProfile', () => {
    it('answers the contract Profile', async () => {
      const { token, email, userId } = await signUpVerified(t.app);
      const response = await getProfile(token);
      expect(response.statusCode).toBe(200);
      const body = response.json<Body<Profile>>();
      expect(body.message).toBe('Profile fetched successfully');
      expect(body.data).toEqual({
        _id: userId,
        userType: 'consumer',
        firstName: 'Ann',
        lastName: 'Lee',
        name: 'Ann Lee',
        email,
        countryCode: '+1',
        countryIsoCode: 'CA',
        phoneNumber: '4165550123',
        dob: '1990-05-17',
        gender: 'female',
        address: '1 King St W',
        city: 'Toronto',
        province: 'ON',
        country: 'Canada',
        postalCode: 'M5H 1A1',
        userImage: null,
        driverLicence: null,
        driverLicenseImage: [],
        notificationEnable: true,
        emailNotifications: {
          outbid: true,
          won: true,
          orderSteps: true,
          savedSearches: true,
          marketing: false,
        },
        language: 'en',
        isOtpVerified: true,
        pendingEmail: null,
        businessName: null,
        businessAddress: null,
        dealershipNumber: null,
        taxNumber: null,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown as string,
      } satisfies Profile);
    });

    it('needs a valid token', async () => {
      const none = await t.app.inject({ method: 'GET', url: '/user/getProfile' });
      expect(none.statusCode).toBe(401);
      const forged = await getProfile('A'.repeat(43));
      expect(forged.statusCode).toBe(401);
      expect(forged.json<Body>().message).toBe('Your session has expired. Please sign in again.');
    });
  });

  describe('POST /user/editProfile', () => {
    it('changes only the non-empty fields sent, and the change survives a reload', async () => {
      const { token } = await signUpVerified(t.app);
      const response = await edit(token, {
        firstName: 'Annie',
        city: 'Ottawa',
        gender: 'Male',
        dob: '1985-02-03',
        driverLicence: 'L1234-56789',
        address: '',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<Body>().message).toBe('Profile updated successfully!');
      const profile = (await getProfile(token)).json<Body<Profile>>().data;
      expect(profile).toMatchObject({
        firstName: 'Annie',
        lastName: 'Lee',
        name: 'Annie Lee',
        city: 'Ottawa',
        gender: 'male',
        dob: '1985-02-03',
        driverLicence: 'L1234-56789',
        address: '1 King St W',
      });
    });

    it.each([
      ['a name with digits', { firstName: 'Ann3' }, 'firstName', 'Only letters are allowed'],
      [
        'a one-letter name',
        { lastName: 'L' },
        'lastName',
        'Last name must be at least 2 characters',
      ],
      [
        'a name with edge spaces',
        { firstName: ' Ann' },
        'firstName',
        'First name should not have leading or trailing spaces',
      ],
      ['a bad phone', { phoneNumber: '12ab' }, 'phoneNumber', 'Please enter a valid phone number'],
      ['a bad e-mail', { email: 'x@' }, 'email', 'Please enter a valid email'],
      ['a bad gender', { gender: 'robot' }, 'gender', 'Please select a valid gender'],
      [
        'a long postal code',
        { postalCode: 'A'.repeat(11) },
        'postalCode',
        'Postal code should not be longer than 10 characters',
      ],
      [
        'a long city',
        { city: 'C'.repeat(51) },
        'city',
        'City should not be longer than 50 characters',
      ],
      [
        'an under-18 birth date',
        { dob: `${new Date().getUTCFullYear() - 10}-01-01` },
        'dob',
        'You must be at least 18 years old',
      ],
    ])('refuses %s', async (_label, fields, field, message) => {
      const { token } = await signUpVerified(t.app);
      const response = await edit(token, fields);
      expect(response.statusCode).toBe(400);
      expect(response.json<Body>().errors?.[field]).toBe(message);
    });

    it('changes the e-mail only with the current password and the code mailed to the new address', async () => {
      const other = await signUpVerified(t.app);
      const { token, password, email: oldEmail } = await signUpVerified(t.app);
      const fresh = uniqueEmail('moved');

      const noPassword = await edit(token, { email: fresh, city: 'Ottawa' });
      expect(noPassword.statusCode).toBe(400);
      expect(noPassword.json<Body>().errors).toEqual({
        currentPassword: 'Current password is required',
      });
      expect(noPassword.json<KeyedBody>().errorKeys).toEqual({
        currentPassword: { key: 'currentPasswordRequired', values: {} },
      });
      const wrong = await edit(token, { email: fresh, currentPassword: 'Wrong1!pass' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json<Body>().errors).toEqual({
        currentPassword: 'Current password is incorrect',
      });
      expect(wrong.json<KeyedBody>().errorKeys).toEqual({
        currentPassword: { key: 'currentPasswordIncorrect', values: {} },
      });
      expect(t.outbox.some((m) => m.to === fresh)).toBe(false);

      const taken = await edit(token, { email: other.email, currentPassword: password });
      expect(taken.statusCode).toBe(409);
      expect(taken.json<Body>().message).toBe('An account with this email already exists');

      // Asked with the password: pending, the account stays on the old address, a code goes to the new one.
      const asked = await edit(token, {
        email: fresh.toUpperCase(),
        currentPassword: password,
        city: 'Ottawa',
      });
      expect(asked.statusCode).toBe(200);
      expect(asked.json<Body>().message).toBe(
        'Profile updated. Enter the code we sent to your new email to confirm it.',
      );
      expect(asked.json<Body<Profile>>().data).toMatchObject({
        email: oldEmail,
        pendingEmail: fresh,
        city: 'Ottawa',
        isOtpVerified: true,
      });
      const mail = t.outbox.findLast((m) => m.to === fresh);
      expect(mail?.subject).toBe('Confirm your new MarketDrop e-mail');
      const code = /code is (\d{4})/.exec(mail?.text ?? '')?.[1] ?? '';
      expect(code).toMatch(/^\d{4}$/);
      expect((await login(t.app, oldEmail, password)).statusCode).toBe(200);
      expect((await login(t.app, fresh, password)).statusCode).toBe(401);
      // The code is not a sign-in or reset code.
      const misuse = await t.app.inject({
        method: 'POST',
        url: '/user/verifyOtp',
        payload: { email: oldEmail, otp: code },
      });
      expect(misuse.statusCode).toBe(400);

      const wrongCode = await post('/user/confirmEmailChange', token, {
        otp: code === '0000' ? '1111' : '0000',
      });
      expect(wrongCode.statusCode).toBe(400);
      expect(wrongCode.json<Body>().message).toBe('Invalid OTP');
      expect((await getProfile(token)).json<Body<Profile>>().data?.email).toBe(oldEmail);

      const confirmed = await post('/user/confirmEmailChange', token, { otp: code });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json<Body>().message).toBe('Email changed successfully');
      expect(confirmed.json<Body<Profile>>().data).toMatchObject({
        email: fresh,
        pendingEmail: null,
        isOtpVerified: true,
      });
      // The old address is told; this session is kept; the new address signs in.
      const notice = t.outbox.findLast((m) => m.to === oldEmail);
      expect(notice?.subject).toBe('Your MarketDrop e-mail was changed');
      expect(notice?.text).toContain(fresh);
      expect((await getProfile(token)).statusCode).toBe(200);
      expect((await login(t.app, fresh, password)).statusCode).toBe(200);
      expect((await login(t.app, oldEmail, password)).statusCode).toBe(401);
      const reuse = await post('/user/confirmEmailChange', token, { otp: code });
      expect(reuse.statusCode).toBe(400);
    });

    it('refuses confirmEmailChange without a pending change, a token or a 4-digit code', async () => {
      const { token } = await signUpVerified(t.app);
      const none = await post('/user/confirmEmailChange', token, { otp: '1234' });
      expect(none.statusCode).toBe(400);
      expect(none.json<Body>().message).toBe('Invalid OTP');
      const bad = await post('/user/confirmEmailChange', token, { otp: '12a' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<Body>().errors).toEqual({ otp: 'Enter 4 digits' });
      const anonymous = await t.app.inject({
        method: 'POST',
        url: '/user/confirmEmailChange',
        payload: { otp: '1234' },
      });
      expect(anonymous.statusCode).toBe(401);
    });

    it('refuses the switch when another account took the address meanwhile (409)', async () => {
      const { token, password } = await signUpVerified(t.app);
      const fresh = uniqueEmail('race');
      expect((await edit(token, { email: fresh, currentPassword: password })).statusCode).toBe(200);
      const code = /code is (\d{4})/.exec(
        t.outbox.findLast((m) => m.to === fresh)?.text ?? '',
      )?.[1];
      await signUpVerified(t.app, { email: fresh });
      const response = await post('/user/confirmEmailChange', token, { otp: code ?? '' });
      expect(response.statusCode).toBe(409);
    });

    it('appends licence files and removes those not kept', async () => {
      const { token } = await signUpVerified(t.app);
      const first = await edit(token, {}, [
        { name: 'front.png', type: 'image/png', bytes: FILES.png },
        { name: 'back.pdf', type: 'application/pdf', bytes: FILES.pdf },
      ]);
      expect(first.statusCode).toBe(200);
      const paths = first.json<Body<Profile>>().data?.driverLicenseImage ?? [];
      expect(paths).toHaveLength(2);
      expect(paths[0]).toMatch(/^\/user\/files\/[0-9a-f-]{36}$/);

      const before = (await readdir(t.config.uploadsDir)).length;
      const second = await edit(token, { keepLicenseImages: [paths[0] as string] }, [
        { name: 'new.gif', type: 'image/gif', bytes: FILES.gif },
      ]);
      expect(second.statusCode).toBe(200);
      const kept = second.json<Body<Profile>>().data?.driverLicenseImage ?? [];
      expect(kept).toHaveLength(2);
      expect(kept[0]).toBe(paths[0]);
      expect(kept).not.toContain(paths[1]);
      // One removed, one added.
      expect((await readdir(t.config.uploadsDir)).length).toBe(before);

      const none = await edit(token, { keepLicenseImages: '' });
      expect(none.json<Body<Profile>>().data?.driverLicenseImage).toEqual([]);
    });

    it('refuses files the profile form does not take (WEBP, Word)', async () => {
      const { token } = await signUpVerified(t.app);
      for (const file of [
        { name: 'licence.webp', type: 'image/webp', bytes: FILES.webp },
        { name: 'licence.doc', type: 'application/msword', bytes: FILES.doc },
      ]) {
        const response = await edit(token, { city: 'Laval' }, [file]);
        expect(response.statusCode).toBe(415);
        expect(response.json<Body>().message).toBe('Please upload a valid image or PDF file');
      }
      expect((await getProfile(token)).json<Body<Profile>>().data?.city).toBe('Toronto');
    });
  });

  describe('POST /user/changePassword', () => {
    it('needs the current password', async () => {
      const { token } = await signUpVerified(t.app);
      const response = await post('/user/changePassword', token, {
        oldPassword: 'Wrong1!pass',
        newPassword: 'brandnew1',
        confirmPassword: 'brandnew1',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<Body>().errors).toEqual({
        oldPassword: 'Current password is incorrect',
      });
      expect(response.json<KeyedBody>().errorKeys).toEqual({
        oldPassword: { key: 'currentPasswordIncorrect', values: {} },
      });
    });

    it('validates the fields', async () => {
      const { token } = await signUpVerified(t.app);
      const empty = await post('/user/changePassword', token, {});
      expect(empty.json<Body>().errors).toEqual({
        oldPassword: 'Current password is required',
        newPassword: 'New password is required',
        confirmPassword: 'Confirm password is required',
      });
      const bad = await post('/user/changePassword', token, {
        oldPassword: 'x',
        newPassword: 'abc',
        confirmPassword: 'abd',
      });
      expect(bad.json<Body>().errors).toEqual({
        newPassword: 'Password must be at least 6 characters',
        confirmPassword: 'Passwords do not match',
      });
    });

    it('changes it and signs the other devices out, keeping this one', async () => {
      const { token, email, password } = await signUpVerified(t.app);
      const other = (await login(t.app, email, password)).json<Body<{ token: string }>>().data
        ?.token as string;
      const response = await post('/user/changePassword', token, {
        oldPassword: password,
        newPassword: 'brandnew1',
        confirmPassword: 'brandnew1',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<Body>()).toEqual({ message: 'Password changed successfully' });
      expect((await getProfile(token)).statusCode).toBe(200);
      expect((await getProfile(other)).statusCode).toBe(401);
      expect((await login(t.app, email, password)).statusCode).toBe(401);
      expect((await login(t.app, email, 'brandnew1')).statusCode).toBe(200);
    });
  });

  it('POST /user/toggleNotificationSettings flips the setting', async () => {
    const { token } = await signUpVerified(t.app);
    const off = await post('/user/toggleNotificationSettings', token);
    expect(off.statusCode).toBe(200);
    expect(off.json<Body>()).toEqual({
      message: 'Notifications disabled successfully',
      data: {
        notificationEnable: false,
        emailNotifications: {
          outbid: false,
          won: false,
          orderSteps: false,
          savedSearches: false,
          marketing: false,
        },
      },
    });
    expect((await getProfile(token)).json<Body<Profile>>().data?.notificationEnable).toBe(false);
    const on = await post('/user/toggleNotificationSettings', token, {});
    expect(on.json<Body>()).toEqual({
      message: 'Notifications enabled successfully',
      data: {
        notificationEnable: true,
        emailNotifications: {
          outbid: true,
          won: true,
          orderSteps: true,
          savedSearches: true,
          marketing: false,
        },
      },
    });
  });

  it('GET /user/getActiveLanguage and POST /user/setActiveLanguage', async () => {
    const guest = await t.app.inject({ method: 'GET', url: '/user/getActiveLanguage' });
    expect(guest.json<Body>().data).toEqual({ language: 'en' });

    const { token } = await signUpVerified(t.app);
    const get = () =>
      t.app.inject({ method: 'GET', url: '/user/getActiveLanguage', headers: bearer(token) });
    expect((await get()).json<Body>().data).toEqual({ language: 'en' });
    const set = await post('/user/setActiveLanguage', token, { language: 'fr' });
    expect(set.statusCode).toBe(200);
    expect(set.json<Body>().data).toEqual({ language: 'fr' });
    expect((await get()).json<Body>().data).toEqual({ language: 'fr' });

    const bad = await post('/user/setActiveLanguage', token, { language: 'de' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Body>().errors).toEqual({ language: 'Language must be en or fr' });
  });

  it('POST /user/deleteUser deletes the account, its sessions and its files', async () => {
    const { token, email, password } = await signUpVerified(t.app, {}, [
      { name: 'licence.pdf', type: 'application/pdf', bytes: FILES.pdf },
    ]);
    const path = (await getProfile(token)).json<Body<Profile>>().data?.driverLicenseImage[0];
    const storedBefore = await readdir(t.config.uploadsDir);

    const response = await post('/user/deleteUser', token);
    expect(response.statusCode).toBe(200);
    expect(response.json<Body>()).toEqual({ message: 'Account deleted successfully' });

    expect((await getProfile(token)).statusCode).toBe(401);
    expect((await login(t.app, email, password)).statusCode).toBe(401);
    expect((await readdir(t.config.uploadsDir)).length).toBe(storedBefore.length - 1);
    const again = await signUpVerified(t.app, { email });
    const file = await t.app.inject({
      method: 'GET',
      url: path as string,
      headers: bearer(again.token),
    });
    expect(file.statusCode).toBe(404);
  });
});
