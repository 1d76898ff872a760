import { eq, inArray } from 'drizzle-orm';
import type { DbDeps } from '../shared/deps';
import { dealers, type DealerRow } from './tables';

/** A dealer as the orders domain needs it: its name and location, and the user who manages it. */
export type DealerFacts = {
  id: string;
  name: string;
  address: string | null;
  city: string | null;
  /** Two-letter province code (as stored). */
  province: string | null;
  postalCode: string | null;
  /** The dealer account that manages it (null: none). */
  userId: string | null;
};

/** Some dealers by id (unknown ids are left out). */
export async function findDealers(
  deps: DbDeps,
  input: { dealerIds: readonly string[] },
): Promise<Map<string, DealerFacts>> {
  const ids = [...new Set(input.dealerIds)];
  if (ids.length === 0) return new Map();
  const rows = await deps.db
    .select({
      id: dealers.id,
      name: dealers.businessName,
      address: dealers.address,
      city: dealers.city,
      province: dealers.province,
      postalCode: dealers.postalCode,
      userId: dealers.userId,
    })
    .from(dealers)
    .where(inArray(dealers.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The seller (the `dealers` row) a dealer's user manages, if it has one yet. */
export async function findDealerOfUser(
  deps: DbDeps,
  input: { userId: string },
): Promise<DealerRow | undefined> {
  const [row] = await deps.db
    .select()
    .from(dealers)
    .where(eq(dealers.userId, input.userId))
    .limit(1);
  return row;
}
