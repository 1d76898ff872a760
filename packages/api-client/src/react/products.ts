/**
 * TanStack Query hooks of the add-on products MarketDrop sells beside the vehicles (docs/product.md
 * §14 Basket): the list (`getProducts`) and one product (`getProductDetails`), in the language
 * asked for (else the signed-in user's, else English). Public: a guest picks them too.
 */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Language } from '@marketdrop/validation';
import type { Product } from '../contract';
import type { ApiError } from '../errors';
import type { QueryHookOptions } from './accounts';
import { useApiClient } from './context';
import { queryKeys } from './queryKeys';

const withLanguage = (language: Language | undefined) => (language ? { language } : {});

/** `getProducts`: every add-on on sale, in `language`. */
export function useProducts(
  language?: Language,
  options?: QueryHookOptions<Product[]>,
): UseQueryResult<Product[], ApiError> {
  const client = useApiClient();
  return useQuery<Product[], ApiError, Product[], readonly unknown[]>({
    ...options,
    queryKey: [...queryKeys.products, 'list', language ?? null],
    queryFn: async ({ signal }) =>
      (await client.getProducts(withLanguage(language), { signal })).data,
  });
}

/** `getProductDetails`: one add-on by id, in `language` (404 once withdrawn or unknown). */
export function useProductDetails(
  id: string,
  language?: Language,
  options?: QueryHookOptions<Product>,
): UseQueryResult<Product, ApiError> {
  const client = useApiClient();
  return useQuery<Product, ApiError, Product, readonly unknown[]>({
    ...options,
    queryKey: [...queryKeys.products, 'one', id, language ?? null],
    queryFn: async ({ signal }) =>
      (await client.getProductDetails({ id, ...withLanguage(language) }, { signal })).data,
    enabled: id !== '' && options?.enabled !== false,
  });
}
