import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createWebI18n } from './i18n/language';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The remembered language's texts (French is a separate chunk) load before the first paint.
const { i18n, ready } = createWebI18n();
// As a transition, the first render yields to the browser every few milliseconds instead of
// blocking it for the whole render (Lighthouse's Total Blocking Time).
const render = () => {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App i18n={i18n} />
      </StrictMode>,
    ),
  );
};
ready.then(render, render);
