import { createTextMatcher, type TextMatch } from '@marketdrop/validation';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every text of a (nested) catalogue group, by its dotted key. */
function flatten(group: object, prefix: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(group).flatMap(([name, value]): Array<[string, string]> => {
      const key = `${prefix}.${name}`;
      if (value && typeof value === 'object') return Object.entries(flatten(value, key));
      return typeof value === 'string' ? [[key, value]] : [];
    }),
  );
}

/**
 * Finds a text of an English catalogue group by its wording, e.g. the server's "OTP sent
 * successfully" -> `messages.server.otpSent`; "Please wait 3 seconds before..." ->
 * `messages.server.otpCooldown` (plural suffix dropped) with `{ count: '3' }`.
 */
export function createEnglishFinder<K extends string>(
  group: object,
  prefix: string,
): (text: string) => TextMatch<K> | undefined {
  const match = createTextMatcher(flatten(group, prefix));
  return (text) => {
    const found = match(text);
    return found && { key: found.key.replace(PLURAL_SUFFIX, '') as K, params: found.params };
  };
}
