import type { FastifyInstance } from 'fastify';
import type { ResponseOf } from '@marketdrop/api-client';
import {
  auctionIdSchema,
  pageRequestSchema,
  toggleAuctionSchema,
  type AuctionIdValues,
  type PageRequestValues,
  type ToggleAuctionValues,
} from '@marketdrop/validation';
import { authOf } from '../plugins/auth';
import { findAuction } from './find-auction';
import { findSavedAuctions } from './find-saved-auctions';
import { toggleFavourite, TOGGLE_FAVOURITE_MESSAGES } from './toggle-favourite';
import { catalogueBody } from './body';
import {
  auctionIdBody,
  auctionSchema,
  pageBody,
  savedAuctionsData,
  toggleAuctionBody,
  toggleAuctionData,
} from './schemas';
import { bearer, envelope, errorResponses } from '../shared/route-schemas';

export const AUCTION_MESSAGES = {
  detail: 'Auction details fetched successfully',
  saved: 'Saved auctions fetched successfully',
} as const;

const tags = ['catalogue'];

/** One auction's detail, and the signed-in user's favourites. */
export default async function auctionRoutes(app: FastifyInstance) {
  app.post<{ Body: AuctionIdValues }>(
    '/auctionScreen',
    {
      schema: {
        tags,
        summary: 'One auction in detail',
        description: 'Any state. An id that names no auction: 404 Auction Not Found.',
        security: bearer,
        body: auctionIdBody,
        response: { 200: envelope(auctionSchema), ...errorResponses },
      },
      onRequest: app.authenticateOptional,
      preValidation: catalogueBody(auctionIdSchema),
    },
    async (request): Promise<ResponseOf<'auctionScreen'>> => ({
      message: AUCTION_MESSAGES.detail,
      data: await findAuction(app, {
        auctionId: request.body.auctionId,
        userId: request.user?.id ?? null,
      }),
    }),
  );

  app.post<{ Body: ToggleAuctionValues }>(
    '/toggleAuction',
    {
      schema: {
        tags,
        summary: 'Save (isLiked true) or un-save an auction',
        description: 'Idempotent. Needs a session (401). Unknown auction: 404.',
        security: bearer,
        body: toggleAuctionBody,
        response: { 200: envelope(toggleAuctionData), ...errorResponses },
      },
      onRequest: app.authenticate,
      preValidation: catalogueBody(toggleAuctionSchema),
    },
    async (request): Promise<ResponseOf<'toggleAuction'>> => {
      const { user } = authOf(request);
      const data = await toggleFavourite(app, {
        userId: user.id,
        auctionId: request.body.auctionId,
        isLiked: request.body.isLiked,
      });
      return {
        message: data.isSaved ? TOGGLE_FAVOURITE_MESSAGES.saved : TOGGLE_FAVOURITE_MESSAGES.removed,
        data,
      };
    },
  );

  app.post<{ Body: PageRequestValues }>(
    '/getSaveAuction',
    {
      schema: {
        tags,
        summary: "The signed-in user's saved auctions, most recently saved first",
        security: bearer,
        body: pageBody,
        response: { 200: envelope(savedAuctionsData), ...errorResponses },
      },
      onRequest: app.authenticate,
      preValidation: catalogueBody(pageRequestSchema),
    },
    async (request): Promise<ResponseOf<'getSaveAuction'>> => ({
      message: AUCTION_MESSAGES.saved,
      data: await findSavedAuctions(app, {
        userId: authOf(request).user.id,
        page: { pageNumber: request.body.pageNumber, pageSize: request.body.pageSize },
      }),
    }),
  );
}
