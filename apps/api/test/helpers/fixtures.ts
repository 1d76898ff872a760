import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

let counter = 0;

/** An e-mail no other test uses. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}.${Math.random().toString(36).slice(2, 7)}@example.com`;
}

export const PASSWORD = 'Passw0rd!';

/** A valid consumer sign-up, as the multipart text fields (booleans as text). */
export function signupFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    userType: 'consumer',
    firstName: 'Ann',
    lastName: 'Lee',
    dob: '1990-05-17',
    gender: 'female',
    countryCode: '+1',
    phoneNumber: '4165550123',
    countryIsoCode: 'CA',
    email: uniqueEmail(),
    password: PASSWORD,
    address: '1 King St W',
    city: 'Toronto',
    province: 'ON',
    country: 'Canada',
    postalCode: 'M5H 1A1',
    terms: 'true',
    creditCheck: 'true',
    ...overrides,
  };
}

export const dealerFields = {
  userType: 'dealer',
  businessName: 'Lee Motors',
  businessAddress: '9 Queen St E, Toronto',
  dealershipNumber: 'D-12345',
  taxNumber: '123456789RT0001',
} as const;

export type UploadPart = { field?: string; name: string; type: string; bytes: Uint8Array };

/** A multipart body built the way a browser's FormData is sent. */
export async function multipart(
  fields: Record<string, string | string[]>,
  files: UploadPart[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(key, item);
  }
  for (const file of files) {
    form.append(
      file.field ?? 'driverLicenseImage',
      new Blob([new Uint8Array(file.bytes)], { type: file.type }),
      file.name,
    );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

const pad = (bytes: number[], size = 64) => {
  const out = new Uint8Array(Math.max(size, bytes.length));
  out.set(bytes);
  for (let i = bytes.length; i < out.length; i += 1) out[i] = (i * 7) % 251;
  return out;
};
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

export const FILES = {
  png: pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpeg: pad([0xff, 0xd8, 0xff, 0xe0]),
  gif: pad(ascii('GIF89a')),
  webp: pad([...ascii('RIFF'), 0x24, 0, 0, 0, ...ascii('WEBPVP8 ')]),
  pdf: pad(ascii('%PDF-1.7\n')),
  doc: pad([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  docx: zip(['[Content_Types].xml', 'word/document.xml']),
  zip: zip(['notes.txt']),
  text: new TextEncoder().encode('just some text, not an image'),
};

/** A minimal stored (uncompressed) zip holding empty entries of these names. */
export function zip(names: string[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const n = Buffer.from(name, 'latin1');
    const local = Buffer.alloc(30 + n.length);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(n.length, 26);
    n.copy(local, 30);
    const central = Buffer.alloc(46 + n.length);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(n.length, 28);
    central.writeUInt32LE(offset, 42);
    n.copy(central, 46);
    locals.push(local);
    centrals.push(central);
    offset += local.length;
  }
  const cd = Buffer.concat(centrals);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(names.length, 8);
  eocd.writeUInt16LE(names.length, 10);
  eocd.writeUInt32LE(cd.length, 12);
  eocd.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, cd, eocd]));
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json<T>();
}

/** Signs up (multipart) and returns the e-mail and the echoed sign-up OTP. */
export async function signUp(
  app: FastifyInstance,
  overrides: Record<string, string> = {},
  files: UploadPart[] = [],
): Promise<{ email: string; otp: string; fields: Record<string, string> }> {
  const fields = signupFields(overrides);
  const body = await multipart(fields, files);
  const response = await app.inject({ method: 'POST', url: '/user/signup', ...body });
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json<{ data: { email: string; otp: string } }>().data;
  return { email: data.email, otp: data.otp, fields };
}

/** Signs up and verifies: a ready account with a session token. */
export async function signUpVerified(
  app: FastifyInstance,
  overrides: Record<string, string> = {},
  files: UploadPart[] = [],
): Promise<{ email: string; password: string; token: string; userId: string }> {
  const { email, otp, fields } = await signUp(app, overrides, files);
  const response = await app.inject({
    method: 'POST',
    url: '/user/verifyOtp',
    payload: { email, otp },
  });
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json<{ data: { token: string; user: { _id: string } } }>().data;
  return { email, password: fields.password ?? PASSWORD, token: data.token, userId: data.user._id };
}

export async function login(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/user/login',
    payload: { email, password, deviceType: 'desktop' },
  });
}
