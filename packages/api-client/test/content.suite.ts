/**
 * The content calls of docs/product.md §10.1 Calls ("Guest and content") through the client, against the real API
 * server. Used by one test file per backend (one server per file).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../src/client';
import { ApiError, fieldErrorsOf } from '../src/errors';
import { createSessionStore, storeAuthSession } from '../src/session';
import { consumerSignup, uniqueEmail } from './fixtures';
import { startServer, type Backend, type TestServer } from './server';

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

export function describeContentCalls(backend: Backend): void {
  describe(`content calls through the client (${backend})`, () => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startServer(backend);
    });
    afterAll(async () => {
      await server?.stop();
    });

    function newClient(): ApiClient {
      return createApiClient({
        baseUrl: server.baseUrl,
        session: createSessionStore({ storage: null }),
      });
    }

    it('getAboutUs, getTerms and getPrivacy answer the stored pages in both languages', async () => {
      const client = newClient();
      const about = await client.getAboutUs({});
      expect(about.data).toMatchObject({ key: 'about', language: 'en', title: 'About Us' });
      expect(about.data.sections.map((s) => s.heading).slice(0, 3)).toEqual([
        'Who We Are',
        'What We Do',
        'Our Values',
      ]);
      expect(about.data.sections.every((s) => s.body.length > 0)).toBe(true);

      const terms = await client.getTerms({ language: 'fr' });
      expect(terms.data).toMatchObject({
        key: 'terms',
        language: 'fr',
        title: 'Conditions générales',
        effectiveOn: '2026-11-25',
      });
      const privacy = await client.getPrivacy({ language: 'en' });
      expect(privacy.data.title).toBe('Privacy Policy');
      expect(privacy.data.sections.length).toBeGreaterThan(3);
    });

    it('getFaqs answers seven questions; an unknown language is a 400 field error', async () => {
      const client = newClient();
      const faqs = await client.getFaqs({ language: 'en' });
      expect(faqs.data).toHaveLength(7);
      expect(faqs.data[0]?.question).toBe('How do I create an account?');
      const fr = await client.getFaqs({ language: 'fr' });
      expect(fr.data[0]?.question).toBe('Comment créer un compte?');

      const error = await rejection(client.getFaqs({ language: 'es' as unknown as 'en' }));
      expect(error.status).toBe(400);
      expect(fieldErrorsOf(error)).toEqual({ language: 'Language must be en or fr' });
    });

    it("the pages follow the signed-in user's language when none is asked", async () => {
      const client = newClient();
      const fields = consumerSignup();
      const signup = await client.signup(fields);
      const verified = await client.verifyOtp({
        email: fields.email,
        otp: signup.data.otp as string,
      });
      storeAuthSession(client.session, verified.data);
      await client.setActiveLanguage({ language: 'fr' });
      expect((await client.getPrivacy({})).data.language).toBe('fr');
      expect((await client.getPrivacy({ language: 'en' })).data.language).toBe('en');
    });

    it('new answers the latest announcements, newest first', async () => {
      const client = newClient();
      const { data } = await client.new({ language: 'en' });
      expect(data.announcements.length).toBeGreaterThan(0);
      const times = data.announcements.map((a) => Date.parse(a.publishedAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(data.announcements[0]?.title).not.toBe('');
    });

    it('contactUs stores the message: the signed-in sender finds it with getContactMessages', async () => {
      const client = newClient();
      const fields = consumerSignup();
      const signup = await client.signup(fields);
      const verified = await client.verifyOtp({
        email: fields.email,
        otp: signup.data.otp as string,
      });
      storeAuthSession(client.session, verified.data);

      const sent = await client.contactUs({
        name: 'Ana Roy',
        email: fields.email,
        subject: 'Delivery to Gatineau',
        message: 'Do you deliver to Gatineau, and how much does it cost?',
      });
      expect(sent.message).toMatch(/support team will reply by email/);
      expect(sent.data.reference).toMatch(/^MD-[0-9A-F]{8}$/);

      const mine = await client.getContactMessages();
      expect(mine.data).toEqual([
        expect.objectContaining({
          _id: sent.data._id,
          reference: sent.data.reference,
          subject: 'Delivery to Gatineau',
          status: 'forwarded',
        }),
      ]);
    });

    it('contactUs answers 400 with field errors for bad input', async () => {
      const client = newClient();
      const error = await rejection(
        client.contactUs({ name: '', email: 'not-an-email', subject: '', message: 'hi' }),
      );
      expect(error.status).toBe(400);
      expect(fieldErrorsOf(error)).toEqual({
        name: 'Name is required',
        email: 'Please enter a valid email',
        subject: 'Subject is required',
        message: 'Message must be at least 10 characters',
      });

      const tooLong = await rejection(
        client.contactUs({
          name: 'Ana',
          email: uniqueEmail(),
          subject: 'x'.repeat(151),
          message: 'A long enough message.',
        }),
      );
      expect(fieldErrorsOf(tooLong)).toEqual({
        subject: 'Subject should not be longer than 150 characters',
      });
    });

    it('getContactMessages needs a session', async () => {
      const error = await rejection(newClient().getContactMessages());
      expect(error.status).toBe(401);
    });
  });
}
