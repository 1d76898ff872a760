import { randomUUID } from 'node:crypto';
import sse from '@fastify/sse';
import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveEventsConfig } from '../config';
import { AppError } from '../shared/errors';
import type { Lease, LimitStore } from './limit-store';

/** Counts the open event streams, per client address (across the cluster) and in total (here). */
export type StreamSlots = {
  /**
   * Takes a slot for a new stream from `ip`; throws 503 SERVICE_UNAVAILABLE with Retry-After when
   * that address (on every process together) or this process is at its limit, or when the limit
   * store does not answer. Resolves with the function that gives the slot back (once).
   */
  acquire: (ip: string) => Promise<() => void>;
  /** Open streams on this process now (all addresses). */
  readonly open: number;
  /** The 503 of a refused stream (with Retry-After), for a refusal decided elsewhere (draining). */
  refusal: () => Error;
  /** Renews the leases of this process's open streams (the heartbeat; run every third of a lease). */
  renew: () => Promise<void>;
  /** Stops renewing and waits for the leases being given back (before the store closes). */
  stop: () => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The open event streams of this process and their limits. */
    streamSlots: StreamSlots;
  }
}

export const TOO_MANY_STREAMS_MESSAGE =
  'Too many live connections. Live updates resume in a few seconds.';

/** The limit store's key of one address's streams. */
export const streamLeaseKey = (ip: string) => `stream:${ip}`;

/**
 * The per-address bound holds for the cluster: each open stream holds a lease on its address in
 * the limit store (Redis, PostgreSQL or this process's memory, decision 043), taken when it opens,
 * renewed every third of `streamLeaseMs` while it stays open, given back when it closes. A process
 * killed without closing its streams stops renewing: its leases expire within `streamLeaseMs`.
 * The total bound (`maxStreams`) protects this process's memory and sockets: it stays local.
 */
export function createStreamSlots(
  limits: Pick<
    LiveEventsConfig,
    'maxStreams' | 'maxStreamsPerIp' | 'retryAfterSeconds' | 'streamLeaseMs'
  >,
  store: Pick<LimitStore, 'take' | 'renew' | 'give'>,
  log?: FastifyBaseLogger,
): StreamSlots {
  const holder = randomUUID();
  let sequence = 0;
  const held = new Set<Lease>();
  // Leases being given back: awaited on close, so none is cut off by the store's connection closing.
  const giving = new Set<Promise<unknown>>();
  let open = 0;
  const refuse = () =>
    new AppError(503, 'SERVICE_UNAVAILABLE', TOO_MANY_STREAMS_MESSAGE, {
      headers: { 'retry-after': String(limits.retryAfterSeconds) },
      // A limit doing its job, not a fault: one warning line, no stack.
      logLevel: 'warn',
    });
  const slots: StreamSlots = {
    get open() {
      return open;
    },
    refusal: refuse,
    async acquire(ip) {
      if (open >= limits.maxStreams) throw refuse();
      // Counted here before the store answers, so parallel opens cannot pass the total.
      open += 1;
      const lease: Lease = { key: streamLeaseKey(ip), id: `${holder}:${(sequence += 1)}` };
      let taken: boolean;
      try {
        taken = await store.take(lease, limits.maxStreamsPerIp, limits.streamLeaseMs);
      } catch (error) {
        open -= 1;
        // The store cannot count: refused, as the request limits are (fail closed).
        throw new AppError(503, 'SERVICE_UNAVAILABLE', TOO_MANY_STREAMS_MESSAGE, {
          headers: { 'retry-after': String(limits.retryAfterSeconds) },
          cause: error,
        });
      }
      if (!taken) {
        open -= 1;
        throw refuse();
      }
      held.add(lease);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        open -= 1;
        held.delete(lease);
        const given = store
          .give(lease)
          .catch((error: unknown) => {
            // It expires by itself within a lease time.
            log?.warn({ err: error }, 'Giving a stream lease back failed');
          })
          .finally(() => giving.delete(given));
        giving.add(given);
      };
    },
    renew: () => store.renew([...held], limits.streamLeaseMs),
    stop: async () => {
      clearInterval(timer);
      await Promise.allSettled([...giving]);
    },
  };
  const timer = setInterval(
    () => {
      if (held.size === 0) return;
      slots.renew().catch((error: unknown) => {
        log?.warn({ err: error }, 'Renewing the stream leases failed');
      });
    },
    Math.max(100, Math.floor(limits.streamLeaseMs / 3)),
  );
  timer.unref();
  return slots;
}

/**
 * Server-Sent Events (`@fastify/sse`, decision 019) with a heartbeat comment every
 * `heartbeatMs`, and the count of open streams that `mountStream` holds each stream to.
 */
export default fp<LiveEventsConfig>(
  async function streamsPlugin(app, config) {
    await app.register(sse, { heartbeatInterval: config.heartbeatMs });
    const slots = createStreamSlots(config, app.limitStore, app.log);
    app.decorate('streamSlots', slots);
    app.addHook('onClose', async () => {
      await slots.stop();
    });
  },
  { name: 'streams', dependencies: ['limit-store'] },
);
