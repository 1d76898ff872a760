import type { FastifyInstance } from 'fastify';
import { CatalogueCache, DEFAULT_CATALOGUE_CACHE } from '../../services/catalogue-cache';
import type { CatalogueContext } from '../../services/find-auctions';
import auctionRoutes from './auction';
import listingRoutes from './listing';
import mediaRoutes from './media';

export type CatalogueRoutesOptions = {
  /** Whether answers are reused while current (see services/catalogue-cache.ts). */
  cache: boolean;
  mediaDir: string;
};

/** The catalogue (spec §7 "Catalogue") and its media, mounted under `/user`. */
export default async function catalogueRoutes(app: FastifyInstance, opts: CatalogueRoutesOptions) {
  const ctx: CatalogueContext = {
    db: app.db,
    now: () => app.clock(),
    cache: new CatalogueCache({ ...DEFAULT_CATALOGUE_CACHE, enabled: opts.cache }),
  };
  await app.register(listingRoutes, { ctx });
  await app.register(auctionRoutes);
  await app.register(mediaRoutes, { mediaDir: opts.mediaDir });
}
