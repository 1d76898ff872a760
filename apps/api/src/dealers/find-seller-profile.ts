import type { Pagination, SellerProfileData } from '@marketdrop/api-client';
import type { SellerProfileValues } from '@marketdrop/validation';
import { isAuctionId } from '../catalogue/find-auction';
import { paginationOf, toAuctions, type ViewerDeps } from '../catalogue/find-auctions';
import { findSeller, findSellerAuctions } from '../catalogue/find-seller-listings';
import { AppError } from '../shared/errors';
import type { DbDeps, Deps } from '../shared/deps';
import { DEALER_MESSAGES } from './messages';

/** A seller's review rating: the average (one decimal) and how many reviews. */
export type SellerRating = { average: number | null; count: number };

/** Where the seller profile reads a seller's rating from (the orders domain's reviews). */
export type SellerRatingSource = (
  deps: DbDeps,
  input: { dealerId: string },
) => Promise<SellerRating>;

/**
 * getSellerProfile (docs/product.md §3.8): the seller's header (business name, city, member
 * since, verified badge, vehicles sold, review rating) and a page of its live listings, ending
 * soonest first, as the catalogue answers them (with the caller's hearts). Unknown seller: 404.
 */
export async function findSellerProfile(
  deps: ViewerDeps & Pick<Deps, 'clock'>,
  input: { values: SellerProfileValues; userId: string | null; rating: SellerRatingSource },
): Promise<{ data: SellerProfileData; pagination: Pagination }> {
  const { values, userId } = input;
  const notFound = () => new AppError(404, 'NOT_FOUND', DEALER_MESSAGES.sellerNotFound);
  if (!isAuctionId(values.sellerId)) throw notFound();
  const sellerId = values.sellerId.toLowerCase();
  const seller = await findSeller(deps, { sellerId });
  if (seller === undefined) throw notFound();
  const now = deps.clock();
  const [{ records, live, sold }, rating] = await Promise.all([
    findSellerAuctions(deps, {
      sellerId,
      now,
      pageNumber: values.pageNumber,
      pageSize: values.pageSize,
    }),
    input.rating(deps, { dealerId: sellerId }),
  ]);
  const { dealer, userCreatedAt } = seller;
  return {
    data: {
      seller: {
        _id: dealer.id,
        businessName: dealer.businessName,
        city: dealer.city,
        province: dealer.province,
        memberSince: (userCreatedAt ?? dealer.createdAt).toISOString(),
        verified: dealer.verifiedAt !== null,
        vehiclesSold: sold,
        rating,
      },
      listings: await toAuctions(deps, { records, userId, now }),
    },
    pagination: paginationOf(values, live),
  };
}
