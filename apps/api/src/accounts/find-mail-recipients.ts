import { inArray } from 'drizzle-orm';
import type { Language } from '@marketdrop/validation';
import type { DbDeps } from '../shared/deps';
import { users } from './tables';

/** What a mail to a user needs: where it goes, how to greet them, in which language, and whether they want it. */
export type MailRecipient = {
  id: string;
  email: string;
  firstName: string;
  language: Language;
  /** The Notifications Settings toggle (docs/product.md §8.6). */
  notificationEnable: boolean;
};

/** The mail recipients among these users, by user id (ids of deleted accounts are left out). */
export async function findMailRecipients(
  deps: DbDeps,
  input: { userIds: readonly string[] },
): Promise<Map<string, MailRecipient>> {
  const ids = [...new Set(input.userIds)];
  if (ids.length === 0) return new Map();
  const rows = await deps.db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      notificationEnable: users.notificationEnable,
    })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
