import { desc, inArray, type SQL } from 'drizzle-orm';
import type {
  DealerListing,
  DealerListingState,
  ListingDisclosure,
  ListingDocument,
  ListingPhoto,
  ReserveOffer,
  SaleTerms,
} from '@marketdrop/api-client';
import { LISTING_STATES } from '@marketdrop/validation';
import { findFirstNames } from '../accounts/find-users';
import { marketDropPriceAt, currentPriceAt, saleClockAt } from '../catalogue/auction-price';
import { auctionVehicleIds } from '../catalogue/sale-rows';
import {
  countSaves,
  findListingDocuments,
  findListingPhotos,
  findListingRows,
  findListingRowsPage,
  listingIs,
  lockListingRows,
  type ListingRow,
} from '../catalogue/listing-rows';
import type { AuctionRow, PhotoVariant, VehicleRow } from '../catalogue/rows';
import { touchSaleOfVehicle } from '../catalogue/listing-writes';
import { isAuctionId } from '../catalogue/find-auction';
import type { Executor } from '../db/client';
import { AppError } from '../shared/errors';
import type { DbDeps } from '../shared/deps';
import { DEALER_MESSAGES } from './messages';
import { listingDisclosures, reserveOffers, type ReserveOfferRow } from './tables';

/** A reserve offer is open this long after the auction closed (docs/product.md §11). */
export const RESERVE_OFFER_WINDOW_MS = 24 * 60 * 60_000;

/** The `_id` of a listing's condition report among its documents (deleteListingDocument). */
export const CONDITION_REPORT_ID = 'conditionReport';

export const listingNotFound = () => new AppError(404, 'NOT_FOUND', DEALER_MESSAGES.notFound);

/** The same rule for one row read in TypeScript. */
export function listingStateOf(
  vehicle: Pick<VehicleRow, 'withdrawnAt' | 'unpublishedAt'>,
  auction: (Pick<AuctionRow, 'status' | 'startsAt'> & Partial<Pick<AuctionRow, 'pausedAt'>>) | null,
  now: Date,
): DealerListingState {
  if (vehicle.withdrawnAt !== null || vehicle.unpublishedAt !== null) return 'withdrawn';
  if (auction === null) return 'draft';
  if (auction.status === 'sold') return 'sold';
  if (auction.status === 'unsold') return 'unsold';
  if (auction.status === 'ended') return 'withdrawn';
  // A paused sale (its dealer is suspended) does not start while paused.
  const at = saleClockAt(auction, now);
  return auction.startsAt.getTime() > at.getTime() ? 'scheduled' : 'live';
}

/**
 * Where the listing stands at `now`, or 409 LISTING_CLOSED when it may no longer change (sold,
 * unsold or withdrawn).
 */
export function assertListingOpen(
  vehicle: Pick<VehicleRow, 'withdrawnAt' | 'unpublishedAt'>,
  auction: Pick<AuctionRow, 'status' | 'startsAt'> | null,
  now: Date,
): Exclude<DealerListingState, 'sold' | 'unsold' | 'withdrawn'> {
  const state = listingStateOf(vehicle, auction, now);
  if (state === 'sold' || state === 'unsold' || state === 'withdrawn') {
    throw new AppError(409, 'LISTING_CLOSED', DEALER_MESSAGES.closed);
  }
  return state;
}

/** Whether the price terms are locked: a bid or a claim exists (a claim sells at once). */
export function termsLockedOf(auction: Pick<AuctionRow, 'bidCount' | 'status'> | null): boolean {
  return auction !== null && (auction.bidCount > 0 || auction.status === 'sold');
}

/** The sale terms of a listing: its auction's once published, else the draft's. */
export function termsOf(vehicle: VehicleRow, auction: AuctionRow | null): SaleTerms {
  if (auction === null) {
    const stored = vehicle.saleTerms;
    if (stored === null) {
      throw new Error(`Listing ${vehicle.id} has neither an auction nor sale terms`);
    }
    return { ...stored };
  }
  const type = auction.auctionType;
  return {
    auctionType: type,
    startingBid: type === 'auction' ? auction.startingBid : null,
    reservePrice: type === 'auction' ? auction.reservePrice : null,
    buyNowPrice: type === 'auction' ? auction.buyNowPrice : null,
    stickerPrice: type === 'marketdropai' ? auction.startingBid : vehicle.originalPrice,
    floorPrice: type === 'marketdropai' ? auction.floorPrice : null,
    dropAmount: type === 'marketdropai' ? auction.dropAmount : null,
    dropIntervalMinutes: type === 'marketdropai' ? auction.dropIntervalMinutes : null,
    claimPrice: type === 'claimpoint' ? auction.claimPrice : null,
    startsAt: auction.startsAt.toISOString(),
    endsAt: auction.endsAt.toISOString(),
  };
}

/**
 * The reserve offer of an auction that closed `unsold` below its reserve with a leading bid, as
 * of `now`: open for 24 hours after the close unless decided; null when there is none.
 */
export function reserveOfferOf(
  auction: AuctionRow | null,
  decision: ReserveOfferRow | undefined,
  bidderName: string | null,
  now: Date,
): ReserveOffer | null {
  if (!hasReserveOffer(auction)) return null;
  // Sold otherwise (Buy Now after bids below the reserve): there was never an offer.
  if (auction.status === 'sold' && decision?.status !== 'accepted') return null;
  const expiresAt = new Date(auction.closedAt.getTime() + RESERVE_OFFER_WINDOW_MS);
  return {
    highestBid: auction.highestBid,
    bidderName: bidderName ?? '',
    expiresAt: expiresAt.toISOString(),
    status: decision?.status ?? (now.getTime() < expiresAt.getTime() ? 'open' : 'lapsed'),
    orderId: decision?.orderId ?? null,
  };
}

/**
 * Whether a listing may be relisted (`relistListing`): it ended unsold (nobody bought it, or its
 * buyer cancelled or did not pay after the close) and no reserve offer of it is still open.
 */
export function canRelistOf(
  state: DealerListingState,
  offer: Pick<ReserveOffer, 'status'> | null,
): boolean {
  return state === 'unsold' && offer?.status !== 'open';
}

/** An auction closed below its reserve with a leader: it carries a reserve offer. */
export function hasReserveOffer(auction: AuctionRow | null): auction is AuctionRow & {
  highestBid: number;
  reservePrice: number;
  leaderId: string;
  closedAt: Date;
} {
  return (
    auction !== null &&
    auction.auctionType === 'auction' &&
    (auction.status === 'unsold' || auction.status === 'sold') &&
    auction.highestBid !== null &&
    auction.reservePrice !== null &&
    auction.highestBid < auction.reservePrice &&
    auction.leaderId !== null &&
    auction.closedAt !== null
  );
}

const MIME_OF_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  html: 'text/html',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

function mimeOfPath(path: string): string {
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  return MIME_OF_EXTENSION[extension] ?? 'application/octet-stream';
}

/** `srcset` of a photo's sizes. */
export function srcSetOf(variants: readonly PhotoVariant[]): string {
  return variants.map((variant) => `${variant.path} ${variant.width}w`).join(', ');
}

export type { ListingRow };

/** Turns rows into listings: their photos, documents, saves and reserve offers in a few reads. */
export async function toDealerListings(
  deps: DbDeps,
  input: { rows: readonly ListingRow[]; now: Date },
): Promise<DealerListing[]> {
  const { rows, now } = input;
  if (rows.length === 0) return [];
  const vehicleIds = rows.map((row) => row.vehicle.id);
  const auctionIds = rows.flatMap((row) => (row.auction === null ? [] : [row.auction.id]));
  const leaderIds = rows.flatMap((row) =>
    hasReserveOffer(row.auction) ? [row.auction.leaderId] : [],
  );
  const [photos, documents, savesOf, decisions, nameOf, disclosures] = await Promise.all([
    findListingPhotos(deps, { vehicleIds }),
    findListingDocuments(deps, { vehicleIds }),
    countSaves(deps, { auctionIds }),
    auctionIds.length === 0
      ? Promise.resolve([])
      : deps.db.select().from(reserveOffers).where(inArray(reserveOffers.auctionId, auctionIds)),
    findFirstNames(deps, { userIds: leaderIds }),
    selectDisclosures(deps.db, vehicleIds),
  ]);
  const photosOf = groupBy(photos, (photo) => photo.vehicleId);
  const documentsOf = groupBy(documents, (document) => document.vehicleId);
  const decisionOf = new Map(decisions.map((row) => [row.auctionId, row]));
  const disclosuresOf = groupBy(disclosures, (row) => row.vehicleId);

  return rows.map(({ vehicle, auction, make, category }) => {
    const listingPhotos: ListingPhoto[] = (photosOf.get(vehicle.id) ?? []).map((photo) => {
      const variants = photo.variants ?? [];
      const largest = variants[variants.length - 1];
      return {
        _id: photo.id,
        url: photo.path,
        srcSet: variants.length === 0 ? `${photo.path}` : srcSetOf(variants),
        width: largest?.width ?? 0,
        height: largest?.height ?? 0,
      };
    });
    const listingDocuments: ListingDocument[] = (documentsOf.get(vehicle.id) ?? []).map((doc) => ({
      _id: doc.id,
      name: doc.name,
      url: doc.path,
      mimeType: doc.mimeType ?? mimeOfPath(doc.path),
    }));
    const published = auction !== null;
    const state = listingStateOf(vehicle, auction, now);
    const reserveOffer = reserveOfferOf(
      auction,
      auction === null ? undefined : decisionOf.get(auction.id),
      hasReserveOffer(auction) ? (nameOf.get(auction.leaderId) ?? null) : null,
      now,
    );
    return {
      _id: vehicle.id,
      state,
      auctionId: auction?.id ?? null,
      vehicleName: vehicle.vehicleName,
      vin: vehicle.vin,
      year: vehicle.year,
      make: { _id: make.id, name: make.name },
      model: vehicle.model,
      trim: vehicle.trim,
      category: category === null ? null : { _id: category.id, name: category.name },
      odometer: vehicle.miles,
      odometerUnit: vehicle.odometerUnit,
      fuelType: vehicle.fuelType,
      transmission: vehicle.transmission,
      drivetrain: vehicle.drivetrain,
      exteriorColour: vehicle.exteriorColour,
      description: vehicle.description,
      location: {
        address: vehicle.address,
        city: vehicle.city,
        province: vehicle.province,
        postalCode: vehicle.postalCode,
      },
      terms: termsOf(vehicle, auction),
      photos: listingPhotos,
      conditionReport:
        vehicle.conditionReport === null
          ? null
          : {
              _id: CONDITION_REPORT_ID,
              name: 'Condition report',
              url: vehicle.conditionReport,
              mimeType: mimeOfPath(vehicle.conditionReport),
            },
      documents: listingDocuments,
      stats: {
        views: vehicle.viewCount,
        saves: published ? (savesOf.get(auction.id) ?? 0) : 0,
        bids: auction?.bidCount ?? 0,
      },
      currentPrice: published ? currentPriceAt(auction, now) : null,
      highestBid: auction?.highestBid ?? null,
      termsLocked: termsLockedOf(auction),
      disclosures: (disclosuresOf.get(vehicle.id) ?? []).map(toDisclosure),
      moderation:
        vehicle.unpublishedAt === null
          ? null
          : {
              reason: vehicle.unpublishedReason ?? '',
              unpublishedAt: vehicle.unpublishedAt.toISOString(),
            },
      reserveOffer,
      canRelist: canRelistOf(state, reserveOffer),
      publishedAt: vehicle.publishedAt?.toISOString() ?? auction?.createdAt.toISOString() ?? null,
      createdAt: vehicle.createdAt.toISOString(),
      updatedAt: vehicle.updatedAt.toISOString(),
    };
  });
}

/** The disclosures of some vehicles, newest first. */
function selectDisclosures(db: Executor, vehicleIds: readonly string[]) {
  return db
    .select({
      vehicleId: listingDisclosures.vehicleId,
      text: listingDisclosures.text,
      createdAt: listingDisclosures.createdAt,
    })
    .from(listingDisclosures)
    .where(inArray(listingDisclosures.vehicleId, [...vehicleIds]))
    .orderBy(desc(listingDisclosures.createdAt), desc(listingDisclosures.id));
}

function toDisclosure(row: { text: string; createdAt: Date }): ListingDisclosure {
  return { text: row.text, createdAt: row.createdAt.toISOString() };
}

/**
 * The seller's disclosures of the vehicle an auction sells, newest first, for its public detail
 * (`auctionScreen`); none for an id that names no auction.
 */
export async function findAuctionDisclosures(
  deps: DbDeps,
  input: { auctionId: string },
): Promise<ListingDisclosure[]> {
  if (!isAuctionId(input.auctionId)) return [];
  const rows = await deps.db
    .select({ text: listingDisclosures.text, createdAt: listingDisclosures.createdAt })
    .from(listingDisclosures)
    .where(
      inArray(
        listingDisclosures.vehicleId,
        auctionVehicleIds(deps.db, input.auctionId.toLowerCase()),
      ),
    )
    .orderBy(desc(listingDisclosures.createdAt), desc(listingDisclosures.id));
  return rows.map(toDisclosure);
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const list = groups.get(key(item));
    if (list === undefined) groups.set(key(item), [item]);
    else list.push(item);
  }
  return groups;
}

/** One listing by id, within `scope` (a dealer's own, or any for admins); 404 otherwise. */
export async function loadListing(
  deps: DbDeps,
  input: { listingId: string; dealerId: string | null; now: Date },
): Promise<DealerListing> {
  const { listingId, dealerId, now } = input;
  if (!isAuctionId(listingId)) throw listingNotFound();
  const rows = await findListingRows(deps, { where: listingIs(listingId.toLowerCase(), dealerId) });
  const [listing] = await toDealerListings(deps, { rows, now });
  if (listing === undefined) throw listingNotFound();
  return listing;
}

/** How many listings are in each state. */
export function emptyCounts(): Record<DealerListingState, number> {
  return Object.fromEntries(LISTING_STATES.map((state) => [state, 0])) as Record<
    DealerListingState,
    number
  >;
}

/**
 * A page of listings matching `where` (over vehicles and their auction), newest change first, the
 * total, and the count of each state among all that match `scope`.
 */
export async function pageListings(
  deps: DbDeps,
  input: {
    scope: SQL | undefined;
    state: DealerListingState | null;
    search?: SQL | undefined;
    pageNumber: number;
    pageSize: number;
    now: Date;
  },
): Promise<{
  listings: DealerListing[];
  rows: ListingRow[];
  total: number;
  counts: Record<DealerListingState, number>;
}> {
  const { state, now } = input;
  const { rows, counts: counted } = await findListingRowsPage(deps, input);
  const counts = emptyCounts();
  for (const row of counted) counts[row.state] = Number(row.count);
  const total = state === null ? Object.values(counts).reduce((a, b) => a + b, 0) : counts[state];
  return { listings: await toDealerListings(deps, { rows, now }), rows, total, counts };
}

/** The listing and auction rows of one listing, locked for the caller's transaction (404 if not the dealer's). */
export async function lockListing(
  tx: Executor,
  input: { listingId: string; dealerId: string | null },
): Promise<{ vehicle: VehicleRow; auction: AuctionRow | null }> {
  const { listingId, dealerId } = input;
  if (!isAuctionId(listingId)) throw listingNotFound();
  const locked = await lockListingRows(tx, { listingId: listingId.toLowerCase(), dealerId });
  if (locked === undefined) throw listingNotFound();
  return locked;
}

/**
 * Bumps a published listing's auction (a new `seq`): the catalogue's cached answers and the live
 * events see a change of its vehicle, pictures or documents.
 */
export async function touchAuction(tx: Executor, input: { vehicleId: string; now: Date }) {
  await touchSaleOfVehicle({ db: tx }, input);
}

/** The current MarketDropAI price and next drop of terms starting at `startsAt`. */
export function marketDropStart(
  terms: Pick<SaleTerms, 'stickerPrice' | 'floorPrice' | 'dropAmount' | 'dropIntervalMinutes'>,
  startsAt: Date,
  endsAt: Date,
  now: Date,
) {
  return marketDropPriceAt(
    {
      startsAt,
      endsAt,
      startingBid: terms.stickerPrice ?? 0,
      floorPrice: terms.floorPrice,
      dropAmount: terms.dropAmount,
      dropIntervalMinutes: terms.dropIntervalMinutes,
    },
    now,
  );
}
