import { matchPath, type LoaderFunctionArgs } from 'react-router-dom';
import { listingRequestOfUrl, unlocalizedPath } from '@marketdrop/api-client';
import { apiClient, callEarly } from '../api';
import { paths } from './paths';

/*
 * The calls of a page, sent the moment its URL is known, before its code and the query library
 * have loaded (they are not part of every page's first load). The route loaders of `./prefetch`
 * then make the same calls through the query cache and get these answers (see `callEarly`).
 */

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

/**
 * /listing: the filter options and the first page of the list the URL asks for; the first card's
 * picture as soon as the answer names it.
 */
export function startListingCalls({ request }: Pick<LoaderFunctionArgs, 'request'>): void {
  callEarly(() => [
    apiClient.filterdata(),
    apiClient
      .getAuctions(listingRequestOfUrl(request.url))
      .then((answer) => preloadPicture(answer.data[0]?.vehicle?.vehicleImage?.[0])),
  ]);
}

/** /detail/{id}: the auction; its first picture as soon as the answer names it. */
export function startAuctionCall({ params }: Pick<LoaderFunctionArgs, 'params'>): void {
  const auctionId = params.id;
  if (!auctionId) return;
  callEarly(() => [
    apiClient
      .auctionScreen({ auctionId })
      .then((answer) => preloadPicture(answer.data.vehicle?.vehicleImage?.[0])),
  ]);
}

/**
 * The calls of the page the browser opened, sent while the entry script runs: before the router
 * asks for the page's code, so over HTTP/1.1 (six connections a host) the calls are not queued
 * behind a dozen script files. The route's loader then asks again and shares these answers.
 */
export function startFirstPageCalls(href: string): void {
  const url = new URL(href);
  // Either language's address (`/fr/listing` is the listing).
  const pathname = unlocalizedPath(url.pathname);
  if (pathname === paths.listing) {
    startListingCalls({ request: new Request(url) });
    return;
  }
  const detail = matchPath(`${paths.detail}/:id`, pathname);
  if (detail) {
    startAuctionCall({ params: detail.params });
  }
}
