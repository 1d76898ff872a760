import underPressure from '@fastify/under-pressure';
import fp from 'fastify-plugin';
import type { LoadSheddingConfig } from '../config';

const KIB = 1024;

/** The body limit of a JSON call that is not in `BODY_LIMITS`: its fields are short texts. */
export const DEFAULT_BODY_LIMIT = 16 * KIB;

/**
 * Body limits of the calls that need more than `DEFAULT_BODY_LIMIT`, by path. A listing filter at
 * its largest (100 values of 60 characters in each list) is a few kilobytes; a contact message is
 * 5,000 characters (up to 6 bytes each when escaped). Multipart uploads are not held to these:
 * their files and fields have their own limits (app.ts); only a JSON body sent to them is.
 */
export const BODY_LIMITS: Readonly<Record<string, number>> = {
  '/user/getAuctions': 64 * KIB,
  '/user/contactUs': 64 * KIB,
  // A payment provider's event (a Stripe Checkout Session event is a few kilobytes).
  '/user/webhookpayment': 64 * KIB,
};

/** The largest limit of any call: the server's own, for a request that matches no route. */
export const MAX_BODY_LIMIT = Math.max(DEFAULT_BODY_LIMIT, ...Object.values(BODY_LIMITS));

export const OVERLOADED_MESSAGE = 'The server is busy. Please try again in a few seconds.';

export type LimitsPluginOptions = { loadShedding: LoadSheddingConfig };

/**
 * Resource limits: a body limit per route that fits its call (set on each route as it is declared,
 * from `BODY_LIMITS`, unless the route sets its own), and load shedding: past the configured event
 * loop delay, heap or resident memory, every request is answered 503 with Retry-After and the
 * envelope until the process recovers.
 */
export default fp<LimitsPluginOptions>(
  async function limitsPlugin(app, opts) {
    app.addHook('onRoute', (route) => {
      route.bodyLimit ??= BODY_LIMITS[route.url] ?? DEFAULT_BODY_LIMIT;
    });

    const shed = opts.loadShedding;
    if (!shed.enabled) return;
    await app.register(underPressure, {
      maxEventLoopDelay: shed.maxEventLoopDelayMs,
      maxHeapUsedBytes: shed.maxHeapUsedBytes,
      maxRssBytes: shed.maxRssBytes,
      retryAfter: shed.retryAfterSeconds,
      // Refused with Retry-After set; the error handler (errors.ts) answers with the envelope.
      message: OVERLOADED_MESSAGE,
    });
  },
  { name: 'limits' },
);
