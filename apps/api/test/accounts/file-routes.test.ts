import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '@marketdrop/api-client';
import { UPLOAD_MAX_BYTES } from '@marketdrop/validation';
import { buildTestApp, drivers, type TestApp } from '../helpers/build-test-app';
import {
  bearer,
  FILES,
  login,
  multipart,
  PASSWORD,
  signUpVerified,
  signupFields,
  type UploadPart,
} from '../helpers/fixtures';

type Body = { message: string; data?: Profile; errors?: Record<string, string> };

describe.each(drivers)('licence uploads on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ driver });
  });
  afterAll(async () => {
    await t?.close();
  });

  const signupWith = async (file: UploadPart, fields = signupFields()) => {
    const body = await multipart(fields, [file]);
    return t.app.inject({ method: 'POST', url: '/user/signup', ...body });
  };
  const stored = async () => (await readdir(t.config.uploadsDir)).length;

  it('serves a licence file to its owner only', async () => {
    const owner = await signUpVerified(t.app, {}, [
      { name: 'licence.pdf', type: 'application/pdf', bytes: FILES.pdf },
    ]);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/user/getProfile',
      headers: bearer(owner.token),
    });
    const path = profile.json<Body>().data?.driverLicenseImage[0] as string;
    expect(path).toMatch(/^\/user\/files\//);

    const mine = await t.app.inject({ method: 'GET', url: path, headers: bearer(owner.token) });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(new Uint8Array(mine.rawPayload)).toEqual(FILES.pdf);

    const stranger = await signUpVerified(t.app);
    const theirs = await t.app.inject({
      method: 'GET',
      url: path,
      headers: bearer(stranger.token),
    });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json<Body>().message).toBe('You do not have access to this file');

    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/user/files/00000000-0000-4000-8000-000000000000',
      headers: bearer(owner.token),
    });
    expect(missing.statusCode).toBe(404);
    const junk = await t.app.inject({
      method: 'GET',
      url: '/user/files/..%2F..%2Fetc%2Fpasswd',
      headers: bearer(owner.token),
    });
    expect(junk.statusCode).toBe(404);
  });

  it.each([
    ['a JPEG', { name: 'l.jpg', type: 'image/jpeg', bytes: FILES.jpeg }],
    ['a WEBP', { name: 'l.webp', type: 'image/webp', bytes: FILES.webp }],
    ['a Word .doc', { name: 'l.doc', type: 'application/msword', bytes: FILES.doc }],
    [
      'a Word .docx',
      {
        name: 'l.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        bytes: FILES.docx,
      },
    ],
  ])('takes %s at sign-up', async (_label, file) => {
    const response = await signupWith(file);
    expect(response.statusCode).toBe(200);
  });

  it('refuses a file over 5 MB with 413 and stores nothing', async () => {
    const before = await stored();
    const big = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    big.set(FILES.png);
    const fields = signupFields();
    const response = await signupWith({ name: 'big.png', type: 'image/png', bytes: big }, fields);
    expect(response.statusCode).toBe(413);
    expect(response.json<Body>().message).toBe('File size should not exceed 5MB');
    expect(await stored()).toBe(before);
    // No account was made either.
    expect((await login(t.app, fields.email as string, PASSWORD)).statusCode).toBe(401);
    expect(
      (await signupWith({ name: 'ok.png', type: 'image/png', bytes: FILES.png }, fields))
        .statusCode,
    ).toBe(200);
  });

  it('takes a file of exactly 5 MB', async () => {
    const exact = new Uint8Array(UPLOAD_MAX_BYTES);
    exact.set(FILES.png);
    const response = await signupWith({ name: 'exact.png', type: 'image/png', bytes: exact });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['PDF bytes named .png', { name: 'licence.png', type: 'image/png', bytes: FILES.pdf }],
    ['text named .png', { name: 'licence.png', type: 'image/png', bytes: FILES.text }],
    [
      'a plain zip named .docx',
      {
        name: 'licence.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        bytes: FILES.zip,
      },
    ],
    [
      'a PNG named .exe',
      { name: 'licence.exe', type: 'application/octet-stream', bytes: FILES.png },
    ],
  ])('refuses %s (415) and stores nothing', async (_label, file) => {
    const before = await stored();
    const fields = signupFields();
    const response = await signupWith(file, fields);
    expect(response.statusCode).toBe(415);
    expect(response.json<Body>().message).toBe('Please upload an image, PDF or Word document');
    expect(await stored()).toBe(before);
    expect((await login(t.app, fields.email as string, PASSWORD)).statusCode).toBe(401);
  });

  it('refuses a mislabelled file on edit profile too', async () => {
    const { token } = await signUpVerified(t.app);
    const body = await multipart({}, [
      { name: 'licence.png', type: 'image/png', bytes: FILES.text },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/user/editProfile',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json<Body>().errors).toEqual({
      driverLicenseImage: 'Please upload a valid image or PDF file',
    });
  });

  it('takes one licence file at sign-up and no other file fields', async () => {
    const two = await multipart(signupFields(), [
      { name: 'a.png', type: 'image/png', bytes: FILES.png },
      { name: 'b.png', type: 'image/png', bytes: FILES.png },
    ]);
    const response = await t.app.inject({ method: 'POST', url: '/user/signup', ...two });
    expect(response.statusCode).toBe(400);
    expect(response.json<Body>().errors).toEqual({ driverLicenseImage: 'Upload one licence file' });

    const other = await multipart(signupFields(), [
      { field: 'avatar', name: 'a.png', type: 'image/png', bytes: FILES.png },
    ]);
    const unexpected = await t.app.inject({ method: 'POST', url: '/user/signup', ...other });
    expect(unexpected.statusCode).toBe(400);
    expect(unexpected.json<Body>().errors).toEqual({ avatar: 'Unexpected file field avatar' });
  });
});
