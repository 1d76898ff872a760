import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { PlaceBidData } from '@marketdrop/api-client';
import {
  endAfterBid,
  formatDollars,
  keyedAuctionMessages,
  minimumNextBid,
} from '@marketdrop/validation';
import type { AuctionRow } from '../catalogue/rows';
import { auctionNotFound, isAuctionId } from '../catalogue/find-auction';
import { liveStateAt } from '../catalogue/live-state';
import { recordBidRound } from '../catalogue/sale-state';
import { notifyEach, type NotifyInput } from '../notifications/notify';
import { buyerRestrictedError, findBuyerRestrictions } from '../orders/buyer-restriction';
import { AppError, fieldError } from '../shared/errors';
import type { Executor } from '../db/client';
import type { Deps } from '../shared/deps';
import {
  assertNotOwn,
  assertOpen,
  lockAuction,
  SALE_MESSAGES,
  type LockedAuction,
} from './lock-auction';
import { applyBid, visibleBids, type BidOutcome, type BidRowPlan } from './proxy-rule';
import { bids } from './tables';

export const PLACE_BID_MESSAGES = {
  leading: 'Bid placed successfully. You are the highest bidder.',
  raised: (max: number) =>
    `Your maximum bid is now ${formatDollars(max)}. You are still the highest bidder.`,
  outbid:
    "Your bid was placed, but another bidder's earlier maximum bid is higher: you have been outbid.",
  overtaken:
    'Your bid was placed, but a higher bid placed at the same moment now leads: you have been outbid.',
  alreadyLeading: (max: number) =>
    `You are already the highest bidder. To bid more, raise your maximum above ${formatDollars(max)}.`,
} as const;

export type PlaceBidResult = { kind: BidOutcome['kind']; data: PlaceBidData };

/** The answer's message for a bid's outcome. */
export function placeBidMessage(result: PlaceBidResult): string {
  if (result.kind === 'outbid') return PLACE_BID_MESSAGES.outbid;
  // It led when decided; a higher bid of the same round (decision 021) leads now.
  if (result.data.auction.isLeader === false) return PLACE_BID_MESSAGES.overtaken;
  if (result.kind === 'raise') {
    return PLACE_BID_MESSAGES.raised(result.data.auction.yourMaxBid ?? result.data.bid.amount);
  }
  return PLACE_BID_MESSAGES.leading;
}

/**
 * The checks of a bid, in the order of decision 018: wrong kind of sale, own listing, a buyer under
 * the cancellation limit (`restrictedUntil`, read for the whole round: docs/product.md §5.5), not
 * open (paused: SELLER_SUSPENDED), below the minimum next bid; then the leader bidding again
 * without raising their maximum (409 ALREADY_LEADING with `data.yourMaxBid`: another bid of theirs
 * would only bid against themselves).
 */
function checkBid(
  locked: LockedAuction,
  input: PlaceBidInput,
  now: Date,
  restrictedUntil: Date | undefined,
): void {
  const { userId, amount, maxAmount } = input;
  const auction = locked.auction;
  if (auction.auctionType !== 'auction') {
    throw new AppError(400, 'NOT_BIDDABLE', SALE_MESSAGES.notBiddable);
  }
  assertNotOwn(locked, userId, SALE_MESSAGES.ownBid);
  if (restrictedUntil !== undefined) throw buyerRestrictedError(restrictedUntil);
  assertOpen(auction, now);
  const minimumBid = minimumNextBid(auction) ?? auction.startingBid;
  if (amount < minimumBid) {
    throw fieldError('amount', keyedAuctionMessages.bidTooLow(minimumBid), 'BID_TOO_LOW', 400, {
      data: { minimumBid },
    });
  }
  if (auction.leaderId === userId) {
    const yourMaxBid = auction.leaderMaxBid ?? auction.highestBid ?? 0;
    if (Math.max(amount, maxAmount ?? amount) <= yourMaxBid) {
      throw new AppError(409, 'ALREADY_LEADING', PLACE_BID_MESSAGES.alreadyLeading(yourMaxBid), {
        data: { yourMaxBid },
      });
    }
  }
}

/** Settles every write, then throws the first failure (so nothing runs after the rollback). */
async function all(writes: readonly Promise<unknown>[]): Promise<void> {
  const settled = await Promise.allSettled(writes);
  for (const result of settled) if (result.status === 'rejected') throw result.reason;
}

export type PlaceBidInput = {
  userId: string;
  auctionId: string;
  amount: number;
  maxAmount: number | null;
};

/** A bid waiting for its round. */
type Waiting = {
  input: PlaceBidInput;
  resolve: (result: PlaceBidResult) => void;
  reject: (error: unknown) => void;
};

/**
 * One auction's bids on this process: those waiting for a round; whether a round is waiting for
 * the lock (it takes every bid waiting once it holds it); the rounds in flight.
 */
type Queue = { waiting: Waiting[]; locking: boolean; inFlight: number };

/** At most this many bids are decided in one round (one short transaction). */
export const BIDS_PER_ROUND = 200;

/** The queues of each database handle (one per app; a test's two apps keep theirs apart). */
const queuesByDb = new WeakMap<object, Map<string, Queue>>();

/**
 * placeBid: one bid on an ascending auction, decided under the auction's row lock in one short
 * transaction (decision 018): the checks (type, own listing, open, minimum next bid), the proxy
 * rule (proxy-rule.ts), the soft close, the history rows, the auction row (which takes a new `seq`
 * and is published by the database trigger) and the outbid notices commit together or not at all.
 *
 * Rounds (decision 021): the bids one process receives for one auction are decided in rounds. A
 * round asks for the auction's lock and, once it holds it, takes every bid waiting; bids arriving
 * after that wait for the next round, which asks for the lock at once and gets it when this one
 * commits. Under the lock a round decides its bids one after the other (inDecisionOrder), each
 * checked against the state the previous left, exactly as it would be alone, then writes them in
 * one go and commits once. What a round saves is the commit (one flush to disk) and the round
 * trips per bid: on a hot auction they are what limits how many bids a second it takes. Each
 * accepted bid is answered with the auction as its round left it (the state everyone is sent next,
 * with its `seq`).
 */
export function placeBid(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: PlaceBidInput,
): Promise<PlaceBidResult> {
  if (!isAuctionId(input.auctionId)) return Promise.reject(auctionNotFound());
  const auctionId = input.auctionId.toLowerCase();
  let queues = queuesByDb.get(deps.db);
  if (queues === undefined) {
    queues = new Map();
    queuesByDb.set(deps.db, queues);
  }
  let queue = queues.get(auctionId);
  if (queue === undefined) {
    queue = { waiting: [], locking: false, inFlight: 0 };
    queues.set(auctionId, queue);
  }
  const result = new Promise<PlaceBidResult>((resolve, reject) => {
    queue.waiting.push({ input: { ...input, auctionId }, resolve, reject });
  });
  if (!queue.locking) startRound(deps, queues, auctionId, queue);
  return result;
}

/** Starts a round that will take the bids waiting once it holds the lock. */
function startRound(
  deps: Pick<Deps, 'db' | 'clock'>,
  queues: Map<string, Queue>,
  auctionId: string,
  queue: Queue,
): void {
  queue.locking = true;
  queue.inFlight += 1;
  let round: Waiting[] | null = null;
  const take = (): Waiting[] => {
    round = inDecisionOrder(queue.waiting.splice(0, BIDS_PER_ROUND));
    queue.locking = false;
    // Bids left over, or arriving from now on, go to the next round, which waits for this lock.
    if (queue.waiting.length > 0) startRound(deps, queues, auctionId, queue);
    return round;
  };
  const finish = (decided: Decided[] | Error) => {
    const bids = round ?? take();
    bids.forEach((waiting, i) => {
      const outcome =
        decided instanceof Error ? { ok: false as const, error: decided } : decided[i];
      if (outcome === undefined) waiting.reject(new Error('The bid was not decided'));
      else if (outcome.ok) waiting.resolve(outcome.result);
      else waiting.reject(outcome.error);
    });
    queue.inFlight -= 1;
    if (queue.inFlight === 0 && queue.waiting.length === 0) queues.delete(auctionId);
  };
  deps.db
    .transaction(async (tx) => {
      const locked = await lockAuction(tx, auctionId);
      return decideRound(tx, deps.clock(), locked, take());
    })
    .then(finish, (error: unknown) => {
      // Nothing of the round was written: each of its bids fails (an unknown auction: 404).
      finish(error instanceof Error ? error : new Error(String(error)));
    });
}

/**
 * The order a round decides its bids in: by amount, the lower first, and in arrival order for equal
 * amounts. Every bid of a round was waiting, unanswered, when the round took the lock, so any order
 * is one they could have been decided in; this one refuses none for having been overtaken by a
 * higher bid sent at the same moment (the lower is accepted, then outbid).
 */
function inDecisionOrder(round: Waiting[]): Waiting[] {
  return round
    .map((waiting, arrival) => ({ waiting, arrival }))
    .sort((a, b) => a.waiting.input.amount - b.waiting.input.amount || a.arrival - b.arrival)
    .map(({ waiting }) => waiting);
}

/** A history row a round writes (its auction and time are the round's). */
type RoundBidRow = BidRowPlan & { id: string };

/**
 * Writes a round's history rows in one statement whose size does not grow with the round (the rows
 * as one JSON parameter): building a statement with a parameter per value costs milliseconds at 64
 * bids, all of it while the auction is locked. The rows keep their order (positions).
 */
function insertBids(tx: Executor, auctionId: string, now: Date, rows: readonly RoundBidRow[]) {
  return tx.execute(sql`
    insert into ${bids} (id, auction_id, bidder_id, amount, max_amount, is_proxy, max_only, created_at)
    select (b.value->>'id')::uuid, ${auctionId}::uuid, (b.value->>'bidderId')::uuid,
      (b.value->>'amount')::integer, (b.value->>'maxAmount')::integer,
      (b.value->>'isProxy')::boolean, (b.value->>'maxOnly')::boolean,
      ${now.toISOString()}::timestamptz
    from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) with ordinality as b (value, position)
    order by b.position`);
}

type Decided = { ok: true; result: PlaceBidResult } | { ok: false; error: unknown };

/** Each bidder's own maximum on an auction so far (their highest), from its history. */
async function readBidderMaxes(tx: Executor, auctionId: string): Promise<Map<string, number>> {
  const found = await tx
    .select({
      bidderId: bids.bidderId,
      max: sql<number>`max(coalesce(${bids.maxAmount}, ${bids.amount}))`.mapWith(Number),
    })
    .from(bids)
    .where(and(eq(bids.auctionId, auctionId), eq(bids.isProxy, false)))
    .groupBy(bids.bidderId);
  return new Map(found.map((row) => [row.bidderId, row.max]));
}

/** Notes a history row's maximum in `maxes` (a bidder's maximum never goes down). */
function noteMax(maxes: Map<string, number>, row: BidRowPlan): void {
  if (row.isProxy) return;
  const max = row.maxAmount ?? row.amount;
  maxes.set(row.bidderId, Math.max(maxes.get(row.bidderId) ?? max, max));
}

/**
 * Decides a round's bids on the locked auction, in order, and writes the accepted ones: their
 * history rows in one statement, the auction's new state in one, the outbid notices.
 */
async function decideRound(
  tx: Executor,
  now: Date,
  locked: LockedAuction,
  round: readonly Waiting[],
): Promise<Decided[]> {
  let auction: AuctionRow = locked.auction;
  const rows: RoundBidRow[] = [];
  const notices: NotifyInput[] = [];
  const accepted: {
    index: number;
    kind: BidOutcome['kind'];
    bidId: string;
    amount: number;
    maxAmount: number | null;
    userMax: number;
  }[] = [];
  const decided: Decided[] = [];
  // The cancellation limit of every bidder of the round, in one statement.
  const restricted = await findBuyerRestrictions(tx, {
    userIds: round.map(({ input }) => input.userId),
    now,
  });
  // Every bidder's maximum, read only when a leader's raise needs the runner-up's (then kept up to
  // date with the round's own rows).
  let maxes: Map<string, number> | null = null;
  const runnerUpMax = async (leaderId: string): Promise<number | null> => {
    if (maxes === null) {
      maxes = await readBidderMaxes(tx, auction.id);
      for (const row of rows) noteMax(maxes, row);
    }
    let best: number | null = null;
    for (const [bidderId, max] of maxes) {
      if (bidderId !== leaderId && (best === null || max > best)) best = max;
    }
    return best;
  };
  for (const [index, { input }] of round.entries()) {
    const { userId, amount, maxAmount } = input;
    try {
      checkBid({ ...locked, auction }, input, now, restricted.get(userId));
    } catch (error) {
      decided[index] = { ok: false, error };
      continue;
    }
    // A leader raising a maximum the price has reached may let the price move up to the
    // runner-up's maximum plus an increment (the old maximum held it back).
    const raisesBindingMax =
      auction.leaderId === userId &&
      auction.highestBid !== null &&
      auction.highestBid >= (auction.leaderMaxBid ?? auction.highestBid);
    const outcome = applyBid(
      {
        highestBid: auction.highestBid,
        leaderId: auction.leaderId,
        leaderMax: auction.leaderMaxBid,
        reservePrice: auction.reservePrice,
        runnerUpMax: raisesBindingMax ? await runnerUpMax(userId) : null,
      },
      { bidderId: userId, amount, maxAmount },
    );
    // Raising one's own maximum never moves the end (docs/product.md §4.4).
    const end =
      outcome.kind === 'raise'
        ? { endsAt: auction.endsAt, extended: false }
        : endAfterBid(auction.endsAt, now);
    const buyerRow = outcome.rows[0];
    if (buyerRow === undefined) throw new Error('A bid wrote no history row');
    const bidId = randomUUID();
    outcome.rows.forEach((row, i) => {
      rows.push({ ...row, id: i === 0 ? bidId : randomUUID() });
      if (maxes !== null) noteMax(maxes, row);
    });
    auction = {
      ...auction,
      highestBid: outcome.state.highestBid,
      currentPrice: outcome.state.highestBid,
      leaderId: outcome.state.leaderId,
      leaderMaxBid: outcome.state.leaderMax,
      // Every bid anyone sees in the history, the engine's automatic answers included; a raise of
      // one's own maximum that moved no price is not one (decision 018).
      bidCount: auction.bidCount + visibleBids(outcome.rows),
      endsAt: end.endsAt,
      extended: auction.extended || end.extended,
      updatedAt: now,
    };
    if (outcome.outbidUserId !== null) {
      notices.push({
        userId: outcome.outbidUserId,
        kind: 'outbid',
        auctionId: auction.id,
        amount: outcome.state.highestBid,
        now,
      });
    }
    accepted.push({
      index,
      kind: outcome.kind,
      bidId,
      amount: buyerRow.amount,
      maxAmount,
      userMax: buyerRow.maxAmount ?? buyerRow.amount,
    });
  }
  if (accepted.length === 0) return decided;

  // Sent together: one round trip for the writes, then the commit.
  let updated: AuctionRow | undefined;
  await all([
    insertBids(tx, auction.id, now, rows),
    recordBidRound({ db: tx }, { auctionId: auction.id, state: auction, now }).then((row) => {
      updated = row;
    }),
    notifyEach({ db: tx }, notices),
  ]);
  if (updated === undefined) throw new Error('The bid was not written');
  const final = updated;
  const state = liveStateAt(final, now);
  for (const bid of accepted) {
    const userId = (round[bid.index] as Waiting).input.userId;
    const leads = final.leaderId === userId;
    decided[bid.index] = {
      ok: true,
      result: {
        kind: bid.kind,
        data: {
          auction: {
            ...state,
            isLeader: leads,
            yourMaxBid: leads ? final.leaderMaxBid : bid.userMax,
          },
          bid: {
            _id: bid.bidId,
            amount: bid.amount,
            maxAmount: bid.maxAmount,
            // Whether the bid led once the rule ran for it (a later bid of the round may lead now).
            isLeader: bid.kind !== 'outbid',
          },
        },
      },
    };
  }
  return decided;
}
