import { refreshDroppedPricesSql } from '../catalogue/auction-price';
import { nextPriceDrop } from '../catalogue/sale-rows';
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
  return nextPriceDrop(deps);
}
