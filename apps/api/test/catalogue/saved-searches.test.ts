import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppNotification, SavedSearch, SavedSearchesData } from '@marketdrop/api-client';
import { CATALOGUE_LIMITS } from '@marketdrop/validation';
import { auctions, notifications, savedSearches } from '../../src/db/schema';
import {
  checkSavedSearches,
  dayOf,
  SAVED_SEARCH_CHECK_INTERVAL_MS,
} from '../../src/catalogue/check-saved-searches';
import { notify } from '../../src/notifications/notify';
import { runMailOutbox } from '../../src/notifications/mail-notifications';
import { drivers } from '../helpers/build-test-app';
import { bearer, signUpVerified } from '../helpers/fixtures';
import {
  buildCatalogueApp,
  loadModel,
  type CatalogueApp,
  type ModelRow,
} from './catalogue-fixture';

type Body<T> = {
  message: string;
  data?: T;
  errors?: Record<string, string>;
  errorKeys?: Record<string, { key: string }>;
  code?: string;
};

const DAY_MS = 24 * 60 * 60_000;

describe.each(drivers)('saved searches on %s', (driver) => {
  let t: CatalogueApp;
  let model: ModelRow[];

  beforeAll(async () => {
    t = await buildCatalogueApp(driver);
    model = await loadModel(t);
    // Mails of other notifications are out of the way of this file's own.
    await runMailOutbox(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: unknown, token?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      headers: token === undefined ? {} : bearer(token),
    });
  const save = (token: string | undefined, payload: Record<string, unknown>) =>
    post('/user/saveSearch', payload, token);
  const list = async (token: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/user/getSavedSearches',
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Body<SavedSearchesData>>().data as SavedSearchesData;
  };
  const remove = (token: string | undefined, savedSearchId: unknown) =>
    post('/user/deleteSavedSearch', { savedSearchId }, token);
  const makeId = () => model[0]?.makeId as string;

  describe('the calls', () => {
    it('saves the filters under a trimmed name, lists it newest first with its listing address', async () => {
      const user = await signUpVerified(t.app);
      const response = await save(user.token, {
        name: '  Recent SUVs  ',
        brandcategories: [makeId(), makeId()],
        year: [2021, 2020],
        minPrice: 10_000,
        maxPrice: null,
        search: ' ',
        sortBy: 'endingSoon',
        auctionType: ['auction'],
        // Not filters: paging and unknown fields are not kept.
        pageNumber: 3,
        withTotal: true,
        colour: 'red',
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<Body<SavedSearch>>();
      expect(body.message).toBe('Search saved');
      const saved = body.data as SavedSearch;
      expect(saved).toEqual({
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'Recent SUVs',
        // Empty values left out, repeats removed: the getAuctions fields as validated.
        filters: {
          brandcategories: [makeId()],
          year: [2021, 2020],
          minPrice: 10_000,
          sortBy: 'endingSoon',
          auctionType: ['auction'],
        },
        listingPath: `/listing?brand=${makeId()}&type=auction&year=2021&year=2020&minPrice=10000&sort=endingSoon`,
        createdAt: t.clock.now().toISOString(),
        lastNotifiedAt: null,
      });

      const second = await save(user.token, { name: 'Everything' });
      expect(second.statusCode, second.body).toBe(200);
      const listed = await list(user.token);
      expect(listed.max).toBe(CATALOGUE_LIMITS.savedSearchesMax);
      expect(listed.savedSearches.map((search) => search.name).sort()).toEqual([
        'Everything',
        'Recent SUVs',
      ]);
      expect(listed.savedSearches.find((s) => s.name === 'Everything')?.listingPath).toBe(
        '/listing?sort=',
      );
      // Another user sees none of them.
      const other = await signUpVerified(t.app);
      expect((await list(other.token)).savedSearches).toEqual([]);
    });

    it('refuses filters getAuctions refuses, with the same keyed messages', async () => {
      const user = await signUpVerified(t.app);
      const cases: [Record<string, unknown>, string, string][] = [
        [{ minPrice: 5_000, maxPrice: 1_000 }, 'maxPrice', 'catalogue.priceRange'],
        [{ year: ['old'] }, 'year', 'catalogue.year'],
        [{ auctionType: ['boat'] }, 'auctionType', 'catalogue.auctionType'],
        [{ brandcategories: ['not-an-id'] }, 'brandcategories', 'catalogue.id'],
        [{ sortBy: 'cheapest' }, 'sortBy', 'catalogue.sortBy'],
        [{ search: 'x'.repeat(101) }, 'search', 'catalogue.search'],
      ];
      for (const [filters, field, key] of cases) {
        const response = await save(user.token, { name: 'Bad', ...filters });
        expect(response.statusCode, response.body).toBe(400);
        const body = response.json<Body<never>>();
        expect(body.code).toBe('VALIDATION_FAILED');
        expect(body.errors?.[field], JSON.stringify(filters)).toBeTruthy();
        expect(body.errorKeys?.[field]?.key).toBe(key);
      }
      expect((await list(user.token)).savedSearches).toEqual([]);
    });

    it('refuses an empty, blank, missing or too long name', async () => {
      const user = await signUpVerified(t.app);
      for (const name of ['', '   ', undefined]) {
        const response = await save(user.token, { name, year: [2020] });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json<Body<never>>().errors?.name).toBe('Give the search a name');
      }
      const long = await save(user.token, { name: 'n'.repeat(81) });
      expect(long.statusCode, long.body).toBe(400);
      expect(long.json<Body<never>>().errors?.name).toBe(
        'The name must be text of at most 80 characters',
      );
      const exact = await save(user.token, { name: 'n'.repeat(80) });
      expect(exact.statusCode, exact.body).toBe(200);
      expect((await list(user.token)).savedSearches).toHaveLength(1);
    });

    it('keeps at most 20 per user: the 21st is a 409 with a clear message', async () => {
      const user = await signUpVerified(t.app);
      for (let index = 1; index <= CATALOGUE_LIMITS.savedSearchesMax; index += 1) {
        const response = await save(user.token, { name: `Search ${index}`, year: [2000 + index] });
        expect(response.statusCode, response.body).toBe(200);
      }
      const refused = await save(user.token, { name: 'One too many' });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json<Body<never>>()).toMatchObject({
        code: 'SAVED_SEARCH_LIMIT',
        message: 'You can keep at most 20 saved searches. Delete one to save this search.',
      });
      const listed = await list(user.token);
      expect(listed.savedSearches).toHaveLength(20);
      // Deleting one makes room again.
      const first = listed.savedSearches[0] as SavedSearch;
      expect((await remove(user.token, first._id)).statusCode).toBe(200);
      expect((await save(user.token, { name: 'Now it fits' })).statusCode).toBe(200);
    });

    it('deletes only your own: someone else’s id is not found, a non-id is a 400', async () => {
      const owner = await signUpVerified(t.app);
      const other = await signUpVerified(t.app);
      const saved = (await save(owner.token, { name: 'Mine' })).json<Body<SavedSearch>>()
        .data as SavedSearch;

      const foreign = await remove(other.token, saved._id);
      expect(foreign.statusCode, foreign.body).toBe(404);
      expect(foreign.json<Body<never>>()).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Saved search not found',
      });
      expect((await list(owner.token)).savedSearches).toHaveLength(1);

      for (const bad of ['not-a-uuid', '', 42, null]) {
        const response = await remove(owner.token, bad);
        expect(response.statusCode, `${String(bad)}: ${response.body}`).toBe(400);
        expect(response.json<Body<never>>().errors?.savedSearchId).toBeTruthy();
      }

      const deleted = await remove(owner.token, saved._id.toUpperCase());
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(deleted.json<Body<{ savedSearchId: string }>>()).toEqual({
        message: 'Saved search deleted',
        data: { savedSearchId: saved._id },
      });
      expect((await list(owner.token)).savedSearches).toEqual([]);
      expect((await remove(owner.token, saved._id)).statusCode).toBe(404);
    });

    it('answers 401 without a session', async () => {
      expect((await save(undefined, { name: 'Anon' })).statusCode).toBe(401);
      const listed = await t.app.inject({ method: 'GET', url: '/user/getSavedSearches' });
      expect(listed.statusCode).toBe(401);
      expect((await remove(undefined, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(
        401,
      );
    });
  });

  describe('the daily check', () => {
    const check = (now: Date) => checkSavedSearches({ db: t.app.db, notify }, { now });
    const noticesOf = (savedSearchId: string) =>
      t.app.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.kind, 'savedSearch'),
            eq(notifications.savedSearchId, savedSearchId),
          ),
        );
    /** Puts these auctions on sale at `at` (as a dealer publishing them then would). */
    const startAt = async (ids: string[], at: Date) => {
      await t.app.db.update(auctions).set({ startsAt: at }).where(inArray(auctions.id, ids));
    };
    const rewind = async (savedSearchId: string, to: Date) => {
      await t.app.db
        .update(savedSearches)
        .set({ lastCheckedAt: to })
        .where(eq(savedSearches.id, savedSearchId));
    };

    /** A make with at least three auctions open for days after `now`, and one of another make. */
    const pick = (now: Date) => {
      const open = model.filter(
        (row) => row.status === 'open' && row.endsAt.getTime() > now.getTime() + 5 * DAY_MS,
      );
      const byMake = new Map<string, ModelRow[]>();
      for (const row of open) byMake.set(row.makeId, [...(byMake.get(row.makeId) ?? []), row]);
      const [makeId, rows] = [...byMake.entries()].find(([, found]) => found.length >= 3) ?? [];
      const other = open.find((row) => row.makeId !== makeId);
      if (makeId === undefined || rows === undefined || other === undefined) {
        throw new Error('The seed has no make with three long sales');
      }
      return { makeId, rows, other };
    };

    it('notifies new matches once a day: one notice with the count and the listing, mailed, deduplicated', async () => {
      // Days after the other tests' searches and sales.
      t.clock.advance(3 * DAY_MS);
      const t0 = t.clock.now();
      const { makeId, rows, other } = pick(t0);
      const user = await signUpVerified(t.app);
      const saved = (await save(user.token, { name: 'My make', brandcategories: [makeId] })).json<
        Body<SavedSearch>
      >().data as SavedSearch;

      // Two vehicles of the make and one of another go on sale an hour later.
      await startAt(
        [rows[0]?.id as string, rows[1]?.id as string, other.id],
        new Date(t0.getTime() + 3_600_000),
      );
      // Not a day yet: it is not checked.
      await check(new Date(t0.getTime() + 2 * 3_600_000));
      expect(await noticesOf(saved._id)).toHaveLength(0);
      const [unchecked] = await t.app.db
        .select()
        .from(savedSearches)
        .where(eq(savedSearches.id, saved._id));
      expect(unchecked?.lastCheckedAt).toEqual(t0);

      const now = new Date(t0.getTime() + SAVED_SEARCH_CHECK_INTERVAL_MS + 60_000);
      expect((await check(now)).notified).toBeGreaterThanOrEqual(1);
      const [notice, ...more] = await noticesOf(saved._id);
      expect(more).toEqual([]);
      expect(notice).toMatchObject({
        userId: user.userId,
        amount: 2,
        auctionId: null,
        dedupeKey: `savedSearch:${saved._id}:${dayOf(now)}`,
      });
      const [row] = await t.app.db
        .select()
        .from(savedSearches)
        .where(eq(savedSearches.id, saved._id));
      expect(row?.lastCheckedAt).toEqual(now);
      expect(row?.lastNotifiedAt).toEqual(now);

      // Run again at once: not due, still one notice.
      expect(await check(now)).toMatchObject({ checked: 0 });
      // Even checked again the same day (its check rewound), the day's notice is not written twice.
      await rewind(saved._id, t0);
      expect((await check(now)).checked).toBeGreaterThanOrEqual(1);
      expect(await noticesOf(saved._id)).toHaveLength(1);

      // The bell lists it with the search's name and the listing with its filters.
      const page = await t.app.inject({
        method: 'GET',
        url: '/user/getNotification',
        headers: bearer(user.token),
      });
      expect(page.statusCode, page.body).toBe(200);
      const listed = page
        .json<Body<{ notifications: AppNotification[] }>>()
        .data?.notifications.find((n) => n.kind === 'savedSearch');
      expect(listed).toMatchObject({
        amount: 2,
        savedSearch: {
          _id: saved._id,
          name: 'My make',
          listingPath: `/listing?brand=${makeId}&sort=`,
        },
      });

      // Its e-mail (the savedSearches setting is on) names the count and links to the listing.
      const before = t.outbox.length;
      await runMailOutbox(t.app, { now });
      const mail = t.outbox.slice(before).find((m) => m.to === user.email);
      expect(mail?.subject).toBe('MarketDrop: 2 new vehicles match "My make"');
      expect(mail?.text).toContain(
        '2 vehicles put on sale since the last check match your saved search "My make".',
      );
      expect(mail?.text).toContain(`${t.config.publicUrl}/listing?brand=${makeId}&sort=`);

      // Deleting the search deletes its notice.
      expect((await remove(user.token, saved._id)).statusCode).toBe(200);
      expect(await noticesOf(saved._id)).toHaveLength(0);
    });

    it('two runs at once write one notice; no match, no notice; French e-mail; setting off, no e-mail', async () => {
      // Days after the other tests' searches and sales.
      t.clock.advance(3 * DAY_MS);
      const t0 = t.clock.now();
      const { makeId, rows } = pick(t0);
      const french = await signUpVerified(t.app);
      const language = await post('/user/setActiveLanguage', { language: 'fr' }, french.token);
      expect(language.statusCode, language.body).toBe(200);
      const quiet = await signUpVerified(t.app);
      const off = await post(
        '/user/updateNotificationSettings',
        { savedSearches: false },
        quiet.token,
      );
      expect(off.statusCode, off.body).toBe(200);
      const nobody = await signUpVerified(t.app);

      const savedBy = async (token: string, payload: Record<string, unknown>) =>
        (await save(token, payload)).json<Body<SavedSearch>>().data as SavedSearch;
      const frenchSearch = await savedBy(french.token, {
        name: 'Ma marque',
        brandcategories: [makeId],
      });
      const quietSearch = await savedBy(quiet.token, { name: 'Quiet', brandcategories: [makeId] });
      // A year no vehicle has: never a match.
      const emptySearch = await savedBy(nobody.token, { name: 'None', year: [1901] });

      await startAt([rows[2]?.id as string], new Date(t0.getTime() + 60_000));
      const now = new Date(t0.getTime() + SAVED_SEARCH_CHECK_INTERVAL_MS + 120_000);
      await Promise.all([check(now), check(now)]);
      expect(await noticesOf(frenchSearch._id)).toHaveLength(1);
      expect((await noticesOf(frenchSearch._id))[0]?.amount).toBe(1);
      expect(await noticesOf(quietSearch._id)).toHaveLength(1);
      expect(await noticesOf(emptySearch._id)).toHaveLength(0);
      const [empty] = await t.app.db
        .select()
        .from(savedSearches)
        .where(eq(savedSearches.id, emptySearch._id));
      // Checked (not due again for a day), never notified.
      expect(empty?.lastCheckedAt).toEqual(now);
      expect(empty?.lastNotifiedAt).toBeNull();

      const before = t.outbox.length;
      await runMailOutbox(t.app, { now });
      const mails = t.outbox.slice(before);
      const frenchMail = mails.find((m) => m.to === french.email);
      expect(frenchMail?.subject).toBe('MarketDrop: 1 nouveau véhicule correspond à « Ma marque »');
      expect(frenchMail?.text).toContain('Voyez-les dans la liste : ');
      expect(mails.find((m) => m.to === quiet.email)).toBeUndefined();
    });

    it("runs as the app's job (check-saved-searches) on the server clock", async () => {
      t.clock.advance(3 * DAY_MS);
      const t0 = t.clock.now();
      const { makeId, rows } = pick(t0);
      const user = await signUpVerified(t.app);
      const saved = (
        await save(user.token, { name: 'By the runner', brandcategories: [makeId] })
      ).json<Body<SavedSearch>>().data as SavedSearch;
      await startAt([rows[0]?.id as string], new Date(t0.getTime() + 60_000));
      t.clock.advance(SAVED_SEARCH_CHECK_INTERVAL_MS + 120_000);
      await t.app.jobs.runDue();
      const notices = await noticesOf(saved._id);
      expect(notices).toHaveLength(1);
      expect(notices[0]?.amount).toBe(1);
    });
  });
});
