import { min, sql } from 'drizzle-orm';
import { refreshDroppedPricesSql } from '../catalogue/auction-price';
import { auctions } from '../catalogue/tables';
import type { Deps } from '../shared/deps';

/**
 * The MarketDropAI drop step: brings every open MarketDropAI listing whose drop fell due by `now`
 * to its price (one idempotent statement, safe with several processes), so each drop changes the
 * row at the drop time: it takes a new `seq` and is published to watchers like any change. A
 * paused sale has no drop while paused. Returns when the next drop is due (null: none).
 */
export async function applyPriceDrops(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { now?: Date } = {},
): Promise<Date | null> {
  const now = input.now ?? deps.clock();
  await deps.db.execute(refreshDroppedPricesSql(now));
  const [row] = await deps.db
    .select({ at: min(auctions.priceChangesAt) })
    .from(auctions)
    .where(
      sql`${auctions.priceChangesAt} is not null and ${auctions.status} = 'open' and ${auctions.pausedAt} is null`,
    );
  return row?.at ? new Date(row.at) : null;
}
