import type { AdminListing, DealerListingState, Pagination } from '@marketdrop/api-client';
import type { AdminListingsValues } from '@marketdrop/validation';
import { unpublishVehicle } from '../catalogue/sale-state';
import { findDealers } from '../catalogue/find-dealers';
import { findListingRows, listingIs, listingSearch } from '../catalogue/listing-rows';
import { notify } from '../notifications/notify';
import { AppError } from '../shared/errors';
import type { DbDeps, Deps } from '../shared/deps';
import {
  listingStateOf,
  lockListing,
  pageListings,
  toDealerListings,
  type ListingRow,
} from '../dealers/load-listings';

export const MODERATION_MESSAGES = {
  listed: 'Listings fetched successfully',
  unpublished: 'Listing unpublished: its dealer sees the reason',
  closed: 'This listing is sold or already off sale',
} as const;

async function toAdminListings(
  deps: DbDeps,
  rows: readonly ListingRow[],
  now: Date,
): Promise<AdminListing[]> {
  const listings = await toDealerListings(deps, { rows, now });
  return listings.map((listing, i) => {
    const dealer = (rows[i] as ListingRow).dealer;
    return {
      ...listing,
      dealer: { _id: dealer.id, businessName: dealer.businessName, userId: dealer.userId },
    };
  });
}

/** getAdminListings: every dealer's listings by state and search (vehicle, VIN, business). */
export async function findAdminListings(
  deps: DbDeps & Pick<Deps, 'clock'>,
  input: { values: AdminListingsValues },
): Promise<{ listings: AdminListing[]; pagination: Pagination }> {
  const { state, search, pageNumber, pageSize } = input.values;
  const now = deps.clock();
  const text = search?.trim();
  const page = await pageListings(deps, {
    scope: undefined,
    search: text ? listingSearch(text) : undefined,
    state: (state ?? null) as DealerListingState | null,
    pageNumber,
    pageSize,
    now,
  });
  return {
    listings: await toAdminListings(deps, page.rows, now),
    pagination: {
      pageNumber,
      pageSize,
      total: page.total,
      totalPages: Math.ceil(page.total / pageSize),
    },
  };
}

/**
 * unpublishListing: an admin takes a listing off sale with a reason its dealer sees (on the
 * listing and in a notification). A sale that is on is closed by hand (`ended`) under its row
 * lock; a draft can no longer be published. Sold or already off sale: 409 LISTING_CLOSED.
 */
export async function unpublishListing(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { listingId: string; reason: string },
): Promise<AdminListing> {
  const { listingId, reason } = input;
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const { vehicle, auction } = await lockListing(tx, { listingId, dealerId: null });
    const state = listingStateOf(vehicle, auction, now);
    if (state === 'sold' || state === 'withdrawn' || vehicle.unpublishedAt !== null) {
      throw new AppError(409, 'LISTING_CLOSED', MODERATION_MESSAGES.closed);
    }
    await unpublishVehicle(
      { db: tx },
      {
        vehicleId: vehicle.id,
        openAuctionId: auction !== null && auction.status === 'open' ? auction.id : null,
        reason,
        now,
      },
    );
    const dealer = (await findDealers({ db: tx }, { dealerIds: [vehicle.dealerId] })).get(
      vehicle.dealerId,
    );
    if (dealer?.userId) {
      await notify(
        { db: tx },
        {
          userId: dealer.userId,
          kind: 'listingUnpublished',
          auctionId: auction?.id ?? null,
          reason,
          dedupeKey: `listingUnpublished:${vehicle.id}`,
          now,
        },
      );
    }
  });
  const rows = await findListingRows(deps, { where: listingIs(listingId.toLowerCase(), null) });
  const [listing] = await toAdminListings(deps, rows, now);
  if (listing === undefined) throw new Error('The unpublished listing is gone');
  return listing;
}
