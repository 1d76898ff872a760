/**
 * What OpenAPI says of who may call an operation (`security`), from a call's declared `auth`:
 * every operation states it, so a client generator knows which calls send the session's token.
 */
import type { CallAuth } from '@marketdrop/api-client';

/** The name of the bearer scheme in `components.securitySchemes` (see `plugins/docs.ts`). */
export const BEARER_SCHEME = 'bearerAuth';

export type SecurityRequirements = Record<string, string[]>[];

/** Anyone may call it; no token is read. */
export const PUBLIC_SECURITY: SecurityRequirements = [];
/** A signed-in user's session token (`Authorization: Bearer <token>`). */
export const BEARER_SECURITY: SecurityRequirements = [{ [BEARER_SCHEME]: [] }];
/** Anyone may call it; the session token is read when it is sent. */
export const OPTIONAL_BEARER_SECURITY: SecurityRequirements = [{}, { [BEARER_SCHEME]: [] }];

/** The OpenAPI security requirement of a call's `auth`. */
export function securityOf(auth: CallAuth): SecurityRequirements {
  if (auth === 'public') return PUBLIC_SECURITY;
  if (auth === 'optional') return OPTIONAL_BEARER_SECURITY;
  return BEARER_SECURITY;
}

/**
 * The 200 answer of a route that sends a stored file as it is (its content type is the file's):
 * documented as binary in OpenAPI; Fastify does not serialize a stream.
 */
export function binaryFile(description: string) {
  return {
    description,
    content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
  };
}

/** An HTML page answer (pages a browser opens, not client calls). */
export function htmlPage(description: string) {
  return { description, content: { 'text/html': { schema: { type: 'string' } } } };
}
