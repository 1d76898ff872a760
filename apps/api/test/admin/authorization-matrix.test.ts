/**
 * The authorization matrix (docs/product.md §6.3): every dealer and admin call, with no token, a
 * consumer's token, another dealer's token and the right token, answers 401 / 403 / 404 / 200 (or
 * what another dealer gets for its own data, on the calls that are not about one listing).
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, type DealerListing } from '@marketdrop/api-client';
import { closeDueAuctions } from '../../src/auctions/close-due-auctions';
import { drivers } from '../helpers/build-test-app';
import { FILES, bearer, multipart } from '../helpers/fixtures';
import {
  HOUR,
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
} from '../dealers/dealer-fixture';

type Send = (token: string | null) => Promise<LightMyRequestResponse>;

type Case = {
  call: string;
  /** Who may: the owning dealer, or an admin. */
  role: 'dealer' | 'admin';
  /** The status another dealer gets: 404 for a listing that is not theirs, else its own answer. */
  otherDealer: number;
  /** Builds the request (fresh data for the call). */
  prepare: (ctx: Ctx) => Promise<Send>;
};

type Ctx = {
  w: DealerWorld;
  owner: DealerAccount;
  admin: DealerAccount;
};

function json(app: FastifyInstance, method: 'GET' | 'POST', url: string, body?: object): Send {
  return (token) =>
    app.inject({
      method,
      url,
      headers: token === null ? {} : bearer(token),
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
}

function form(
  app: FastifyInstance,
  url: string,
  body: { payload: Buffer; headers: Record<string, string> },
): Send {
  return (token) =>
    app.inject({
      method: 'POST',
      url,
      headers: { ...(token === null ? {} : bearer(token)), ...body.headers },
      payload: body.payload,
    });
}

async function draftWithPhotos(ctx: Ctx, count = 1): Promise<DealerListing> {
  const draft = await createDraft(ctx.w, ctx.owner);
  const parts = [];
  for (let i = 0; i < count; i += 1) parts.push(photoPart(await jpegPhoto(320 + i * 10, 240)));
  const uploaded = await uploadPhotos(ctx.w, ctx.owner.token, draft._id, parts);
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  return uploaded.json<{ data: DealerListing }>().data;
}

/** A listing of the owner whose auction closed below its reserve with a bid (an open offer). */
async function withOffer(ctx: Ctx): Promise<DealerListing> {
  const { w } = ctx;
  const start = w.clock.now();
  w.setClock(new Date(Date.parse(w.closeAt) - 30 * HOUR));
  const listing = await publishedListing(w, ctx.owner);
  const bidder = await createAccount(w.app, 'consumer');
  const bid = await post(w.app, '/user/placeBid', bidder.token, {
    auctionId: listing.auctionId,
    amount: 4000,
  });
  expect(bid.statusCode, bid.body).toBe(200);
  w.setClock(new Date(Date.parse(w.closeAt) + 1000));
  await closeDueAuctions(w.app, { now: w.clock.now() });
  // Back to the start: the offer is open (its 24 hours run from the close) and later forms may
  // still end at the first close.
  w.setClock(start);
  return listing;
}

/** A listing of the owner whose sale closed unsold with no bid (no offer): it may be relisted. */
async function closedUnsold(ctx: Ctx): Promise<DealerListing> {
  const { w } = ctx;
  const start = w.clock.now();
  const listing = await publishedListing(w, ctx.owner);
  w.setClock(new Date(Date.parse(w.closeAt) + 1000));
  await closeDueAuctions(w.app, { now: w.clock.now() });
  w.setClock(start);
  return listing;
}

const CASES: Case[] = [
  {
    call: 'getDealerStatus',
    role: 'dealer',
    otherDealer: 200,
    prepare: async ({ w }) => json(w.app, 'GET', '/user/getDealerStatus'),
  },
  {
    call: 'submitDealerVerification',
    role: 'dealer',
    // The other dealer is verified already.
    otherDealer: 409,
    prepare: async (ctx) => {
      ctx.owner = await createAccount(ctx.w.app, 'dealer', { dealerStatus: 'pending' });
      return form(
        ctx.w.app,
        '/user/submitDealerVerification',
        await multipart({}, [
          { field: 'dealerLicence', name: 'l.pdf', type: 'application/pdf', bytes: FILES.pdf },
          {
            field: 'businessRegistration',
            name: 'r.pdf',
            type: 'application/pdf',
            bytes: FILES.pdf,
          },
        ]),
      );
    },
  },
  {
    call: 'getListingOptions',
    role: 'dealer',
    otherDealer: 200,
    prepare: async ({ w }) => json(w.app, 'GET', '/user/getListingOptions'),
  },
  {
    call: 'createListing',
    role: 'dealer',
    otherDealer: 200,
    prepare: async ({ w }) => json(w.app, 'POST', '/user/createListing', listingForm(w)),
  },
  {
    call: 'updateListing',
    role: 'dealer',
    otherDealer: 404,
    prepare: async (ctx) => {
      const draft = await createDraft(ctx.w, ctx.owner);
      return json(ctx.w.app, 'POST', '/user/updateListing', {
        ...listingForm(ctx.w, { model: 'Civic' }),
        listingId: draft._id,
      });
    },
  },
  {
    call: 'addListingDisclosure',
    role: 'dealer',
    otherDealer: 404,
    prepare: async (ctx) => {
      const draft = await createDraft(ctx.w, ctx.owner);
      return json(ctx.w.app, 'POST', '/user/addListingDisclosure', {
        listingId: draft._id,
        text: 'The rear bumper was repainted in 2025.',
      });
    },
  },
  {
    call: 'getDealerListing',
    role: 'dealer',
    otherDealer: 404,
    prepare: async (ctx) => {
      const draft = await createDraft(ctx.w, ctx.owner);
      return json(ctx.w.app, 'POST', '/user/getDealerListing', { listingId: draft._id });
    },
  },
  {
    call: 'getDealerListings',
    role: 'dealer',
    otherDealer: 200,
    prepare: async ({ w }) => json(w.app, 'POST', '/user/getDealerListings', {}),
  },
  {
    call: 'publishListing',
    role: 'dealer',
    otherDealer: 404,
    prepare: async (ctx) => {
      const draft = await draftWithPhotos(ctx);
      return json(ctx.w.app, 'POST', '/user/publishListing', { listingId: draft._id });
    },
  },
  {
    call: 'withdrawListing',
    role: 'dealer',
    otherDealer: 404,
    prepare: async (ctx) => {
      const draft = await createDraft(ctx.w, ctx.owner);
      return json(ctx.w.app, 'POST', '/user/withdrawListing', { listingId: draft._id });
    },
  },
  {
    call: 'relistListing',
    role: 'dealer',
    otherDealer: 404,
    prepare: async (ctx) => {
      const listing = await closedUnsold(ctx);
      return json(ctx.w.app, 'POST', '/user/relistListing', { listingId: listing._id });
    },
  },
  {
    call: 'uploadListingPhotos',
    role: 'dealer',
    otherDealer: 404,
    prepare: async (ctx) => {
      const draft = await createDraft(ctx.w, ctx.owner);
      return form(
        ctx.w.app,
        '/user/uploadListingPhotos',
        await multipart({ listingId: draft._id }, [photoPart(await jpegPhoto(320, 240))]),
      );
    },
  },
  {
    call: 'reorderListingPhotos',
    role: 'dealer',
    otherDealer: 404,
    prepare: async (ctx) => {
      const draft = await draftWithPhotos(ctx, 2);
      return json(ctx.w.app, 'POST', '/user/reorderListingPhotos', {
        listingId: draft._id,
        photoIds: draft.photos.map((photo) => photo._id).reverse(),
      });
    },
  },
  {
    call: 'deleteListingPhoto',
    role: 'dealer',
    otherDealer: 404,
    prepare: async (ctx) => {
      const draft = await draftWithPhotos(ctx);
      return json(ctx.w.app, 'POST', '/user/deleteListingPhoto', {
        listingId: draft._id,
        photoId: draft.photos[0]?._id,
      });
    },
  },
  {
    call: 'uploadListingDocuments',
    role: 'dealer',
    otherDealer: 404,
    prepare: async (ctx) => {
      const draft = await createDraft(ctx.w, ctx.owner);
      return form(
        ctx.w.app,
        '/user/uploadListingDocuments',
        await multipart({ listingId: draft._id }, [
          { field: 'documents', name: 'history.pdf', type: 'application/pdf', bytes: FILES.pdf },
        ]),
      );
    },
  },
  {
    call: 'deleteListingDocument',
    role: 'dealer',
    otherDealer: 404,
    prepare: async (ctx) => {
      const draft = await createDraft(ctx.w, ctx.owner);
      const body = await multipart({ listingId: draft._id }, [
        { field: 'conditionReport', name: 'cr.pdf', type: 'application/pdf', bytes: FILES.pdf },
      ]);
      const uploaded = await form(ctx.w.app, '/user/uploadListingDocuments', body)(ctx.owner.token);
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      return json(ctx.w.app, 'POST', '/user/deleteListingDocument', {
        listingId: draft._id,
        documentId: 'conditionReport',
      });
    },
  },
  {
    call: 'acceptReserveOffer',
    role: 'dealer',
    otherDealer: 404,
    prepare: async (ctx) => {
      const listing = await withOffer(ctx);
      return json(ctx.w.app, 'POST', '/user/acceptReserveOffer', { listingId: listing._id });
    },
  },
  {
    call: 'declineReserveOffer',
    role: 'dealer',
    otherDealer: 404,
    prepare: async (ctx) => {
      const listing = await withOffer(ctx);
      return json(ctx.w.app, 'POST', '/user/declineReserveOffer', { listingId: listing._id });
    },
  },
  {
    call: 'getVerificationQueue',
    role: 'admin',
    otherDealer: 403,
    prepare: async ({ w }) => json(w.app, 'POST', '/user/getVerificationQueue', {}),
  },
  {
    call: 'verifyDealer',
    role: 'admin',
    otherDealer: 403,
    prepare: async ({ w }) => {
      const dealer = await createAccount(w.app, 'dealer', { dealerStatus: 'submitted' });
      return json(w.app, 'POST', '/user/verifyDealer', { userId: dealer.userId });
    },
  },
  {
    call: 'rejectDealer',
    role: 'admin',
    otherDealer: 403,
    prepare: async ({ w }) => {
      const dealer = await createAccount(w.app, 'dealer', { dealerStatus: 'submitted' });
      return json(w.app, 'POST', '/user/rejectDealer', {
        userId: dealer.userId,
        reason: 'Licence number unknown',
      });
    },
  },
  {
    call: 'getAdminListings',
    role: 'admin',
    otherDealer: 403,
    prepare: async ({ w }) => json(w.app, 'POST', '/user/getAdminListings', {}),
  },
  {
    call: 'unpublishListing',
    role: 'admin',
    otherDealer: 403,
    prepare: async (ctx) => {
      const draft = await createDraft(ctx.w, ctx.owner);
      return json(ctx.w.app, 'POST', '/user/unpublishListing', {
        listingId: draft._id,
        reason: 'Duplicate listing',
      });
    },
  },
  {
    call: 'getUsers',
    role: 'admin',
    otherDealer: 403,
    prepare: async ({ w }) => json(w.app, 'POST', '/user/getUsers', {}),
  },
  {
    call: 'suspendUser',
    role: 'admin',
    otherDealer: 403,
    prepare: async ({ w }) => {
      const user = await createAccount(w.app, 'consumer');
      return json(w.app, 'POST', '/user/suspendUser', {
        userId: user.userId,
        reason: 'Fraudulent bids',
      });
    },
  },
  {
    call: 'reinstateUser',
    role: 'admin',
    otherDealer: 403,
    prepare: async ({ w }) => {
      const user = await createAccount(w.app, 'consumer');
      return json(w.app, 'POST', '/user/reinstateUser', { userId: user.userId });
    },
  },
  {
    call: 'getDealerOpenOrders',
    role: 'admin',
    otherDealer: 403,
    prepare: async ({ w }) => {
      const dealer = await createAccount(w.app, 'dealer');
      return json(w.app, 'POST', '/user/getDealerOpenOrders', { userId: dealer.userId });
    },
  },
  {
    call: 'getContactInbox',
    role: 'admin',
    otherDealer: 403,
    prepare: async ({ w }) => json(w.app, 'POST', '/user/getContactInbox', {}),
  },
  {
    call: 'markContactHandled',
    role: 'admin',
    otherDealer: 403,
    prepare: async ({ w }) => {
      const sent = await post(w.app, '/user/contactUs', null, {
        name: 'Sam Roy',
        email: 'sam@example.com',
        subject: 'Hello',
        message: 'A question about delivery to Halifax.',
      });
      return json(w.app, 'POST', '/user/markContactHandled', {
        messageId: sent.json<{ data: { _id: string } }>().data._id,
      });
    },
  },
  {
    call: 'dealerDocuments (file)',
    role: 'admin',
    otherDealer: 403,
    prepare: async ({ w }) => {
      const dealer = await createAccount(w.app, 'dealer', { dealerStatus: 'pending' });
      const submitted = await form(
        w.app,
        '/user/submitDealerVerification',
        await multipart({}, [
          { field: 'dealerLicence', name: 'l.pdf', type: 'application/pdf', bytes: FILES.pdf },
          { field: 'businessRegistration', name: 'r.png', type: 'image/png', bytes: FILES.png },
        ]),
      )(dealer.token);
      expect(submitted.statusCode, submitted.body).toBe(200);
      const id = submitted.json<{ data: { documents: { _id: string }[] } }>().data.documents[0]
        ?._id;
      return json(w.app, 'GET', `/user/dealerDocuments/${id}`);
    },
  },
];

describe.each(drivers)('authorization matrix on %s', (driver) => {
  let w: DealerWorld;
  let consumer: DealerAccount;
  let otherDealer: DealerAccount;
  let dealer: DealerAccount;
  let admin: DealerAccount;

  beforeAll(async () => {
    w = await buildDealerWorld(driver);
    consumer = await createAccount(w.app, 'consumer');
    otherDealer = await createAccount(w.app, 'dealer');
    dealer = await createAccount(w.app, 'dealer');
    admin = await createAccount(w.app, 'admin');
  });
  afterAll(async () => {
    await w?.close();
  });

  it('covers every call declared for a role', () => {
    const declared = Object.entries(calls)
      .filter(([, call]) => typeof call.auth === 'object')
      .map(([name]) => name)
      .sort();
    expect(
      CASES.map((c) => c.call)
        .filter((name) => !name.includes(' '))
        .sort(),
    ).toEqual(declared);
  });

  it.each(CASES)(
    '$call: none 401, consumer 403, other dealer $otherDealer, right 200',
    async (c) => {
      const ctx: Ctx = { w, owner: dealer, admin };
      const send = await c.prepare(ctx);
      const right = c.role === 'admin' ? admin : ctx.owner;
      const none = await send(null);
      expect(none.statusCode, none.body).toBe(401);
      expect(none.json<{ code: string }>().code).toBe('UNAUTHENTICATED');
      const asConsumer = await send(consumer.token);
      expect(asConsumer.statusCode, asConsumer.body).toBe(403);
      expect(asConsumer.json<{ code: string }>().code).toBe('FORBIDDEN');
      const asOther = await send(otherDealer.token);
      expect(asOther.statusCode, asOther.body).toBe(c.otherDealer);
      if (c.role === 'dealer') {
        const asAdmin = await send(admin.token);
        expect(asAdmin.statusCode, asAdmin.body).toBe(403);
      }
      const asRight = await send(right.token);
      expect(asRight.statusCode, asRight.body).toBe(200);
    },
  );
});
