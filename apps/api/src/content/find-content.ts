import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { Announcement, ContentPage, FaqItem } from '@marketdrop/api-client';
import type { Language } from '@marketdrop/validation';
import type { Executor } from '../db/client';
import { announcements, contentPages, faqs, type ContentPageKey } from '../db/schema';
import { AppError } from '../shared/errors';

/** How many items GET new answers with. */
export const WHATS_NEW_LIMIT = 10;

/** A stored page in one language; 404 when it is missing (it is seeded at start). */
export async function findContentPage(
  db: Executor,
  key: ContentPageKey,
  language: Language,
): Promise<ContentPage> {
  const [row] = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.key, key), eq(contentPages.language, language)))
    .limit(1);
  if (row === undefined) throw new AppError(404, 'NOT_FOUND', 'This page is not available');
  return {
    key: row.key,
    language: row.language,
    title: row.title,
    effectiveOn: row.effectiveOn,
    sections: row.sections,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The FAQ of one language, in display order. */
export async function findFaqs(db: Executor, language: Language): Promise<FaqItem[]> {
  const rows = await db
    .select()
    .from(faqs)
    .where(eq(faqs.language, language))
    .orderBy(asc(faqs.position));
  return rows.map((row) => ({
    _id: row.id,
    position: row.position,
    question: row.question,
    answer: row.answer,
  }));
}

/** The newest announcements already published at `now`, newest first. */
export async function findAnnouncements(
  db: Executor,
  language: Language,
  now: Date,
  limit = WHATS_NEW_LIMIT,
): Promise<Announcement[]> {
  const rows = await db
    .select()
    .from(announcements)
    .where(and(eq(announcements.language, language), lte(announcements.publishedAt, now)))
    .orderBy(desc(announcements.publishedAt))
    .limit(limit);
  return rows.map((row) => ({
    _id: row.id,
    title: row.title,
    body: row.body,
    link: row.link,
    publishedAt: row.publishedAt.toISOString(),
  }));
}
