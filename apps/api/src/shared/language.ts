import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, type Language } from '@marketdrop/validation';

/**
 * The language of a content request: `?language=` when given (already validated from the call's
 * declaration: en or fr), else the signed-in user's language, else en.
 */
export function contentLanguageOf(
  request: FastifyRequest<{ Querystring: { language?: Language | undefined } }>,
): Language {
  return request.query.language ?? request.user?.language ?? DEFAULT_LANGUAGE;
}
