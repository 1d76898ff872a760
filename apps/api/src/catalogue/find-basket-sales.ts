import { eq, inArray } from 'drizzle-orm';
import type { AuctionStatus } from '@marketdrop/api-client';
import type { AuctionType } from '@marketdrop/validation';
import type { DbDeps } from '../shared/deps';
import { firstImagePath } from './find-sale-vehicles';
import { auctions, dealers, vehicles } from './tables';
import { statusAt } from './to-auction';

/** A sale as the basket sees it (docs/product.md §14.2): what it is, where it stands, its Buy Now. */
export type BasketSale = {
  auctionId: string;
  auctionType: AuctionType;
  vehicleName: string;
  /** The first picture's path, or null. */
  image: string | null;
  /** Where the sale stands at `now` (a paused sale stands where it was). */
  status: AuctionStatus;
  /** Its seller's sales are paused (the seller's account is suspended). */
  paused: boolean;
  /** Whole dollars; null: none. */
  buyNowPrice: number | null;
  /**
   * Buy Now can be taken at `now`: open, not paused, with a Buy Now price that no bid has reached
   * (the rule of `buyNow`).
   */
  buyNowOpen: boolean;
  /** The user who manages the selling dealer (null: nobody). */
  dealerUserId: string | null;
  /** The selling dealer. */
  dealerId: string;
};

/**
 * The sales of some auctions as the basket prices and checks them, by auction id (lower-cased),
 * at `now`, for the basket domain (which does not read the catalogue's tables). Ids that name no
 * auction are left out.
 */
export async function findBasketSales(
  deps: DbDeps,
  input: { auctionIds: readonly string[]; now: Date },
): Promise<Map<string, BasketSale>> {
  const ids = [...new Set(input.auctionIds.map((id) => id.toLowerCase()))];
  if (ids.length === 0) return new Map();
  const rows = await deps.db
    .select({
      auctionId: auctions.id,
      auctionType: auctions.auctionType,
      status: auctions.status,
      startsAt: auctions.startsAt,
      endsAt: auctions.endsAt,
      pausedAt: auctions.pausedAt,
      buyNowPrice: auctions.buyNowPrice,
      highestBid: auctions.highestBid,
      vehicleName: vehicles.vehicleName,
      image: firstImagePath(),
      dealerUserId: dealers.userId,
      dealerId: auctions.dealerId,
    })
    .from(auctions)
    .innerJoin(vehicles, eq(vehicles.id, auctions.vehicleId))
    .innerJoin(dealers, eq(dealers.id, auctions.dealerId))
    .where(inArray(auctions.id, ids));
  return new Map(
    rows.map((row) => {
      const status = statusAt(row, input.now);
      const paused = row.pausedAt !== null;
      const price = row.buyNowPrice;
      const buyNowOpen =
        status === 'open' &&
        !paused &&
        price !== null &&
        (row.auctionType !== 'auction' || (row.highestBid ?? 0) < price);
      const sale: BasketSale = {
        auctionId: row.auctionId,
        auctionType: row.auctionType,
        vehicleName: row.vehicleName,
        image: row.image,
        status,
        paused,
        buyNowPrice: price,
        buyNowOpen,
        dealerUserId: row.dealerUserId,
        dealerId: row.dealerId,
      };
      return [row.auctionId, sale];
    }),
  );
}
