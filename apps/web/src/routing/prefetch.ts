import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { listingFiltersOfUrl, type ApiClient } from '@marketdrop/api-client';
import { catalogueQueries, contentQueries } from '@marketdrop/api-client/react';
import type { MarketDropLanguage } from '@marketdrop/ui';
import type { ContentPageCall } from './page-data';
import { apiClient } from '../api';
import { queryClient } from '../query';

/*
 * A page's data in the query cache, in the same entries the page's hooks read: the browser's route
 * loaders start it while the page's code downloads, without waiting (they take over the answers
 * `./earlyCalls` already asked for, and the page keeps its skeletons); a server render waits for
 * it (../entry-server.tsx). A failure shows on the page as it would without it.
 */

type Args = Pick<LoaderFunctionArgs, 'request' | 'params'>;

const ignore = () => undefined;

/** /listing: the filter options and the first page of the list the URL asks for. */
export async function loadListing(
  cache: QueryClient,
  client: ApiClient,
  { request }: Args,
): Promise<void> {
  await Promise.all([
    cache.prefetchQuery(catalogueQueries.filterData(client)),
    cache
      .fetchInfiniteQuery(catalogueQueries.auctions(client, listingFiltersOfUrl(request.url)))
      .catch(ignore),
  ]);
}

/** /detail/{id}: the auction. */
export async function loadAuction(
  cache: QueryClient,
  client: ApiClient,
  { params }: Args,
): Promise<void> {
  if (params.id) await cache.fetchQuery(catalogueQueries.auction(client, params.id)).catch(ignore);
}

/** About, Terms, Privacy, FAQ: the stored page in `language`, in the entry its page reads. */
export async function loadContent(
  cache: QueryClient,
  client: ApiClient,
  page: ContentPageCall,
  language: MarketDropLanguage,
): Promise<void> {
  if (page === 'getFaqs') await cache.prefetchQuery(contentQueries.faqs(client, language));
  else await cache.prefetchQuery(contentQueries.page(client, page, language));
}

/** The browser's /listing loader: the listing's calls into the app's cache, not waited for. */
export function prefetchListing(args: Args): null {
  void loadListing(queryClient, apiClient, args);
  return null;
}

/** The browser's /detail/{id} loader: the auction into the app's cache, not waited for. */
export function prefetchAuction(args: Args): null {
  void loadAuction(queryClient, apiClient, args);
  return null;
}
