import { eq } from 'drizzle-orm';
import type { DealerListing } from '@marketdrop/api-client';
import { thursdayCloses } from '@marketdrop/validation';
import type { UserRow } from '../accounts/find-users';
import { watchersOf } from '../auctions/put-back-on-sale';
import { clearBids } from '../auctions/clear-bids';
import { relistSale } from '../catalogue/listing-writes';
import { notifyAll } from '../notifications/notify';
import { AppError } from '../shared/errors';
import type { Deps } from '../shared/deps';
import { assertCanList, requireDealerOf } from './dealer-account';
import {
  canRelistOf,
  listingStateOf,
  loadListing,
  lockListing,
  reserveOfferOf,
  termsOf,
} from './load-listings';
import { DEALER_MESSAGES } from './messages';
import { auctionTermsOf } from './save-listing';
import { reserveOffers } from './tables';

/** A relisted sale runs at least this long: it closes at the first Thursday close this far ahead. */
export const RELIST_MIN_RUN_MS = 24 * 60 * 60_000;

/** The close a sale relisted at `now` ends at: the next Thursday close at least a day away. */
export function relistCloseOf(now: Date): Date {
  const closes = thursdayCloses(now, 2);
  const close = closes.find((at) => at.getTime() - now.getTime() >= RELIST_MIN_RUN_MS);
  if (close === undefined) throw new Error('No Thursday close within two weeks');
  return close;
}

const notRelistable = () => new AppError(409, 'NOT_RELISTABLE', DEALER_MESSAGES.notRelistable);

/**
 * relistListing (docs/product.md §6.2, §4.11): a listing that ended unsold (nobody bought it, or its
 * buyer cancelled or did not pay after the close) goes on sale again in one click with the same
 * vehicle and price terms: open from now to the next Thursday close at least a day away, the
 * previous sale's bids and reserve decision gone (a new sale starts), a MarketDropAI price from
 * its sticker price again. Those who saved it or bid on it are told (`backOnSale`). Under the
 * listing's and its auction's row locks (the lock bids and claims take), in one transaction; the
 * auction row's write takes a new `seq` and is published (decision 019). A listing already live or
 * scheduled is answered as it is (a second click); anything else, or one whose reserve offer is
 * still open: 409 NOT_RELISTABLE.
 */
export async function relistListing(
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
    if (state === 'live' || state === 'scheduled') return;
    if (auction === null) throw notRelistable();
    const [decision] = await tx
      .select()
      .from(reserveOffers)
      .where(eq(reserveOffers.auctionId, auction.id));
    if (!canRelistOf(state, reserveOfferOf(auction, decision, null, now))) throw notRelistable();

    const endsAt = relistCloseOf(now);
    const terms = { ...termsOf(vehicle, auction), startsAt: null, endsAt: endsAt.toISOString() };
    const watchers = await watchersOf(tx, { auctionId: auction.id });
    // A new sale: the last one's bids and reserve decision go.
    await clearBids({ db: tx }, { auctionId: auction.id });
    await tx.delete(reserveOffers).where(eq(reserveOffers.auctionId, auction.id));
    const reopened = await relistSale(
      { db: tx },
      { auctionId: auction.id, vehicleId: vehicle.id, terms: auctionTermsOf(terms, now, now), now },
    );
    if (reopened === undefined) throw notRelistable();
    await notifyAll(
      { db: tx },
      {
        userIds: watchers.filter((id) => id !== dealer.userId),
        kind: 'backOnSale',
        auctionId: auction.id,
        amount: reopened.currentPrice,
        dedupeKey: `backOnSale:${auction.id}:${now.getTime()}`,
        now,
      },
    );
  });
  return loadListing(deps, { listingId, dealerId: dealer.id, now });
}
