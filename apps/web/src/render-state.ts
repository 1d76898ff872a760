import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';
import { RENDER_STATE_ID, SERVED_AT_META } from '@marketdrop/api-client';
import type { MarketDropLanguage, RenderedTime } from '@marketdrop/ui';

/** Emotion's class prefix, the same in a server render and in the browser (which adopts its styles). */
export const EMOTION_KEY = 'css';

/** What a server render hands the browser so it hydrates the same page without loading it again. */
export type RenderedState = {
  /** The language the page was rendered in. */
  language: MarketDropLanguage;
  /** When and in which time zone it was rendered: the browser hydrates with the same. */
  renderedTime: RenderedTime;
  /** The site's public address its links name. */
  origin: string;
  /** The router's loader data (the browser's router starts on the page with it). */
  router: Pick<HydrationState, 'loaderData' | 'actionData' | 'errors'>;
  /** The query cache's answers (TanStack Query's `dehydrate`). */
  queries: DehydratedState;
};

/**
 * `state` as JSON safe inside `<script type="application/json">`: `<`, `>`, `&` and the line
 * separators are escaped, so no text of a page (a vehicle's description) can close the tag.
 */
export function serializeRenderState(state: RenderedState): string {
  return JSON.stringify(state).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The server's clock minus this device's, from when the server sent the page and when its first
 * byte arrived here; undefined when either is unknown.
 */
export function measureClockOffset(): number | undefined {
  const served = Number(
    document.querySelector(`meta[name="${SERVED_AT_META}"]`)?.getAttribute('content') ?? Number.NaN,
  );
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (!Number.isFinite(served) || navigation === undefined) return undefined;
  return served - (performance.timeOrigin + navigation.responseStart);
}

/** The server render's state in this page, or null (a page the browser renders itself). */
export function readRenderState(): RenderedState | null {
  const element = document.getElementById(RENDER_STATE_ID);
  if (element?.textContent == null || element.textContent === '') return null;
  try {
    return JSON.parse(element.textContent) as RenderedState;
  } catch {
    return null;
  }
}
