import { desc, eq } from 'drizzle-orm';
import type { ContactMessage } from '@marketdrop/api-client';
import { contactMessages } from './tables';
import { contactReference } from './send-contact-message';
import type { DbDeps } from '../shared/deps';

/** How many of a user's messages getContactMessages answers with. */
export const CONTACT_MESSAGES_LIMIT = 50;

/** The messages a user sent to Support while signed in, newest first. */
export async function listContactMessages(
  deps: DbDeps,
  input: { userId: string },
): Promise<ContactMessage[]> {
  const { userId } = input;
  const rows = await deps.db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.userId, userId))
    .orderBy(desc(contactMessages.createdAt))
    .limit(CONTACT_MESSAGES_LIMIT);
  return rows.map((row) => ({
    _id: row.id,
    reference: contactReference(row.id),
    subject: row.subject,
    message: row.message,
    language: row.language,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  }));
}
