import { asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { InboxMessage, Pagination } from '@marketdrop/api-client';
import type { ContactInboxValues } from '@marketdrop/validation';
import { users } from '../accounts/tables';
import { isAuctionId } from '../catalogue/find-auction';
import { markContactMessageHandled } from '../content/mark-contact-handled';
import { contactReference } from '../content/send-contact-message';
import { contactMessages, type ContactMessageRow } from '../content/tables';
import { AppError } from '../shared/errors';
import type { DbDeps, Deps } from '../shared/deps';

export const INBOX_MESSAGES = {
  listed: 'Messages fetched successfully',
  handled: 'Message marked handled',
  notFound: 'Message not found',
} as const;

const handler = alias(users, 'handler');

function toInboxMessage(row: ContactMessageRow, handledBy: string | null): InboxMessage {
  return {
    _id: row.id,
    reference: contactReference(row.id),
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    language: row.language,
    userId: row.userId,
    status: row.handledAt === null ? 'open' : 'handled',
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy,
    createdAt: row.createdAt.toISOString(),
  };
}

function selectMessages(deps: DbDeps) {
  return deps.db
    .select({
      message: contactMessages,
      handledBy: sql<string | null>`${handler.firstName} || ' ' || ${handler.lastName}`,
    })
    .from(contactMessages)
    .leftJoin(handler, eq(handler.id, contactMessages.handledBy));
}

/**
 * getContactInbox: the Contact Support messages (stored by contactUs), open ones oldest first (the
 * longest waiting on top), handled ones newest first; with how many are open.
 */
export async function findContactInbox(
  deps: DbDeps,
  input: { values: ContactInboxValues },
): Promise<{ data: { messages: InboxMessage[]; openCount: number }; pagination: Pagination }> {
  const { status, pageNumber, pageSize } = input.values;
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
    selectMessages(deps)
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
  const total = Number(counted[0]?.total ?? 0);
  return {
    data: {
      messages: rows.map((row) => toInboxMessage(row.message, row.handledBy)),
      openCount: Number(counted[0]?.open ?? 0),
    },
    pagination: { pageNumber, pageSize, total, totalPages: Math.ceil(total / pageSize) },
  };
}

/** markContactHandled: the message is handled by this admin (the first time; again: unchanged). */
export async function markContactHandled(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { adminId: string; messageId: string },
): Promise<InboxMessage> {
  const notFound = () => new AppError(404, 'NOT_FOUND', INBOX_MESSAGES.notFound);
  if (!isAuctionId(input.messageId)) throw notFound();
  const id = input.messageId.toLowerCase();
  await markContactMessageHandled(deps, {
    messageId: id,
    adminId: input.adminId,
    now: deps.clock(),
  });
  const [row] = await selectMessages(deps).where(eq(contactMessages.id, id));
  if (row === undefined) throw notFound();
  return toInboxMessage(row.message, row.handledBy);
}
