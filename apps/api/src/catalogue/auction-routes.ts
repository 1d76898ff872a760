import type { FastifyInstance } from 'fastify';
import type { ListingDisclosure } from '@marketdrop/api-client';
import { authOf } from '../plugins/auth';
import { mountCalls, type CallRoutes } from '../shared/mount-call';
import type { DbDeps } from '../shared/deps';
import { findAuction } from './find-auction';
import { findSavedAuctions } from './find-saved-auctions';
import { recordListingView } from './record-listing-view';
import {
  deleteSavedSearch,
  findSavedSearches,
  saveSearch,
  SAVED_SEARCH_MESSAGES,
} from './saved-searches';
import { toggleFavourite, TOGGLE_FAVOURITE_MESSAGES } from './toggle-favourite';

export const AUCTION_MESSAGES = {
  detail: 'Auction details fetched successfully',
  saved: 'Saved auctions fetched successfully',
} as const;

const tags = ['catalogue'];

export type AuctionRoutesOptions = {
  /**
   * The seller's disclosures of the vehicle an auction sells, newest first (the dealers domain's
   * `findAuctionDisclosures`, given by app.ts: the catalogue does not import the dealers).
   */
  disclosuresOf: (deps: DbDeps, input: { auctionId: string }) => Promise<ListingDisclosure[]>;
};

/** One auction's detail, and the signed-in user's favourites. */
export function catalogueAuctionCalls(app: FastifyInstance, opts: AuctionRoutesOptions) {
  return {
    auctionScreen: {
      docs: {
        tags,
        summary: 'One auction in detail, with the seller’s disclosures',
        description:
          'Any state. An id that names no auction: 404 Auction Not Found. `disclosures`: the dated notes the seller added after the first bid or claim, newest first.',
      },
      handler: async (request) => {
        const [auction, disclosures] = await Promise.all([
          findAuction(app, {
            auctionId: request.body.auctionId,
            userId: request.user?.id ?? null,
          }),
          opts.disclosuresOf(app, { auctionId: request.body.auctionId }),
        ]);
        const data = { ...auction, disclosures };
        // The dealer's view count; a failure to count never fails the page.
        await recordListingView(app, {
          auctionId: data._id,
          viewerId: request.user?.id ?? null,
        }).catch((error: unknown) =>
          request.log.warn({ err: error }, 'Counting a listing view failed'),
        );
        return { message: AUCTION_MESSAGES.detail, data };
      },
    },

    toggleAuction: {
      docs: {
        tags,
        summary: 'Save (isLiked true) or un-save an auction',
        description: 'Idempotent. Needs a session (401). Unknown auction: 404.',
      },
      handler: async (request) => {
        const data = await toggleFavourite(app, {
          userId: authOf(request).user.id,
          auctionId: request.body.auctionId,
          isLiked: request.body.isLiked,
        });
        return {
          message: data.isSaved
            ? TOGGLE_FAVOURITE_MESSAGES.saved
            : TOGGLE_FAVOURITE_MESSAGES.removed,
          data,
        };
      },
    },

    getSaveAuction: {
      docs: {
        tags,
        summary: "The signed-in user's saved auctions, most recently saved first",
      },
      handler: async (request) => ({
        message: AUCTION_MESSAGES.saved,
        data: await findSavedAuctions(app, {
          userId: authOf(request).user.id,
          page: { pageNumber: request.body.pageNumber, pageSize: request.body.pageSize },
        }),
      }),
    },

    saveSearch: {
      docs: {
        tags,
        summary: 'Save the listing’s filters under a name (decision 035)',
        description:
          'The getAuctions filter fields (validated by the same schema, without paging) and `name` (1 to 80 characters). Vehicles put on sale from now on that match are notified at most once a day (`savedSearch` notice; e-mail per the savedSearches setting). At most 20 per user: 409 SAVED_SEARCH_LIMIT.',
      },
      handler: async (request) => ({
        message: SAVED_SEARCH_MESSAGES.saved,
        data: await saveSearch(app, { userId: authOf(request).user.id, values: request.body }),
      }),
    },

    getSavedSearches: {
      docs: { tags, summary: "The signed-in user's saved searches, newest first" },
      handler: async (request) => ({
        message: SAVED_SEARCH_MESSAGES.list,
        data: await findSavedSearches(app, { userId: authOf(request).user.id }),
      }),
    },

    deleteSavedSearch: {
      docs: {
        tags,
        summary: 'Delete one of your saved searches (and its notices)',
        description: 'An id that is not one of your saved searches: 404.',
      },
      handler: async (request) => ({
        message: SAVED_SEARCH_MESSAGES.deleted,
        data: await deleteSavedSearch(app, {
          userId: authOf(request).user.id,
          savedSearchId: request.body.savedSearchId,
        }),
      }),
    },
  } satisfies CallRoutes;
}

/** Mounts `catalogueAuctionCalls` (a Fastify plugin under `/user`). */
export default async function auctionRoutes(app: FastifyInstance, opts: AuctionRoutesOptions) {
  mountCalls(app, catalogueAuctionCalls(app, opts));
}
