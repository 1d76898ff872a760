import type { InboxMessage, Pagination } from '@marketdrop/api-client';
import type { ContactInboxValues } from '@marketdrop/validation';
import { isAuctionId } from '../catalogue/find-auction';
import { findInboxPage, findInboxRow, type ContactMessageRow } from '../content/find-contact-inbox';
import { markContactMessageHandled } from '../content/mark-contact-handled';
import { contactReference } from '../content/send-contact-message';
import { AppError } from '../shared/errors';
import type { DbDeps, Deps } from '../shared/deps';

export const INBOX_MESSAGES = {
  listed: 'Messages fetched successfully',
  handled: 'Message marked handled',
  notFound: 'Message not found',
} as const;

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

/**
 * getContactInbox: the Contact Support messages (stored by contactUs), open ones oldest first (the
 * longest waiting on top), handled ones newest first; with how many are open.
 */
export async function findContactInbox(
  deps: DbDeps,
  input: { values: ContactInboxValues },
): Promise<{ data: { messages: InboxMessage[]; openCount: number }; pagination: Pagination }> {
  const { status, pageNumber, pageSize } = input.values;
  const { rows, total, open } = await findInboxPage(deps, { status, pageNumber, pageSize });
  return {
    data: {
      messages: rows.map((row) => toInboxMessage(row.message, row.handledBy)),
      openCount: open,
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
  const row = await findInboxRow(deps, { messageId: id });
  if (row === undefined) throw notFound();
  return toInboxMessage(row.message, row.handledBy);
}
