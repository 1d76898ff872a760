import { FileIdParams } from '@marketdrop/api-client/schemas';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DEALER_DOCUMENT_KINDS } from '@marketdrop/validation';
import { findUploadOfKinds } from '../accounts/find-users';
import { isAuctionId } from '../catalogue/find-auction';
import { authOf } from '../plugins/auth';
import { AppError } from '../shared/errors';
import { mountCalls, type CallRoutes } from '../shared/mount-call';
import { bearer, errorResponses } from '../shared/route-schemas';
import { binaryFile } from '../shared/openapi';
import { findContactInbox, INBOX_MESSAGES, markContactHandled } from './contact-inbox';
import { DEALER_REVIEW_MESSAGES, findVerificationQueue, reviewDealer } from './dealer-review';
import {
  findDealerOpenOrdersOf,
  findUsers,
  reinstateUser,
  suspendUser,
  USER_MESSAGES,
} from './manage-users';
import { findAdminListings, MODERATION_MESSAGES, unpublishListing } from './moderate-listings';

const tags = ['admin'];

const FORBIDDEN_MESSAGE = 'You do not have access to this';

/**
 * The admin console's calls (docs/product.md §6.3), each for admins only (403 for every other
 * role, checked on the server by the declaration's `{ role: 'admin' }`).
 */
export function adminCalls(app: FastifyInstance) {
  return {
    getVerificationQueue: {
      docs: {
        tags,
        summary: 'Dealer accounts by verification status, the longest waiting first',
      },
      handler: async (request) => {
        const { dealers, pagination } = await findVerificationQueue(app, { values: request.body });
        return { message: DEALER_REVIEW_MESSAGES.queue, data: { dealers }, pagination };
      },
    },

    verifyDealer: {
      docs: {
        tags,
        summary: 'Verify a dealer: it may list vehicles from now on (told in app and by e-mail)',
      },
      handler: async (request) => ({
        message: DEALER_REVIEW_MESSAGES.verified,
        data: await reviewDealer(app, { userId: request.body.userId, decision: 'verified' }),
      }),
    },

    rejectDealer: {
      docs: {
        tags,
        summary: 'Reject a dealer with the reason it is told (in app and by e-mail)',
      },
      handler: async (request) => ({
        message: DEALER_REVIEW_MESSAGES.rejected,
        data: await reviewDealer(app, {
          userId: request.body.userId,
          decision: 'rejected',
          reason: request.body.reason,
        }),
      }),
    },

    getAdminListings: {
      docs: {
        tags,
        summary: "Every dealer's listings by state and search",
      },
      handler: async (request) => {
        const { listings, pagination } = await findAdminListings(
          { db: app.db, clock: () => app.clock() },
          { values: request.body },
        );
        return { message: MODERATION_MESSAGES.listed, data: { listings }, pagination };
      },
    },

    unpublishListing: {
      docs: {
        tags,
        summary: 'Take a listing off sale with a reason its dealer sees',
        description: 'Sold or already off sale: 409 LISTING_CLOSED.',
      },
      handler: async (request) => ({
        message: MODERATION_MESSAGES.unpublished,
        data: await unpublishListing(app, {
          listingId: request.body.listingId,
          reason: request.body.reason,
        }),
      }),
    },

    getUsers: {
      docs: {
        tags,
        summary: 'Every account by role, standing and search',
      },
      handler: async (request) => {
        const { users, pagination } = await findUsers(app, { values: request.body });
        return { message: USER_MESSAGES.listed, data: { users }, pagination };
      },
    },

    getDealerOpenOrders: {
      docs: {
        tags,
        summary: "A dealer's orders still moving, with buyer, vehicle, status and amount",
        description:
          'Pending Payment, Payment Completed, Ready for Pickup and In Delivery orders of the dealer account `userId`, oldest first: what an admin follows up on once the dealer is suspended. An unknown account, or one that is not a dealer: 404.',
      },
      handler: async (request) => {
        const { data, pagination } = await findDealerOpenOrdersOf(app, { values: request.body });
        return { message: USER_MESSAGES.dealerOrders, data, pagination };
      },
    },

    suspendUser: {
      docs: {
        tags,
        summary:
          'Suspend an account: its sessions end, it cannot sign in, and a dealer’s sales are paused',
      },
      handler: async (request) => ({
        message: USER_MESSAGES.suspended,
        data: await suspendUser(app, {
          adminId: authOf(request).user.id,
          userId: request.body.userId,
          reason: request.body.reason,
        }),
      }),
    },

    reinstateUser: {
      docs: {
        tags,
        summary:
          'Let a suspended account sign in again; a dealer’s paused sales resume with the time left they had',
      },
      handler: async (request) => ({
        message: USER_MESSAGES.reinstated,
        data: await reinstateUser(app, { userId: request.body.userId }),
      }),
    },

    getContactInbox: {
      docs: {
        tags,
        summary: 'Contact Support messages, open ones first',
      },
      handler: async (request) => {
        const { data, pagination } = await findContactInbox(app, { values: request.body });
        return { message: INBOX_MESSAGES.listed, data, pagination };
      },
    },

    markContactHandled: {
      docs: {
        tags,
        summary: 'Mark a Contact Support message handled',
      },
      handler: async (request) => ({
        message: INBOX_MESSAGES.handled,
        data: await markContactHandled(app, {
          adminId: authOf(request).user.id,
          messageId: request.body.messageId,
        }),
      }),
    },
  } satisfies CallRoutes;
}

/** Mounts adminCalls, and the dealers' verification documents, which only admins may open. */
export default async function adminRoutes(app: FastifyInstance) {
  mountCalls(app, adminCalls(app));

  const notFound = () => new AppError(404, 'NOT_FOUND', 'File not found');
  app.get<{ Params: { id: string } }>(
    '/dealerDocuments/:id',
    {
      schema: {
        tags,
        operationId: 'getDealerDocument',
        summary: "A dealer's verification document (admins only)",
        security: bearer,
        params: FileIdParams,
        response: { 200: binaryFile('The document, with its own content type'), ...errorResponses },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const { user } = authOf(request);
      if (user.userType !== 'admin') throw new AppError(403, 'FORBIDDEN', FORBIDDEN_MESSAGE);
      const { id } = request.params;
      if (!isAuctionId(id)) throw notFound();
      const file = await findUploadOfKinds(app, {
        id: id.toLowerCase(),
        kinds: DEALER_DOCUMENT_KINDS,
      });
      if (file === undefined) throw notFound();
      try {
        await stat(path.join(app.storage.dir, file.storedName));
      } catch {
        throw notFound();
      }
      const extension = file.storedName.split('.').pop() ?? 'bin';
      return reply
        .header('content-type', file.mimeType)
        .header('content-length', String(file.size))
        .header(
          'content-disposition',
          `inline; filename="${file.kind}-${file.id.slice(0, 8)}.${extension}"`,
        )
        .header('cache-control', 'private, no-store')
        .send(app.storage.read(file.storedName));
    },
  );
}
