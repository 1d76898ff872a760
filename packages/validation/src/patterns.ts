/**
 * Patterns of docs/product.md §9.1.
 *
 * E-mail: must not begin with a space, dot, plus or minus; the local part holds letters, digits and
 * `. _ + -` and ends with a letter or digit before the `@`; the domain is a bracketed IPv4 address or
 * a dotted host name whose last part has two or more letters. We also refuse two dots in a row,
 * which no mail system delivers.
 */
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
export const EMAIL_PATTERN = new RegExp(
  '^(?![ .+-])(?!.*\\.\\.)[A-Za-z0-9._+-]*[A-Za-z0-9]@' +
    `(?:\\[${OCTET}(?:\\.${OCTET}){3}\\]|(?:${LABEL}\\.)+[A-Za-z]{2,})$`,
);

/** Phone: digits only, 6 to 15 of them. */
export const PHONE_PATTERN = /^\d{6,15}$/;

/** Generic text: no leading or trailing whitespace (an empty string passes; "required" is separate). */
export const TEXT_PATTERN = /^(?:\S(?:[\s\S]*\S)?)?$/;

/**
 * Single-line text a person typed (names, addresses): no control characters (NUL, BEL, ESC, line
 * breaks, tabs...) and no bidirectional overrides or isolates (U+202E turns `gpj.exe` around on
 * screen), which no one types in a name and which can disguise it in a list, a mail or a log.
 */
export const PLAIN_TEXT_PATTERN = /^[^\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]*$/u;

/**
 * Text of several lines a person typed (a seller's disclosure): the same characters as
 * `PLAIN_TEXT_PATTERN` plus line breaks (`\n`; write `\r\n` as `\n` first).
 */
export const MULTILINE_PLAIN_TEXT_PATTERN =
  /^[^\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]*(?:\n[^\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]*)*$/u;

/** Names on the profile: letters (any alphabet) and spaces only. */
export const NAME_PATTERN = /^[\p{L} ]+$/u;

/**
 * An id the database gives (a UUID in its canonical text form, any version, either case). Checked
 * before a lookup so a malformed id is answered 400 or 404 and never reaches PostgreSQL's cast.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` is an id in the form `UUID_PATTERN` describes. */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** A one-time password: exactly four digits. */
export const OTP_PATTERN = /^\d{4}$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

export function isPlainText(value: string): boolean {
  return PLAIN_TEXT_PATTERN.test(value);
}

export function isTrimmedText(value: string): boolean {
  return TEXT_PATTERN.test(value);
}
