/** A texts object: strings, possibly nested. */
type Catalogue = { readonly [key: string]: unknown };

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((match) => match[1]).sort();

/**
 * What is wrong with a translation compared with the English texts: a key missing on either
 * side, an empty text, a value that is not a string, or `{{placeholders}}` that differ. Empty when
 * the two match. (Types already catch missing keys; this also checks what types cannot.)
 */
export function findCatalogueProblems(
  english: Catalogue,
  translation: Catalogue,
  path = '',
): string[] {
  const problems: string[] = [];
  const keys = new Set([...Object.keys(english), ...Object.keys(translation)]);
  for (const key of keys) {
    const where = path ? `${path}.${key}` : key;
    const source = english[key];
    const target = translation[key];
    if (!(key in translation)) problems.push(`${where}: missing in the translation`);
    else if (!(key in english)) problems.push(`${where}: not in English`);
    else if (typeof source === 'string') {
      if (typeof target !== 'string') problems.push(`${where}: not a text`);
      else if (target.trim() === '') problems.push(`${where}: empty`);
      else if (placeholders(source).join() !== placeholders(target).join())
        problems.push(`${where}: placeholders differ`);
    } else if (source && typeof source === 'object') {
      if (target && typeof target === 'object')
        problems.push(...findCatalogueProblems(source as Catalogue, target as Catalogue, where));
      else problems.push(`${where}: not a group of texts`);
    } else problems.push(`${where}: English is not a text`);
  }
  return problems;
}
