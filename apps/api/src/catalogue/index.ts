import type { FastifyInstance } from 'fastify';
import { CatalogueCache, DEFAULT_CATALOGUE_CACHE } from './catalogue-cache';
import { FacetCounts } from './facet-counts';
import type { CatalogueDeps } from './find-auctions';
import auctionRoutes, { type AuctionRoutesOptions } from './auction-routes';
import listingRoutes from './listing-routes';
import { findLiveStates } from './find-live-states';
import { LiveHub } from './live-hub';
import liveRoutes from './live-routes';
import mediaRoutes from './media-routes';

export type CatalogueRoutesOptions = {
  /** The catalogue's database, clock and cache of answers (`createCatalogueDeps`). */
  ctx: CatalogueDeps;
  mediaDir: string;
} & AuctionRoutesOptions;

/**
 * The catalogue's database, clock and cache of answers: `enabled` says whether answers are reused
 * while current, `freshnessMs` how long anonymous listing pages may be (see catalogue-cache.ts).
 */
export function createCatalogueDeps(
  app: FastifyInstance,
  cache: { enabled: boolean; freshnessMs: number },
): CatalogueDeps {
  return {
    db: app.db,
    clock: () => app.clock(),
    yourMaxBids: (deps, input) => app.yourMaxBids(deps, input),
    cache: new CatalogueCache({ ...DEFAULT_CATALOGUE_CACHE, ...cache }),
    facets: new FacetCounts(),
  };
}

/** The catalogue (docs/product.md §10.1 Calls) and its media, mounted under `/user`. */
export default async function catalogueRoutes(app: FastifyInstance, opts: CatalogueRoutesOptions) {
  const { ctx } = opts;
  await app.register(listingRoutes, { ctx });
  await app.register(auctionRoutes, { disclosuresOf: opts.disclosuresOf });
  await app.register(mediaRoutes, { mediaDir: opts.mediaDir });

  // One subscription to the database's changes for every live stream of this process.
  const hub = new LiveHub({
    bus: app.bus,
    read: (ids) => findLiveStates(app, { ids }),
    coalesceMs: app.config.liveEvents.coalesceMs,
    log: app.log,
  });
  app.addHook('onClose', async () => hub.close());
  await app.register(liveRoutes, { hub });
}
