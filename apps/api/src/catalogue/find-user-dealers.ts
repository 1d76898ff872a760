import { eq } from 'drizzle-orm';
import type { DbDeps } from '../shared/deps';
import { dealers } from './tables';

/** The ids of the dealers a user manages (a dealer account: its sales). */
export async function findUserDealers(deps: DbDeps, input: { userId: string }): Promise<string[]> {
  const rows = await deps.db
    .select({ id: dealers.id })
    .from(dealers)
    .where(eq(dealers.userId, input.userId));
  return rows.map((row) => row.id);
}
