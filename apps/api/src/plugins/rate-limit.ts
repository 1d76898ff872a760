import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimitConfig } from '../config';
import { tooManyAttempts as tooMany } from '../shared/errors';

/** The routes that are limited, each with its own counters. */
export type LimitedRoute =
  | 'login'
  | 'verifyOtp'
  | 'resendOtp'
  | 'forgotPassword'
  | 'contactUs'
  | 'signup'
  | 'confirmEmailChange'
  /** The start of a social sign-in, the provider's return and the ticket's exchange, together. */
  | 'socialLogin'
  /** Bids: per signed-in user only (many buyers may share one address). */
  | 'placeBid'
  /** Coupon codes tried: per signed-in user (guessing codes). */
  | 'applyCoupon';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler hook for a limited route: per client IP and per account (the e-mail in the body),
     * 429 with a clear message when either is exceeded.
     */
    rateLimitFor: (route: LimitedRoute) => (request: FastifyRequest) => Promise<void>;
  }
}

function accountOf(request: FastifyRequest): string | undefined {
  const body = request.body as { email?: unknown } | null | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  return email === '' ? undefined : email.slice(0, 320);
}

export default fp<RateLimitConfig>(
  async function rateLimitPlugin(app, config) {
    // Counted where the cluster shares them (plugins/limit-store.ts, decision 043).
    await app.register(rateLimit, { global: false, ...app.limitStore.rateLimitOptions() });

    const limiters = new Map<LimitedRoute, (request: FastifyRequest) => Promise<void>>();
    /** A route limited per signed-in user (its hook runs after authentication). */
    const makePerUser = (route: LimitedRoute, limit: { max: number; windowMs: number }) => {
      const byUser = app.createRateLimit({
        max: limit.max,
        timeWindow: limit.windowMs,
        keyGenerator: (request) => `${route}:user:${request.user?.id ?? `ip:${request.ip}`}`,
      });
      return async (request: FastifyRequest) => {
        if (!config.enabled) return;
        const user = await byUser(request);
        if (!user.isAllowed && user.isExceeded) throw tooMany(user.ttlInSeconds);
      };
    };
    const make = (route: LimitedRoute) => {
      const perUser = config.perUser[route];
      if (perUser !== undefined) return makePerUser(route, perUser);
      const own = config.perRoute[route];
      const byIp = app.createRateLimit({
        max: own?.ipMax ?? config.ipMax,
        timeWindow: own?.windowMs ?? config.windowMs,
        keyGenerator: (request) => `${route}:ip:${request.ip}`,
      });
      // Login's per-account limits are the password-guess budget, kept in the database and shared
      // with changePassword and the e-mail change (accounts/password-guess-budget.ts): only the
      // per-IP limit is here.
      const byAccount =
        route === 'login'
          ? undefined
          : app.createRateLimit({
              max: config.accountMax,
              timeWindow: config.windowMs,
              keyGenerator: (request) => `${route}:account:${accountOf(request) ?? ''}`,
            });
      return async (request: FastifyRequest) => {
        if (!config.enabled) return;
        const ip = await byIp(request);
        if (!ip.isAllowed && ip.isExceeded) throw tooMany(ip.ttlInSeconds);
        if (byAccount === undefined || accountOf(request) === undefined) return;
        const account = await byAccount(request);
        if (!account.isAllowed && account.isExceeded) throw tooMany(account.ttlInSeconds);
      };
    };

    app.decorate('rateLimitFor', (route: LimitedRoute) => {
      let limiter = limiters.get(route);
      if (limiter === undefined) {
        limiter = make(route);
        limiters.set(route, limiter);
      }
      return limiter;
    });
  },
  { name: 'rate-limit', dependencies: ['limit-store'] },
);
