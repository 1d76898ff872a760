import type { FastifyInstance } from 'fastify';
import auctionRoutes from './auction-routes';

/** Live auctions: bids, claims, Buy Now and bid history (decision 018), mounted under `/user`. */
export default async function auctionsRoutes(app: FastifyInstance) {
  await app.register(auctionRoutes);
}
