import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  LANGUAGE_COOKIE,
  isSitePage,
  languageOfPath,
  paramPaths,
  paths,
  unlocalizedPath,
  type ErrorBody,
} from '@marketdrop/api-client';
import { languageOf } from '../shared/language';
import { escapeMarkup } from '../shared/markup';
import { SharedAnswers } from '../shared/shared-answers';
import {
  composePage,
  inLanguage,
  injectFetch,
  renderTiming,
  timedFetch,
  type PageLanguage,
  type RenderedPage,
  type WebRenderer,
} from './server-render';

export type WebPluginOptions = {
  /** Folder of the built web app (holds index.html), or null to serve the API alone. */
  webDist: string | null;
  /**
   * The picture a page shows first (its largest paint), from the page's address (path and
   * query), or null. Named in the page's HTML, the browser fetches it with the page's code
   * instead of after the page's calls have answered.
   */
  firstPicture?: (url: string) => Promise<string | null>;
  /**
   * Whether an auction's page exists (`found`), never did (`missing`: 404) or was taken off the
   * site long ago (`gone`: 410). Without it every page of the route table answers 200.
   */
  vehiclePageState?: (auctionId: string) => Promise<VehiclePageState>;
  /**
   * The web app's server render: the public pages are sent rendered (their content, title and
   * data in the HTML) instead of as the app's shell. Null or absent: every page is the shell.
   */
  renderer?: WebRenderer | null;
  /** How long a rendered page is reused for visitors without a session; 0: rendered every time. */
  renderCacheMs?: number;
  /** The site's public address (`PUBLIC_URL`): the rendered pages' links name it. */
  publicUrl?: string;
};

const LANGUAGE_IN_COOKIE = new RegExp(
  `(?:^|;\\s*)${LANGUAGE_COOKIE.replace('.', '\\.')}=(en|fr)(?:;|$)`,
);

/**
 * The language `/` is answered in (the one address without a language of its own; every public
 * page's address names its language): the reader's choice (the web app's cookie), else the
 * browser's first language when it is French (`Accept-Language: fr-CA,...`), else English.
 */
export function pageLanguageOf(
  cookieHeader: string | undefined,
  acceptLanguage?: string | undefined,
): PageLanguage {
  const chosen =
    cookieHeader === undefined ? undefined : LANGUAGE_IN_COOKIE.exec(cookieHeader)?.[1];
  // The site's one language rule (shared/language.ts), the cookie as the language asked for.
  return languageOf(
    { headers: { 'accept-language': acceptLanguage }, user: null },
    { asked: chosen },
  );
}

/** Adds `fields` to the answer's `Vary` (keeping what is there). */
function addVary(reply: FastifyReply, fields: string): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : String(vary ?? '');
  void reply.header('vary', current === '' ? fields : `${current}, ${fields}`);
}

/** The longest a server render may take; past it the page is sent as the shell (the browser renders it). */
export const RENDER_TIMEOUT_MS = 2_000;

/** What the address of a vehicle's page answers (the catalogue's `findVehiclePageState`). */
export type VehiclePageState = 'found' | 'missing' | 'gone';

const DETAIL_PAGE = new RegExp(`^${paramPaths.detail.replace(':id', '([^/]+)')}/?$`);

/**
 * The HTTP status of a page's address: 200 for a page of the route table, 404 for any other
 * address and for the page of an auction that does not exist, 410 for one taken off long ago. The
 * web app shows its Not found page for both (a crawler must not index an empty shell as a page).
 */
export async function pageStatus(
  pathname: string,
  vehiclePageState: WebPluginOptions['vehiclePageState'],
): Promise<200 | 404 | 410> {
  if (!isSitePage(pathname)) return 404;
  const detail = DETAIL_PAGE.exec(unlocalizedPath(pathname));
  if (detail?.[1] === undefined || vehiclePageState === undefined) return 200;
  let auctionId: string;
  try {
    auctionId = decodeURIComponent(detail[1]);
  } catch {
    return 404;
  }
  const state = await vehiclePageState(auctionId);
  return state === 'found' ? 200 : state === 'gone' ? 410 : 404;
}

/** The longest a page's HTML waits for `firstPicture`: past that it goes without the hint. */
export const FIRST_PICTURE_WAIT_MS = 150;

/** `index.html` with a high-priority preload of `picture` at the end of its head. */
export function withPicturePreload(html: string, picture: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  const link = `<link rel="preload" as="image" href="${escapeMarkup(picture)}" fetchpriority="high">`;
  return `${html.slice(0, headEnd)}${link}${html.slice(headEnd)}`;
}

/** Only a same-site path can be preloaded (the page's images come from the API's media route). */
const isLocalPath = (picture: string) => picture.startsWith('/') && !picture.startsWith('//');

/** `promise`'s value, or null when it fails or takes longer than `ms`. */
async function within<T>(promise: Promise<T | null>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([promise.catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The built `index.html`, or null when the folder has none (an API-only test). */
function readIndexHtml(webDist: string): string | null {
  try {
    return readFileSync(path.join(webDist, 'index.html'), 'utf8');
  } catch {
    return null;
  }
}

function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  if (path.startsWith('/user/') || path === '/user' || path.startsWith('/docs')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the built web app (static files, and index.html for any other page a browser asks for, so
 * client-side routes survive a reload) and answers everything else that matches no route with a
 * 404 in the envelope.
 */
export default fp<WebPluginOptions>(
  async function webPlugin(app, opts) {
    const { webDist, firstPicture, vehiclePageState } = opts;
    const renderer = opts.renderer ?? null;
    // The built index.html is the same for every page; a new build means a new server start.
    const indexHtml = webDist === null ? null : readIndexHtml(webDist);
    const renderCacheMs = opts.renderCacheMs ?? 0;
    const rendered =
      renderCacheMs > 0
        ? // Pages of visitors without a session, by language and address, for the listing's
          // freshness (decision 024): one render per address per `renderCacheMs`. A page left to
          // the browser (null) is not kept.
          new SharedAnswers<RenderedPage | null>({
            ttlMs: renderCacheMs,
            maxEntries: 500,
            keep: (page) => page !== null,
          })
        : null;

    /** The page rendered on the server in its HTML, or null (not a rendered page, or it failed). */
    const renderedPage = async (
      request: FastifyRequest,
      reply: FastifyReply,
      status: number,
    ): Promise<string | null> => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (renderer === null || indexHtml === null) return null;
      if (status === 200 && !renderer.isServerRendered(pathname)) return null;
      const language = languageOfPath(pathname);
      const url = `http://${request.hostname || 'localhost'}${request.url}`;
      // How long this request's render took (Server-Timing), when it made one.
      let timing = 'cache;desc="hit"';
      const render = async () => {
        const started = performance.now();
        const calls = timedFetch(injectFetch(app, request.ip));
        try {
          return await renderer.render({
            url,
            origin: opts.publicUrl ?? `http://${request.hostname || 'localhost'}`,
            fetch: calls.fetch,
            timeoutMs: RENDER_TIMEOUT_MS,
          });
        } finally {
          timing = renderTiming(performance.now() - started, calls.busyMs());
        }
      };
      try {
        const page = await (rendered === null
          ? render()
          : rendered.get(`${language} ${request.url}`, render));
        void reply.header('server-timing', timing);
        if (page === null) return null;
        return composePage(indexHtml, page, language, Date.now());
      } catch (error) {
        request.log.warn({ err: error, url: request.url }, 'server render failed: sent the shell');
        return null;
      }
    };
    if (webDist !== null) {
      await app.register(fastifyStatic, {
        root: webDist,
        wildcard: false,
        index: false,
        dotfiles: 'ignore',
        // The web build writes .br and .gz copies of its text files: send the one the browser accepts.
        preCompressed: true,
        setHeaders: (reply, filePath) => {
          // Vite puts content-hashed names under assets/; everything else must be revalidated.
          void reply.header(
            'cache-control',
            /[\\/]assets[\\/]/.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      if (webDist !== null && wantsHtml(request)) {
        void reply.header('cache-control', 'no-cache');
        const status = await pageStatus(request.url.split('?')[0] ?? '/', vehiclePageState);
        void reply.code(status);
        const html = request.method === 'GET' ? await renderedPage(request, reply, status) : null;
        if (html !== null) return reply.type('text/html; charset=utf-8').send(html);
        if (status !== 200) return reply.sendFile('index.html');
        if (indexHtml !== null && (request.url.split('?')[0] ?? '') === paths.home) {
          // `/` has no language of its own: the reader's (cookie), else the browser's.
          addVary(reply, 'Cookie, Accept-Language');
          const language = pageLanguageOf(
            request.headers.cookie,
            request.headers['accept-language'],
          );
          return reply.type('text/html; charset=utf-8').send(inLanguage(indexHtml, language));
        }
        if (indexHtml !== null && firstPicture !== undefined && request.method === 'GET') {
          const picture = await within(firstPicture(request.url), FIRST_PICTURE_WAIT_MS);
          if (picture !== null && isLocalPath(picture)) {
            return reply
              .type('text/html; charset=utf-8')
              .send(withPicturePreload(indexHtml, picture));
          }
        }
        return reply.sendFile('index.html');
      }
      const path = request.url.split('?')[0] ?? '';
      const body: ErrorBody = {
        message: `Route ${request.method} ${path} not found`,
        code: 'NOT_FOUND',
      };
      return reply.code(404).send(body);
    });
  },
  { name: 'web' },
);
