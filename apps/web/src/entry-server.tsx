import { PassThrough } from 'node:stream';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate } from '@tanstack/react-query';
import { renderToPipeableStream } from 'react-dom/server';
import {
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
} from 'react-router-dom';
import {
  FRENCH_PREFIX,
  createApiClient,
  isPublicPage,
  languageOfPath,
  type FetchLike,
} from '@marketdrop/api-client';
import { createQueryClient } from '@marketdrop/api-client/react';
import { SALE_TIME_ZONE } from '@marketdrop/validation';
import { AppFrame } from './App';
import { createWebTexts } from './i18n/language';
import { RenderQueryClient } from './layouts/QueryLayout';
import { loadAuction, loadContent, loadListing } from './routing/prefetch';
import { createRoutes } from './routing/routes';
import { EMOTION_KEY, serializeRenderState, type RenderedState } from './render-state';

/**
 * Whether the page at `pathname` (either language's address, a trailing slash allowed) is rendered
 * on the server: the public pages a search engine or a link preview reads (`publicPagePatterns`;
 * the server renders the Not found page too, for any address that is no page). The pages of a
 * signed-in person, and the steps of signing in, are rendered by the browser.
 */
export function isServerRendered(pathname: string): boolean {
  return isPublicPage(pathname);
}

export type RenderInput = {
  /**
   * The page's address, absolute (`http://host/detail/abc?x=1`); its language is the address's
   * (`/fr/...` French, else English).
   */
  url: string;
  /** The site's public address (`PUBLIC_URL`), for the absolute links of the page's head. */
  origin: string;
  /** How the render's calls reach the API (the server answers them in-process). */
  fetch: FetchLike;
  /** The longest the render may take before it gives up (the browser then renders the page). */
  timeoutMs: number;
};

export type RenderOutput = {
  /** The router's status for the page (404 from the Not found route, else 200). */
  status: number;
  /** What goes in `<head>`: the page's title, description, links, and its critical CSS. */
  head: string;
  /** The page's HTML, the content of `#root`. */
  body: string;
  /** The router's loader data and the query cache, for the browser to hydrate (JSON, safe in a script). */
  state: string;
};

/** The tags React hoists out of the page (title, meta, link) ahead of its markup. */
const HOISTED = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)*/;

/** The rendered tree as one string, once every suspended part has resolved. */
function renderToText(element: React.ReactElement, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    sink.on('error', reject);
    const stream = renderToPipeableStream(element, {
      // Every part in place, in order: no boundary is sent later with an inline script to move it
      // (the Content Security Policy runs no inline script, and the page is complete anyway).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
    setTimeout(() => {
      stream.abort(new Error(`render took over ${timeoutMs} ms`));
    }, timeoutMs).unref();
  });
}

/**
 * Renders a public page on the server: runs its route loaders against the API (through `fetch`),
 * renders it with its data, and returns its head, its markup and the state the browser hydrates;
 * null when one of its calls failed (the browser renders that page).
 * The routes, pages and calls are the browser's own (./routing/routes.tsx).
 */
export async function render(input: RenderInput): Promise<RenderOutput | null> {
  const address = new URL(input.url);
  const language = languageOfPath(address.pathname);
  const client = createApiClient({ baseUrl: address.origin, fetch: input.fetch });
  const cache = createQueryClient();
  // A failed call shows on the page as failed (the browser tries again), never waits for retries.
  cache.setDefaultOptions({ queries: { ...cache.getDefaultOptions().queries, retry: false } });
  const routes = createRoutes({
    listing: (args) => loadListing(cache, client, args),
    auction: (args) => loadAuction(cache, client, args),
    content: (page) => loadContent(cache, client, page, language),
  });
  // One route table for both languages: under `/fr` it is the router's base, so the page's links
  // stay French.
  const handler = createStaticHandler(routes, {
    basename: language === 'fr' ? FRENCH_PREFIX : undefined,
  });
  const context = await handler.query(new Request(input.url));
  if (context instanceof Response) {
    throw new Error(`the route answered ${context.status} instead of a page`);
  }
  // A route of the page failed (its code or a loader): the browser renders that page itself (the
  // server sends its shell), which loads it again and shows the route's error page
  // (routing/RouteError.tsx) only if it fails there too; a render is never kept with an error.
  if (context.errors !== null) throw new Error('a route of the page failed');
  // A call of the page failed (an unknown auction, the API unavailable): the browser renders that
  // page itself, as it shows such a failure (with a retry, or "Auction Not Found").
  if (
    cache
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status === 'error')
  )
    return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const texts = createWebTexts(language);
  await texts.ready;

  // Times are written in the market's zone (sales close on Toronto's Thursday) and the countdowns
  // from this instant; the browser hydrates with the same, then shows its own zone and time.
  const renderedTime = { at: Date.now(), timeZone: SALE_TIME_ZONE };
  const emotion = createCache({ key: EMOTION_KEY });
  // Styles are collected, not written inline beside each element (they go in the head).
  emotion.compat = true;
  const html = await renderToText(
    <CacheProvider value={emotion}>
      <AppFrame i18n={texts.i18n} client={client} renderedTime={renderedTime} origin={input.origin}>
        <RenderQueryClient.Provider value={cache}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </RenderQueryClient.Provider>
      </AppFrame>
    </CacheProvider>,
    input.timeoutMs,
  );
  const hoisted = HOISTED.exec(html)?.[0] ?? '';
  const body = html.slice(hoisted.length);
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(emotion);
  // Marked `data-s`: they already end the head, where the browser's Emotion cache moves a server's
  // styles; it adopts them there without moving (and so re-parsing) each one while the page loads.
  const styles = constructStyleTagsFromChunks(extractCriticalToChunks(body)).replaceAll(
    '<style data-emotion=',
    '<style data-s="" data-emotion=',
  );
  return {
    status: context.statusCode,
    head: `${hoisted}${styles}`,
    body,
    state: serializeRenderState({
      language,
      renderedTime,
      origin: input.origin,
      router: routerState(context),
      queries: dehydrate(cache),
    }),
  };
}

/** The part of the router's state the browser needs to start on the same page without loading. */
function routerState(context: StaticHandlerContext): RenderedState['router'] {
  return {
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: null,
  };
}
