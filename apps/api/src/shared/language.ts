import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@marketdrop/validation';
import { object, string } from 'yup';
import { parseWith } from './validate';

export const LANGUAGE_MESSAGE = 'Language must be en or fr';

/** An optional `language` field: en or fr. */
export const optionalLanguage = string().oneOf(LANGUAGES, LANGUAGE_MESSAGE);

const languageQuerySchema = object({ language: optionalLanguage });

/**
 * The language of a content request: `?language=` when given (400 for anything but en or fr),
 * else the signed-in user's language, else en.
 */
export async function languageOf(request: FastifyRequest): Promise<Language> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const raw = query.language === '' ? undefined : query.language;
  const { language } = await parseWith(languageQuerySchema, { language: raw });
  return language ?? request.user?.language ?? DEFAULT_LANGUAGE;
}
