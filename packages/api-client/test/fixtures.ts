/** Test data for the integration tests: unique accounts and a real (tiny) PNG. */
import { randomBytes } from 'node:crypto';
import type { ApiClient } from '../src/client';
import type { SignupFields } from '../src/contract';
import { storeAuthSession } from '../src/session';

/**
 * Signs `client` up as a new consumer (`consumerSignup(overrides)`), verifies the e-mail with the
 * code the server echoes outside production, and stores the session on the client.
 */
export async function signUpVerified(
  client: ApiClient,
  overrides: Partial<SignupFields> = {},
): Promise<{ client: ApiClient; email: string; userId: string }> {
  const fields = consumerSignup(overrides);
  const signup = await client.signup(fields);
  const otp = signup.data.otp;
  if (typeof otp !== 'string') throw new Error('signup echoed no code (NODE_ENV=production?)');
  const verified = await client.verifyOtp({ email: fields.email, otp });
  if (!storeAuthSession(client.session, verified.data))
    throw new Error('verifyOtp gave no session');
  return { client, email: fields.email, userId: verified.data.user?._id as string };
}

/** A 1x1 transparent PNG (67 bytes): signature, IHDR, IDAT, IEND. */
export const TINY_PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** A File holding `TINY_PNG`. */
export function pngFile(name = 'licence.png'): File {
  return new File([TINY_PNG], name, { type: 'image/png' });
}

/** An e-mail no other test uses. */
export function uniqueEmail(prefix = 'buyer'): string {
  return `${prefix}.${Date.now().toString(36)}.${randomBytes(3).toString('hex')}@example.ca`;
}

/** A phone number no other test uses (10 digits). */
export function uniquePhone(): string {
  return `514${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}

/** A sign-up password that meets every rule. */
export const PASSWORD = 'Secret1@md';

/** Valid consumer sign-up fields. */
export function consumerSignup(overrides: Partial<SignupFields> = {}): SignupFields {
  return {
    userType: 'consumer',
    firstName: 'Ana',
    lastName: 'Roy',
    dob: '1990-05-06',
    gender: 'female',
    countryCode: '+1',
    countryIsoCode: 'CA',
    phoneNumber: uniquePhone(),
    email: uniqueEmail(),
    password: PASSWORD,
    address: '123 Rue Sainte-Catherine',
    city: 'Montreal',
    province: 'QC',
    country: 'Canada',
    postalCode: 'H2X 1Y4',
    terms: true,
    creditCheck: true,
    ...overrides,
  };
}

/** A 64x48 JPEG (286 bytes), a listing photo the server can decode. */
export const SMALL_JPEG = Uint8Array.from(
  Buffer.from(
    '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAwAEADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAAX/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCWAspoAAAAAAAAAAAAAAAAAAAAAD//2Q==',
    'base64',
  ),
);

/** A tiny PDF (its signature is what the server reads). */
export const TINY_PDF = new TextEncoder().encode(
  '%PDF-1.7\n%\u00e2\u00e3\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n',
);
