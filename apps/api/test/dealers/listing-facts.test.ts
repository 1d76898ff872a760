/**
 * The vehicle's facts lock at the first bid or claim (docs/product.md §6.2): `updateListing`
 * changing any of them is 409 LISTING_FACTS_LOCKED and changes nothing; photos and documents may
 * still be added, and the seller tells buyers what is new with a dated disclosure
 * (`addListingDisclosure`), public on the auction and sent to its bidders and savers.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuctionDetailData, DealerListing } from '@marketdrop/api-client';
import { LISTING_LIMITS, listingMessages } from '@marketdrop/validation';
import { categories, makes, notifications, users, vehicles } from '../../src/db/schema';
import { DEALER_MESSAGES } from '../../src/dealers/messages';
import { runMailOutbox } from '../../src/notifications/mail-notifications';
import { drivers } from '../helpers/build-test-app';
import { FILES, bearer, multipart } from '../helpers/fixtures';
import {
  MINUTE,
  buildDealerWorld,
  createAccount,
  createDraft,
  jpegPhoto,
  listingForm,
  photoPart,
  post,
  publishedListing,
  uploadPhotos,
  type DealerAccount,
  type DealerWorld,
} from './dealer-fixture';

type Body<T = unknown> = {
  message: string;
  code?: string;
  errors?: Record<string, string>;
  data: T;
};

describe.each(drivers)('the facts of a listing with bids, and disclosures, on %s', (driver) => {
  let w: DealerWorld;
  let dealer: DealerAccount;
  let rival: DealerAccount;
  let bidder: DealerAccount;
  let saver: DealerAccount;
  let bystander: DealerAccount;
  let otherMake: string;
  let otherCategory: string;

  beforeAll(async () => {
    w = await buildDealerWorld(driver);
    [dealer, rival, bidder, saver, bystander] = await Promise.all([
      createAccount(w.app, 'dealer'),
      createAccount(w.app, 'dealer'),
      createAccount(w.app, 'consumer'),
      createAccount(w.app, 'consumer'),
      createAccount(w.app, 'consumer'),
    ]);
    const [make] = await w.app.db.insert(makes).values({ name: 'Acura' }).returning();
    const [category] = await w.app.db.insert(categories).values({ name: 'Coupe' }).returning();
    otherMake = make?.id as string;
    otherCategory = category?.id as string;
  });
  afterAll(async () => {
    await w?.close();
  });

  /** A live auction with one bid (and a save by `saver`). */
  const listingWithBid = async () => {
    const listing = await publishedListing(w, dealer);
    const bid = await post(w.app, '/user/placeBid', bidder.token, {
      auctionId: listing.auctionId,
      amount: 4_000,
    });
    expect(bid.statusCode, bid.body).toBe(200);
    const saved = await post(w.app, '/user/toggleAuction', saver.token, {
      auctionId: listing.auctionId,
      isLiked: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return listing;
  };
  const vehicleRow = async (id: string) => {
    const [row] = await w.app.db.select().from(vehicles).where(eq(vehicles.id, id));
    return row;
  };
  const disclose = (token: string | null, body: Record<string, unknown>) =>
    post(w.app, '/user/addListingDisclosure', token, body);

  it('after a bid, changing any fact is 409 LISTING_FACTS_LOCKED and changes nothing', async () => {
    const listing = await listingWithBid();
    const before = await vehicleRow(listing._id);
    const changes: [Record<string, unknown>, string[]][] = [
      [{ vin: '1HGCM82653A004353' }, ['VIN']],
      [{ vin: 'JH4KA7561PC008269', year: 1993 }, ['VIN', 'year']],
      [{ year: 2004 }, ['year']],
      [{ makeId: otherMake }, ['make']],
      [{ model: 'Civic' }, ['model']],
      [{ trim: 'LX' }, ['trim']],
      [{ trim: '' }, ['trim']],
      [{ categoryId: otherCategory }, ['body type']],
      [{ exteriorColour: 'Black' }, ['colour']],
      [{ odometer: 120_000 }, ['odometer']],
      [{ odometerUnit: 'MI' }, ['odometer unit']],
      [{ fuelType: 'Diesel' }, ['fuel']],
      [{ transmission: 'Manual' }, ['transmission']],
      [{ drivetrain: 'AWD' }, ['drivetrain']],
      [{ description: 'Salvage title.' }, ['description']],
      [{ city: 'Ottawa' }, ['location']],
    ];
    for (const [change, names] of changes) {
      const response = await post(w.app, '/user/updateListing', dealer.token, {
        ...listingForm(w, change),
        listingId: listing._id,
      });
      expect(response.statusCode, `${names.join()}: ${response.body}`).toBe(409);
      const body = response.json<Body>();
      expect(body.code).toBe('LISTING_FACTS_LOCKED');
      expect(body.message).toBe(DEALER_MESSAGES.factsLocked(names));
    }
    const several = await post(w.app, '/user/updateListing', dealer.token, {
      ...listingForm(w, { odometer: 12_000, description: 'Like new.' }),
      listingId: listing._id,
    });
    expect(several.json<Body>().message).toBe(
      DEALER_MESSAGES.factsLocked(['odometer', 'description']),
    );
    expect(await vehicleRow(listing._id)).toEqual(before);

    // The same form again is not a change.
    const same = await post(w.app, '/user/updateListing', dealer.token, {
      ...listingForm(w),
      listingId: listing._id,
    });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('after a bid, photos and documents may still be added', async () => {
    const listing = await listingWithBid();
    const photos = await uploadPhotos(w, dealer.token, listing._id, [
      photoPart(await jpegPhoto(320, 240)),
    ]);
    expect(photos.statusCode, photos.body).toBe(200);
    expect(photos.json<Body<DealerListing>>().data.photos).toHaveLength(2);
    const body = await multipart({ listingId: listing._id, documentName: 'Inspection' }, [
      { field: 'documents', name: 'inspection.pdf', type: 'application/pdf', bytes: FILES.pdf },
    ]);
    const documents = await w.app.inject({
      method: 'POST',
      url: '/user/uploadListingDocuments',
      headers: { ...bearer(dealer.token), ...body.headers },
      payload: body.payload,
    });
    expect(documents.statusCode, documents.body).toBe(200);
    expect(documents.json<Body<DealerListing>>().data.documents).toEqual([
      expect.objectContaining({ name: 'Inspection', mimeType: 'application/pdf' }),
    ]);
  });

  it('a disclosure is stored with its time, public on the detail (newest first), and tells bidders and savers', async () => {
    const listing = await listingWithBid();
    const auctionId = listing.auctionId as string;
    await w.app.db.update(users).set({ language: 'fr' }).where(eq(users.id, saver.userId));
    await runMailOutbox(w.app);
    const seqBefore = (await post(w.app, '/user/auctionScreen', null, { auctionId })).json<
      Body<AuctionDetailData>
    >().data.seq;

    const first = await disclose(dealer.token, {
      listingId: listing._id,
      text: '  The frame was straightened after a collision in 2024.\r\nInspection attached.  ',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<Body<DealerListing>>()).toMatchObject({
      message: DEALER_MESSAGES.disclosureAdded,
      data: {
        termsLocked: true,
        disclosures: [
          {
            text: 'The frame was straightened after a collision in 2024.\nInspection attached.',
            createdAt: w.clock.now().toISOString(),
          },
        ],
      },
    });
    const firstAt = w.clock.now().toISOString();
    w.clock.advance(5 * MINUTE);
    const second = await disclose(dealer.token, {
      listingId: listing._id,
      text: 'Title branded salvage in Quebec.',
    });
    expect(second.statusCode, second.body).toBe(200);
    const secondAt = w.clock.now().toISOString();

    // Public, newest first, for anyone; the auction took a new seq (cached answers see it).
    const detail = await post(w.app, '/user/auctionScreen', null, { auctionId });
    const data = detail.json<Body<AuctionDetailData>>().data;
    expect(data.disclosures).toEqual([
      { text: 'Title branded salvage in Quebec.', createdAt: secondAt },
      {
        text: 'The frame was straightened after a collision in 2024.\nInspection attached.',
        createdAt: firstAt,
      },
    ]);
    expect(data.seq).toBeGreaterThan(seqBefore);
    const mine = await post(w.app, '/user/getDealerListing', dealer.token, {
      listingId: listing._id,
    });
    expect(mine.json<Body<DealerListing>>().data.disclosures.map((d) => d.createdAt)).toEqual([
      secondAt,
      firstAt,
    ]);

    // The bidder and the saver are told of each disclosure; nobody else, not the seller.
    const rows = await w.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'listingDisclosure'));
    const told = rows.filter((row) => row.auctionId === auctionId);
    expect(told.map((row) => row.userId).sort()).toEqual(
      [bidder.userId, bidder.userId, saver.userId, saver.userId].sort(),
    );
    const list = await w.app.inject({
      method: 'GET',
      url: '/user/getNotification',
      headers: bearer(bidder.token),
    });
    expect(
      list
        .json<Body<{ notifications: { kind: string; auctionId: string }[] }>>()
        .data.notifications.filter((n) => n.auctionId === auctionId)
        .map((n) => n.kind),
    ).toContain('listingDisclosure');
    for (const account of [bystander, dealer]) {
      expect(rows.some((row) => row.userId === account.userId)).toBe(false);
    }

    // Mailed in each reader's language, linking to the auction.
    const before = w.outbox.length;
    await runMailOutbox(w.app);
    const mails = w.outbox.slice(before);
    const english = mails.find((mail) => mail.to === bidder.email);
    const french = mails.find((mail) => mail.to === saver.email);
    expect(english?.subject).toBe(
      `MarketDrop: The seller added a disclosure to ${listing.vehicleName}`,
    );
    expect(english?.text).toContain(`/detail/${auctionId}`);
    expect(french?.subject).toBe(
      `MarketDrop: Le vendeur a ajouté une divulgation à ${listing.vehicleName}`,
    );
  });

  it('refuses bad text (400), unknown and other dealers’ listings (404), consumers (403), no session (401), closed listings (409)', async () => {
    const listing = await listingWithBid();
    const cases: [unknown, string][] = [
      ['Too short', listingMessages.disclosureMin],
      ['x'.repeat(LISTING_LIMITS.disclosureMax + 1), listingMessages.disclosureMax],
      ['', listingMessages.disclosureRequired],
      [undefined, listingMessages.disclosureRequired],
      ['Hidden \u0007 salvage title', listingMessages.disclosureCharacters],
      ['Frame damage \u202Eelbatsujda', listingMessages.disclosureCharacters],
      ['Tab\tseparated note', listingMessages.disclosureCharacters],
    ];
    for (const [text, message] of cases) {
      const response = await disclose(dealer.token, { listingId: listing._id, text });
      expect(response.statusCode, JSON.stringify(text)).toBe(400);
      expect(response.json<Body>()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { text: message },
      });
    }
    const text = 'The odometer was replaced at 150,000 km.';
    for (const listingId of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const unknown = await disclose(dealer.token, { listingId, text });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json<Body>()).toEqual({ code: 'NOT_FOUND', message: 'Listing not found' });
    }
    const theirs = await disclose(rival.token, { listingId: listing._id, text });
    expect(theirs.statusCode).toBe(404);
    const consumer = await disclose(bidder.token, { listingId: listing._id, text });
    expect(consumer.statusCode).toBe(403);
    expect(consumer.json<Body>().code).toBe('FORBIDDEN');
    const anonymous = await disclose(null, { listingId: listing._id, text });
    expect(anonymous.statusCode).toBe(401);

    const withdrawn = await createDraft(w, dealer);
    await post(w.app, '/user/withdrawListing', dealer.token, { listingId: withdrawn._id });
    const closed = await disclose(dealer.token, { listingId: withdrawn._id, text });
    expect(closed.statusCode).toBe(409);
    expect(closed.json<Body>()).toEqual({
      code: 'LISTING_CLOSED',
      message: DEALER_MESSAGES.closed,
    });

    const mine = await post(w.app, '/user/getDealerListing', dealer.token, {
      listingId: listing._id,
    });
    expect(mine.json<Body<DealerListing>>().data.disclosures).toEqual([]);
  });
});
