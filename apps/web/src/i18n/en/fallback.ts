import { fallbackMessages } from '@marketdrop/api-client';

/**
 * A failed call's text when nothing more precise is known (docs/product.md §10.4): the
 * `fallbackMessages` of @marketdrop/api-client, whose English is the source. Bundled: the client,
 * in the entry, holds them anyway.
 */
export const fallback: Record<keyof typeof fallbackMessages, string> = fallbackMessages;
