import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Seeds accounts through the real API (the same calls the app makes), so every test starts from
 * its own fresh user and no test depends on another's data.
 */

let counter = 0;

/** An e-mail no other test (or earlier run on the same database) uses. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  const random = Math.random().toString(36).slice(2, 8);
  return `e2e-${tag}-${Date.now().toString(36)}-${counter}-${random}@example.com`;
}

/** A phone number of 10 digits, different for every call. */
export function uniquePhone(): string {
  return String(Math.floor(2_000_000_000 + Math.random() * 7_999_999_999));
}

export type SeedUser = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
};

/** The sign-up fields of a valid adult consumer. */
export function consumerFields(tag: string): SeedUser & Record<string, string> {
  return {
    userType: 'consumer',
    firstName: 'Avery',
    lastName: 'Tremblay',
    dob: '1990-04-12',
    gender: 'female',
    countryCode: '+1',
    countryIsoCode: 'CA',
    phoneNumber: uniquePhone(),
    email: uniqueEmail(tag),
    password: 'Str0ng!Pass',
    address: '12 King Street West',
    city: 'Toronto',
    province: 'Ontario',
    country: 'Canada',
    postalCode: 'M5H 1A1',
    terms: 'true',
    creditCheck: 'true',
  };
}

/** Signs a consumer up (unverified) and returns the account and the echoed OTP. */
export async function signUpUser(
  request: APIRequestContext,
  tag: string,
): Promise<SeedUser & { otp: string }> {
  const fields = consumerFields(tag);
  const response = await request.post('/user/signup', { multipart: fields });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { data: { otp?: string } };
  const otp = body.data.otp;
  if (!otp) throw new Error('The server did not echo the sign-up OTP (is NODE_ENV production?)');
  return { ...fields, otp };
}

/** Signs a consumer up and verifies the account: ready to sign in. */
export async function createVerifiedUser(
  request: APIRequestContext,
  tag: string,
): Promise<SeedUser> {
  const user = await signUpUser(request, tag);
  const response = await request.post('/user/verifyOtp', {
    data: { email: user.email, otp: user.otp },
  });
  expect(response.status(), await response.text()).toBe(200);
  return user;
}
