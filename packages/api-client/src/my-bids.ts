/**
 * The one model of My Bids' list (docs/product.md §3.8), shared by the "Filter & Sort" drawer
 * (`@marketdrop/ui`), the web app's page and its address, and the `myBids` request:
 *
 * - `MyBidsState`: the tab, the sale types shown (none: all) and the order;
 * - `readMyBidsUrl` / `writeMyBidsUrl`: its address (`/my-bids?tab=won&type=auction&sort=endDate`),
 *   read defensively (anything unknown is left out), so a reload or a link keeps it;
 * - `myBidsRequest(state)`: the `myBids` request of a state, without its page number.
 */
import {
  AUCTION_TYPES,
  MY_BIDS_SORTS,
  MY_BIDS_TABS,
  type MyBidsSort,
  type MyBidsTab,
} from '@marketdrop/validation';
import type { AuctionType, MyBidsRequest } from './contract';
import { choiceParam, isOneOf } from './search-params';

/** What the Filter & Sort drawer chooses: the sale types shown (none: all) and the order. */
export type MyBidsFilters = {
  auctionType: AuctionType[];
  /** `null`: the server's default order. */
  sortBy: MyBidsSort | null;
};

/** What My Bids shows: a tab and its filters. */
export type MyBidsState = MyBidsFilters & { tab: MyBidsTab };

/** Every type, the server's order: what Reset gives. */
export const EMPTY_MY_BIDS_FILTERS: MyBidsFilters = Object.freeze({
  auctionType: [],
  sortBy: null,
}) as MyBidsFilters;

/** The Active tab without filters: `/my-bids`. */
export const DEFAULT_MY_BIDS_STATE: MyBidsState = Object.freeze({
  ...EMPTY_MY_BIDS_FILTERS,
  tab: 'active',
}) as MyBidsState;

/** How many choices are on (each type, and a sort). */
export function countMyBidsFilters(filters: MyBidsFilters): number {
  return filters.auctionType.length + (filters.sortBy ? 1 : 0);
}

/** The address parameter of each part of the state. */
const PARAMS = { tab: 'tab', auctionType: 'type', sortBy: 'sort' } as const;
const tabParam = choiceParam(PARAMS.tab, MY_BIDS_TABS, DEFAULT_MY_BIDS_STATE.tab);

/**
 * The My Bids state of an address's parameters: an unknown tab is Active, unknown types and sorts
 * are left out, the types in the product's order without repeats.
 */
export function readMyBidsUrl(params: URLSearchParams): MyBidsState {
  const sort = params.get(PARAMS.sortBy);
  const types = params.getAll(PARAMS.auctionType);
  return {
    tab: tabParam.read(params),
    auctionType: AUCTION_TYPES.filter((type) => types.includes(type)),
    sortBy: isOneOf(MY_BIDS_SORTS)(sort) ? sort : null,
  };
}

/**
 * The address parameters of a My Bids state, written over `base` (its other parameters are kept):
 * the Active tab, no type and the default order are left out.
 */
export function writeMyBidsUrl(
  state: MyBidsState,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = tabParam.write(state.tab, base);
  params.delete(PARAMS.auctionType);
  params.delete(PARAMS.sortBy);
  for (const type of state.auctionType) params.append(PARAMS.auctionType, type);
  if (state.sortBy) params.set(PARAMS.sortBy, state.sortBy);
  return params;
}

/** The `myBids` request of a state, without its page number: empty filters are not sent. */
export function myBidsRequest(state: MyBidsState): Omit<MyBidsRequest, 'pageNumber'> {
  return {
    tab: state.tab,
    ...(state.auctionType.length > 0 ? { auctionType: [...state.auctionType] } : {}),
    ...(state.sortBy ? { sortBy: state.sortBy } : {}),
  };
}
