import { and, eq, isNull } from 'drizzle-orm';
import type { DbDeps } from '../shared/deps';
import { contactMessages } from './tables';

/** A Contact Support message is handled by an admin (the first time; again: unchanged). */
export async function markContactMessageHandled(
  deps: DbDeps,
  input: { messageId: string; adminId: string; now: Date },
): Promise<void> {
  await deps.db
    .update(contactMessages)
    .set({ handledAt: input.now, handledBy: input.adminId })
    .where(and(eq(contactMessages.id, input.messageId), isNull(contactMessages.handledAt)));
}
