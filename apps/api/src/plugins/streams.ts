import sse from '@fastify/sse';
import fp from 'fastify-plugin';
import type { LiveEventsConfig } from '../config';
import { AppError } from '../shared/errors';

/** Counts the open event streams, per client address and in total. */
export type StreamSlots = {
  /**
   * Takes a slot for a new stream from `ip`; throws 503 SERVICE_UNAVAILABLE with Retry-After when
   * that address or the process is at its limit. Returns the function that gives it back (once).
   */
  acquire: (ip: string) => () => void;
  /** Open streams now (all addresses). */
  readonly open: number;
  /** The 503 of a refused stream (with Retry-After), for a refusal decided elsewhere (draining). */
  refusal: () => Error;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The open event streams of this process and their limits. */
    streamSlots: StreamSlots;
  }
}

export const TOO_MANY_STREAMS_MESSAGE =
  'Too many live connections. Live updates resume in a few seconds.';

export function createStreamSlots(
  limits: Pick<LiveEventsConfig, 'maxStreams' | 'maxStreamsPerIp' | 'retryAfterSeconds'>,
): StreamSlots {
  const byIp = new Map<string, number>();
  let open = 0;
  const refuse = () =>
    new AppError(503, 'SERVICE_UNAVAILABLE', TOO_MANY_STREAMS_MESSAGE, {
      headers: { 'retry-after': String(limits.retryAfterSeconds) },
      // A limit doing its job, not a fault: one warning line, no stack.
      logLevel: 'warn',
    });
  return {
    get open() {
      return open;
    },
    refusal: refuse,
    acquire(ip) {
      const fromIp = byIp.get(ip) ?? 0;
      if (open >= limits.maxStreams || fromIp >= limits.maxStreamsPerIp) throw refuse();
      byIp.set(ip, fromIp + 1);
      open += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        open -= 1;
        const left = (byIp.get(ip) ?? 1) - 1;
        if (left <= 0) byIp.delete(ip);
        else byIp.set(ip, left);
      };
    },
  };
}

/**
 * Server-Sent Events (`@fastify/sse`, decision 019) with a heartbeat comment every
 * `heartbeatMs`, and the count of open streams that `mountStream` holds each stream to.
 */
export default fp<LiveEventsConfig>(
  async function streamsPlugin(app, config) {
    await app.register(sse, { heartbeatInterval: config.heartbeatMs });
    app.decorate('streamSlots', createStreamSlots(config));
  },
  { name: 'streams' },
);
