import { asc, eq } from 'drizzle-orm';
import type { Banner } from '@marketdrop/api-client';
import { DEFAULT_LANGUAGE, type Language } from '@marketdrop/validation';
import type { Executor } from '../db/client';
import { banners } from '../db/schema';

/** The Home hero banners in a language (English when there are none in it), in order. */
export async function findBanners(db: Executor, language: Language): Promise<Banner[]> {
  const load = (lang: Language) =>
    db
      .select({
        _id: banners.id,
        bannerImage: banners.image,
        title: banners.title,
        description: banners.description,
      })
      .from(banners)
      .where(eq(banners.language, lang))
      .orderBy(asc(banners.position));
  const rows = await load(language);
  return rows.length > 0 || language === DEFAULT_LANGUAGE ? rows : load(DEFAULT_LANGUAGE);
}
