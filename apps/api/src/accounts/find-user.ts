import { eq } from 'drizzle-orm';
import { users, type UserRow } from './tables';
import type { DbDeps } from '../shared/deps';

/** E-mails are kept trimmed and lower-cased, so one address is one account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(
  deps: DbDeps,
  input: { email: string },
): Promise<UserRow | undefined> {
  const rows = await deps.db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(input.email)))
    .limit(1);
  return rows[0];
}

export async function findUserById(
  deps: DbDeps,
  input: { id: string },
): Promise<UserRow | undefined> {
  const rows = await deps.db.select().from(users).where(eq(users.id, input.id)).limit(1);
  return rows[0];
}
