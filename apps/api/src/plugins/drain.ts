import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The drain of a process leaving a cluster (SIGTERM, decision 043). Once it begins: readiness
 * (`GET /user/ready`) answers 503 so the balancer sends nothing new here, new live streams are
 * refused (503, Retry-After), open ones end with an SSE `retry` hint so browsers reconnect at once
 * (through the balancer, to another process, resuming with Last-Event-ID). Closing the app then
 * waits for the requests in flight (at most `timeoutMs`) before its connections are closed.
 */
export type Drain = {
  readonly draining: boolean;
  /** Begins the drain (once; later calls do nothing). */
  begin: () => void;
  /** Runs `callback` when the drain begins (at once when it has); returns its removal. */
  onBegin: (callback: () => void) => () => void;
  /** Requests being answered now. */
  readonly inFlight: number;
  /** Resolves true once no request is in flight, false if some still are after `timeoutMs`. */
  settled: (timeoutMs: number) => Promise<boolean>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's drain (readiness, live streams, requests in flight). */
    drain: Drain;
  }
}

export type DrainPluginOptions = {
  /** The longest a close waits for requests in flight. */
  timeoutMs: number;
};

const counted = Symbol('drain.counted');
type Counted = { [counted]?: boolean };

export function createDrain(): Drain & {
  enter: (request: FastifyRequest) => void;
  leave: (request: FastifyRequest) => void;
} {
  let draining = false;
  let inFlight = 0;
  const callbacks = new Set<() => void>();
  let idle: (() => void)[] = [];
  const drain = {
    get draining() {
      return draining;
    },
    get inFlight() {
      return inFlight;
    },
    begin() {
      if (draining) return;
      draining = true;
      for (const callback of [...callbacks]) callback();
      callbacks.clear();
    },
    onBegin(callback: () => void) {
      if (draining) {
        callback();
        return () => {};
      }
      callbacks.add(callback);
      return () => {
        callbacks.delete(callback);
      };
    },
    settled(timeoutMs: number) {
      if (inFlight === 0) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          idle = idle.filter((waiter) => waiter !== done);
          resolve(false);
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          resolve(true);
        };
        idle.push(done);
      });
    },
    enter(request: FastifyRequest) {
      (request as Counted)[counted] = true;
      inFlight += 1;
    },
    leave(request: FastifyRequest) {
      if ((request as Counted)[counted] !== true) return;
      (request as Counted)[counted] = false;
      inFlight -= 1;
      if (inFlight === 0) for (const waiter of idle.splice(0)) waiter();
    },
  };
  return drain;
}

export default fp<DrainPluginOptions>(
  async function drainPlugin(app, opts) {
    const drain = createDrain();
    app.decorate('drain', {
      get draining() {
        return drain.draining;
      },
      get inFlight() {
        return drain.inFlight;
      },
      begin: drain.begin,
      onBegin: drain.onBegin,
      settled: drain.settled,
    } satisfies Drain);
    app.addHook('onRequest', async (request, reply: FastifyReply) => {
      drain.enter(request);
      // A client that goes away ends its request too (the answer is never sent).
      reply.raw.once('close', () => drain.leave(request));
    });
    app.addHook('onResponse', async (request) => drain.leave(request));
    app.addHook('onRequestAbort', async (request) => drain.leave(request));
    // Closing (SIGTERM, or any close): the drain begins if it has not, then the requests in
    // flight finish before Fastify closes the connections. New requests are answered 503 by
    // Fastify meanwhile (the balancer sends them elsewhere).
    app.addHook('preClose', async () => {
      drain.begin();
      const settled = await drain.settled(opts.timeoutMs);
      if (!settled) {
        app.log.warn(`Closing with ${drain.inFlight} requests still in flight`);
      }
    });
  },
  { name: 'drain' },
);
