import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminListing,
  AdminUser,
  AppNotification,
  ContactInboxData,
  DealerApplication,
  DealerListing,
  DealerStatusData,
  VerificationQueueData,
} from '@marketdrop/api-client';
import { ACCOUNT_SUSPENDED_MESSAGE } from '../../src/accounts/create-session';
import { runMailOutbox } from '../../src/notifications/mail-notifications';
import { drivers } from '../helpers/build-test-app';
import {
  FILES,
  bearer,
  dealerFields,
  login,
  multipart,
  signUpVerified,
  type UploadPart,
} from '../helpers/fixtures';
import {
  buildDealerWorld,
  createAccount,
  createDraft,
  listingForm,
  post,
  publishedListing,
  type DealerAccount,
  type DealerWorld,
} from '../dealers/dealer-fixture';

type Body<T = unknown> = {
  message: string;
  code?: string;
  errors?: Record<string, string>;
  data: T;
};

async function submitDocuments(
  w: DealerWorld,
  token: string,
  files: UploadPart[] = [
    { field: 'dealerLicence', name: 'licence.pdf', type: 'application/pdf', bytes: FILES.pdf },
    {
      field: 'businessRegistration',
      name: 'registration.png',
      type: 'image/png',
      bytes: FILES.png,
    },
  ],
) {
  const body = await multipart({}, files);
  return w.app.inject({
    method: 'POST',
    url: '/user/submitDealerVerification',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

describe.each(drivers)('dealer verification and the admin console on %s', (driver) => {
  let w: DealerWorld;
  let admin: DealerAccount;

  beforeAll(async () => {
    w = await buildDealerWorld(driver);
    admin = await createAccount(w.app, 'admin');
  });
  afterAll(async () => {
    await w?.close();
  });

  describe('verification', () => {
    it('a dealer signs up pending, submits both documents, an admin verifies: it may list', async () => {
      const { token, userId } = await signUpVerified(w.app, { ...dealerFields });
      const status = await w.app.inject({
        method: 'GET',
        url: '/user/getDealerStatus',
        headers: bearer(token),
      });
      expect(status.json<Body<DealerStatusData>>().data).toEqual({
        status: 'pending',
        reason: null,
        submittedAt: null,
        reviewedAt: null,
        documents: [],
        canList: false,
        sellerId: null,
      });
      const refused = await post(w.app, '/user/createListing', token, listingForm(w));
      expect(refused.statusCode).toBe(403);

      const submitted = await submitDocuments(w, token);
      expect(submitted.statusCode, submitted.body).toBe(200);
      expect(submitted.json<Body<DealerStatusData>>().data).toMatchObject({
        status: 'submitted',
        documents: [
          { kind: 'dealerLicence', name: 'licence.pdf', mimeType: 'application/pdf' },
          { kind: 'businessRegistration', name: 'registration.png', mimeType: 'image/png' },
        ],
      });

      const queue = await post(w.app, '/user/getVerificationQueue', admin.token, {});
      const application = queue
        .json<Body<VerificationQueueData>>()
        .data.dealers.find((d) => d.userId === userId) as DealerApplication;
      expect(application).toMatchObject({
        status: 'submitted',
        businessName: 'Lee Motors',
        dealershipNumber: 'D-12345',
      });
      // The documents open for admins only.
      const url = application.documents[0]?.url as string;
      expect(url).toMatch(/^\/user\/dealerDocuments\/[0-9a-f-]{36}$/);
      const asAdmin = await w.app.inject({ method: 'GET', url, headers: bearer(admin.token) });
      expect(asAdmin.statusCode).toBe(200);
      expect(asAdmin.headers['content-type']).toBe('application/pdf');
      expect(asAdmin.headers['cache-control']).toBe('private, no-store');
      for (const other of [token, (await createAccount(w.app, 'consumer')).token]) {
        const refusedFile = await w.app.inject({ method: 'GET', url, headers: bearer(other) });
        expect(refusedFile.statusCode).toBe(403);
      }
      expect((await w.app.inject({ method: 'GET', url })).statusCode).toBe(401);

      const verified = await post(w.app, '/user/verifyDealer', admin.token, { userId });
      expect(verified.statusCode, verified.body).toBe(200);
      expect(verified.json<Body<DealerApplication>>().data.status).toBe('verified');
      const after = await w.app.inject({
        method: 'GET',
        url: '/user/getDealerStatus',
        headers: bearer(token),
      });
      expect(after.json<Body<DealerStatusData>>().data).toMatchObject({
        status: 'verified',
        canList: true,
        sellerId: expect.any(String),
      });
      const created = await post(w.app, '/user/createListing', token, listingForm(w));
      expect(created.statusCode, created.body).toBe(200);
      // Told in the app, and by e-mail.
      const notices = await w.app.inject({
        method: 'GET',
        url: '/user/getNotification',
        headers: bearer(token),
      });
      expect(
        notices.json<Body<{ notifications: AppNotification[] }>>().data.notifications[0],
      ).toMatchObject({ kind: 'dealerVerified', auctionId: null, reason: null });
      await runMailOutbox(w.app);
      expect(w.outbox.at(-1)).toMatchObject({ subject: 'MarketDrop: Your business is verified' });

      const again = await submitDocuments(w, token);
      expect(again.statusCode).toBe(409);
      expect(again.json<Body>().code).toBe('DEALER_ALREADY_VERIFIED');
    });

    it('a rejection carries its reason to the dealer, who may submit again', async () => {
      const dealer = await createAccount(w.app, 'dealer', { dealerStatus: 'pending' });
      await submitDocuments(w, dealer.token);
      const bad = await post(w.app, '/user/rejectDealer', admin.token, {
        userId: dealer.userId,
        reason: 'no',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<Body>().errors).toEqual({ reason: 'Reason must be at least 5 characters' });
      const rejected = await post(w.app, '/user/rejectDealer', admin.token, {
        userId: dealer.userId,
        reason: 'The licence has expired',
      });
      expect(rejected.statusCode, rejected.body).toBe(200);
      const status = await w.app.inject({
        method: 'GET',
        url: '/user/getDealerStatus',
        headers: bearer(dealer.token),
      });
      expect(status.json<Body<DealerStatusData>>().data).toMatchObject({
        status: 'rejected',
        reason: 'The licence has expired',
        canList: false,
      });
      const notices = await w.app.inject({
        method: 'GET',
        url: '/user/getNotification',
        headers: bearer(dealer.token),
      });
      expect(
        notices.json<Body<{ notifications: AppNotification[] }>>().data.notifications[0],
      ).toMatchObject({ kind: 'dealerRejected', reason: 'The licence has expired' });
      await runMailOutbox(w.app);
      expect(w.outbox.at(-1)?.text).toContain('Reason: The licence has expired');
      const resubmitted = await submitDocuments(w, dealer.token);
      expect(resubmitted.json<Body<DealerStatusData>>().data).toMatchObject({
        status: 'submitted',
        reason: null,
      });
      const unknown = await post(w.app, '/user/verifyDealer', admin.token, {
        userId: '00000000-0000-4000-8000-000000000000',
      });
      expect(unknown.statusCode).toBe(404);
      const consumer = await createAccount(w.app, 'consumer');
      const notDealer = await post(w.app, '/user/verifyDealer', admin.token, {
        userId: consumer.userId,
      });
      expect(notDealer.statusCode).toBe(404);
    });

    it('refuses a missing document, a wrong type and a file over 10 MB', async () => {
      const dealer = await createAccount(w.app, 'dealer', { dealerStatus: 'pending' });
      const missing = await submitDocuments(w, dealer.token, [
        { field: 'dealerLicence', name: 'licence.pdf', type: 'application/pdf', bytes: FILES.pdf },
      ]);
      expect(missing.statusCode).toBe(400);
      expect(missing.json<Body>().errors).toEqual({
        businessRegistration: 'Business registration is required',
      });
      const wrong = await submitDocuments(w, dealer.token, [
        { field: 'dealerLicence', name: 'licence.pdf', type: 'application/pdf', bytes: FILES.docx },
        { field: 'businessRegistration', name: 'r.png', type: 'image/png', bytes: FILES.png },
      ]);
      expect(wrong.statusCode).toBe(415);
      expect(wrong.json<Body>().errors).toEqual({
        dealerLicence: 'Please upload an image (JPEG, PNG, GIF or WEBP) or a PDF file',
      });
      const big = new Uint8Array(10 * 1024 * 1024 + 10);
      big.set(FILES.pdf);
      const tooLarge = await submitDocuments(w, dealer.token, [
        { field: 'dealerLicence', name: 'licence.pdf', type: 'application/pdf', bytes: big },
      ]);
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json<Body>().errors).toEqual({
        dealerLicence: 'File size should not exceed 10MB',
      });
      const status = await w.app.inject({
        method: 'GET',
        url: '/user/getDealerStatus',
        headers: bearer(dealer.token),
      });
      expect(status.json<Body<DealerStatusData>>().data.status).toBe('pending');
    });
  });

  describe('listing moderation', () => {
    it('unpublishes a live listing with a reason its dealer sees', async () => {
      const dealer = await createAccount(w.app, 'dealer');
      const listing = await publishedListing(w, dealer, { model: 'Moderated' });
      const listed = await post(w.app, '/user/getAdminListings', admin.token, {
        search: 'moderated',
      });
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.json<Body<{ listings: AdminListing[] }>>().data.listings).toEqual([
        expect.objectContaining({
          _id: listing._id,
          state: 'live',
          dealer: expect.objectContaining({ _id: dealer.dealerId, userId: dealer.userId }),
        }),
      ]);
      const response = await post(w.app, '/user/unpublishListing', admin.token, {
        listingId: listing._id,
        reason: 'Photos show another vehicle',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<Body<AdminListing>>().data).toMatchObject({
        state: 'withdrawn',
        moderation: { reason: 'Photos show another vehicle' },
      });
      const seen = await post(w.app, '/user/getDealerListing', dealer.token, {
        listingId: listing._id,
      });
      expect(seen.json<Body<DealerListing>>().data.moderation?.reason).toBe(
        'Photos show another vehicle',
      );
      const detail = await post(w.app, '/user/auctionScreen', null, {
        auctionId: listing.auctionId,
      });
      expect(detail.json<Body<{ status: string }>>().data.status).toBe('ended');
      const notices = await w.app.inject({
        method: 'GET',
        url: '/user/getNotification',
        headers: bearer(dealer.token),
      });
      expect(
        notices.json<Body<{ notifications: AppNotification[] }>>().data.notifications[0],
      ).toMatchObject({ kind: 'listingUnpublished', reason: 'Photos show another vehicle' });
      const twice = await post(w.app, '/user/unpublishListing', admin.token, {
        listingId: listing._id,
        reason: 'Photos show another vehicle',
      });
      expect(twice.statusCode).toBe(409);
      const publish = await post(w.app, '/user/publishListing', dealer.token, {
        listingId: listing._id,
      });
      expect(publish.statusCode).toBe(409);
      const draft = await createDraft(w, dealer);
      const noReason = await post(w.app, '/user/unpublishListing', admin.token, {
        listingId: draft._id,
      });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json<Body>().errors).toEqual({ reason: 'Reason is required' });
    });
  });

  describe('users', () => {
    it('suspends an account: its sessions end and sign-in is refused; reinstates it', async () => {
      const { email, password, token, userId } = await signUpVerified(w.app);
      const suspended = await post(w.app, '/user/suspendUser', admin.token, {
        userId,
        reason: 'Repeated unpaid wins',
      });
      expect(suspended.statusCode, suspended.body).toBe(200);
      expect(suspended.json<Body<AdminUser>>().data).toMatchObject({
        standing: 'suspended',
        suspendedReason: 'Repeated unpaid wins',
        role: 'consumer',
      });
      const profile = await w.app.inject({
        method: 'GET',
        url: '/user/getProfile',
        headers: bearer(token),
      });
      expect(profile.statusCode).toBe(401);
      const signIn = await login(w.app, email, password);
      expect(signIn.statusCode).toBe(403);
      expect(signIn.json()).toEqual({
        code: 'ACCOUNT_SUSPENDED',
        message: ACCOUNT_SUSPENDED_MESSAGE,
      });
      const wrongPassword = await login(w.app, email, 'Wrong-passw0rd');
      expect(wrongPassword.statusCode).toBe(401);

      const listed = await post(w.app, '/user/getUsers', admin.token, { standing: 'suspended' });
      expect(
        listed.json<Body<{ users: AdminUser[] }>>().data.users.map((user) => user._id),
      ).toContain(userId);

      const reinstated = await post(w.app, '/user/reinstateUser', admin.token, { userId });
      expect(reinstated.json<Body<AdminUser>>().data.standing).toBe('active');
      expect((await login(w.app, email, password)).statusCode).toBe(200);

      const self = await post(w.app, '/user/suspendUser', admin.token, {
        userId: admin.userId,
        reason: 'Testing myself',
      });
      expect(self.statusCode).toBe(400);
      const search = await post(w.app, '/user/getUsers', admin.token, {
        search: email.slice(0, 20),
        role: 'consumer',
      });
      expect(search.json<Body<{ users: AdminUser[] }>>().data.users.map((u) => u.email)).toEqual([
        email,
      ]);
      const badRole = await post(w.app, '/user/getUsers', admin.token, { role: 'root' });
      expect(badRole.statusCode).toBe(400);
    });
  });

  describe('Contact Support inbox', () => {
    it('lists the messages sent with contactUs, open first, and marks them handled', async () => {
      const sent = await post(w.app, '/user/contactUs', null, {
        name: 'Ann Lee',
        email: 'ann@example.com',
        subject: 'Pickup times',
        message: 'Can I pick the car up on Saturday morning?',
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const messageId = sent.json<Body<{ _id: string }>>().data._id;
      const inbox = await post(w.app, '/user/getContactInbox', admin.token, { status: 'open' });
      const data = inbox.json<Body<ContactInboxData>>().data;
      expect(data.openCount).toBeGreaterThanOrEqual(1);
      expect(data.messages.find((m) => m._id === messageId)).toMatchObject({
        name: 'Ann Lee',
        subject: 'Pickup times',
        status: 'open',
        handledBy: null,
      });
      const handled = await post(w.app, '/user/markContactHandled', admin.token, { messageId });
      expect(handled.json<Body>().data).toMatchObject({
        status: 'handled',
        handledBy: 'Ada Quinn',
      });
      const open = await post(w.app, '/user/getContactInbox', admin.token, { status: 'open' });
      expect(open.json<Body<ContactInboxData>>().data.messages.map((m) => m._id)).not.toContain(
        messageId,
      );
      const missing = await post(w.app, '/user/markContactHandled', admin.token, {
        messageId: 'nope',
      });
      expect(missing.statusCode).toBe(404);
    });
  });
});
