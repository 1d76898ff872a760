import { eq } from 'drizzle-orm';
import type { DbDeps } from '../shared/deps';
import { dealers, type DealerRow } from './tables';

/** A seller (a dealer's business) is marked verified. Runs in the caller's transaction. */
export async function markDealerVerified(
  deps: DbDeps,
  input: { dealerId: string; now: Date },
): Promise<DealerRow | undefined> {
  const [row] = await deps.db
    .update(dealers)
    .set({ verifiedAt: input.now })
    .where(eq(dealers.id, input.dealerId))
    .returning();
  return row;
}

/** A seller is created for a dealer's user. Runs in the caller's transaction. */
export async function createDealer(
  deps: DbDeps,
  input: {
    values: Pick<
      DealerRow,
      'userId' | 'businessName' | 'address' | 'city' | 'province' | 'postalCode' | 'verifiedAt'
    >;
    now: Date;
  },
): Promise<DealerRow> {
  const [created] = await deps.db
    .insert(dealers)
    .values({ ...input.values, createdAt: input.now })
    .returning();
  if (created === undefined) throw new Error('Inserting the dealer returned no row');
  return created;
}
