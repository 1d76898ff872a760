/**
 * A Server-Sent Events reader for tests: opens a stream with fetch on a listening app and keeps
 * every event and comment it receives, in order, as the wire carries them.
 */
import type { LiveAuctionState } from '@marketdrop/api-client';

export type SseEvent = { id: string | null; data: string };

export type SseStream = {
  status: number;
  headers: Headers;
  /** The raw body for a refused stream (JSON error); '' for an open one. */
  body: string;
  events: SseEvent[];
  /** Comment lines (`: heartbeat`), without the colon. */
  comments: string[];
  /** Resolves with the first event (after `from`) that `match` accepts; fails after `timeoutMs`. */
  next: (
    match: (state: LiveAuctionState, event: SseEvent) => boolean,
    options?: { timeoutMs?: number; from?: number },
  ) => Promise<LiveAuctionState>;
  /** The data of every event so far, parsed. */
  states: () => LiveAuctionState[];
  /** Resolves once the server ended the stream. */
  ended: Promise<void>;
  close: () => void;
};

export async function openSse(
  url: string,
  headers: Record<string, string> = {},
): Promise<SseStream> {
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const events: SseEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of [...waiters]) waiter();
  };

  if (!(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    const body = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body,
      events,
      comments,
      next: () => Promise.reject(new Error(`Not a stream: ${response.status} ${body}`)),
      states: () => [],
      ended: Promise.resolve(),
      close: () => abort.abort(),
    };
  }

  const ended = (async () => {
    const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
    if (!reader) return;
    let buffer = '';
    let id: string | null = null;
    let data: string[] = [];
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let newline = buffer.indexOf('\n');
        while (newline !== -1) {
          const line = buffer.slice(0, newline).replace(/\r$/, '');
          buffer = buffer.slice(newline + 1);
          if (line === '') {
            if (data.length > 0) events.push({ id, data: data.join('\n') });
            id = null;
            data = [];
            wake();
          } else if (line.startsWith(':')) {
            comments.push(line.slice(1).trim());
            wake();
          } else {
            const colon = line.indexOf(':');
            const field = colon === -1 ? line : line.slice(0, colon);
            const text = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'id') id = text;
            else if (field === 'data') data.push(text);
          }
          newline = buffer.indexOf('\n');
        }
      }
    } catch {
      // Aborted by the test.
    } finally {
      wake();
    }
  })();

  const parse = (event: SseEvent) => JSON.parse(event.data) as LiveAuctionState;
  return {
    status: response.status,
    headers: response.headers,
    body: '',
    events,
    comments,
    ended,
    states: () => events.map(parse),
    close: () => abort.abort(),
    next: (match, options = {}) =>
      new Promise((resolve, reject) => {
        const from = options.from ?? 0;
        const check = () => {
          for (const event of events.slice(from)) {
            const state = parse(event);
            if (match(state, event)) {
              done();
              resolve(state);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(
            new Error(
              `No matching event within ${options.timeoutMs ?? 10_000} ms: ${JSON.stringify(events)}`,
            ),
          );
        }, options.timeoutMs ?? 10_000);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      }),
  };
}
