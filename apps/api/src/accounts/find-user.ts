import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { users, type UserRow } from '../db/schema';

/** E-mails are kept trimmed and lower-cased, so one address is one account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return rows[0];
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}
