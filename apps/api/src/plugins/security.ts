import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export type SecurityPluginOptions = { corsOrigins: readonly string[]; isProduction: boolean };

/**
 * Security headers with a strict Content Security Policy for the single-page app (no inline
 * scripts; inline styles only because Emotion injects them), and a CORS allow-list for partners.
 */
export default fp<SecurityPluginOptions>(
  async function securityPlugin(app, opts) {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'"],
          scriptSrcAttr: ["'none'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          mediaSrc: ["'self'"],
          workerSrc: ["'self'", 'blob:'],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameSrc: ["'none'"],
          frameAncestors: ["'self'"],
          formAction: ["'self'"],
          ...(opts.isProduction ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // Served over plain HTTP on a developer's machine; HSTS belongs to the TLS front in production.
      strictTransportSecurity: opts.isProduction,
    });

    const allowed = new Set(opts.corsOrigins);
    await app.register(cors, {
      origin: (origin, callback) => {
        callback(null, origin !== undefined && allowed.has(origin));
      },
      methods: ['GET', 'POST', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'Last-Event-ID'],
      exposedHeaders: ['Retry-After', 'Idempotent-Replayed'],
      maxAge: 600,
    });
  },
  { name: 'security' },
);
