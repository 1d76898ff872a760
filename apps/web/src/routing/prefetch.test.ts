import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  LoaderFunctionArgs,
  RouteObject,
  ShouldRevalidateFunctionArgs,
} from 'react-router-dom';
import { listingRequest, readListingUrl } from '@marketdrop/api-client';
import { catalogueQueries } from '@marketdrop/api-client/react';
import { apiClient } from '../api';
import { queryClient } from '../query';
import { startFirstPageCalls } from './earlyCalls';
import { paths } from './paths';
import { prefetchAuction, prefetchListing } from './prefetch';
import { routes } from './routes';

type Sent = { path: string; body: Record<string, unknown> | null };
const sent: Sent[] = [];

const answers: Record<string, unknown> = {
  '/user/getAuctions': {
    message: 'ok',
    data: [{ _id: 'auc-1', vehicle: { vehicleImage: ['/user/media/vehicles/auc-1-side.svg'] } }],
    pagination: { pageNumber: 1, pageSize: 20, hasMore: false, total: null, totalPages: null },
  },
  '/user/filterdata': { message: 'ok', data: { brand: [{ _id: 'make-ford', name: 'Ford' }] } },
  '/user/auctionScreen': {
    message: 'ok',
    data: { _id: 'auc-7', vehicle: { vehicleImage: ['/user/media/vehicles/auc-7-side.svg'] } },
  },
};

/** The pictures preloaded (`new Image()`), as the browser would fetch them. */
const preloaded: { src: string; fetchPriority: string }[] = [];
vi.stubGlobal(
  'Image',
  class {
    fetchPriority = 'auto';
    set src(value: string) {
      preloaded.push({ src: value, fetchPriority: this.fetchPriority });
    }
  },
);

vi.stubGlobal('fetch', async (input: string | URL, init?: RequestInit) => {
  const path = new URL(String(input), 'http://web.test').pathname;
  sent.push({ path, body: init?.body ? (JSON.parse(String(init.body)) as Sent['body']) : null });
  return new Response(JSON.stringify(answers[path] ?? { message: 'Not found' }), {
    status: answers[path] ? 200 : 404,
    headers: { 'content-type': 'application/json' },
  });
});
afterAll(() => vi.unstubAllGlobals());

/** The route of `path`, at any depth of the route table. */
function findRoute(table: RouteObject[], path: string): RouteObject | undefined {
  for (const route of table) {
    if (route.path === path) return route;
    const found = findRoute(route.children ?? [], path);
    if (found) return found;
  }
  return undefined;
}

const detailPath = `${paths.detail}/:id`;

/** The loader of a route of the table (what the router runs). */
function routeLoader(path: string) {
  const loader = findRoute(routes, path)?.loader;
  if (typeof loader !== 'function') throw new Error(`${path} has no loader`);
  return loader;
}

const loaderArgs = (url: string, params: Record<string, string> = {}) =>
  ({ request: new Request(url), params, context: undefined }) as unknown as LoaderFunctionArgs;

beforeEach(() => {
  sent.length = 0;
  preloaded.length = 0;
  queryClient.clear();
});

describe('route loaders start the page calls early', () => {
  it("/listing: the list the URL asks for and the filter options, in the page's cache entries", async () => {
    const url = 'http://web.test/listing?brand=make-ford&sort=highToLow';
    await expect(routeLoader(paths.listing)(loaderArgs(url))).resolves.toBeNull();

    // The very entries the page's hooks read (useAuctions, useFilterData).
    const state = readListingUrl(new URL(url).searchParams);
    const list = catalogueQueries.auctions(apiClient, listingRequest(state));
    await vi.waitFor(() => expect(queryClient.getQueryData(list.queryKey)).toBeDefined());
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(catalogueQueries.filterData(apiClient).queryKey)).toEqual({
        brand: [{ _id: 'make-ford', name: 'Ford' }],
      }),
    );
    expect(sent.find((call) => call.path === '/user/getAuctions')?.body).toEqual({
      brandcategories: ['make-ford'],
      sortBy: 'highToLow',
      pageSize: 20,
      pageNumber: 1,
    });
    expect(sent.map((call) => call.path).sort()).toEqual(['/user/filterdata', '/user/getAuctions']);
    // The first card's picture (the page's largest paint) is fetched as soon as the answer names it.
    await vi.waitFor(() =>
      expect(preloaded).toEqual([
        { src: '/user/media/vehicles/auc-1-side.svg', fetchPriority: 'high' },
      ]),
    );
  });

  it('/listing?trending=true: the trending list', async () => {
    await routeLoader(paths.listing)(loaderArgs('http://web.test/listing?trending=true'));
    await vi.waitFor(() =>
      expect(sent.some((call) => call.path === '/user/getAuctions')).toBe(true),
    );
    expect(sent.find((call) => call.path === '/user/getAuctions')?.body).toMatchObject({
      trending: true,
      pageSize: 20,
    });
  });

  it('/detail/{id}: the auction; without an id, nothing', async () => {
    await expect(
      routeLoader(detailPath)(loaderArgs('http://web.test/detail/auc-7', { id: 'auc-7' })),
    ).resolves.toBeNull();
    await vi.waitFor(() =>
      expect(
        queryClient.getQueryData(catalogueQueries.auction(apiClient, 'auc-7').queryKey),
      ).toMatchObject({ _id: 'auc-7' }),
    );
    expect(sent).toEqual([{ path: '/user/auctionScreen', body: { auctionId: 'auc-7' } }]);
    await vi.waitFor(() =>
      expect(preloaded).toEqual([
        { src: '/user/media/vehicles/auc-7-side.svg', fetchPriority: 'high' },
      ]),
    );

    sent.length = 0;
    await routeLoader(detailPath)(loaderArgs('http://web.test/detail'));
    // Without waiting on the clock: the next loader's call is the only one sent.
    await routeLoader(detailPath)(loaderArgs('http://web.test/detail/auc-8', { id: 'auc-8' }));
    await vi.waitFor(() => expect(sent).not.toEqual([]));
    expect(sent).toEqual([{ path: '/user/auctionScreen', body: { auctionId: 'auc-8' } }]);
  });

  it('a filter, sort or search change stays on the listing without running its loader again', () => {
    const listing = findRoute(routes, paths.listing);
    expect(listing?.loader).toBeTypeOf('function');
    expect(listing?.shouldRevalidate?.({} as ShouldRevalidateFunctionArgs)).toBe(false);
  });

  it('the query cache takes over calls already sent: none is sent twice', async () => {
    await routeLoader(paths.listing)(loaderArgs('http://web.test/listing?search=civic'));
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    // The page's own query of the same list, later: answered from the cache.
    expect(prefetchListing(loaderArgs('http://web.test/listing?search=civic'))).toBeNull();
    await routeLoader(detailPath)(loaderArgs('http://web.test/detail/auc-7', { id: 'auc-7' }));
    expect(prefetchAuction(loaderArgs('http://web.test/detail/auc-7', { id: 'auc-7' }))).toBeNull();
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(sent.map((call) => call.path).sort()).toEqual([
      '/user/auctionScreen',
      '/user/filterdata',
      '/user/getAuctions',
    ]);
  });

  it('the opened page calls first, before the router; its loader then shares those answers', async () => {
    const url = 'http://web.test/listing?sort=endingSoon';
    startFirstPageCalls(url);
    expect(sent.map((call) => call.path).sort()).toEqual(['/user/filterdata', '/user/getAuctions']);
    await routeLoader(paths.listing)(loaderArgs(url));
    const list = catalogueQueries.auctions(
      apiClient,
      listingRequest(readListingUrl(new URL(url).searchParams)),
    );
    await vi.waitFor(() => expect(queryClient.getQueryData(list.queryKey)).toBeDefined());
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(sent.map((call) => call.path).sort()).toEqual(['/user/filterdata', '/user/getAuctions']);

    sent.length = 0;
    startFirstPageCalls('http://web.test/detail/auc-7');
    expect(sent).toEqual([{ path: '/user/auctionScreen', body: { auctionId: 'auc-7' } }]);
    await routeLoader(detailPath)(loaderArgs('http://web.test/detail/auc-7', { id: 'auc-7' }));
    await vi.waitFor(() =>
      expect(
        queryClient.getQueryData(catalogueQueries.auction(apiClient, 'auc-7').queryKey),
      ).toMatchObject({ _id: 'auc-7' }),
    );
    expect(sent).toHaveLength(1);

    // Other pages call nothing before their code.
    sent.length = 0;
    startFirstPageCalls('http://web.test/contact');
    startFirstPageCalls('http://web.test/detail');
    // Without waiting on the clock: a page that calls early is the only one sent.
    startFirstPageCalls('http://web.test/detail/auc-8');
    await vi.waitFor(() => expect(sent).not.toEqual([]));
    expect(sent).toEqual([{ path: '/user/auctionScreen', body: { auctionId: 'auc-8' } }]);
  });
});
