/**
 * The dealer and admin calls (docs/product.md §6) through the client, against the real API
 * server with its demo seed (the demo admin): a dealer signs up, sends its documents, is verified
 * by the admin, lists a MarketDropAI vehicle with three photos and publishes it; a buyer finds it
 * and claims it; the dealer sees it sold and its seller profile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../src/client';
import type { ListingRequest } from '../src/contract';
import { ApiError } from '../src/errors';
import { createSessionStore, storeAuthSession } from '../src/session';
import { SMALL_JPEG, TINY_PDF, consumerSignup, pngFile } from './fixtures';
import { startServer, type Backend, type TestServer } from './server';

const DEMO_ADMIN = { email: 'admin@marketdrop.local', password: 'MarketDrop#2026' };

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

export function describeDealers(backend: Backend): void {
  describe(`dealers and the admin console through the client (${backend})`, () => {
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

    async function signedUp(userType: 'consumer' | 'dealer'): Promise<ApiClient> {
      const client = newClient();
      const fields = consumerSignup(
        userType === 'dealer'
          ? {
              userType: 'dealer',
              businessName: 'Roy Autos',
              businessAddress: '10 Rue Peel, Montreal',
              dealershipNumber: 'OPC-778',
              taxNumber: '123456789RT0001',
            }
          : {},
      );
      const signup = await client.signup(fields);
      const verified = await client.verifyOtp({
        email: fields.email,
        otp: signup.data.otp as string,
      });
      expect(storeAuthSession(client.session, verified.data)).toBe(true);
      return client;
    }

    it('a new dealer goes from sign-up to a sold listing', async () => {
      const dealer = await signedUp('dealer');
      const status = await dealer.getDealerStatus();
      expect(status.data).toMatchObject({ status: 'pending', canList: false });
      const options = await dealer.getListingOptions();
      const honda = options.data.makes.find((make) => make.name === 'Honda');
      expect(honda).toBeDefined();
      const form: ListingRequest = {
        vin: '1HGCM82633A004352',
        year: 2003,
        makeId: honda?._id as string,
        model: 'Accord',
        odometer: 150_000,
        auctionType: 'marketdropai',
        stickerPrice: 7000,
        floorPrice: 5000,
        dropAmount: 100,
        dropIntervalMinutes: 60,
        endsAt: options.data.closingSlots[1] as string,
      };
      const refused = await rejection(dealer.createListing(form));
      expect(refused.status).toBe(403);
      expect(refused.code).toBe('DEALER_NOT_VERIFIED');

      const submitted = await dealer.submitDealerVerification({
        dealerLicence: new File([TINY_PDF], 'licence.pdf', { type: 'application/pdf' }),
        businessRegistration: pngFile('registration.png'),
      });
      expect(submitted.data.status).toBe('submitted');

      const admin = newClient();
      const signedIn = await admin.login(DEMO_ADMIN);
      expect(storeAuthSession(admin.session, signedIn.data)).toBe(true);
      const queue = await admin.getVerificationQueue({ pageSize: 100 });
      const application = queue.data.dealers.find((d) => d.businessName === 'Roy Autos');
      expect(application?.documents.map((d) => d.kind)).toEqual([
        'dealerLicence',
        'businessRegistration',
      ]);
      await admin.verifyDealer({ userId: application?.userId as string });

      const draft = await dealer.createListing(form);
      expect(draft.data.state).toBe('draft');
      const photos = [1, 2, 3].map(
        (i) => new File([SMALL_JPEG], `photo-${i}.jpg`, { type: 'image/jpeg' }),
      );
      const withPhotos = await dealer.uploadListingPhotos({ listingId: draft.data._id, photos });
      expect(withPhotos.data.photos).toHaveLength(3);
      const published = await dealer.publishListing({ listingId: draft.data._id });
      expect(published.data.state).toBe('live');

      const buyer = await signedUp('consumer');
      const found = await buyer.getAuctions({ search: 'accord', auctionType: ['marketdropai'] });
      const auction = found.data.find((a) => a._id === published.data.auctionId);
      expect(auction?.currentPrice).toBe(7000);
      const auctionId = auction?._id as string;

      // A disclosure is public on the detail; a price the buyer did not see buys nothing.
      const disclosed = await dealer.addListingDisclosure({
        listingId: draft.data._id,
        text: 'Small dent on the rear bumper.',
      });
      expect(disclosed.data.disclosures.map((d) => d.text)).toEqual([
        'Small dent on the rear bumper.',
      ]);
      const detail = await buyer.auctionScreen({ auctionId });
      expect(detail.data.disclosures.map((d) => d.text)).toEqual([
        'Small dent on the rear bumper.',
      ]);
      const stale = await rejection(buyer.claimAuction({ auctionId, expectedPrice: 7500 }));
      expect(stale.status).toBe(409);
      expect(stale.code).toBe('PRICE_CHANGED');
      expect(stale.data).toEqual({ currentPrice: 7000 });
      const claimed = await buyer.claimAuction({ auctionId, expectedPrice: 7000 });
      expect(claimed.data.order.price).toBe(7000);

      const sold = await dealer.getDealerListings({ state: 'sold' });
      expect(sold.data.counts.sold).toBe(1);
      expect(sold.data.listings[0]?._id).toBe(draft.data._id);
      const sellerId = (await dealer.getDealerStatus()).data.sellerId as string;
      const profile = await buyer.getSellerProfile({ sellerId });
      expect(profile.data.seller).toMatchObject({
        businessName: 'Roy Autos',
        verified: true,
        vehiclesSold: 1,
      });

      // Sold: nothing to relist. The buyer cancels: it is live again on the dealer's side.
      const notRelistable = await rejection(dealer.relistListing({ listingId: draft.data._id }));
      expect(notRelistable.status).toBe(409);
      expect(notRelistable.code).toBe('NOT_RELISTABLE');
      await buyer.cancelOrder({ orderId: claimed.data.order._id, reason: 'Found another one' });
      const live = await dealer.getDealerListing({ listingId: draft.data._id });
      expect(live.data).toMatchObject({ state: 'live', canRelist: false });
      // A second click of Relist on a live listing answers it as it is.
      const again = await dealer.relistListing({ listingId: draft.data._id });
      expect(again.data.state).toBe('live');
    });

    it('admin calls are refused to a consumer (403) and to nobody (401)', async () => {
      const consumer = await signedUp('consumer');
      const forbidden = await rejection(consumer.getUsers({}));
      expect(forbidden.status).toBe(403);
      expect(forbidden.code).toBe('FORBIDDEN');
      const anonymous = await rejection(newClient().getContactInbox({}));
      expect(anonymous.status).toBe(401);
    });
  });
}
