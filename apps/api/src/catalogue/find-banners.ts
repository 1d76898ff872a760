import { asc, eq } from 'drizzle-orm';
import type { Banner } from '@marketdrop/api-client';
import { DEFAULT_LANGUAGE, type Language } from '@marketdrop/validation';
import { banners } from './tables';
import type { DbDeps } from '../shared/deps';

/** The Home hero banners in a language (English when there are none in it), in order. */
export async function findBanners(deps: DbDeps, input: { language: Language }): Promise<Banner[]> {
  const { db } = deps;
  const { language } = input;
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
