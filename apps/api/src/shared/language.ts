import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@marketdrop/validation';

/** Whether `value` is a language the site speaks (en or fr). */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** What the rule reads of a request (a `FastifyRequest` is one). */
export type LanguageRequest = Pick<FastifyRequest, 'headers'> & {
  user: { language: Language } | null;
};

/** The language an `Accept-Language` header puts first when it is French, else none. */
function browserLanguageOf(request: LanguageRequest): Language | null {
  const accept = request.headers['accept-language'] ?? '';
  return /^\s*fr\b/i.test(accept) ? 'fr' : null;
}

export type LanguageHints = {
  /** A language the request asks for itself (`?language=`, a form's `language`, `?lang=`). */
  asked?: unknown;
  /** The language of whom the answer is about when nobody is signed in (e.g. an order's buyer). */
  owner?: Language | null | undefined;
};

/**
 * The one rule for the language of an answer, first that applies: the language the request asks
 * for (`hints.asked`, when it is en or fr), the signed-in user's, the owner's (`hints.owner`), the
 * browser's (`Accept-Language` starting with fr), else English.
 */
export function languageOf(request: LanguageRequest, hints: LanguageHints = {}): Language {
  if (isLanguage(hints.asked)) return hints.asked;
  if (request.user) return request.user.language;
  if (hints.owner) return hints.owner;
  return browserLanguageOf(request) ?? DEFAULT_LANGUAGE;
}
