import { useLocation } from 'react-router-dom';
import { SITE_LANGUAGES, localizedPath, type SiteLanguage } from '@marketdrop/api-client';
import { useAddressLanguage } from '../i18n/address';
import { absoluteUrl, useSiteOrigin } from './SiteOrigin';
import { useDocumentTitle } from './useDocumentTitle';

export type PageHeadProps = {
  /** The page's title; ` · MarketDrop` is added unless it names MarketDrop. */
  title: string;
  /** One or two sentences a search result or a link preview shows under the title. */
  description?: string;
  /**
   * The page's own address (path and query, without the language prefix) for
   * `<link rel="canonical">` and the other language's alternate; default: the path shown, without
   * its query (filters and sorts of one page are one page).
   */
  canonicalPath?: string;
  /** A picture for link previews: a path on this site or an absolute address. */
  image?: string | null;
  /** Its size in pixels, when known (previews lay the card out before loading it). */
  imageSize?: { width: number; height: number };
  /** The Open Graph type: `website` (default) or `product` (a vehicle). */
  type?: 'website' | 'product';
  /** schema.org data about the page (JSON-LD), e.g. a vehicle and its offer. */
  structuredData?: object | null;
  /** A page that must not be indexed (Not found). */
  noIndex?: boolean;
};

/** Open Graph's locale of each language. */
const OG_LOCALE: Record<SiteLanguage, string> = { en: 'en_CA', fr: 'fr_CA' };

/** The title as the tab and search results show it. */
export function fullTitle(title: string): string {
  return title.includes('MarketDrop') ? title : `${title} · MarketDrop`;
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` escaped, so no text of the data can close
 * the element.
 */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * What a search engine and a link preview read of a page: its title and description, canonical
 * address (in the page's language: `/fr/...` for French) and its address in each language
 * (`hreflang` alternates, English the default), Open Graph (with its locale) and Twitter card, and
 * its structured data. Rendered with the page (React
 * puts the tags in `<head>`), on the server and in the browser alike.
 */
export function PageHead({
  title,
  description,
  canonicalPath,
  image,
  type = 'website',
  structuredData,
  noIndex = false,
  imageSize,
}: PageHeadProps) {
  const origin = useSiteOrigin();
  const { pathname } = useLocation();
  const language = useAddressLanguage();
  const shown = fullTitle(title);
  // The tab's title also when the page is opened in the browser (index.html names its own first).
  useDocumentTitle(title);
  const page = canonicalPath ?? pathname;
  const addressIn = (inLanguage: SiteLanguage) =>
    absoluteUrl(origin, localizedPath(page, inLanguage));
  const canonical = addressIn(language);
  const picture = image ? absoluteUrl(origin, image) : null;
  return (
    <>
      <title>{shown}</title>
      {description ? <meta name="description" content={description} /> : null}
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      {noIndex ? null : <link rel="canonical" href={canonical} />}
      {noIndex
        ? null
        : SITE_LANGUAGES.map((inLanguage) => (
            <link
              key={inLanguage}
              rel="alternate"
              hrefLang={inLanguage}
              href={addressIn(inLanguage)}
            />
          ))}
      {noIndex ? null : <link rel="alternate" hrefLang="x-default" href={addressIn('en')} />}
      <meta property="og:site_name" content="MarketDrop" />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={shown} />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={OG_LOCALE[language]} />
      {SITE_LANGUAGES.filter((other) => other !== language).map((other) => (
        <meta key={other} property="og:locale:alternate" content={OG_LOCALE[other]} />
      ))}
      {picture ? <meta property="og:image" content={picture} /> : null}
      {picture && imageSize ? (
        <meta property="og:image:width" content={String(imageSize.width)} />
      ) : null}
      {picture && imageSize ? (
        <meta property="og:image:height" content={String(imageSize.height)} />
      ) : null}
      <meta name="twitter:card" content={picture ? 'summary_large_image' : 'summary'} />
      {structuredData ? (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLdText(structuredData) }}
        />
      ) : null}
    </>
  );
}
