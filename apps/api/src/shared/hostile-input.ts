import { keyedMessages, type KeyedMessage } from '@marketdrop/validation';
import { AppError, fieldError } from './errors';

/**
 * Deepest nesting of arrays and objects a JSON body may have. The deepest real body is a listing
 * filter (`{ "year": [2020] }`: depth 2); 200,000 nested arrays overflowed the stack of everything
 * that walks a value recursively (cloning, stringifying, validating).
 */
export const MAX_JSON_DEPTH = 32;

export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;
export const NUL_MESSAGE = keyedMessages.nul.text;
export const NOT_FINITE_MESSAGE = keyedMessages.notFinite.text;

/**
 * The nesting depth of a JSON text, read character by character (no recursion, strings skipped),
 * stopping as soon as it passes `limit`: cheap enough to run before `JSON.parse` on every body.
 */
export function jsonDepthExceeds(text: string, limit: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

/** What is wrong with a parsed value, and the top-level field it is in (undefined: the body). */
export type UnsafeValue = { field: string | undefined; message: KeyedMessage };

/**
 * The first text (value or key) holding a NUL character, or number that is not finite (`1e999`
 * parses as Infinity), in a parsed JSON value; walked without recursion. PostgreSQL refuses NUL in
 * text (a 500 before), and a non-finite number turns into `null` in a cache key.
 */
export function findUnsafeValue(value: unknown): UnsafeValue | undefined {
  const stack: Array<{ value: unknown; field: string | undefined }> = [{ value, field: undefined }];
  while (stack.length > 0) {
    const { value: current, field } = stack.pop() as { value: unknown; field: string | undefined };
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return { field, message: keyedMessages.nul };
    } else if (typeof current === 'number') {
      if (!Number.isFinite(current)) return { field, message: keyedMessages.notFinite };
    } else if (Array.isArray(current)) {
      for (const item of current) stack.push({ value: item, field });
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        const name = field ?? key;
        if (key.includes('\u0000')) return { field: undefined, message: keyedMessages.nul };
        stack.push({ value: item, field: name });
      }
    }
  }
  return undefined;
}

/** The 400 for an unsafe value: the message, and the field when there is one. */
export function unsafeValueError(found: UnsafeValue): AppError {
  return found.field === undefined
    ? new AppError(400, 'VALIDATION_FAILED', found.message.text)
    : fieldError(found.field, found.message);
}

export function tooDeepError(): AppError {
  return new AppError(400, 'VALIDATION_FAILED', TOO_DEEP_MESSAGE);
}
