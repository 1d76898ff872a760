import type { FastifyInstance } from 'fastify';
import type { Job } from '../plugins/jobs';
import type { Deps } from '../shared/deps';
import dealerRoutes from './dealer-routes';
import type { SellerRatingSource } from './find-seller-profile';
import { runReserveOffers } from './reserve-offers';

export type DealersOptions = { sellerRating: SellerRatingSource };

/** The dealers domain (docs/product.md §6.1, §6.2, §3.8), mounted under `/user`. */
export default async function dealers(app: FastifyInstance, opts: DealersOptions) {
  await app.register(dealerRoutes, { sellerRating: opts.sellerRating });
}

/** The dealers' background jobs: reserve offers told and lapsed on the server clock. */
export function dealerJobs(deps: Pick<Deps, 'db'>): Job[] {
  return [{ name: 'reserve-offers', run: (now) => runReserveOffers(deps, { now }) }];
}
