import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { apiClient } from './api';
import { App } from './App';
import { createWebI18n } from './i18n/language';
import { startFirstPageCalls } from './routing/earlyCalls';
import { routes } from './routing/routes';

// The opened page's API calls go out first, ahead of its code (routing/earlyCalls.ts).
startFirstPageCalls(window.location.href);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The remembered language's texts (French is a separate chunk) load before the first paint.
const { i18n, ready } = createWebI18n();
// The router starts now, before React renders: the page's code and the calls its loader starts
// (routing/prefetch.ts) are requested while the first render runs.
const router = createBrowserRouter(routes);
// As a transition, the first render yields to the browser every few milliseconds instead of
// blocking it for the whole render (Lighthouse's Total Blocking Time).
const render = () => {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App i18n={i18n} router={router} />
      </StrictMode>,
    ),
  );
};
ready.then(render, render);

// The declarations of the calls the entry does not carry (./api.ts) load once the browser is idle
// after the first render, so a later click does not wait for them.
const preloadCalls = () => void apiClient.preload().catch(() => {});
if (typeof window.requestIdleCallback === 'function') {
  window.requestIdleCallback(preloadCalls, { timeout: 5_000 });
} else {
  window.setTimeout(preloadCalls, 2_000);
}
