import { isPublicPage, isSitePage, languageOfPath, localizedPath } from '@marketdrop/api-client';
import type { MarketDropLanguage } from '@marketdrop/ui';

/**
 * The address of the page shown in `language`, when its address decides its language (a public
 * page, the Not found page, or any page under `/fr`), else null: such a page is shown in another
 * language by moving to its other address (decision 034).
 */
export function addressIn(language: MarketDropLanguage): string | null {
  const { pathname, search, hash } = window.location;
  const decides =
    languageOfPath(pathname) === 'fr' || isPublicPage(pathname) || !isSitePage(pathname);
  return decides ? localizedPath(`${pathname}${search}${hash}`, language) : null;
}
