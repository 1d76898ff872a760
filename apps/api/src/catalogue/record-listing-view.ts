import { sql } from 'drizzle-orm';
import { auctions, dealers, vehicles } from './tables';
import type { DbDeps } from '../shared/deps';

/**
 * Counts an opening of an auction's detail page as a view of its listing (the dealer dashboard's
 * figures), in one statement; the seller's own visits do not count.
 */
export async function recordListingView(
  deps: DbDeps,
  input: { auctionId: string; viewerId: string | null },
): Promise<void> {
  await deps.db.execute(sql`update ${vehicles} set view_count = ${vehicles.viewCount} + 1
    from ${auctions} join ${dealers} on ${dealers.id} = ${auctions.dealerId}
    where ${auctions.id} = ${input.auctionId} and ${vehicles.id} = ${auctions.vehicleId}
      and ${dealers.userId} is distinct from ${input.viewerId}::uuid`);
}
