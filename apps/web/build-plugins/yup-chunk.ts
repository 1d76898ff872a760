import type { Rollup } from 'vite';

/** yup and the three packages it imports. */
const YUP =
  /\/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?(?:yup|property-expr|tiny-case|toposort)\//;

const isYup = (id: string) => YUP.test(id.replaceAll('\\', '/'));

/**
 * The chunk of yup and of the validation modules that build yup schemas, for Rollup's
 * `manualChunks` (decision 008): one named chunk, loaded with the pages and dialogs that validate a
 * form. Rollup never merges a named chunk, whereas `experimentalMinChunkSize` merged the small
 * chunk of validation values that pages with a live price or a refused call need (fees, the order
 * values, the keyed messages) into the chunk of the forms' schemas: the detail page loaded yup and
 * every form's schema (17.6 kB gzip) to read a few constants.
 */
export function yupChunkOf(
  id: string,
  meta: Pick<Rollup.ManualChunkMeta, 'getModuleInfo'>,
): string | undefined {
  if (isYup(id)) return 'yup';
  if (!/\/packages\/validation\/src\/[\w-]+\.ts$/.test(id.replaceAll('\\', '/'))) return undefined;
  const imports = meta.getModuleInfo(id)?.importedIds ?? [];
  return imports.some(isYup) ? 'yup' : undefined;
}
