import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { Announcement, ContentPage, FaqItem } from '@marketdrop/api-client';
import type { Language } from '@marketdrop/validation';
import { announcements, contentPages, faqs, type ContentPageKey } from './tables';
import { AppError } from '../shared/errors';
import type { DbDeps } from '../shared/deps';

/** How many items GET new answers with. */
export const WHATS_NEW_LIMIT = 10;

/** A stored page in one language; 404 when it is missing (it is seeded at start). */
export async function findContentPage(
  deps: DbDeps,
  input: { key: ContentPageKey; language: Language },
): Promise<ContentPage> {
  const { key, language } = input;
  const [row] = await deps.db
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
export async function findFaqs(deps: DbDeps, input: { language: Language }): Promise<FaqItem[]> {
  const { language } = input;
  const rows = await deps.db
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
  deps: DbDeps,
  input: { language: Language; now: Date; limit?: number },
): Promise<Announcement[]> {
  const { language, now, limit = WHATS_NEW_LIMIT } = input;
  const rows = await deps.db
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
