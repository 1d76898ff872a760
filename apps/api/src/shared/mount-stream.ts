/**
 * Mounts a `/user/` event stream (Server-Sent Events, `@fastify/sse`) from its one declaration in
 * @marketdrop/api-client (`streams`): the GET route at the declared path, its OpenAPI entry
 * (`text/event-stream`), the bound on open streams (per client address and in total: 503 with
 * Retry-After past it), and the stream's life: the handler checks the request (an error it throws
 * before the first event is an ordinary JSON answer), then sends events through a sink until the
 * client goes away, when its `onClose` callbacks run.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { streams, type StreamEventOf, type StreamName } from '@marketdrop/api-client';
import { Type } from '@marketdrop/api-client/schemas';
import { securityOf } from './openapi';
import { errorResponses } from './route-schemas';

/** Events buffered for a client that does not read: past this the stream is closed (it reconnects). */
export const MAX_BUFFERED_BYTES = 256 * 1024;

/** Where a stream's handler sends its events. */
export type StreamSink<E> = {
  /** Sends one event (`id: <id>`, `data: <JSON>`); nothing once the stream is closed. */
  send: (event: E, id: string) => void;
  /** Runs `callback` once when the stream ends (client gone, server closing, error). */
  onClose: (callback: () => void) => void;
  /** Ends the stream. */
  close: () => void;
  /**
   * Ends the stream after an SSE `retry: <ms>` field, so the browser reconnects that soon (the
   * process is draining: the balancer sends the new connection to another process).
   */
  closeWithRetry: (retryMs: number) => void;
  readonly isOpen: boolean;
};

/** The request of a stream: its path parameters and its query string, as received (text). */
export type StreamRequest = FastifyRequest<{
  Params: Record<string, string>;
  Querystring: Record<string, string | undefined>;
}>;

export type StreamDocs = {
  tags: string[];
  summary: string;
  description?: string;
  /** The JSON schema of one event's data. */
  event: object;
};

export type MountStreamOptions<N extends StreamName> = {
  docs: StreamDocs;
  /**
   * Checks the request, sends the first events and subscribes to the next ones (unsubscribing in
   * `sink.onClose`). Throws an `AppError` to refuse the stream (nothing is sent then).
   */
  handler: (request: StreamRequest, sink: StreamSink<StreamEventOf<N>>) => Promise<void>;
};

/** The stream parameters of a declaration, for OpenAPI. */
function paramSchemas(name: StreamName, path: string) {
  const pathParams = [...path.matchAll(/\{([^{}]+)\}/g)].map((m) => m[1] as string);
  const list = 'list' in streams[name] ? streams[name].list : undefined;
  return {
    ...(pathParams.length > 0
      ? {
          params: Type.Object(Object.fromEntries(pathParams.map((p) => [p, Type.String()]))),
        }
      : {}),
    ...(list
      ? {
          querystring: Type.Object({
            [list.param]: Type.String({
              description: `Comma-separated, 1 to ${list.max} values`,
            }),
          }),
        }
      : {}),
  };
}

function createSink<E>(reply: FastifyReply): StreamSink<E> & { closed: () => void } {
  const callbacks: (() => void)[] = [];
  let open = true;
  const closed = () => {
    if (!open) return;
    open = false;
    for (const callback of callbacks.splice(0)) {
      try {
        callback();
      } catch (error) {
        reply.log.error({ err: error }, 'A stream close callback failed');
      }
    }
  };
  const sink = {
    get isOpen() {
      return open && reply.sse.isConnected;
    },
    send(event: E, id: string) {
      if (!sink.isOpen) return;
      if (reply.raw.writableLength > MAX_BUFFERED_BYTES) {
        reply.log.info('Closing an event stream whose client does not read');
        sink.close();
        return;
      }
      reply.sse.send({ id, data: event }).catch(() => sink.close());
    },
    onClose(callback: () => void) {
      if (open) callbacks.push(callback);
      else callback();
    },
    close() {
      reply.sse.close();
      closed();
    },
    closeWithRetry(retryMs: number) {
      if (!sink.isOpen) {
        sink.close();
        return;
      }
      // A field alone (no data): it sets the reconnection delay and dispatches no event.
      reply.sse
        .send({ retry: retryMs, data: undefined })
        .catch(() => {})
        .finally(() => sink.close());
    },
    closed,
  };
  return sink;
}

/** Mounts the stream `name` on `app` (registered with the `/user` prefix) from its declaration. */
export function mountStream<N extends StreamName>(
  app: FastifyInstance,
  name: N,
  options: MountStreamOptions<N>,
): void {
  const declaration = streams[name];
  const path: string = declaration.path;
  if (!path.startsWith(`${app.prefix}/`)) {
    throw new Error(`${name} is declared at ${path}, outside the "${app.prefix}" plugin`);
  }
  const { docs } = options;
  // Open streams end when the process drains (SIGTERM) with a retry hint, so their clients
  // reconnect elsewhere at once; and when the server closes, whatever is left.
  const open = new Set<StreamSink<StreamEventOf<N>>>();
  app.drain.onBegin(() => {
    for (const sink of [...open]) sink.closeWithRetry(app.config.liveEvents.drainRetryMs);
  });
  app.addHook('preClose', async () => {
    for (const sink of [...open]) sink.close();
  });
  const errors = declaration.errors.map((code) => `\`${code}\``).join(', ');
  const description = [
    docs.description,
    'A Server-Sent Events stream: each event is `id: <seq>` and `data: <JSON>`; a `: heartbeat` comment keeps it open. Public (EventSource sends no bearer header): no event carries anything private.',
    `Refused before the stream starts with a JSON error: ${errors}.`,
  ]
    .filter(Boolean)
    .join(' ');

  app.route<{ Params: Record<string, string>; Querystring: Record<string, string | undefined> }>({
    method: 'GET',
    url: path.slice(app.prefix.length).replace(/\{([^{}]+)\}/g, ':$1'),
    // No Accept negotiation: the route only ever streams (errors before it starts are JSON).
    sse: 'manual',
    // A HEAD request would hold a stream (and its slot) open with nothing to read.
    exposeHeadRoute: false,
    schema: {
      operationId: name,
      tags: docs.tags,
      summary: docs.summary,
      description,
      security: securityOf(declaration.auth),
      ...paramSchemas(name, path),
      response: {
        200: {
          description: "The event stream; each event's `data` is the JSON below.",
          content: { 'text/event-stream': { schema: docs.event } },
        },
        ...errorResponses,
      },
    },
    handler: async (request, reply) => {
      // Draining: no new stream here (the balancer's next try goes to another process).
      if (app.drain.draining) throw app.streamSlots.refusal();
      const release = await app.streamSlots.acquire(request.ip);
      // The drain may have begun while the limit store answered.
      if (app.drain.draining) {
        release();
        throw app.streamSlots.refusal();
      }
      const sink = createSink<StreamEventOf<N>>(reply);
      open.add(sink);
      sink.onClose(() => {
        open.delete(sink);
        release();
      });
      reply.sse.onClose(sink.closed);
      try {
        await options.handler(request, sink);
      } catch (error) {
        sink.closed();
        throw error;
      }
      if (!reply.sse.isConnected) {
        sink.closed();
        return;
      }
      // Commits the stream even when the handler had nothing to send yet.
      reply.sse.sendHeaders();
      reply.sse.keepAlive();
    },
  });
}
