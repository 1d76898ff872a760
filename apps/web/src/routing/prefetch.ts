import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router-dom';
import { catalogueQueries } from '@marketdrop/api-client/react';
import { apiClient, queryClient } from '../api';
import { listingFilters, listingSection, readListingQuery } from '../catalogue/listing-url';

/*
 * Route loaders that start a page's calls as soon as its URL is known: they run while the page's
 * code downloads, instead of after it has loaded and rendered. They return at once (the page keeps
 * its own loader and skeletons) and fill the same query cache entries the page's hooks read, so a
 * call is never made twice; a failure shows on the page as before.
 */

const ignore = () => undefined;

/**
 * Starts downloading the picture a page shows first (its largest paint) as soon as the answer
 * names it, while the page renders, instead of once the page has rendered it. The path is used as
 * the cards and the detail use it (the app sets no image base address).
 */
function preloadPicture(path: string | null | undefined): void {
  if (!path || typeof Image === 'undefined') return;
  const picture = new Image();
  picture.fetchPriority = 'high';
  picture.src = path;
}

/** /listing: the filter options and the first page of the list the URL asks for. */
export function prefetchListing({ request }: LoaderFunctionArgs): null {
  const query = readListingQuery(new URL(request.url).searchParams);
  void queryClient.prefetchQuery(catalogueQueries.filterData(apiClient));
  void queryClient
    .fetchInfiniteQuery(
      catalogueQueries.auctions(apiClient, listingFilters(query, listingSection(query))),
    )
    .then((list) => preloadPicture(list.pages[0]?.auctions[0]?.vehicle?.vehicleImage?.[0]), ignore);
  return null;
}

/**
 * The listing's filters, sort and search change its URL, not its route: the page's own queries
 * follow them. Not running the loader again keeps such a change from being a route navigation
 * (which would show the layout's loader in place of the page).
 */
export const listingShouldRevalidate: ShouldRevalidateFunction = () => false;

/** /detail/{id}: the auction. */
export function prefetchAuction({ params }: LoaderFunctionArgs): null {
  if (params.id) {
    void queryClient
      .fetchQuery(catalogueQueries.auction(apiClient, params.id))
      .then((auction) => preloadPicture(auction.vehicle?.vehicleImage?.[0]), ignore);
  }
  return null;
}
