import type { Language } from '@marketdrop/validation';
import { announcements, contentPages, faqs, type ContentPageKey } from './tables';
import { ABOUT, ANNOUNCEMENTS, FAQS, PRIVACY, TERMS } from '../seed-data/content';
import type { DbDeps } from '../shared/deps';

const LANGUAGES: readonly Language[] = ['en', 'fr'];

/**
 * Stores the content pages, FAQs and announcements of `seed-data/content.ts` that are missing.
 * Idempotent and safe when several processes start at once on one database: each row has a
 * natural unique key and conflicts are skipped, so text edited in the database is kept.
 */
export async function seedContent(deps: DbDeps): Promise<void> {
  const { db } = deps;
  const pages: (typeof contentPages.$inferInsert)[] = [];
  for (const language of LANGUAGES) {
    const sources: [
      ContentPageKey,
      { title: string; sections: { heading: string; body: string[] }[] },
      string | null,
    ][] = [
      ['about', ABOUT[language], null],
      ['terms', TERMS[language], TERMS[language].effectiveOn],
      ['privacy', PRIVACY[language], PRIVACY[language].effectiveOn],
    ];
    for (const [key, page, effectiveOn] of sources) {
      pages.push({ key, language, title: page.title, effectiveOn, sections: page.sections });
    }
  }
  await db.insert(contentPages).values(pages).onConflictDoNothing();

  await db
    .insert(faqs)
    .values(
      LANGUAGES.flatMap((language) =>
        FAQS[language].map((faq, index) => ({
          language,
          position: index + 1,
          question: faq.question,
          answer: faq.answer,
        })),
      ),
    )
    .onConflictDoNothing();

  await db
    .insert(announcements)
    .values(
      ANNOUNCEMENTS.flatMap((item) =>
        LANGUAGES.map((language) => ({
          slug: item.slug,
          language,
          title: item[language].title,
          body: item[language].body,
          link: item.link,
          publishedAt: new Date(item.publishedAt),
        })),
      ),
    )
    .onConflictDoNothing();
}
