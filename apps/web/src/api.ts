import {
  catalogueCalls,
  createDeferredClient,
  type ApiClient,
  type Calls,
  type FetchLike,
} from '@marketdrop/api-client';
import { API_BASE_URL } from './config';

/** How long an answer started early waits for the call that takes it over. */
const EARLY_ANSWER_LIFETIME_MS = 30_000;

/** Requests started by `callEarly`, by method, address, token and body, until taken over. */
const earlyAnswers = new Map<string, Promise<Response>>();
let startingEarly = false;

function requestKey(url: string, init: RequestInit | undefined): string {
  const authorization = new Headers(init?.headers).get('Authorization') ?? '';
  const body = typeof init?.body === 'string' ? init.body : '';
  return `${init?.method ?? 'GET'} ${url} ${authorization} ${body}`;
}

/**
 * The browser's fetch, except that a request `callEarly` started is not sent twice: the first
 * identical request (same call, body and session) gets its answer.
 */
const sharingFetch: FetchLike = (input, init) => {
  const url = String(input);
  const key = requestKey(url, init);
  if (startingEarly) {
    // Already on its way (the first page's calls start before the router, then its loader asks
    // again): share that answer rather than send the request twice.
    const pending = earlyAnswers.get(key);
    if (pending) return pending.then((response) => response.clone());
    const answer = globalThis.fetch(url, { ...init, signal: undefined });
    // Read at once into a copy: a clone left unread can hold back the original's body.
    const kept = answer.then(async (response) => {
      const body = await response.clone().arrayBuffer();
      const { status, statusText, headers } = response;
      return new Response(status === 204 ? null : body, { status, statusText, headers });
    });
    kept.catch(() => {});
    earlyAnswers.set(key, kept);
    setTimeout(() => {
      if (earlyAnswers.get(key) === kept) earlyAnswers.delete(key);
    }, EARLY_ANSWER_LIFETIME_MS);
    return answer;
  }
  const early = earlyAnswers.get(key);
  if (early) {
    earlyAnswers.delete(key);
    return early;
  }
  return globalThis.fetch(url, init);
};

/**
 * The app's one API client (its session store is the browser's). The entry script carries the
 * declarations of the catalogue's calls, which the first screens make (and `callEarly` sends
 * before the router); the rest of the contract loads with the first call that needs it, or once
 * the first page has rendered (`preloadCalls`). The query cache that the pages' hooks read lives
 * in `./query`, which loads with the first page that calls the API.
 */
export const apiClient: ApiClient & { preload(): Promise<void> } = createDeferredClient<Calls>(
  catalogueCalls,
  () => import('./api-calls').then((module) => module.calls),
  { baseUrl: API_BASE_URL, fetch: sharingFetch },
);

/**
 * Sends the calls `start` makes now, before the code that uses their answers has loaded (a route
 * loader, while the page and the query library download); when that code makes the same call, it
 * gets the answer already on its way instead of a second request. Failures are left to that code.
 */
export function callEarly(start: () => Promise<unknown>[]): void {
  startingEarly = true;
  try {
    for (const call of start()) call.catch(() => {});
  } finally {
    startingEarly = false;
  }
}
