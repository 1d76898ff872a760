import type { AuctionType } from '@marketdrop/api-client';
import { toAuctionsRequest, type VehicleFilters } from '@marketdrop/ui';
import type { ListingQuery } from './listing-url';

/** The filter sidebar's state for a listing query (a price bound alone keeps the other at the edge). */
export function filtersFromQuery(
  query: ListingQuery,
  priceRange: readonly [number, number],
): VehicleFilters {
  const hasPrice = query.minPrice != null || query.maxPrice != null;
  return {
    brand: query.brandcategories ?? [],
    category: query.category ?? [],
    year: query.year ?? [],
    fuelType: query.fuelType ?? [],
    transmission: query.transmission ?? [],
    price: hasPrice ? [query.minPrice ?? priceRange[0], query.maxPrice ?? priceRange[1]] : null,
    auctionType: (query.auctionType ?? []) as AuctionType[],
    timeLeft: query.timeLeft ?? [],
  };
}

/** The listing query with the sidebar's filters in place of its own (sort, search, section kept). */
export function withFilters(query: ListingQuery, filters: VehicleFilters): ListingQuery {
  const request = toAuctionsRequest(filters);
  return {
    ...query,
    ...request,
    minPrice: request.minPrice,
    maxPrice: request.maxPrice,
  };
}
