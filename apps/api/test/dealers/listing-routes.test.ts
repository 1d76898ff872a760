import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  Auction,
  AuctionDetailData,
  DealerListing,
  DealerListingsData,
} from '@marketdrop/api-client';
import { listingMessages } from '@marketdrop/validation';
import { auctions } from '../../src/db/schema';
import { DEALER_MESSAGES } from '../../src/dealers/messages';
import { drivers } from '../helpers/build-test-app';
import { FILES, bearer, multipart } from '../helpers/fixtures';
import {
  HOUR,
  VIN,
  buildDealerWorld,
  createAccount,
  createDraft,
  jpegPhoto,
  listingForm,
  marketDropForm,
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
/** A refusal's field keys (decision 031). */
type KeyedBody = { errorKeys?: Record<string, { key: string; values: object }> };

describe.each(drivers)('dealer listings on %s', (driver) => {
  let w: DealerWorld;
  let dealer: DealerAccount;
  let rival: DealerAccount;
  let buyer: DealerAccount;

  beforeAll(async () => {
    w = await buildDealerWorld(driver);
    dealer = await createAccount(w.app, 'dealer');
    rival = await createAccount(w.app, 'dealer');
    buyer = await createAccount(w.app, 'consumer');
  });
  afterAll(async () => {
    await w?.close();
  });

  describe('createListing', () => {
    it('saves a draft with the vehicle, its terms and the dealer address by default', async () => {
      const response = await post(w.app, '/user/createListing', dealer.token, listingForm(w));
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<Body<DealerListing>>();
      expect(body.message).toBe(DEALER_MESSAGES.created);
      expect(body.data).toMatchObject({
        state: 'draft',
        auctionId: null,
        vehicleName: '2003 Honda Accord EX',
        vin: VIN,
        make: { _id: w.makeId, name: 'Honda' },
        category: { _id: w.categoryId, name: 'Sedan' },
        odometer: 182_000,
        odometerUnit: 'KM',
        location: { address: '5 Bay St, Toronto', city: 'Toronto', province: 'ON' },
        terms: {
          auctionType: 'auction',
          startingBid: 4000,
          reservePrice: 6000,
          buyNowPrice: 8000,
          floorPrice: null,
          claimPrice: null,
          endsAt: w.closeAt,
        },
        photos: [],
        stats: { views: 0, saves: 0, bids: 0 },
        termsLocked: false,
        moderation: null,
        reserveOffer: null,
      });
    });

    it('refuses bad input with the form messages, nothing saved', async () => {
      const before = await post(w.app, '/user/getDealerListings', dealer.token, {});
      const count = before.json<Body<DealerListingsData>>().data.counts.draft;
      const response = await post(
        w.app,
        '/user/createListing',
        dealer.token,
        listingForm(w, {
          vin: '1HGCM82643A004352',
          reservePrice: 3000,
          endsAt: '2026-12-02T00:00:00.000Z',
        }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json<Body>()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: {
          vin: listingMessages.vinCheckDigit,
          reservePrice: listingMessages.reserveBelowStart,
          endsAt: listingMessages.endsAtThursday,
        },
      });
      const after = await post(w.app, '/user/getDealerListings', dealer.token, {});
      expect(after.json<Body<DealerListingsData>>().data.counts.draft).toBe(count);
    });

    it('refuses a make that is not on the list, and a close already past', async () => {
      const unknownMake = await post(
        w.app,
        '/user/createListing',
        dealer.token,
        listingForm(w, { makeId: '00000000-0000-4000-8000-000000000000' }),
      );
      expect(unknownMake.statusCode).toBe(400);
      expect(unknownMake.json<Body>().errors).toEqual({ makeId: DEALER_MESSAGES.makeUnknown });
      const past = await post(
        w.app,
        '/user/createListing',
        dealer.token,
        listingForm(w, { endsAt: '2026-11-27T00:00:00.000Z' }),
      );
      expect(past.statusCode).toBe(400);
      expect(past.json<Body>().errors).toEqual({ endsAt: DEALER_MESSAGES.endsAtPast });
    });

    it('a dealer whose business is not verified: 403 with a clear message', async () => {
      const pending = await createAccount(w.app, 'dealer', { dealerStatus: 'submitted' });
      const response = await post(w.app, '/user/createListing', pending.token, listingForm(w));
      expect(response.statusCode).toBe(403);
      expect(response.json<Body>()).toEqual({
        code: 'DEALER_NOT_VERIFIED',
        message: 'Your business must be verified before you can list vehicles',
      });
    });
  });

  describe('updateListing', () => {
    it('changes the vehicle and the terms of a draft', async () => {
      const draft = await createDraft(w, dealer);
      const response = await post(w.app, '/user/updateListing', dealer.token, {
        ...listingForm(w, { model: 'Civic', trim: '', startingBid: 4500 }),
        listingId: draft._id,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<Body<DealerListing>>().data).toMatchObject({
        vehicleName: '2003 Honda Civic',
        model: 'Civic',
        trim: null,
        terms: { startingBid: 4500 },
      });
    });

    it("another dealer's listing is not found (404), and so is a made-up id", async () => {
      const draft = await createDraft(w, dealer);
      for (const listingId of [draft._id, 'not-an-id', '00000000-0000-4000-8000-000000000000']) {
        const response = await post(w.app, '/user/updateListing', rival.token, {
          ...listingForm(w),
          listingId,
        });
        expect(response.statusCode).toBe(404);
        expect(response.json<Body>()).toEqual({ code: 'NOT_FOUND', message: 'Listing not found' });
      }
      const mine = await post(w.app, '/user/getDealerListing', dealer.token, {
        listingId: draft._id,
      });
      expect(mine.json<Body<DealerListing>>().data.model).toBe('Accord');
    });

    it('locks the price terms and the vehicle facts at the first bid; a disclosure tells buyers', async () => {
      const listing = await publishedListing(w, dealer);
      const bid = await post(w.app, '/user/placeBid', buyer.token, {
        auctionId: listing.auctionId,
        amount: 4000,
      });
      expect(bid.statusCode, bid.body).toBe(200);
      const priced = await post(w.app, '/user/updateListing', dealer.token, {
        ...listingForm(w, { reservePrice: 5000 }),
        listingId: listing._id,
      });
      expect(priced.statusCode).toBe(409);
      expect(priced.json<Body>()).toEqual({
        code: 'PRICE_TERMS_LOCKED',
        message: DEALER_MESSAGES.termsLocked,
      });
      const described = await post(w.app, '/user/updateListing', dealer.token, {
        ...listingForm(w, { description: 'New tires in 2026.' }),
        listingId: listing._id,
      });
      expect(described.statusCode, described.body).toBe(409);
      expect(described.json<Body>()).toEqual({
        code: 'LISTING_FACTS_LOCKED',
        message: DEALER_MESSAGES.factsLocked(['description']),
      });
      const disclosed = await post(w.app, '/user/addListingDisclosure', dealer.token, {
        listingId: listing._id,
        text: 'New tires in 2026.',
      });
      expect(disclosed.statusCode, disclosed.body).toBe(200);
      expect(disclosed.json<Body<DealerListing>>().data).toMatchObject({
        description: 'One owner, winter tires included.',
        termsLocked: true,
        stats: { bids: 1 },
      });
      // The buyer sees the disclosure at once (the auction's seq moved).
      const detail = await post(w.app, '/user/auctionScreen', buyer.token, {
        auctionId: listing.auctionId,
      });
      expect(detail.json<Body<AuctionDetailData>>().data.disclosures).toEqual([
        { text: 'New tires in 2026.', createdAt: w.clock.now().toISOString() },
      ]);
      const withdraw = await post(w.app, '/user/withdrawListing', dealer.token, {
        listingId: listing._id,
      });
      expect(withdraw.statusCode).toBe(409);
      expect(withdraw.json<Body>().code).toBe('PRICE_TERMS_LOCKED');
    });

    it('updates the auction of a published listing while nobody bid (a live price goes down)', async () => {
      const listing = await publishedListing(w, dealer);
      const response = await post(w.app, '/user/updateListing', dealer.token, {
        ...listingForm(w, { startingBid: 3500, buyNowPrice: 7500, model: 'Civic' }),
        listingId: listing._id,
      });
      expect(response.statusCode, response.body).toBe(200);
      const detail = await post(w.app, '/user/auctionScreen', buyer.token, {
        auctionId: listing.auctionId,
      });
      expect(detail.json<Body<Auction>>().data).toMatchObject({
        startingBid: 3500,
        currentPrice: 3500,
        buyNowPrice: 7500,
        vehicleName: '2003 Honda Civic EX',
      });
    });
  });

  describe('publishListing', () => {
    it('needs a photo, then makes the draft a live auction of the engine', async () => {
      const draft = await createDraft(w, dealer);
      const bare = await post(w.app, '/user/publishListing', dealer.token, {
        listingId: draft._id,
      });
      expect(bare.statusCode).toBe(400);
      expect(bare.json<Body>().errors).toEqual({ photos: DEALER_MESSAGES.photoRequired });
      expect(bare.json<KeyedBody>().errorKeys).toEqual({
        photos: { key: 'listings.photoRequired', values: {} },
      });
      const uploaded = await uploadPhotos(w, dealer.token, draft._id, [
        photoPart(await jpegPhoto(800, 600)),
      ]);
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      const published = await post(w.app, '/user/publishListing', dealer.token, {
        listingId: draft._id,
      });
      expect(published.statusCode, published.body).toBe(200);
      const listing = published.json<Body<DealerListing>>().data;
      expect(listing.state).toBe('live');
      expect(listing.auctionId).toEqual(expect.any(String));
      const detail = await post(w.app, '/user/auctionScreen', buyer.token, {
        auctionId: listing.auctionId,
      });
      expect(detail.statusCode).toBe(200);
      expect(detail.json<Body<Auction>>().data).toMatchObject({
        auctionType: 'auction',
        status: 'open',
        startingBid: 4000,
        buyNowPrice: 8000,
        vehicleName: '2003 Honda Accord EX',
        endsAt: w.closeAt,
        seller: { _id: dealer.dealerId },
        vehicle: { vin: VIN, vehicleImage: [listing.photos[0]?.url] },
      });
      // It lists with the catalogue.
      const listed = await post(w.app, '/user/getAuctions', null, { search: 'accord' });
      expect(listed.json<Body<Auction[]>>().data.map((a) => a._id)).toContain(listing.auctionId);
      // Publishing again answers it unchanged.
      const again = await post(w.app, '/user/publishListing', dealer.token, {
        listingId: draft._id,
      });
      expect(again.json<Body<DealerListing>>().data.auctionId).toBe(listing.auctionId);
    });

    it('schedules a listing whose start is ahead, and a MarketDropAI price drops from the sticker', async () => {
      const start = new Date(w.clock.now().getTime() + 5 * HOUR).toISOString();
      const draft = await createDraft(w, dealer, marketDropForm(w, { startsAt: start }));
      await uploadPhotos(w, dealer.token, draft._id, [photoPart(await jpegPhoto(640, 480))]);
      const published = await post(w.app, '/user/publishListing', dealer.token, {
        listingId: draft._id,
      });
      const listing = published.json<Body<DealerListing>>().data;
      expect(published.json<Body>().message).toBe(DEALER_MESSAGES.scheduled);
      expect(listing).toMatchObject({
        state: 'scheduled',
        currentPrice: 9000,
        terms: {
          auctionType: 'marketdropai',
          stickerPrice: 9000,
          floorPrice: 6000,
          startsAt: start,
        },
      });
      w.clock.advance(7 * HOUR);
      const later = await post(w.app, '/user/getDealerListing', dealer.token, {
        listingId: draft._id,
      });
      // Two drops of $250 since the start.
      expect(later.json<Body<DealerListing>>().data).toMatchObject({
        state: 'live',
        currentPrice: 8500,
      });
      w.clock.advance(-7 * HOUR);
    });

    it("an unverified dealer's publish is refused (403) before anything else", async () => {
      const draft = await createDraft(w, dealer);
      const pending = await createAccount(w.app, 'dealer', { dealerStatus: 'pending' });
      const response = await post(w.app, '/user/publishListing', pending.token, {
        listingId: draft._id,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json<Body>().code).toBe('DEALER_NOT_VERIFIED');
    });
  });

  describe('withdrawListing and getDealerListings', () => {
    it('withdraws a draft and a live listing without bids; lists by state with counts', async () => {
      const seller = await createAccount(w.app, 'dealer');
      const draft = await createDraft(w, seller);
      const live = await publishedListing(w, seller);
      await publishedListing(w, seller);
      const withdrawn = await post(w.app, '/user/withdrawListing', seller.token, {
        listingId: draft._id,
      });
      expect(withdrawn.json<Body<DealerListing>>().data.state).toBe('withdrawn');
      const ended = await post(w.app, '/user/withdrawListing', seller.token, {
        listingId: live._id,
      });
      expect(ended.statusCode, ended.body).toBe(200);
      const [auction] = await w.app.db
        .select()
        .from(auctions)
        .where(eq(auctions.id, live.auctionId as string));
      expect(auction?.status).toBe('ended');
      const again = await post(w.app, '/user/withdrawListing', seller.token, {
        listingId: live._id,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json<Body>().code).toBe('LISTING_CLOSED');

      const all = await post(w.app, '/user/getDealerListings', seller.token, {});
      const body = all.json<Body<DealerListingsData> & { pagination: { total: number } }>();
      expect(body.data.counts).toEqual({
        draft: 0,
        scheduled: 0,
        live: 1,
        sold: 0,
        unsold: 0,
        withdrawn: 2,
      });
      expect(body.pagination.total).toBe(3);
      const withdrawnOnly = await post(w.app, '/user/getDealerListings', seller.token, {
        state: 'withdrawn',
        pageSize: 1,
      });
      const page = withdrawnOnly.json<Body<DealerListingsData> & { pagination: unknown }>();
      expect(page.data.listings).toHaveLength(1);
      expect(page.data.listings[0]?.state).toBe('withdrawn');
      expect(page.pagination).toEqual({ pageNumber: 1, pageSize: 1, total: 2, totalPages: 2 });
      const bad = await post(w.app, '/user/getDealerListings', seller.token, { state: 'gone' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<Body>().message).toBe(listingMessages.state);
    });

    it('a withdrawal and a bid at the same moment: exactly one of them happens', async () => {
      for (let round = 0; round < 4; round += 1) {
        const listing = await publishedListing(w, dealer);
        const [withdrawn, bid] = await Promise.all([
          post(w.app, '/user/withdrawListing', dealer.token, { listingId: listing._id }),
          post(w.app, '/user/placeBid', buyer.token, {
            auctionId: listing.auctionId,
            amount: 4000,
          }),
        ]);
        const [auction] = await w.app.db
          .select()
          .from(auctions)
          .where(eq(auctions.id, listing.auctionId as string));
        if (withdrawn.statusCode === 200) {
          expect(bid.statusCode, bid.body).toBe(409);
          expect(auction).toMatchObject({ status: 'ended', bidCount: 0 });
        } else {
          expect(withdrawn.json<Body>().code).toBe('PRICE_TERMS_LOCKED');
          expect(bid.statusCode, bid.body).toBe(200);
          expect(auction).toMatchObject({ status: 'open', bidCount: 1 });
        }
      }
    });

    it('counts views (not the seller’s own), saves and bids', async () => {
      const listing = await publishedListing(w, dealer);
      const id = listing.auctionId as string;
      await post(w.app, '/user/auctionScreen', null, { auctionId: id });
      await post(w.app, '/user/auctionScreen', buyer.token, { auctionId: id });
      await post(w.app, '/user/auctionScreen', dealer.token, { auctionId: id });
      await post(w.app, '/user/toggleAuction', buyer.token, { auctionId: id, isLiked: true });
      await post(w.app, '/user/placeBid', buyer.token, { auctionId: id, amount: 4000 });
      const after = await post(w.app, '/user/getDealerListing', dealer.token, {
        listingId: listing._id,
      });
      expect(after.json<Body<DealerListing>>().data.stats).toEqual({ views: 2, saves: 1, bids: 1 });
    });
  });

  describe('photos', () => {
    it('a JPEG with a GPS position comes back as WebP sizes without it', async () => {
      const original = await jpegPhoto(2000, 1500, { gps: true });
      const meta = await sharp(original).metadata();
      expect(meta.exif?.includes(Buffer.from('Secret Model 9'))).toBe(true);
      const draft = await createDraft(w, dealer);
      const response = await uploadPhotos(w, dealer.token, draft._id, [photoPart(original)]);
      expect(response.statusCode, response.body).toBe(200);
      const [photo] = response.json<Body<DealerListing>>().data.photos;
      expect(photo).toMatchObject({ width: 1600, height: 1200 });
      expect(photo?.srcSet).toMatch(
        /^\/user\/media\/photos\/[a-f0-9]{32}-480\.webp 480w, \S+-960\.webp 960w, \S+-1600\.webp 1600w$/,
      );
      for (const variant of (photo?.srcSet ?? '').split(', ')) {
        const url = variant.split(' ')[0] as string;
        const served = await w.app.inject({ method: 'GET', url });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const bytes = served.rawPayload;
        const stored = await sharp(bytes).metadata();
        expect(stored.format).toBe('webp');
        expect(stored.exif).toBeUndefined();
        expect(bytes.includes(Buffer.from('GPS'))).toBe(false);
        expect(bytes.includes(Buffer.from('Secret Model 9'))).toBe(false);
        const onDisk = await readFile(
          path.join(w.config.mediaDir, url.replace('/user/media/', '')),
        );
        expect(onDisk.equals(bytes)).toBe(true);
      }
    });

    it('never makes a photo wider than it was; refuses other types and too many', async () => {
      const draft = await createDraft(w, dealer);
      const small = await uploadPhotos(w, dealer.token, draft._id, [
        photoPart(await jpegPhoto(300, 200)),
      ]);
      expect(small.json<Body<DealerListing>>().data.photos[0]).toMatchObject({
        width: 300,
        height: 200,
      });
      const pdf = await uploadPhotos(w, dealer.token, draft._id, [photoPart(FILES.pdf, 'car.jpg')]);
      expect(pdf.statusCode).toBe(415);
      expect(pdf.json<Body>().errors).toEqual({
        photos: 'Please upload a JPEG, PNG or WEBP photo',
      });
      expect(pdf.json<KeyedBody>().errorKeys).toEqual({
        photos: { key: 'dealers.photoType', values: {} },
      });
      const broken = await uploadPhotos(w, dealer.token, draft._id, [photoPart(FILES.jpeg)]);
      expect(broken.statusCode).toBe(415);
      expect(broken.json<Body>().errors).toEqual({ photos: DEALER_MESSAGES.photoUnreadable });
      expect(broken.json<KeyedBody>().errorKeys).toEqual({
        photos: { key: 'listings.photoUnreadable', values: {} },
      });
      const none = await uploadPhotos(w, dealer.token, draft._id, []);
      expect(none.statusCode).toBe(400);
      expect(none.json<Body>().errors).toEqual({ photos: DEALER_MESSAGES.noPhotos });
      expect(none.json<KeyedBody>().errorKeys).toEqual({
        photos: { key: 'listings.noPhotos', values: {} },
      });
      const tiny = await jpegPhoto(64, 48);
      for (let round = 0; round < 2; round += 1) {
        const parts = Array.from({ length: 10 }, () => photoPart(tiny));
        const ok = await uploadPhotos(w, dealer.token, draft._id, parts);
        expect(ok.statusCode, ok.body).toBe(200);
      }
      const full = await uploadPhotos(
        w,
        dealer.token,
        draft._id,
        Array.from({ length: 10 }, () => photoPart(tiny)),
      );
      expect(full.statusCode).toBe(400);
      expect(full.json<Body>().errors).toEqual({ photos: DEALER_MESSAGES.tooManyPhotos });
      expect(full.json<KeyedBody>().errorKeys).toEqual({
        photos: { key: 'listings.tooManyPhotos', values: {} },
      });
    });

    it('a photo over 10 MB is a 413 naming the field', async () => {
      const draft = await createDraft(w, dealer);
      const big = new Uint8Array(10 * 1024 * 1024 + 1);
      big.set([0xff, 0xd8, 0xff, 0xe0]);
      const response = await uploadPhotos(w, dealer.token, draft._id, [photoPart(big)]);
      expect(response.statusCode).toBe(413);
      expect(response.json<Body>()).toMatchObject({
        code: 'FILE_TOO_LARGE',
        errors: { photos: 'File size should not exceed 10MB' },
      });
    });

    it('a photo over the pixel budget is refused from its header, before it is decoded', async () => {
      // 7,100 x 7,100 = 50.4 megapixels of one colour: 160 KB as a PNG, 150 MB decoded.
      const huge = await sharp({
        create: { width: 7100, height: 7100, channels: 3, background: { r: 20, g: 90, b: 160 } },
      })
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect(huge.length).toBeLessThan(1024 * 1024);
      const draft = await createDraft(w, dealer);
      // The decoding queue is busy: a refusal that does not wait for it was never queued.
      let release = () => {};
      const busy = w.app.photoQueue.run(() => new Promise<void>((done) => (release = done)));
      await vi.waitFor(() => expect(w.app.photoQueue.running).toBe(1));
      try {
        const response = await uploadPhotos(w, dealer.token, draft._id, [
          photoPart(huge, 'huge.png', 'image/png'),
        ]);
        expect(response.statusCode).toBe(413);
        const message =
          'This photo has 51 megapixels: photos may have at most 50 megapixels. Send a smaller one.';
        expect(response.json<Body>()).toMatchObject({
          message,
          code: 'FILE_TOO_LARGE',
          errors: { photos: message },
        });
        expect(w.app.photoQueue.waiting).toBe(0);
      } finally {
        release();
        await busy;
      }
      const listing = await post(w.app, '/user/getDealerListing', dealer.token, {
        listingId: draft._id,
      });
      expect(listing.json<Body<DealerListing>>().data.photos).toEqual([]);
    });

    it('photos of parallel uploads are decoded one at a time, in turn', async () => {
      const drafts = await Promise.all([1, 2, 3].map(() => createDraft(w, dealer)));
      const photo = await jpegPhoto(1200, 900);
      // Hold the queue, send three uploads at once: all three wait behind the one running.
      let release = () => {};
      const busy = w.app.photoQueue.run(() => new Promise<void>((done) => (release = done)));
      await vi.waitFor(() => expect(w.app.photoQueue.running).toBe(1));
      const uploads = drafts.map((draft) =>
        uploadPhotos(w, dealer.token, draft._id, [photoPart(photo)]),
      );
      try {
        await vi.waitFor(() => expect(w.app.photoQueue.waiting).toBe(3), { timeout: 10_000 });
        expect(w.app.photoQueue.running).toBe(1);
      } finally {
        release();
      }
      await busy;
      const answers = await Promise.all(uploads);
      for (const answer of answers) {
        expect(answer.statusCode, answer.body).toBe(200);
        expect(answer.json<Body<DealerListing>>().data.photos).toHaveLength(1);
      }
      expect(w.app.photoQueue.waiting).toBe(0);
      expect(w.app.photoQueue.running).toBe(0);
    });

    it('reorders (the first is the cover) and deletes photos', async () => {
      const draft = await createDraft(w, dealer);
      const uploaded = await uploadPhotos(w, dealer.token, draft._id, [
        photoPart(await jpegPhoto(500, 400)),
        photoPart(await jpegPhoto(600, 400)),
        photoPart(await jpegPhoto(700, 400)),
      ]);
      const ids = uploaded.json<Body<DealerListing>>().data.photos.map((photo) => photo._id);
      expect(ids).toHaveLength(3);
      const reversed = [...ids].reverse();
      const reordered = await post(w.app, '/user/reorderListingPhotos', dealer.token, {
        listingId: draft._id,
        photoIds: reversed,
      });
      expect(reordered.statusCode, reordered.body).toBe(200);
      expect(reordered.json<Body<DealerListing>>().data.photos.map((p) => p._id)).toEqual(reversed);
      const partial = await post(w.app, '/user/reorderListingPhotos', dealer.token, {
        listingId: draft._id,
        photoIds: reversed.slice(1),
      });
      expect(partial.statusCode).toBe(400);
      expect(partial.json<Body>().errors).toEqual({ photoIds: DEALER_MESSAGES.photoOrder });
      expect(partial.json<KeyedBody>().errorKeys).toEqual({
        photoIds: { key: 'listings.photoOrder', values: {} },
      });
      const removed = await post(w.app, '/user/deleteListingPhoto', dealer.token, {
        listingId: draft._id,
        photoId: reversed[0],
      });
      expect(removed.json<Body<DealerListing>>().data.photos.map((p) => p._id)).toEqual(
        reversed.slice(1),
      );
      const gone = await w.app.inject({
        method: 'GET',
        url: uploaded.json<Body<DealerListing>>().data.photos[2]?.url as string,
      });
      expect(gone.statusCode).toBe(404);
      const rivalDelete = await post(w.app, '/user/deleteListingPhoto', rival.token, {
        listingId: draft._id,
        photoId: reversed[1],
      });
      expect(rivalDelete.statusCode).toBe(404);
    });
  });

  describe('documents', () => {
    it('takes a condition report PDF and documents, public once published', async () => {
      const draft = await createDraft(w, dealer);
      const body = await multipart({ listingId: draft._id, documentName: 'Safety certificate' }, [
        { field: 'conditionReport', name: 'cr.pdf', type: 'application/pdf', bytes: FILES.pdf },
        { field: 'documents', name: 'safety.png', type: 'image/png', bytes: FILES.png },
      ]);
      const response = await w.app.inject({
        method: 'POST',
        url: '/user/uploadListingDocuments',
        headers: { ...bearer(dealer.token), ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode, response.body).toBe(200);
      const listing = response.json<Body<DealerListing>>().data;
      expect(listing.conditionReport).toMatchObject({
        _id: 'conditionReport',
        mimeType: 'application/pdf',
        url: expect.stringMatching(/^\/user\/media\/listing-files\/[a-f0-9]{32}\.pdf$/),
      });
      expect(listing.documents).toEqual([
        expect.objectContaining({ name: 'Safety certificate', mimeType: 'image/png' }),
      ]);
      const served = await w.app.inject({
        method: 'GET',
        url: listing.conditionReport?.url as string,
      });
      expect(served.statusCode).toBe(200);

      const wrong = await multipart({ listingId: draft._id }, [
        { field: 'conditionReport', name: 'cr.png', type: 'image/png', bytes: FILES.png },
      ]);
      const refused = await w.app.inject({
        method: 'POST',
        url: '/user/uploadListingDocuments',
        headers: { ...bearer(dealer.token), ...wrong.headers },
        payload: wrong.payload,
      });
      expect(refused.statusCode).toBe(415);
      expect(refused.json<Body>().errors).toEqual({
        conditionReport: 'The condition report must be a PDF file',
      });

      const removed = await post(w.app, '/user/deleteListingDocument', dealer.token, {
        listingId: draft._id,
        documentId: 'conditionReport',
      });
      expect(removed.json<Body<DealerListing>>().data.conditionReport).toBeNull();
      const again = await post(w.app, '/user/deleteListingDocument', dealer.token, {
        listingId: draft._id,
        documentId: listing.documents[0]?._id,
      });
      expect(again.json<Body<DealerListing>>().data.documents).toEqual([]);
    });
  });

  it('getListingOptions: the lists, the next 8 closes and the dealer address', async () => {
    const response = await w.app.inject({
      method: 'GET',
      url: '/user/getListingOptions',
      headers: bearer(dealer.token),
    });
    expect(response.statusCode).toBe(200);
    const data = response.json<Body<Record<string, unknown>>>().data;
    expect(data).toMatchObject({
      makes: [{ _id: w.makeId, name: 'Honda' }],
      categories: [{ _id: w.categoryId, name: 'Sedan' }],
      fuelTypes: expect.arrayContaining(['Gasoline', 'Electric']),
      defaultLocation: { address: '5 Bay St, Toronto', city: 'Toronto' },
    });
    expect(data.closingSlots).toHaveLength(8);
    expect((data.closingSlots as string[])[0]).toBe(w.closeAt);
  });
});
