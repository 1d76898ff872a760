import { createContext, useContext } from 'react';

/**
 * The site's address (`https://marketdrop.ca`), for the absolute links a page names in its head
 * (canonical, alternates, Open Graph): the server's public address in a server render and in the
 * browser that hydrates it, else the page's own origin.
 */
export const SiteOriginContext = createContext<string | null>(null);

/** The site's address (no trailing slash). */
export function useSiteOrigin(): string {
  const given = useContext(SiteOriginContext);
  if (given !== null) return given;
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/** `path` (a path of this site, or already absolute) as an absolute address on `origin`. */
export function absoluteUrl(origin: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}
