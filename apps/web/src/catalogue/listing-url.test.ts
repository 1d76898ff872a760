import { describe, expect, it } from 'vitest';
import {
  listingFilters,
  listingFiltersOfUrl,
  listingSection,
  readListingQuery,
  readListingState,
  writeListingQuery,
  type ListingQuery,
} from './listing-url';

const read = (search: string) => readListingQuery(new URLSearchParams(search));

describe('readListingQuery', () => {
  it('defaults to Price Low to High with no filter', () => {
    expect(read('')).toEqual({ sortBy: 'lowToHigh' });
  });

  it('reads every filter, the sort, the search and the section', () => {
    expect(
      read(
        'brand=make-honda&brand=make-ford&category=cat-suv&fuel=Hybrid&transmission=Manual' +
          '&type=claimpoint&timeLeft=lt24h&year=2021&year=2019&minPrice=5000&maxPrice=20000' +
          '&sort=endingSoon&search=%20civic%20&trending=true',
      ),
    ).toEqual({
      brandcategories: ['make-honda', 'make-ford'],
      category: ['cat-suv'],
      fuelType: ['Hybrid'],
      transmission: ['Manual'],
      auctionType: ['claimpoint'],
      timeLeft: ['lt24h'],
      year: [2021, 2019],
      minPrice: 5000,
      maxPrice: 20000,
      sortBy: 'endingSoon',
      search: 'civic',
      trending: true,
    });
  });

  it('leaves out what is malformed instead of sending it', () => {
    expect(
      read(
        'type=bogus&timeLeft=soon&year=abc&year=99999&minPrice=-5&maxPrice=lots&sort=cheapest' +
          '&search=%20%20&trending=yes&brand=',
      ),
    ).toEqual({ sortBy: '' });
  });

  it('drops a reversed price range', () => {
    expect(read('minPrice=30000&maxPrice=10000')).toEqual({ sortBy: 'lowToHigh' });
    expect(read('minPrice=10000')).toEqual({ sortBy: 'lowToHigh', minPrice: 10000 });
  });

  it('an empty sort means the Select (server default) order', () => {
    expect(read('sort=').sortBy).toBe('');
  });
});

describe('writeListingQuery', () => {
  it('round-trips through the URL', () => {
    const query: ListingQuery = {
      brandcategories: ['make-honda'],
      year: [2020],
      minPrice: 5000,
      maxPrice: 15000,
      sortBy: 'highToLow',
      search: 'rav4',
      trending: true,
      timeLeft: ['lt1h'],
    };
    expect(readListingQuery(writeListingQuery(query))).toEqual(query);
  });

  it('leaves out the default sort and empty values', () => {
    expect(
      writeListingQuery({ sortBy: 'lowToHigh', search: ' ', brandcategories: [] }).toString(),
    ).toBe('');
    expect(writeListingQuery({ sortBy: '' }).toString()).toBe('sort=');
  });
});

describe('listing section and navigation state', () => {
  it('is trending only when asked', () => {
    expect(listingSection({ trending: true })).toBe('trending');
    expect(listingSection({})).toBe('normal');
    expect(readListingState({ auctionType: 'trending' })).toBe('trending');
    expect(readListingState({ auctionType: 'normal' })).toBe('normal');
    expect(readListingState({ auctionType: 'other' })).toBeNull();
    expect(readListingState(null)).toBeNull();
  });
});

describe('links into the listing', () => {
  it('leave the sort out when none is given (the default applies)', () => {
    expect(writeListingQuery({ trending: true }).toString()).toBe('trending=true');
    expect(writeListingQuery({ auctionType: ['marketdropai'] }).toString()).toBe(
      'type=marketdropai',
    );
  });
});

describe('listingFilters', () => {
  it('asks 20 a page, and the trending list for the trending section', () => {
    const query: ListingQuery = { sortBy: 'highToLow', brandcategories: ['make-ford'] };
    expect(listingFilters(query, 'normal')).toEqual({ ...query, pageSize: 20 });
    expect(listingFilters(query, 'trending')).toEqual({ ...query, trending: true, pageSize: 20 });
  });

  it('reads the filters of a listing address, the trending section included', () => {
    expect(listingFiltersOfUrl('http://web.test/listing?brand=make-ford&sort=highToLow')).toEqual({
      brandcategories: ['make-ford'],
      sortBy: 'highToLow',
      pageSize: 20,
    });
    expect(listingFiltersOfUrl('http://web.test/listing?trending=true')).toMatchObject({
      trending: true,
      pageSize: 20,
    });
  });
});
