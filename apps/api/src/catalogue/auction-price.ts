import { sql, type SQL } from 'drizzle-orm';
import type { AuctionType } from '@marketdrop/validation';
import { auctions } from './tables';

/** The pricing facts of an auction row (docs/product.md §4 Auction rules). */
export type PricedAuction = {
  auctionType: AuctionType;
  /** The stored state: a sale that is no longer open keeps the price it ended at. */
  status?: string;
  startsAt: Date;
  endsAt: Date;
  startingBid: number;
  currentPrice: number;
  highestBid: number | null;
  claimPrice: number | null;
  floorPrice: number | null;
  dropAmount: number | null;
  dropIntervalMinutes: number | null;
  /** While its dealer is suspended: when the sale was paused (its clock stands still there). */
  pausedAt?: Date | null;
};

/**
 * The instant a sale's clock shows at `now`: a paused sale's stands still at its pause
 * (docs/product.md §6.3: no drop, no end, no start while its dealer is suspended), every other
 * sale's is `now`.
 */
export function saleClockAt(auction: { pausedAt?: Date | null }, now: Date): Date {
  return auction.pausedAt ?? now;
}

export type MarketDropPrice = {
  price: number;
  /** When the price drops next; null once it is at the floor or the sale ends first. */
  changesAt: Date | null;
};

/**
 * The MarketDropAI price at `now`: the sticker price (`startingBid`) dropping by `dropAmount` at
 * the end of every `dropIntervalMinutes` since the start, never below `floorPrice`.
 */
export function marketDropPriceAt(
  auction: Pick<
    PricedAuction,
    'startsAt' | 'endsAt' | 'startingBid' | 'floorPrice' | 'dropAmount' | 'dropIntervalMinutes'
  >,
  now: Date,
): MarketDropPrice {
  const sticker = auction.startingBid;
  const floor = Math.min(auction.floorPrice ?? sticker, sticker);
  const drop = auction.dropAmount ?? 0;
  const intervalMs = (auction.dropIntervalMinutes ?? 0) * 60_000;
  if (drop <= 0 || intervalMs <= 0) return { price: sticker, changesAt: null };
  const elapsed = now.getTime() - auction.startsAt.getTime();
  const steps = elapsed < 0 ? 0 : Math.floor(elapsed / intervalMs);
  const price = Math.max(floor, sticker - drop * steps);
  if (price <= floor) return { price: floor, changesAt: null };
  const next = new Date(auction.startsAt.getTime() + (steps + 1) * intervalMs);
  return { price, changesAt: next.getTime() < auction.endsAt.getTime() ? next : null };
}

/**
 * The price a buyer pays or beats at `now`, per auction type; once the sale is closed (sold,
 * unsold, ended), the price it ended at (the price paid, the last bid, the last MarketDropAI price);
 * while it is paused, the price it had at the pause.
 */
export function currentPriceAt(auction: PricedAuction, now: Date): number {
  if (auction.status !== undefined && auction.status !== 'open') return auction.currentPrice;
  switch (auction.auctionType) {
    case 'marketdropai':
      return marketDropPriceAt(auction, saleClockAt(auction, now)).price;
    case 'claimpoint':
      return auction.claimPrice ?? auction.currentPrice;
    default:
      return auction.highestBid ?? auction.currentPrice;
  }
}

/** Labels of the price and the main button per type (docs/product.md §3.7 Auction detail). */
export const AUCTION_LABELS: Record<AuctionType, { priceLabel: string; ctaLabel: string }> = {
  auction: { priceLabel: 'Current Bid', ctaLabel: 'Place Bid' },
  marketdropai: { priceLabel: 'Current Price', ctaLabel: 'Claim Now' },
  claimpoint: { priceLabel: 'Claim Price', ctaLabel: 'Claim Now' },
};

/**
 * Brings the stored `current_price` of every MarketDropAI auction whose drop is due up to `now`
 * (the same arithmetic as `marketDropPriceAt`, in SQL) and bumps their `seq`. Idempotent: a
 * concurrent run skips the rows another one already moved past `now`. A sold or closed listing
 * keeps the price it ended at; a paused one the price it had at its pause (it has no next drop).
 */
export function refreshDroppedPricesSql(now: Date): SQL {
  const at = now.toISOString();
  const steps = sql`floor(extract(epoch from (${at}::timestamptz - ${auctions.startsAt})) / (${auctions.dropIntervalMinutes} * 60))::int`;
  const price = sql`greatest(least(${auctions.floorPrice}, ${auctions.startingBid}), ${auctions.startingBid} - ${auctions.dropAmount} * ${steps})`;
  const next = sql`${auctions.startsAt} + make_interval(mins => (${steps} + 1) * ${auctions.dropIntervalMinutes})`;
  const due = sql`${auctions.priceChangesAt} <= ${at}::timestamptz and ${auctions.auctionType} = 'marketdropai' and ${auctions.status} = 'open' and ${auctions.pausedAt} is null`;
  // The rows are locked in id order, as every statement that changes several auctions at once does
  // (pausing a suspended dealer's sales): two of them never wait for each other in a cycle.
  return sql`update ${auctions} set
    current_price = ${price},
    price_changes_at = case when ${price} <= least(${auctions.floorPrice}, ${auctions.startingBid}) or ${next} >= ${auctions.endsAt} then null else ${next} end,
    seq = nextval('auction_seq'),
    updated_at = ${at}::timestamptz
  where ${due} and ${auctions.id} in (
    select ${auctions.id} from ${auctions} where ${due} order by ${auctions.id} for update
  )`;
}

/**
 * What every watcher may know of an auction's reserve (docs/product.md §4.9), never its amount:
 * whether the highest bid meets it (`null` without a reserve); `undefined` for the sale types that
 * have no reserve (MarketDropAI, ClaimPOINT), which leave the field out.
 */
export function reserveMetOf(
  auction: Pick<PricedAuction, 'auctionType' | 'highestBid'> & { reservePrice: number | null },
): boolean | null | undefined {
  if (auction.auctionType !== 'auction') return undefined;
  if (auction.reservePrice === null) return null;
  return auction.highestBid !== null && auction.highestBid >= auction.reservePrice;
}
