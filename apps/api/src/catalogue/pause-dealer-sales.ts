import { and, asc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { marketDropPriceAt } from './auction-price';
import { auctions, dealers } from './tables';
import type { Executor } from '../db/client';
import type { DbDeps } from '../shared/deps';

/**
 * Suspending a dealer pauses its sales; reinstating it resumes them (docs/product.md §6.3). Both
 * run inside the admin's transaction that suspends or reinstates the account, so the account and
 * its sales change together. Each locks the sales it changes (`FOR UPDATE`, in id order: the lock
 * bids, claims and Buy Now take) and writes them in one statement: the database trigger gives each
 * a new `seq` and publishes them, so every open page sees the pause and the resume live.
 *
 * A bid racing a suspension either took the lock first (it was accepted before the pause) or
 * reads the sale after the pause commits and is refused (409 SELLER_SUSPENDED): never accepted
 * after the pause.
 */

/** The ids of the dealers (sellers) an account manages. */
function dealerIdsOf(db: Executor, userId: string) {
  return db.select({ id: dealers.id }).from(dealers).where(eq(dealers.userId, userId));
}

/** Writes each row's new values (one JSON parameter, one statement, whatever the count). */
async function writeRows(
  db: Executor,
  rows: readonly {
    id: string;
    pausedAt: string | null;
    startsAt: string;
    endsAt: string;
    currentPrice: number;
    priceChangesAt: string | null;
  }[],
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    update ${auctions} set
      paused_at = (r.value->>'pausedAt')::timestamptz,
      starts_at = (r.value->>'startsAt')::timestamptz,
      ends_at = (r.value->>'endsAt')::timestamptz,
      current_price = (r.value->>'currentPrice')::integer,
      price_changes_at = (r.value->>'priceChangesAt')::timestamptz,
      updated_at = ${now.toISOString()}::timestamptz
    from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) as r (value)
    where ${auctions.id} = (r.value->>'id')::uuid`);
}

/**
 * Pauses the sales of the dealers `userId` manages that are open and not yet over at `now`
 * (started or still scheduled): each keeps its time left and price as they are at `now` (a
 * MarketDropAI drop that fell due is applied first, and none comes while paused). Sales already
 * paused are left as they are (a second suspension changes nothing). Returns how many it paused.
 */
export async function pauseDealerSales(
  deps: DbDeps,
  input: { userId: string; now: Date },
): Promise<number> {
  const { now } = input;
  const open = await deps.db
    .select()
    .from(auctions)
    .where(
      and(
        inArray(auctions.dealerId, dealerIdsOf(deps.db, input.userId)),
        sql`${auctions.status} = 'open'`,
        isNull(auctions.pausedAt),
        gt(auctions.endsAt, now),
      ),
    )
    .orderBy(asc(auctions.id))
    .for('update');
  await writeRows(
    deps.db,
    open.map((row) => ({
      id: row.id,
      pausedAt: now.toISOString(),
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      currentPrice:
        row.auctionType === 'marketdropai' ? marketDropPriceAt(row, now).price : row.currentPrice,
      priceChangesAt: null,
    })),
    now,
  );
  return open.length;
}

/**
 * Resumes the paused sales of the dealers `userId` manages, as if no time had passed while they
 * were paused: the end moves by the paused time (the same time left as at the pause); so does the
 * start of a sale that had not started yet, and a MarketDropAI schedule (its start, so the price
 * resumes where it stood and the next drop comes after the rest of its interval). A started
 * auction or ClaimPOINT keeps its start. Returns how many it resumed.
 */
export async function resumeDealerSales(
  deps: DbDeps,
  input: { userId: string; now: Date },
): Promise<number> {
  const { now } = input;
  const paused = await deps.db
    .select()
    .from(auctions)
    .where(
      and(
        inArray(auctions.dealerId, dealerIdsOf(deps.db, input.userId)),
        isNotNull(auctions.pausedAt),
      ),
    )
    .orderBy(asc(auctions.id))
    .for('update');
  await writeRows(
    deps.db,
    paused.map((row) => {
      const pausedAt = row.pausedAt ?? now;
      const pausedMs = Math.max(0, now.getTime() - pausedAt.getTime());
      const shift = (at: Date) => new Date(at.getTime() + pausedMs);
      const moveStart =
        row.auctionType === 'marketdropai' || row.startsAt.getTime() > pausedAt.getTime();
      const startsAt = moveStart ? shift(row.startsAt) : row.startsAt;
      const endsAt = shift(row.endsAt);
      const drop =
        row.auctionType === 'marketdropai'
          ? marketDropPriceAt({ ...row, startsAt, endsAt }, now)
          : null;
      return {
        id: row.id,
        pausedAt: null,
        startsAt: startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
        currentPrice: drop?.price ?? row.currentPrice,
        priceChangesAt: drop?.changesAt?.toISOString() ?? null,
      };
    }),
    now,
  );
  return paused.length;
}
