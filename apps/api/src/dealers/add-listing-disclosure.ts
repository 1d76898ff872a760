import type { DealerListing } from '@marketdrop/api-client';
import type { ListingDisclosureValues } from '@marketdrop/validation';
import type { UserRow } from '../accounts/find-users';
import { biddersOf } from '../auctions/sell-auction';
import { findSavers } from '../catalogue/listing-rows';
import { notifyAll } from '../notifications/notify';
import type { Deps } from '../shared/deps';
import { requireDealerOf } from './dealer-account';
import { assertListingOpen, loadListing, lockListing, touchAuction } from './load-listings';
import { listingDisclosures } from './tables';

/**
 * addListingDisclosure (docs/product.md §6.2): the seller adds a dated note to a listing, the way
 * to tell buyers something new once a bid or claim has locked the vehicle's facts. The note is
 * kept as written (never changed or removed), shown on the auction's detail, and every bidder and
 * every user who saved the auction is told (`listingDisclosure`), all in one transaction under the
 * listing's lock (the one bids take), so a bidder whose bid came first is told. The auction takes
 * a new `seq`, so cached answers show it. Sold, unsold or withdrawn: 409 LISTING_CLOSED; another
 * dealer's listing: 404.
 */
export async function addListingDisclosure(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { user: UserRow; values: ListingDisclosureValues },
): Promise<DealerListing> {
  const { user, values } = input;
  const now = deps.clock();
  const dealer = await requireDealerOf(deps, { userId: user.id });
  await deps.db.transaction(async (tx) => {
    const { vehicle, auction } = await lockListing(tx, {
      listingId: values.listingId,
      dealerId: dealer.id,
    });
    assertListingOpen(vehicle, auction, now);
    const [disclosure] = await tx
      .insert(listingDisclosures)
      .values({ vehicleId: vehicle.id, text: values.text, createdBy: user.id, createdAt: now })
      .returning({ id: listingDisclosures.id });
    if (disclosure === undefined) throw new Error('Inserting the disclosure returned no row');
    if (auction === null) return;
    const savers = await findSavers({ db: tx }, { auctionId: auction.id, except: user.id });
    const bidders = await biddersOf(tx, { auctionId: auction.id, except: user.id });
    await notifyAll(
      { db: tx },
      {
        userIds: [...bidders, ...savers],
        kind: 'listingDisclosure',
        auctionId: auction.id,
        dedupeKey: `disclosure:${disclosure.id}`,
        now,
      },
    );
    await touchAuction(tx, { vehicleId: vehicle.id, now });
  });
  return loadListing(deps, { listingId: values.listingId, dealerId: dealer.id, now });
}
