import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { FRENCH_PREFIX, languageOfPath } from '@marketdrop/api-client';
import { apiClient } from './api';
import { App } from './App';
import {
  createWebI18n,
  readChosenLanguage,
  rememberLanguageForServer,
  startLanguage,
} from './i18n/language';
import { reloadOnce } from './routing/chunk-reload';
import { startFirstPageCalls } from './routing/earlyCalls';
import { routes } from './routing/routes';
import { measureClockOffset, readRenderState, type RenderedState } from './render-state';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * The server's render of this page (the browser takes it over as it is), and the page's language:
 * the render's (its address's), else `startLanguage`'s rule. The router's base is `/fr` for a page
 * opened at its French address, so its links stay French.
 */
const renderedState: RenderedState | null = readRenderState();
const language = renderedState?.language ?? startLanguage(window.location.pathname);
const basename = languageOfPath(window.location.pathname) === 'fr' ? FRENCH_PREFIX : undefined;
// The server answers `/` in the language read here (a choice made before the cookie existed).
const chosenLanguage = readChosenLanguage();
if (chosenLanguage !== null) rememberLanguageForServer(chosenLanguage);

// A file a page's code needs (its scripts' or styles' preload) no longer loads: after a deploy,
// the page reloads once by itself to get the new version (routing/chunk-reload.ts); when it fails
// again, the error goes on to the route's error page.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce()) event.preventDefault();
});

// The opened page's API calls go out first, ahead of its code (routing/earlyCalls.ts), unless the
// server rendered it with their answers.
if (renderedState === null) startFirstPageCalls(window.location.href);

// The remembered language's texts (French is a separate chunk) load before the first paint.
const { i18n, ready } = createWebI18n(language);

/**
 * The code of the routes the opened page shows, loaded before it is hydrated: the browser's first
 * render must be the server's, not the loader shown while a route's code downloads.
 */
async function loadMatchedRoutes(table: RouteObject[]): Promise<void> {
  const matches = matchRoutes(table, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/** The server's answers in the query cache the pages read (which loads only when there are some). */
async function takeRenderedQueries(state: RenderedState): Promise<void> {
  if (state.queries.queries.length === 0) return;
  const [{ hydrate }, { queryClient }] = await Promise.all([
    import('@tanstack/react-query'),
    import('./query'),
  ]);
  hydrate(queryClient, state.queries);
}

/** The browser renders the page itself (no server render, or one it cannot take over). */
function renderInBrowser(): void {
  // The router starts now, before React renders: the page's code and the calls its loader starts
  // (routing/prefetch.ts) are requested while the texts load and the first render runs.
  const router = createBrowserRouter(routes, { basename });
  const render = () => {
    const root = createRoot(container as HTMLElement);
    // As a transition, the first render yields to the browser every few milliseconds instead of
    // blocking it for the whole render (Lighthouse's Total Blocking Time).
    startTransition(() =>
      root.render(
        <StrictMode>
          <App i18n={i18n} router={router} />
        </StrictMode>,
      ),
    );
  };
  ready.then(render, render);
}

/** The browser takes over the server's render: same page, same data, no second render. */
async function hydrateRendered(state: RenderedState): Promise<void> {
  await Promise.all([ready.catch(() => {}), loadMatchedRoutes(routes), takeRenderedQueries(state)]);
  const router = createBrowserRouter(routes, { basename, hydrationData: state.router });
  // As a transition, hydration yields to the browser every few milliseconds (the page is already
  // on screen: a click waits less, and Lighthouse's Total Blocking Time stays low).
  startTransition(() => {
    hydrateRoot(
      container as HTMLElement,
      <StrictMode>
        <App
          i18n={i18n}
          router={router}
          renderedTime={{ ...state.renderedTime, clockOffset: measureClockOffset() }}
          origin={state.origin}
        />
      </StrictMode>,
    );
  });
}

if (renderedState === null) renderInBrowser();
else hydrateRendered(renderedState).catch(renderInBrowser);

// The declarations of the calls the entry does not carry (./api.ts) load once the browser is idle
// after the first render, so a later click does not wait for them.
const preloadCalls = () => void apiClient.preload().catch(() => {});
if (typeof window.requestIdleCallback === 'function') {
  window.requestIdleCallback(preloadCalls, { timeout: 5_000 });
} else {
  window.setTimeout(preloadCalls, 2_000);
}
