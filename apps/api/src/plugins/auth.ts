import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { HashingConfig } from '../config';
import type { UserRow } from '../accounts/find-users';
import { unauthenticated } from '../shared/errors';
import { findSession, type Authenticated } from '../accounts/find-session';
import { createPasswordHasher, type PasswordHasher } from '../shared/hash-password';

declare module 'fastify' {
  interface FastifyInstance {
    passwords: PasswordHasher;
    /**
     * onRequest hook: a valid bearer token is required (401 otherwise); sets `request.user` and
     * `request.sessionId`.
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook: reads a bearer token when one is sent (an invalid one is still a 401). */
    authenticateOptional: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in user (as stored), once an auth hook ran; null when signed out. */
    user: UserRow | null;
    /** The id of the session the bearer token belongs to. */
    sessionId: string | null;
  }
}

export type AuthPluginOptions = { hashing: HashingConfig };

/** The bearer token of the Authorization header: undefined when absent, null when malformed. */
function bearerToken(request: FastifyRequest): string | null | undefined {
  const header = request.headers.authorization;
  if (header === undefined || header.trim() === '') return undefined;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
  return match?.[1] ?? null;
}

export default fp<AuthPluginOptions>(
  async function authPlugin(app, opts) {
    app.decorate('passwords', createPasswordHasher(opts.hashing));
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);

    async function resolve(request: FastifyRequest, required: boolean): Promise<void> {
      const token = bearerToken(request);
      if (token === undefined) {
        if (required) throw unauthenticated();
        return;
      }
      const found = token === null ? null : await findSession(app, { token, now: app.clock() });
      if (found === null) throw unauthenticated('Your session has expired. Please sign in again.');
      request.user = found.user;
      request.sessionId = found.sessionId;
    }

    app.decorate('authenticate', async (request: FastifyRequest) => resolve(request, true));
    app.decorate('authenticateOptional', async (request: FastifyRequest) =>
      resolve(request, false),
    );
  },
  { name: 'auth', dependencies: ['db'] },
);

/** The signed-in user and session of a route behind `app.authenticate` (401 if there is none). */
export function authOf(request: FastifyRequest): Authenticated {
  if (request.user === null || request.sessionId === null) throw unauthenticated();
  return { user: request.user, sessionId: request.sessionId };
}
