import { eq } from 'drizzle-orm';
import type { DbDeps } from '../shared/deps';
import { bids } from './tables';

/** A relisted sale starts afresh: the last sale's bids go. Runs in the caller's transaction. */
export async function clearBids(deps: DbDeps, input: { auctionId: string }): Promise<void> {
  await deps.db.delete(bids).where(eq(bids.auctionId, input.auctionId));
}
