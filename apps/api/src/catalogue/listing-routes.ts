import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageOf } from '../shared/language';
import { mountCalls, type CallRoutes } from '../shared/mount-call';
import { findAuctionsJson, type CatalogueDeps } from './find-auctions';
import { findBanners } from './find-banners';
import { findFilterOptions } from './find-filter-options';
import { findCategorySections, findHomeScreen } from './find-home-screen';
import { LISTING_MESSAGES } from './messages';

const tags = ['catalogue'];

/** Browsing: banners, the filtered listing, filter options, Home and per-category sections. */
export function listingCalls(app: FastifyInstance, opts: { ctx: CatalogueDeps }) {
  const { ctx } = opts;
  const userIdOf = (request: FastifyRequest) => request.user?.id ?? null;

  return {
    getBanners: {
      docs: {
        tags,
        summary: 'Home hero banners',
        description:
          "In the signed-in user's language, else the browser's (Accept-Language fr), else English.",
      },
      handler: async (request) => ({
        message: LISTING_MESSAGES.banners,
        data: await findBanners(app, { language: languageOf(request) }),
      }),
    },

    getAuctions: {
      docs: {
        tags,
        summary: 'Listed auctions: filter, sort, search, page',
        description:
          'Open auctions that have not ended. Lists are OR inside and AND across fields. Sorts: lowToHigh / highToLow on currentPrice, endingSoon, newestFirst; empty: trending first, then ending soonest. Bad values: 400 with `errors`. `isSaved` is true for auctions the signed-in caller saved.',
      },
      // The answer comes serialized from the catalogue's cache: it is sent as it is.
      handler: async (request, reply) => {
        const json = await findAuctionsJson(ctx, {
          values: request.body,
          userId: userIdOf(request),
          message: LISTING_MESSAGES.auctions,
        });
        return reply.type('application/json; charset=utf-8').send(json);
      },
    },

    filterdata: {
      docs: {
        tags,
        summary: 'Filter options from the listed auctions',
        description:
          'Makes, body types, years, fuel types, transmissions, sale types and time-left buckets that have listed auctions; price range widened to multiples of 500; year range.',
      },
      handler: async () => ({
        message: LISTING_MESSAGES.filters,
        data: await findFilterOptions(ctx),
      }),
    },

    getHomeScreenDetails: {
      docs: {
        tags,
        summary: 'Home in one call: banners, first 8 of all and of trending vehicles',
      },
      handler: async (request) => ({
        message: LISTING_MESSAGES.home,
        data: await findHomeScreen(ctx, {
          language: languageOf(request),
          userId: userIdOf(request),
        }),
      }),
    },

    getCategoryWiseDetails: {
      docs: {
        tags,
        summary: 'Each body type with listings: its total and first auctions',
      },
      handler: async (request) => ({
        message: LISTING_MESSAGES.categories,
        data: await findCategorySections(ctx, {
          pageSize: request.body.pageSize,
          userId: userIdOf(request),
        }),
      }),
    },
  } satisfies CallRoutes;
}

/** Mounts `listingCalls` (a Fastify plugin under `/user`). */
export default async function listingRoutes(app: FastifyInstance, opts: { ctx: CatalogueDeps }) {
  mountCalls(app, listingCalls(app, opts));
}
