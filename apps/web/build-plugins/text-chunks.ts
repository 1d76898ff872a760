/**
 * The chunk of a module of texts (decisions 006 and 008), for Rollup's `manualChunks` with
 * `onlyExplicitManualChunks` (a text module has nothing to take along).
 *
 * Texts are plain objects, so Rollup's `experimentalMinChunkSize` treats their small chunks as free
 * to merge, and it merges them where they cost least by its measure: into the entry, loaded by
 * every page (the English of the sign-in forms, of the catalogue, of the public pages), or the
 * other way round, a shared piece of code into the French chunk, so that pages shown in English
 * loaded the French texts. Named chunks are never merged:
 *
 * - the English of an area that its namespace does not bundle (`uiEnBundled`, `webEnBundled`): in
 *   the chunk of its family below, loaded with the pages whose components show it
 *   (`useTranslation('ui', { live })`); an area not in the table gets a chunk of its own;
 * - the French of both namespaces: one chunk, loaded when French is chosen.
 */
export function textChunkOf(id: string): string | undefined {
  const file = id.replaceAll('\\', '/');
  if (/\/(?:packages\/ui|apps\/web)\/src\/i18n\/fr\/\w+\.ts$/.test(file)) return 'texts-fr';
  const match = /\/(packages\/ui|apps\/web)\/src\/i18n\/en\/(\w+)\.ts$/.exec(file);
  if (!match) return undefined;
  const namespace = match[1] === 'packages/ui' ? 'ui' : 'web';
  const area = match[2]!;
  if (area === 'index' || BUNDLED[namespace].has(area)) return undefined;
  return `texts-${TEXT_FAMILIES[namespace][area] ?? `${namespace}-${area}`}`;
}

/**
 * The bundled areas (`uiEnBundled` in packages/ui/src/i18n/en/index.ts, `webEnBundled` in
 * src/i18n/en/index.ts): the entry carries them, in a chunk of their own they would only be one
 * more file on every page.
 */
const BUNDLED: Record<'ui' | 'web', ReadonlySet<string>> = {
  ui: new Set(['common', 'header', 'loader']),
  web: new Set(['common', 'fallback']),
};

/**
 * Areas that the same pages show, in one file: the catalogue pages (cards with their live price,
 * the listing widget), the public pages (and the footer, which shows the app promotion of
 * `public`), the texts of a refused call (`messages`), the account pages and the orders. The ui's
 * `validation` catalogue is alone: only the forms and the French checks of its keys use it (a page
 * that shows a refused call's field error shows the message's own English), so it must not travel
 * with `messages`. Every name here is an area of its namespace (text-chunks.test.ts).
 */
export const TEXT_FAMILIES: Record<'ui' | 'web', Readonly<Record<string, string>>> = {
  ui: {
    catalogue: 'catalogue',
    widgets: 'catalogue',
    public: 'public',
    footer: 'public',
    validation: 'validation',
    auth: 'account',
    account: 'account',
    orders: 'orders',
  },
  web: {
    catalogue: 'catalogue',
    public: 'public',
    messages: 'forms',
    pages: 'account',
    orders: 'orders',
  },
};
