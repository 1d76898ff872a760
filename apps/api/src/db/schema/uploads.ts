import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const UPLOAD_KINDS = ['licence'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** A file a user uploaded, stored under `DATA_DIR/uploads` with a server-made name. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upload order (a user's licence files are listed in it). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<UploadKind>().notNull(),
    storedName: text('stored_name').notNull().unique(),
    originalName: text('original_name'),
    /** Sniffed from the bytes, never taken from the client. */
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('uploads_owner_id_idx').on(table.ownerId)],
);

export type UploadRow = typeof uploads.$inferSelect;
