import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResponseOf } from '@marketdrop/api-client';
import {
  DEFAULT_LANGUAGE,
  categoryWiseSchema,
  getAuctionsSchema,
  type CategoryWiseValues,
  type GetAuctionsValues,
  type Language,
} from '@marketdrop/validation';
import { findBanners } from './find-banners';
import { findAuctionsJson, type CatalogueDeps } from './find-auctions';
import { findFilterOptions } from './find-filter-options';
import { findCategorySections, findHomeScreen } from './find-home-screen';
import { catalogueBody } from './body';
import {
  auctionListResponse,
  bannerSchema,
  categoryWiseBody,
  categoryWiseData,
  filterOptionsSchema,
  getAuctionsBody,
  homeScreenData,
} from './schemas';
import { bearer, envelope, errorResponses } from '../shared/route-schemas';
import { LISTING_MESSAGES } from './messages';

const tags = ['catalogue'];

/** The caller's language: the signed-in user's, else the browser's (fr or en). */
export function languageOf(request: FastifyRequest): Language {
  if (request.user !== null) return request.user.language;
  const accept = request.headers['accept-language'] ?? '';
  return /^\s*fr\b/i.test(accept) ? 'fr' : DEFAULT_LANGUAGE;
}

/** Browsing: banners, the filtered listing, filter options, Home and per-category sections. */
export default async function listingRoutes(app: FastifyInstance, opts: { ctx: CatalogueDeps }) {
  const { ctx } = opts;
  const userIdOf = (request: FastifyRequest) => request.user?.id ?? null;

  app.post(
    '/getBanners',
    {
      schema: {
        tags,
        summary: 'Home hero banners',
        description:
          "In the signed-in user's language, else the browser's (Accept-Language fr), else English.",
        security: bearer,
        response: { 200: envelope({ type: 'array', items: bannerSchema }), ...errorResponses },
      },
      onRequest: app.authenticateOptional,
    },
    async (request): Promise<ResponseOf<'getBanners'>> => ({
      message: LISTING_MESSAGES.banners,
      data: await findBanners(app, { language: languageOf(request) }),
    }),
  );

  app.post<{ Body: GetAuctionsValues }>(
    '/getAuctions',
    {
      schema: {
        tags,
        summary: 'Listed auctions: filter, sort, search, page',
        description:
          'Open auctions that have not ended. Lists are OR inside and AND across fields. Sorts: lowToHigh / highToLow on currentPrice, endingSoon, newestFirst; empty: trending first, then ending soonest. Bad values: 400 with `errors`. `isSaved` is true for auctions the signed-in caller saved.',
        security: bearer,
        body: getAuctionsBody,
        response: { 200: auctionListResponse, ...errorResponses },
      },
      onRequest: app.authenticateOptional,
      preValidation: catalogueBody(getAuctionsSchema),
    },
    async (request, reply) => {
      const json = await findAuctionsJson(ctx, {
        values: request.body,
        userId: userIdOf(request),
        message: LISTING_MESSAGES.auctions,
      });
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );

  app.get(
    '/filterdata',
    {
      schema: {
        tags,
        summary: 'Filter options from the listed auctions',
        description:
          'Makes, body types, years, fuel types, transmissions, sale types and time-left buckets that have listed auctions; price range widened to multiples of 500; year range.',
        response: { 200: envelope(filterOptionsSchema), ...errorResponses },
      },
    },
    async (): Promise<ResponseOf<'filterdata'>> => ({
      message: LISTING_MESSAGES.filters,
      data: await findFilterOptions(ctx),
    }),
  );

  app.get(
    '/getHomeScreenDetails',
    {
      schema: {
        tags,
        summary: 'Home in one call: banners, first 8 of all and of trending vehicles',
        security: bearer,
        response: { 200: envelope(homeScreenData), ...errorResponses },
      },
      onRequest: app.authenticateOptional,
    },
    async (request): Promise<ResponseOf<'getHomeScreenDetails'>> => ({
      message: LISTING_MESSAGES.home,
      data: await findHomeScreen(ctx, {
        language: languageOf(request),
        userId: userIdOf(request),
      }),
    }),
  );

  app.post<{ Body: CategoryWiseValues }>(
    '/getCategoryWiseDetails',
    {
      schema: {
        tags,
        summary: 'Each body type with listings: its total and first auctions',
        security: bearer,
        body: categoryWiseBody,
        response: { 200: envelope(categoryWiseData), ...errorResponses },
      },
      onRequest: app.authenticateOptional,
      preValidation: catalogueBody(categoryWiseSchema),
    },
    async (request): Promise<ResponseOf<'getCategoryWiseDetails'>> => ({
      message: LISTING_MESSAGES.categories,
      data: await findCategorySections(ctx, {
        pageSize: request.body.pageSize,
        userId: userIdOf(request),
      }),
    }),
  );
}
