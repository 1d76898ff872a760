import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Language } from '@marketdrop/validation';
import { users } from '../accounts/tables';

/** The stored pages of the content calls: getAboutUs, getTerms, getPrivacy. */
export const CONTENT_PAGE_KEYS = ['about', 'terms', 'privacy'] as const;
export type ContentPageKey = (typeof CONTENT_PAGE_KEYS)[number];

/** A titled block of a page; `body` holds one plain-text paragraph per item. */
export type ContentSectionValue = { heading: string; body: string[] };

/**
 * One page in one language (see docs/decisions/004-content-model.md). Sections are structured
 * data, not HTML: the client renders them with its own components, so nothing stored can inject
 * markup.
 */
export const contentPages = pgTable(
  'content_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').$type<ContentPageKey>().notNull(),
    language: text('language').$type<Language>().notNull(),
    title: text('title').notNull(),
    /** The date the text takes effect (Terms, Privacy); null for pages without one (About). */
    effectiveOn: date('effective_on', { mode: 'string' }),
    sections: jsonb('sections').$type<ContentSectionValue[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('content_pages_key_language_idx').on(table.key, table.language)],
);

export type ContentPageRow = typeof contentPages.$inferSelect;

/** One FAQ question in one language, shown in `position` order. */
export const faqs = pgTable(
  'faqs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    language: text('language').$type<Language>().notNull(),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('faqs_language_position_idx').on(table.language, table.position)],
);

export type FaqRow = typeof faqs.$inferSelect;

/**
 * What happened to a contact message: `received` (stored), then `forwarded` once the support
 * mailbox got it, or `forward_failed` when the mail transport failed (support reads it from here).
 */
export const CONTACT_MESSAGE_STATUSES = ['received', 'forwarded', 'forward_failed'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

/** A message sent through Contact Support (POST contactUs). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    language: text('language').$type<Language>().notNull(),
    /** The signed-in sender, if any; kept as null when the account is deleted. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<ContactMessageStatus>().notNull().default('received'),
    /** When an admin marked it handled in the Contact Support inbox, and who. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contact_messages_created_at_idx').on(table.createdAt),
    index('contact_messages_user_id_idx').on(table.userId),
  ],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** A short news item served by GET new ("what's new"), newest first. */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stable name of the item across languages (seeding is idempotent on it). */
    slug: text('slug').notNull(),
    language: text('language').$type<Language>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** An in-app path to read more (e.g. `/faq`), or null. */
    link: text('link'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('announcements_slug_language_idx').on(table.slug, table.language),
    index('announcements_language_published_at_idx').on(table.language, table.publishedAt),
  ],
);

export type AnnouncementRow = typeof announcements.$inferSelect;
