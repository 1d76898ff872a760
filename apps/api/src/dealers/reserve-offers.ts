import { eq, sql } from 'drizzle-orm';
import type { AcceptReserveOfferData, DealerListing } from '@marketdrop/api-client';
import type { UserRow } from '../accounts/find-users';
import { sellToReserveOffer } from '../catalogue/listing-writes';
import { closedBelowReserve, firstCloseBelowReserve } from '../catalogue/sale-rows';
import { notify, notifyFrom } from '../notifications/notify';
import { createOrder } from '../orders/create-order';
import { AppError } from '../shared/errors';
import type { Deps } from '../shared/deps';
import { requireDealerOf } from './dealer-account';
import {
  RESERVE_OFFER_WINDOW_MS,
  hasReserveOffer,
  loadListing,
  lockListing,
  reserveOfferOf,
} from './load-listings';
import { DEALER_MESSAGES } from './messages';
import { reserveOffers } from './tables';

/**
 * Reserve offers (docs/product.md §4.9): an auction that closed `unsold` below its reserve with a
 * leading bid may be sold to that bidder by its dealer within 24 hours of the close; else the offer
 * lapses. One decision per auction: the auction's row lock orders the dealer's concurrent clicks,
 * and the decision's primary key and the one-order-per-auction index make it happen once.
 */

const offerClosed = () => new AppError(409, 'RESERVE_OFFER_CLOSED', DEALER_MESSAGES.offerClosed);

/**
 * acceptReserveOffer: the order for the highest bidder at the highest bid (Pending Payment), the
 * auction `sold`, the buyer told (`won`) and the dealer too (`sold`). An offer that is not open:
 * 409 RESERVE_OFFER_CLOSED (a listing without one: the same).
 */
export async function acceptReserveOffer(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { user: UserRow; listingId: string },
): Promise<AcceptReserveOfferData> {
  const { user, listingId } = input;
  const dealer = await requireDealerOf(deps, { userId: user.id });
  const now = deps.clock();
  const order = await deps.db.transaction(async (tx) => {
    const { auction } = await lockListing(tx, { listingId, dealerId: dealer.id });
    if (!hasReserveOffer(auction) || auction.status !== 'unsold') throw offerClosed();
    const [decided] = await tx
      .select()
      .from(reserveOffers)
      .where(eq(reserveOffers.auctionId, auction.id));
    const offer = reserveOfferOf(auction, decided, null, now);
    if (offer === null || offer.status !== 'open') throw offerClosed();
    const sold = await sellToReserveOffer(
      { db: tx },
      { auctionId: auction.id, price: auction.highestBid, now },
    );
    if (!sold) throw offerClosed();
    const { order: created, paymentDueAt } = await createOrder(
      { db: tx },
      {
        auctionId: auction.id,
        buyerId: auction.leaderId,
        dealerId: auction.dealerId,
        price: auction.highestBid,
        source: 'bid',
        now,
      },
    );
    await tx.insert(reserveOffers).values({
      auctionId: auction.id,
      status: 'accepted',
      orderId: created._id,
      decidedBy: user.id,
      decidedAt: now,
    });
    await notify(
      { db: tx },
      {
        userId: auction.leaderId,
        kind: 'won',
        auctionId: auction.id,
        orderId: created._id,
        amount: auction.highestBid,
        payBy: paymentDueAt,
        dedupeKey: `won:${created._id}`,
        now,
      },
    );
    await notify(
      { db: tx },
      {
        userId: user.id,
        kind: 'sold',
        auctionId: auction.id,
        orderId: created._id,
        amount: auction.highestBid,
        dedupeKey: `sold:${created._id}`,
        now,
      },
    );
    return created;
  });
  return { order, listing: await loadListing(deps, { listingId, dealerId: dealer.id, now }) };
}

/** declineReserveOffer: the offer is closed now (`declined`); 409 when it is not open. */
export async function declineReserveOffer(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { user: UserRow; listingId: string },
): Promise<DealerListing> {
  const { user, listingId } = input;
  const dealer = await requireDealerOf(deps, { userId: user.id });
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const { auction } = await lockListing(tx, { listingId, dealerId: dealer.id });
    if (!hasReserveOffer(auction) || auction.status !== 'unsold') throw offerClosed();
    const [decided] = await tx
      .select()
      .from(reserveOffers)
      .where(eq(reserveOffers.auctionId, auction.id));
    const offer = reserveOfferOf(auction, decided, null, now);
    if (offer === null || offer.status !== 'open') throw offerClosed();
    await tx
      .insert(reserveOffers)
      .values({ auctionId: auction.id, status: 'declined', decidedBy: user.id, decidedAt: now });
  });
  return loadListing(deps, { listingId, dealerId: dealer.id, now });
}

/** How far back the job looks for offers to record as lapsed (a server down longer: still lapsed). */
const LAPSE_LOOKBACK_MS = 8 * 24 * 60 * 60_000;

/**
 * The reserve-offers job, on the server clock: tells each dealer of a new offer (`reserveOffer`,
 * once per close), and records the offers whose 24 hours passed undecided as `lapsed`. Both are
 * single idempotent statements, safe on several processes; answers when an offer lapses next.
 */
export async function runReserveOffers(
  deps: Pick<Deps, 'db'>,
  input: { now: Date },
): Promise<Date | null> {
  const { now } = input;
  const at = now.toISOString();
  const windowStart = new Date(now.getTime() - RESERVE_OFFER_WINDOW_MS).toISOString();
  const lookback = new Date(now.getTime() - LAPSE_LOOKBACK_MS).toISOString();
  const sale = closedBelowReserve;
  const undecided = sql`not exists (select 1 from ${reserveOffers} where ${reserveOffers.auctionId} = ${sale.id})`;
  await notifyFrom(
    deps,
    sql`select ${sale.dealerUserId}, 'reserveOffer', ${sale.id}, ${sale.highestBid},
      'reserveOffer:' || ${sale.id}::text || ':' || extract(epoch from ${sale.closedAt})::bigint,
      ${at}::timestamptz
    from ${sale.fromWithDealer}
    where ${sale.where}
      and ${sale.closedAt} > ${windowStart}::timestamptz
      and ${sale.dealerUserId} is not null
      and ${undecided}`,
  );
  await deps.db.execute(sql`insert into ${reserveOffers} (auction_id, status, decided_at)
    select ${sale.id}, 'lapsed', ${at}::timestamptz
    from ${sale.from}
    where ${sale.where}
      and ${sale.closedAt} <= ${windowStart}::timestamptz
      and ${sale.closedAt} > ${lookback}::timestamptz
    on conflict (auction_id) do nothing`);
  const next = await firstCloseBelowReserve(deps, {
    where: sql`${sale.closedAt} > ${windowStart}::timestamptz
        and ${undecided}`,
  });
  return next === null ? null : new Date(next.getTime() + RESERVE_OFFER_WINDOW_MS);
}
