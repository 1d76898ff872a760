import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { RENDER_STATE_ID, SERVED_AT_META, type FetchLike } from '@marketdrop/api-client';

/** The two languages a page is rendered in. */
export type PageLanguage = 'en' | 'fr';

/** A page rendered by the web app (apps/web/src/entry-server.tsx `render`). */
export type RenderedPage = {
  /** The router's status: 404 for its Not found route, else 200. */
  status: number;
  /** The page's title, description, links and critical CSS, for `<head>`. */
  head: string;
  /** The content of `#root`. */
  body: string;
  /** The state the browser hydrates from, as JSON safe inside a `<script>` element. */
  state: string;
};

/** What the web app's server bundle exports (apps/web/src/entry-server.tsx). */
export type WebRenderer = {
  /** Whether a page is rendered on the server (the public pages), from its path. */
  isServerRendered(pathname: string): boolean;
  /** Renders the page at `url` in its address's language (`/fr/...` French, else English). */
  render(input: {
    url: string;
    origin: string;
    fetch: FetchLike;
    timeoutMs: number;
  }): Promise<RenderedPage | null>;
};

/** Loads the web app's server bundle, checking it exports what the server calls. */
export async function loadWebRenderer(entry: string): Promise<WebRenderer> {
  const module = (await import(pathToFileURL(entry).href)) as Partial<WebRenderer>;
  if (typeof module.render !== 'function' || typeof module.isServerRendered !== 'function') {
    throw new Error(`${entry} is not the web app's server render (render, isServerRendered)`);
  }
  return module as WebRenderer;
}

/** The `lang` of a page's `<html>`: the language with the country of MarketDrop's market. */
export const HTML_LANG: Record<PageLanguage, string> = { en: 'en-CA', fr: 'fr-CA' };

const DEFAULT_TITLE = /<title>[\s\S]*?<\/title>\s*/;
const DEFAULT_DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/;

/**
 * The built `index.html` in `language`: its `<html lang>` (`en-CA` / `fr-CA`).
 */
export function inLanguage(template: string, language: PageLanguage): string {
  return template.replace(/<html\b[^>]*>/, `<html lang="${HTML_LANG[language]}">`);
}

/**
 * The built `index.html` with a rendered page in it: `<html lang>` of its language, its head
 * (the template's own title and description give way to the page's), its markup in `#root` and
 * the state the browser hydrates from after it (`RENDER_STATE_ID`, read by
 * apps/web/src/render-state.ts). Null when the template has no `#root` to fill.
 */
export function composePage(
  template: string,
  page: RenderedPage,
  language: PageLanguage,
  servedAt: number,
): string | null {
  const root = '<div id="root"></div>';
  if (!template.includes(root) || !template.includes('</head>')) return null;
  let html = inLanguage(template, language);
  if (page.head.includes('<title>')) html = html.replace(DEFAULT_TITLE, '');
  if (page.head.includes('name="description"')) html = html.replace(DEFAULT_DESCRIPTION, '');
  // When this copy left the server (a rendered page may be reused for a few seconds): the browser
  // measures its clock's offset from the server's with it (the countdowns count on the server's).
  const served = `<meta name="${SERVED_AT_META}" content="${servedAt}">`;
  html = html.replace('</head>', () => `${served}${page.head}</head>`);
  return html.replace(
    root,
    () =>
      `<div id="root">${page.body}</div><script type="application/json" id="${RENDER_STATE_ID}">${page.state}</script>`,
  );
}

/**
 * The render's calls, answered by this process without a socket (`app.inject`), as if the
 * visitor had made them: from their address, so every limit counts them as theirs.
 */
export function injectFetch(app: FastifyInstance, remoteAddress: string): FetchLike {
  return async (input, init) => {
    const url = new URL(String(input));
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
      remoteAddress,
    });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) {
        answerHeaders.append(name, String(item));
      }
    }
    return new Response(response.statusCode === 204 ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: answerHeaders,
    });
  };
}

/**
 * `fetch`, with the time during which at least one of its calls was in flight (ms, `busyMs()`):
 * the part of a render spent waiting for the page's data.
 */
export function timedFetch(fetch: FetchLike): { fetch: FetchLike; busyMs: () => number } {
  let inFlight = 0;
  let since = 0;
  let busy = 0;
  return {
    fetch: async (input, init) => {
      if (inFlight === 0) since = performance.now();
      inFlight += 1;
      try {
        return await fetch(input, init);
      } finally {
        inFlight -= 1;
        if (inFlight === 0) busy += performance.now() - since;
      }
    },
    busyMs: () => busy + (inFlight > 0 ? performance.now() - since : 0),
  };
}

/**
 * The `Server-Timing` header of a page rendered for this request: `render` the whole render (its
 * calls included), `data` the time its calls were in flight. (A page reused from the cache, or
 * whose render another request started, says `cache;desc="hit"`.)
 */
export function renderTiming(renderMs: number, dataMs: number): string {
  return `render;dur=${renderMs.toFixed(1)}, data;dur=${dataMs.toFixed(1)}`;
}
