/**
 * The Contact Support inbox's reads for the admin screens (decision 032, "Reads across domains"):
 * the messages with the name of the admin who handled them, in one statement each.
 */
import { asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { userJoinAs } from '../accounts/find-users';
import type { DbDeps } from '../shared/deps';
import { contactMessages, type ContactMessageRow } from './tables';

export type { ContactMessageRow };

/** A message of the inbox and who handled it (their full name; null while open). */
export type InboxRow = { message: ContactMessageRow; handledBy: string | null };

const handler = userJoinAs('handler');

function selectInboxRows(deps: DbDeps) {
  return deps.db
    .select({ message: contactMessages, handledBy: handler.fullName })
    .from(contactMessages)
    .leftJoin(handler.table, eq(handler.id, contactMessages.handledBy));
}

/**
 * A page of the inbox by status, open ones oldest first (the longest waiting on top), handled ones
 * newest first; with how many match and how many of those are open.
 */
export async function findInboxPage(
  deps: DbDeps,
  input: { status?: string | null | undefined; pageNumber: number; pageSize: number },
): Promise<{ rows: InboxRow[]; total: number; open: number }> {
  const { status, pageNumber, pageSize } = input;
  const where =
    status === 'open'
      ? isNull(contactMessages.handledAt)
      : status === 'handled'
        ? isNotNull(contactMessages.handledAt)
        : undefined;
  const order =
    status === 'handled'
      ? [desc(contactMessages.handledAt), desc(contactMessages.id)]
      : [
          sql`(${contactMessages.handledAt} is null) desc`,
          asc(contactMessages.createdAt),
          asc(contactMessages.id),
        ];
  const [rows, counted] = await Promise.all([
    selectInboxRows(deps)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((pageNumber - 1) * pageSize),
    deps.db
      .select({
        total: sql<number>`count(*)::int`,
        open: sql<number>`(count(*) filter (where ${contactMessages.handledAt} is null))::int`,
      })
      .from(contactMessages)
      .where(where),
  ]);
  return {
    rows,
    total: Number(counted[0]?.total ?? 0),
    open: Number(counted[0]?.open ?? 0),
  };
}

/** One message of the inbox by id (lower-cased); undefined for none. */
export async function findInboxRow(
  deps: DbDeps,
  input: { messageId: string },
): Promise<InboxRow | undefined> {
  const [row] = await selectInboxRows(deps).where(eq(contactMessages.id, input.messageId));
  return row;
}
