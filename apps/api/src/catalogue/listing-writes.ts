import { and, eq } from 'drizzle-orm';
import type { DbDeps } from '../shared/deps';
import { auctions, vehicles, type AuctionRow, type NewAuctionRow, type VehicleRow } from './tables';

// The writes of a dealer's listing (the catalogue's `vehicles` and `auctions` rows, decision 032),
// for the dealers' listing editor. Each runs in the caller's transaction (`{ db: tx }`), under the
// listing's row lock the caller took.

/** A sale's price terms, as the listing editor derives them from the dealer's terms. */
export type SaleTermsValues = Pick<
  NewAuctionRow,
  | 'auctionType'
  | 'startsAt'
  | 'endsAt'
  | 'startingBid'
  | 'currentPrice'
  | 'reservePrice'
  | 'buyNowPrice'
  | 'claimPrice'
  | 'floorPrice'
  | 'dropAmount'
  | 'dropIntervalMinutes'
  | 'priceChangesAt'
>;

/** A listing's vehicle changed (a new `updatedAt`): the catalogue's cached answers see it. */
export async function touchVehicle(
  deps: DbDeps,
  input: { vehicleId: string; now: Date },
): Promise<void> {
  await deps.db
    .update(vehicles)
    .set({ updatedAt: input.now })
    .where(eq(vehicles.id, input.vehicleId));
}

/**
 * A published listing's sale row is bumped (a new `seq`): the catalogue's cached answers and the
 * live events see a change of its vehicle, pictures or documents.
 */
export async function touchSaleOfVehicle(
  deps: DbDeps,
  input: { vehicleId: string; now: Date },
): Promise<void> {
  await deps.db
    .update(auctions)
    .set({ updatedAt: input.now })
    .where(eq(auctions.vehicleId, input.vehicleId));
}

/** A listing is published: its sale row is created and the vehicle marked published. */
export async function publishSale(
  deps: DbDeps,
  input: {
    sale: SaleTermsValues &
      Pick<
        NewAuctionRow,
        | 'vehicleId'
        | 'dealerId'
        | 'makeId'
        | 'categoryId'
        | 'year'
        | 'fuelType'
        | 'transmission'
        | 'searchText'
      >;
    now: Date;
  },
): Promise<void> {
  const { now } = input;
  await deps.db
    .insert(auctions)
    .values({ ...input.sale, status: 'open', createdAt: now, updatedAt: now });
  await deps.db
    .update(vehicles)
    .set({ publishedAt: now, updatedAt: now })
    .where(eq(vehicles.id, input.sale.vehicleId));
}

/**
 * A listing is withdrawn: its open sale, if any, ends by hand (`ended`) while nobody bid, and the
 * vehicle is marked withdrawn. Returns false (nothing written) when the sale had a bid or was not
 * open any more.
 */
export async function withdrawSale(
  deps: DbDeps,
  input: { vehicleId: string; auctionId: string | null; now: Date },
): Promise<boolean> {
  const { now } = input;
  if (input.auctionId !== null) {
    const [ended] = await deps.db
      .update(auctions)
      .set({ status: 'ended', closedAt: now, priceChangesAt: null, updatedAt: now })
      .where(
        and(
          eq(auctions.id, input.auctionId),
          eq(auctions.status, 'open'),
          eq(auctions.bidCount, 0),
        ),
      )
      .returning({ id: auctions.id });
    if (ended === undefined) return false;
  }
  await deps.db
    .update(vehicles)
    .set({ withdrawnAt: now, updatedAt: now })
    .where(eq(vehicles.id, input.vehicleId));
  return true;
}

/**
 * An ended sale is relisted: open again on new terms, without bids, leader or price history.
 * Returns the row, or `undefined` when there is none.
 */
export async function relistSale(
  deps: DbDeps,
  input: { auctionId: string; vehicleId: string; terms: SaleTermsValues; now: Date },
): Promise<AuctionRow | undefined> {
  const { now } = input;
  const [reopened] = await deps.db
    .update(auctions)
    .set({
      ...input.terms,
      status: 'open',
      closedAt: null,
      extended: false,
      highestBid: null,
      bidCount: 0,
      leaderId: null,
      leaderMaxBid: null,
      preSale: null,
      updatedAt: now,
    })
    .where(eq(auctions.id, input.auctionId))
    .returning();
  if (reopened !== undefined) await touchVehicle(deps, { vehicleId: input.vehicleId, now });
  return reopened;
}

/**
 * An unsold sale's reserve offer is accepted: it is sold at its highest bid. Returns false when
 * it was not unsold any more.
 */
export async function sellToReserveOffer(
  deps: DbDeps,
  input: { auctionId: string; price: number; now: Date },
): Promise<boolean> {
  const [sold] = await deps.db
    .update(auctions)
    .set({ status: 'sold', currentPrice: input.price, updatedAt: input.now })
    .where(and(eq(auctions.id, input.auctionId), eq(auctions.status, 'unsold')))
    .returning({ id: auctions.id });
  return sold !== undefined;
}

/** A vehicle's fields as the listing editor writes them. */
export type VehicleValues = Omit<typeof vehicles.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** A dealer's new listing (a draft vehicle). Returns its id. */
export async function createVehicle(
  deps: DbDeps,
  input: { values: VehicleValues; now: Date },
): Promise<string> {
  const { now } = input;
  const [created] = await deps.db
    .insert(vehicles)
    .values({ ...input.values, createdAt: now, updatedAt: now })
    .returning({ id: vehicles.id });
  if (created === undefined) throw new Error('Inserting the listing returned no row');
  return created.id;
}

/** A listing's vehicle is saved with the editor's fields. Returns the row as written. */
export async function saveVehicle(
  deps: DbDeps,
  input: { vehicleId: string; values: Partial<VehicleValues>; now: Date },
): Promise<VehicleRow | undefined> {
  const [saved] = await deps.db
    .update(vehicles)
    .set({ ...input.values, updatedAt: input.now })
    .where(eq(vehicles.id, input.vehicleId))
    .returning();
  return saved;
}

/** A sale with bids may only lower its Buy Now price (the rest stays as the bids found it). */
export async function lowerBuyNowPrice(
  deps: DbDeps,
  input: { auctionId: string; buyNowPrice: number | null; now: Date },
): Promise<void> {
  await deps.db
    .update(auctions)
    .set({ buyNowPrice: input.buyNowPrice, updatedAt: input.now })
    .where(eq(auctions.id, input.auctionId));
}

/**
 * A listing's sale row follows its saved vehicle: the facts search filters on, and new terms when
 * the prices or the start changed.
 */
export async function saveSaleOfListing(
  deps: DbDeps,
  input: {
    auctionId: string;
    terms: SaleTermsValues | null;
    facts: Pick<
      NewAuctionRow,
      'makeId' | 'categoryId' | 'year' | 'fuelType' | 'transmission' | 'searchText'
    >;
    now: Date;
  },
): Promise<void> {
  await deps.db
    .update(auctions)
    .set({ ...(input.terms ?? {}), ...input.facts, updatedAt: input.now })
    .where(eq(auctions.id, input.auctionId));
}
