import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactMessage, ContactUsData } from '@marketdrop/api-client';
import { contactMessages } from '../../src/db/schema';
import { CONTACT_US_MESSAGE } from '../../src/content/send-contact-message';
import { buildTestApp, drivers, type TestApp } from '../helpers/build-test-app';
import { bearer, signUpVerified, uniqueEmail } from '../helpers/fixtures';

type Body<T> = {
  message: string;
  data?: T;
  errors?: Record<string, string>;
  errorKeys?: Record<string, { key: string; values: Record<string, string | number> }>;
  code?: string;
};

function message(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Marc Gagnon',
    email: uniqueEmail('marc'),
    subject: 'Pickup on Thursday',
    message: 'Can I pick up my car on Friday instead of Thursday evening?',
    ...overrides,
  };
}

describe.each(drivers)('POST /user/contactUs on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ driver, env: { SUPPORT_EMAIL: 'help@marketdrop.test' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/user/contactUs', payload: payload as object, headers });

  const stored = (id: string) =>
    t.app.db.select().from(contactMessages).where(eq(contactMessages.id, id));

  it('stores the message, mails it to the support mailbox and answers a clear success', async () => {
    const input = message({ name: '  Marc Gagnon ', subject: 'Pickup  on Thursday' });
    const before = t.outbox.length;
    const response = await send(input);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<Body<ContactUsData>>();
    expect(body.message).toBe(CONTACT_US_MESSAGE);
    const data = body.data as ContactUsData;
    expect(data.reference).toMatch(/^MD-[0-9A-F]{8}$/);

    const [row] = await stored(data._id);
    expect(row).toMatchObject({
      name: 'Marc Gagnon',
      email: input.email,
      subject: 'Pickup  on Thursday',
      message: input.message,
      language: 'en',
      userId: null,
      status: 'forwarded',
    });
    expect(row?.createdAt.toISOString()).toBe(data.createdAt);

    const mails = t.outbox.slice(before);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.to).toBe('help@marketdrop.test');
    expect(mail?.replyTo).toBe(input.email);
    expect(mail?.subject).toBe(`[Contact ${data.reference}] Pickup  on Thursday`);
    expect(mail?.text).toContain(input.message);
    expect(mail?.text).toContain(`From: "Marc Gagnon" <${input.email}>`);
    expect(mail?.text).toContain('Account: not signed in');
  });

  it('answers a refused form with each message in English and by key (decision 031)', async () => {
    const response = await send({ name: '', email: 'nope', subject: 'Hi', message: 'x' });
    expect(response.statusCode).toBe(400);
    const body = response.json<Body<never>>();
    expect(body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Please correct the highlighted fields',
    });
    expect(body.errors).toMatchObject({
      name: 'Name is required',
      email: 'Please enter a valid email',
    });
    expect(body.errorKeys).toMatchObject({
      name: { key: 'required', values: { field: 'name' } },
      email: { key: 'pleaseEnterValidEmail', values: {} },
      message: { key: 'tooShort', values: { field: 'message', min: 10 } },
    });
    expect(body.errors?.message).toBe('Message must be at least 10 characters');
    // Every field error has its key.
    expect(Object.keys(body.errorKeys ?? {}).sort()).toEqual(Object.keys(body.errors ?? {}).sort());
  });

  it('links a signed-in sender and uses their language; they can list their messages', async () => {
    const { token, userId, email } = await signUpVerified(t.app, { firstName: 'Lea' });
    await t.app.inject({
      method: 'POST',
      url: '/user/setActiveLanguage',
      headers: bearer(token),
      payload: { language: 'fr' },
    });
    const response = await send(message({ email, subject: 'Livraison' }), bearer(token));
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json<Body<ContactUsData>>().data as ContactUsData;
    const [row] = await stored(data._id);
    expect(row).toMatchObject({ userId, language: 'fr' });
    expect(t.outbox.at(-1)?.text).toContain(`account ${userId}, consumer`);

    const list = await t.app.inject({
      method: 'GET',
      url: '/user/getContactMessages',
      headers: bearer(token),
    });
    expect(list.statusCode).toBe(200);
    const mine = list.json<Body<ContactMessage[]>>().data ?? [];
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      _id: data._id,
      reference: data.reference,
      subject: 'Livraison',
      language: 'fr',
      status: 'forwarded',
    });
  });

  it.each([
    ['a line break', 'Pickup\r\nBcc: x@evil.test'],
    ['a right-to-left override', 'Invoice \u202Efdp.exe'],
    ['a bidirectional isolate', 'Refund \u2066now'],
    ['an escape sequence', 'Red \u001b[31malert'],
  ])(
    'refuses %s in the subject or the name with the field message: nothing stored or mailed',
    async (_, text) => {
      const count = (await t.app.db.select().from(contactMessages)).length;
      const mails = t.outbox.length;
      const subject = await send(message({ subject: text }));
      expect(subject.statusCode).toBe(400);
      expect(subject.json<Body<never>>()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { subject: 'Subject contains characters that are not allowed' },
      });
      const name = await send(message({ name: text }));
      expect(name.statusCode).toBe(400);
      expect(name.json<Body<never>>().errors).toEqual({
        name: 'Name contains characters that are not allowed',
      });
      expect(await t.app.db.select().from(contactMessages)).toHaveLength(count);
      expect(t.outbox).toHaveLength(mails);
    },
  );

  it("quotes the sender's name in the support mail: it cannot pose as another address", async () => {
    const input = message({ name: 'MarketDrop Support <ceo@marketdrop.ca> "urgent" \\' });
    const response = await send(input);
    expect(response.statusCode, response.body).toBe(200);
    const text = t.outbox.at(-1)?.text ?? '';
    expect(text).toContain(
      `From: "MarketDrop Support <ceo@marketdrop.ca> \\"urgent\\" \\\\" <${input.email}>`,
    );
    // The only address outside the quotes is the sender's.
    const from = text.split('\n').find((line) => line.startsWith('From: ')) ?? '';
    expect(from.replace(/"(?:[^"\\]|\\.)*"/g, '')).toBe(`From:  <${input.email}>`);
  });

  it('getContactMessages needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/user/getContactMessages' });
    expect(response.statusCode).toBe(401);
  });

  it('takes the language of the body', async () => {
    const response = await send(message({ language: 'fr' }));
    const data = response.json<Body<ContactUsData>>().data as ContactUsData;
    expect((await stored(data._id))[0]?.language).toBe('fr');
  });

  it('answers 400 with a message per missing field and stores nothing', async () => {
    const count = (await t.app.db.select().from(contactMessages)).length;
    const response = await send({});
    expect(response.statusCode).toBe(400);
    expect(response.json<Body<never>>().errors).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
    expect(await t.app.db.select().from(contactMessages)).toHaveLength(count);
  });

  it.each([
    [{ email: 'marc@' }, 'email', 'Please enter a valid email'],
    [{ email: ' .marc@example.ca' }, 'email', 'Please enter a valid email'],
    [{ name: 'n'.repeat(61) }, 'name', 'Name should not be longer than 60 characters'],
    [{ subject: 's'.repeat(151) }, 'subject', 'Subject should not be longer than 150 characters'],
    [{ message: 'm'.repeat(5001) }, 'message', 'Message should not be longer than 5000 characters'],
    [{ message: 'short' }, 'message', 'Message must be at least 10 characters'],
    [{ language: 'de' }, 'language', 'Language must be en or fr'],
    [{ name: ['a', 'b'] }, 'name', 'Must be a single text value'],
  ])('refuses %j', async (override, field, text) => {
    const response = await send(message(override));
    expect(response.statusCode).toBe(400);
    expect(response.json<Body<never>>().errors).toEqual({ [field]: text });
  });

  it('refuses a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/user/contactUs',
      payload: 'name=Marc',
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('contactUs when the mail transport fails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    // The test app's transport records mail; make it fail from now on.
    t.app.mailer.send = async () => {
      throw new Error('SMTP down');
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  it('still stores the message and marks it for Support', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/user/contactUs',
      payload: message(),
    });
    expect(response.statusCode).toBe(200);
    const data = response.json<Body<ContactUsData>>().data as ContactUsData;
    const [row] = await t.app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, data._id));
    expect(row?.status).toBe('forward_failed');
  });
});

describe('contactUs rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: { RATE_LIMIT_MAX: '2', RATE_LIMIT_ACCOUNT_MAX: '100', RATE_LIMIT_WINDOW_MS: '60000' },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 429 with a clear message past the per-IP limit', async () => {
    const send = () => t.app.inject({ method: 'POST', url: '/user/contactUs', payload: message() });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    const third = await send();
    expect(third.statusCode).toBe(429);
    expect(third.json<Body<never>>().message).toMatch(/^Too many attempts/);
    expect(third.headers['retry-after']).toBeDefined();
  });
});
