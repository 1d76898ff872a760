import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentPage, FaqItem, WhatsNewData } from '@marketdrop/api-client';
import { announcements, contentPages, faqs } from '../../src/db/schema';
import { ABOUT, ANNOUNCEMENTS, FAQS, PRIVACY, TERMS } from '../../src/seed-data/content';
import { seedContent } from '../../src/content/seed-content';
import { buildTestApp, drivers, type TestApp } from '../helpers/build-test-app';
import { bearer, signUpVerified } from '../helpers/fixtures';

type Body<T> = { message: string; data?: T; errors?: Record<string, string>; code?: string };

describe.each(drivers)('content routes on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ driver });
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  describe.each([
    ['/user/getAboutUs', 'about', ABOUT, 'About Us', 'À propos de nous'],
    ['/user/getTerms', 'terms', TERMS, 'Terms & Conditions', 'Conditions générales'],
    ['/user/getPrivacy', 'privacy', PRIVACY, 'Privacy Policy', 'Politique de confidentialité'],
  ] as const)('GET %s', (url, key, source, enTitle, frTitle) => {
    it('answers the seeded English page by default', async () => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      const body = response.json<Body<ContentPage>>();
      expect(body.message).not.toBe('');
      expect(body.data).toMatchObject({ key, language: 'en', title: enTitle });
      expect(body.data?.sections).toEqual(source.en.sections);
      expect(body.data?.effectiveOn).toBe(
        'effectiveOn' in source.en ? source.en.effectiveOn : null,
      );
      expect(Date.parse(body.data?.updatedAt ?? '')).not.toBeNaN();
    });

    it('answers French with ?language=fr', async () => {
      const body = (await get(`${url}?language=fr`)).json<Body<ContentPage>>();
      expect(body.data).toMatchObject({ key, language: 'fr', title: frTitle });
      expect(body.data?.sections).toEqual(source.fr.sections);
    });

    it('refuses an unknown language with a field error', async () => {
      const response = await get(`${url}?language=de`);
      expect(response.statusCode).toBe(400);
      expect(response.json<Body<never>>().errors).toEqual({
        language: 'Language must be en or fr',
      });
    });
  });

  it('About and Terms open with Who We Are, What We Do and Our Values (docs/product.md §3)', async () => {
    for (const url of ['/user/getAboutUs', '/user/getTerms']) {
      const page = (await get(url)).json<Body<ContentPage>>().data;
      expect(page?.sections.slice(0, 3).map((s) => s.heading)).toEqual([
        'Who We Are',
        'What We Do',
        'Our Values',
      ]);
    }
  });

  it("defaults to the signed-in user's language; the query wins over it", async () => {
    const { token } = await signUpVerified(t.app);
    const set = await t.app.inject({
      method: 'POST',
      url: '/user/setActiveLanguage',
      headers: bearer(token),
      payload: { language: 'fr' },
    });
    expect(set.statusCode).toBe(200);
    const mine = (await get('/user/getTerms', bearer(token))).json<Body<ContentPage>>();
    expect(mine.data?.language).toBe('fr');
    const asked = (await get('/user/getTerms?language=en', bearer(token))).json<
      Body<ContentPage>
    >();
    expect(asked.data?.language).toBe('en');
  });

  it('an empty ?language= counts as absent; a repeated one is refused', async () => {
    expect((await get('/user/getFaqs?language=')).statusCode).toBe(200);
    const repeated = await get('/user/getFaqs?language=en&language=fr');
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json<Body<never>>().errors).toHaveProperty('language');
  });

  it('an expired token is a 401, as on every call', async () => {
    const response = await get('/user/getAboutUs', bearer('x'.repeat(40)));
    expect(response.statusCode).toBe(401);
  });

  describe('GET /user/getFaqs', () => {
    it('answers the seven questions in order, in each language', async () => {
      for (const language of ['en', 'fr'] as const) {
        const response = await get(`/user/getFaqs?language=${language}`);
        expect(response.statusCode).toBe(200);
        const list = response.json<Body<FaqItem[]>>().data ?? [];
        expect(list).toHaveLength(7);
        expect(list.map((f) => f.position)).toEqual([1, 2, 3, 4, 5, 6, 7]);
        expect(list.map(({ question, answer }) => ({ question, answer }))).toEqual(FAQS[language]);
        expect(list[0]?._id).toMatch(/^[0-9a-f-]{36}$/);
      }
    });

    it('refuses an unknown language', async () => {
      expect((await get('/user/getFaqs?language=EN')).statusCode).toBe(400);
    });
  });

  describe('GET /user/new', () => {
    it('answers the published announcements, newest first', async () => {
      const response = await get('/user/new');
      expect(response.statusCode).toBe(200);
      const data = response.json<Body<WhatsNewData>>().data;
      const expected = [...ANNOUNCEMENTS]
        .filter((a) => Date.parse(a.publishedAt) <= t.clock.now().getTime())
        .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));
      expect(data?.announcements.map((a) => a.title)).toEqual(expected.map((a) => a.en.title));
      expect(data?.announcements[0]).toMatchObject({
        link: expected[0]?.link,
        publishedAt: expected[0]?.publishedAt,
      });
      const fr = (await get('/user/new?language=fr')).json<Body<WhatsNewData>>().data;
      expect(fr?.announcements.map((a) => a.title)).toEqual(expected.map((a) => a.fr.title));
    });

    it('leaves out announcements published in the future', async () => {
      const future = new Date(t.clock.now().getTime() + 86_400_000);
      await t.app.db.insert(announcements).values({
        slug: `future-${driver}`,
        language: 'en',
        title: 'Not yet',
        body: 'Scheduled for tomorrow',
        link: null,
        publishedAt: future,
      });
      const data = (await get('/user/new')).json<Body<WhatsNewData>>().data;
      expect(data?.announcements.map((a) => a.title)).not.toContain('Not yet');
      t.clock.advance(2 * 86_400_000);
      const later = (await get('/user/new')).json<Body<WhatsNewData>>().data;
      expect(later?.announcements[0]?.title).toBe('Not yet');
    });
  });

  it('seeding again adds nothing and keeps text edited in the database', async () => {
    const first = and(eq(faqs.language, 'en'), eq(faqs.position, 1));
    await t.app.db.update(faqs).set({ question: 'Edited question?' }).where(first);
    try {
      await seedContent(t.app);
      await seedContent(t.app);
      expect(await t.app.db.select().from(contentPages)).toHaveLength(6);
      expect(await t.app.db.select().from(faqs)).toHaveLength(14);
      const list = (await get('/user/getFaqs')).json<Body<FaqItem[]>>().data ?? [];
      expect(list[0]?.question).toBe('Edited question?');
    } finally {
      await t.app.db
        .update(faqs)
        .set({ question: FAQS.en[0]?.question ?? '' })
        .where(first);
    }
  });
});
