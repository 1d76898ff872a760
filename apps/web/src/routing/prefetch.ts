import type { LoaderFunctionArgs } from 'react-router-dom';
import { listingFiltersOfUrl } from '@marketdrop/api-client';
import { catalogueQueries } from '@marketdrop/api-client/react';
import { apiClient } from '../api';
import { queryClient } from '../query';

/*
 * Route loaders that make a page's calls through the query cache while the page's code downloads,
 * instead of after it has loaded and rendered: they take over the answers `./earlyCalls` already
 * asked for. They return at once (the page keeps its own loader and skeletons) and fill the same
 * query cache entries the page's hooks read, so a call is never made twice; a failure shows on the
 * page as before.
 */

const ignore = () => undefined;

/** /listing: the filter options and the first page of the list the URL asks for. */
export function prefetchListing({ request }: LoaderFunctionArgs): null {
  void queryClient.prefetchQuery(catalogueQueries.filterData(apiClient));
  void queryClient
    .fetchInfiniteQuery(catalogueQueries.auctions(apiClient, listingFiltersOfUrl(request.url)))
    .catch(ignore);
  return null;
}

/** /detail/{id}: the auction. */
export function prefetchAuction({ params }: LoaderFunctionArgs): null {
  if (params.id) {
    void queryClient.fetchQuery(catalogueQueries.auction(apiClient, params.id)).catch(ignore);
  }
  return null;
}
