import { describe, expect, it } from 'vitest';
import { EMPTY_VEHICLE_FILTERS } from '@marketdrop/ui';
import { filtersFromQuery, withFilters } from './listing-filters';
import { readListingQuery, writeListingQuery } from './listing-url';

describe('listing filters <-> URL query', () => {
  it('reads the sidebar state from the query', () => {
    const query = readListingQuery(
      new URLSearchParams('brand=make-ford&year=2020&minPrice=6000&type=auction'),
    );
    expect(filtersFromQuery(query, [5000, 90000])).toEqual({
      ...EMPTY_VEHICLE_FILTERS,
      brand: ['make-ford'],
      year: [2020],
      auctionType: ['auction'],
      price: [6000, 90000],
    });
    expect(filtersFromQuery({}, [5000, 90000]).price).toBeNull();
  });

  it('writes the sidebar state back, keeping sort, search and section', () => {
    const query = readListingQuery(
      new URLSearchParams('sort=endingSoon&search=civic&trending=true&brand=x'),
    );
    const next = withFilters(query, {
      ...EMPTY_VEHICLE_FILTERS,
      category: ['cat-suv'],
      price: [7000, 15000],
    });
    expect(writeListingQuery(next).toString()).toBe(
      'category=cat-suv&minPrice=7000&maxPrice=15000&sort=endingSoon&search=civic&trending=true',
    );
  });

  it('Reset clears every filter', () => {
    const query = readListingQuery(
      new URLSearchParams('brand=x&minPrice=1&maxPrice=2&timeLeft=lt1h'),
    );
    expect(writeListingQuery(withFilters(query, EMPTY_VEHICLE_FILTERS)).toString()).toBe('');
  });
});
