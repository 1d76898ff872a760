import type { DealerListing } from '@marketdrop/api-client';
import type { UserRow } from '../accounts/find-users';
import { publishSale, withdrawSale } from '../catalogue/listing-writes';
import { countListingPhotos, findMakeName } from '../catalogue/listing-rows';
import { keyedListingMessages } from '@marketdrop/validation';
import { AppError, fieldsError } from '../shared/errors';
import type { Deps } from '../shared/deps';
import { assertCanList, requireDealerOf } from './dealer-account';
import {
  assertListingOpen,
  listingStateOf,
  loadListing,
  lockListing,
  termsLockedOf,
  termsOf,
} from './load-listings';
import { DEALER_MESSAGES } from './messages';
import { assertCloseAhead, auctionTermsOf, searchTextOfVehicle } from './save-listing';

/**
 * publishListing: a draft becomes an auction of the engine (docs/product.md §6.2): `scheduled`
 * when its start is ahead, else `live`. Needs a verified business (403), at least one photo and an
 * end still ahead (400). Publishing a published listing answers it as it is; a closed one: 409.
 * The vehicle's row lock and the one-auction-per-vehicle index make it happen once.
 */
export async function publishListing(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { user: UserRow; listingId: string },
): Promise<DealerListing> {
  const { user, listingId } = input;
  assertCanList(user);
  const now = deps.clock();
  const dealer = await requireDealerOf(deps, { userId: user.id });
  await deps.db.transaction(async (tx) => {
    const { vehicle, auction } = await lockListing(tx, { listingId, dealerId: dealer.id });
    const state = listingStateOf(vehicle, auction, now);
    if (state === 'scheduled' || state === 'live') return;
    if (state !== 'draft') throw new AppError(409, 'LISTING_CLOSED', DEALER_MESSAGES.closed);
    if ((await countListingPhotos({ db: tx }, { vehicleId: vehicle.id })) === 0) {
      throw fieldsError({ photos: keyedListingMessages.photoRequired });
    }
    const terms = termsOf(vehicle, null);
    assertCloseAhead(terms.endsAt, now);
    const makeName = await findMakeName({ db: tx }, { makeId: vehicle.makeId });
    const startsAt =
      terms.startsAt !== null && Date.parse(terms.startsAt) > now.getTime()
        ? new Date(terms.startsAt)
        : now;
    await publishSale(
      { db: tx },
      {
        sale: {
          vehicleId: vehicle.id,
          dealerId: vehicle.dealerId,
          ...auctionTermsOf(terms, startsAt, now),
          makeId: vehicle.makeId,
          categoryId: vehicle.categoryId,
          year: vehicle.year,
          fuelType: vehicle.fuelType,
          transmission: vehicle.transmission,
          searchText: searchTextOfVehicle(vehicle, makeName ?? ''),
        },
        now,
      },
    );
  });
  return loadListing(deps, { listingId, dealerId: dealer.id, now });
}

/**
 * withdrawListing: takes the listing off sale (`withdrawn`): a draft at once; a published one
 * while nobody bid or claimed (409 PRICE_TERMS_LOCKED otherwise), its auction closed by hand
 * (`ended`) under its row lock, so a bid arriving at the same moment either comes first (and the
 * withdrawal is refused) or finds the sale ended. Sold, unsold or withdrawn already: 409.
 */
export async function withdrawListing(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { user: UserRow; listingId: string },
): Promise<DealerListing> {
  const { user, listingId } = input;
  const now = deps.clock();
  const dealer = await requireDealerOf(deps, { userId: user.id });
  await deps.db.transaction(async (tx) => {
    const { vehicle, auction } = await lockListing(tx, { listingId, dealerId: dealer.id });
    assertListingOpen(vehicle, auction, now);
    if (termsLockedOf(auction)) {
      throw new AppError(409, 'PRICE_TERMS_LOCKED', DEALER_MESSAGES.withdrawLocked);
    }
    const withdrawn = await withdrawSale(
      { db: tx },
      { vehicleId: vehicle.id, auctionId: auction?.id ?? null, now },
    );
    if (!withdrawn) {
      throw new AppError(409, 'PRICE_TERMS_LOCKED', DEALER_MESSAGES.withdrawLocked);
    }
  });
  return loadListing(deps, { listingId, dealerId: dealer.id, now });
}
