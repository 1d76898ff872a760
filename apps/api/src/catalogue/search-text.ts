/**
 * The listing search: a vehicle's year, make, model, trim, name and city are stored as lower-case,
 * accent-free words (`auctions.search_text`, indexed as a `simple` full-text vector); a search
 * matches when every word typed is the start of one of those words.
 */

/** At most this many words of a search are used. */
export const SEARCH_WORDS_MAX = 8;

/** Lower-case, accent-free words of a text (letters and digits only). */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

/**
 * The stored search text of a listing. A token written with inner punctuation (F-150, CX-5,
 * St. John's) is also stored joined (f150, cx5, johns), so both spellings find it.
 */
export function searchTextOf(parts: readonly (string | number | null | undefined)[]): string {
  const words = new Set<string>();
  for (const part of parts) {
    if (part === null || part === undefined) continue;
    for (const token of String(part).split(/\s+/)) {
      const pieces = searchWords(token);
      for (const piece of pieces) words.add(piece);
      if (pieces.length > 1) words.add(pieces.join(''));
    }
  }
  return [...words].join(' ');
}

/** The full-text query of a search (`word:* & word:*`), or null when it holds no word. */
export function searchQueryOf(search: string | null | undefined): string | null {
  if (search === null || search === undefined) return null;
  const words = [...new Set(searchWords(search))].slice(0, SEARCH_WORDS_MAX);
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(' & ');
}

/** The words of a full-text query made by `searchQueryOf` (each matches the stored words it starts). */
export function searchPrefixesOf(query: string): string[] {
  return query.split(' & ').map((term) => term.replace(/:\*$/, ''));
}

/** The same rule in memory (tests and tools): every searched word starts a stored word. */
export function matchesSearch(searchText: string, search: string | null | undefined): boolean {
  if (search === null || search === undefined) return true;
  const wanted = [...new Set(searchWords(search))].slice(0, SEARCH_WORDS_MAX);
  const stored = searchText.split(' ');
  return wanted.every((word) => stored.some((candidate) => candidate.startsWith(word)));
}
