import { inArray } from 'drizzle-orm';
import type { EmailNotifications } from '@marketdrop/api-client';
import type { Language } from '@marketdrop/validation';
import { emailNotificationsOf } from './notification-settings';
import type { DbDeps } from '../shared/deps';
import { users } from './tables';

/** What a mail to a user needs: where it goes, how to greet them, in which language, and whether they want it. */
export type MailRecipient = {
  id: string;
  email: string;
  firstName: string;
  language: Language;
  /** Which kinds of notices they want e-mailed (decision 035). */
  emailNotifications: EmailNotifications;
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
      emailOutbid: users.emailOutbid,
      emailWon: users.emailWon,
      emailOrderSteps: users.emailOrderSteps,
      emailSavedSearches: users.emailSavedSearches,
      emailMarketing: users.emailMarketing,
    })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        email: row.email,
        firstName: row.firstName,
        language: row.language,
        emailNotifications: emailNotificationsOf(row),
      },
    ]),
  );
}
