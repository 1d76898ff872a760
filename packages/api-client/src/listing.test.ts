import { describe, expect, it } from 'vitest';
import { getAuctionsSchema } from '@marketdrop/validation';
import {
  DEFAULT_LISTING_STATE,
  EMPTY_VEHICLE_FILTERS,
  PRICE_FILTER_MAX,
  listingFiltersOfUrl,
  listingPathOf,
  listingRequest,
  listingRequestOfUrl,
  listingSection,
  listingState,
  listingStateOfFilters,
  readListingUrl,
  savedSearchFilters,
  toAuctionsRequest,
  withListingSearch,
  writeListingUrl,
  type ListingState,
  type VehicleFilters,
} from './listing';

const HONDA = '6f1c2a52-7d1b-4c3e-9a43-1f0a3e4b5c6d';
const FORD = '0b2e8d4a-3c5f-4e6a-8b7c-9d0e1f2a3b4c';
const SUV = 'c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f';

const filled: VehicleFilters = {
  brand: [HONDA, FORD],
  category: [SUV],
  year: [2021, 2019],
  fuelType: ['Hybrid'],
  transmission: ['Automatic'],
  price: [10000, 25500],
  auctionType: ['claimpoint'],
  timeLeft: ['lt24h'],
};

const read = (search: string) => readListingUrl(new URLSearchParams(search));

describe('the listing state', () => {
  it('defaults to All Vehicles, Price Low to High, nothing filtered', () => {
    expect(DEFAULT_LISTING_STATE).toEqual({
      filters: EMPTY_VEHICLE_FILTERS,
      sort: 'lowToHigh',
      search: '',
      trending: false,
    });
    expect(listingState()).toEqual(DEFAULT_LISTING_STATE);
    expect(listingState({ trending: true, filters: { auctionType: ['marketdropai'] } })).toEqual({
      ...DEFAULT_LISTING_STATE,
      trending: true,
      filters: { ...EMPTY_VEHICLE_FILTERS, auctionType: ['marketdropai'] },
    });
  });

  it('is the trending section only when asked', () => {
    expect(listingSection({ trending: true })).toBe('trending');
    expect(listingSection(DEFAULT_LISTING_STATE)).toBe('normal');
  });
});

describe('toAuctionsRequest', () => {
  it('maps every filter to its getAuctions field', () => {
    expect(toAuctionsRequest(filled)).toEqual({
      brandcategories: [HONDA, FORD],
      category: [SUV],
      year: [2021, 2019],
      fuelType: ['Hybrid'],
      transmission: ['Automatic'],
      minPrice: 10000,
      maxPrice: 25500,
      auctionType: ['claimpoint'],
      timeLeft: ['lt24h'],
    });
  });

  it('sends empty lists and null prices for the cleared state', () => {
    expect(toAuctionsRequest(EMPTY_VEHICLE_FILTERS)).toEqual({
      brandcategories: [],
      category: [],
      year: [],
      fuelType: [],
      transmission: [],
      minPrice: null,
      maxPrice: null,
      auctionType: [],
      timeLeft: [],
    });
  });

  it('leaves an open end of the price out', () => {
    const onlyMin = toAuctionsRequest({ ...filled, price: [9000, PRICE_FILTER_MAX] });
    expect([onlyMin.minPrice, onlyMin.maxPrice]).toEqual([9000, null]);
    const onlyMax = toAuctionsRequest({ ...filled, price: [0, 9000] });
    expect([onlyMax.minPrice, onlyMax.maxPrice]).toEqual([null, 9000]);
  });

  it('copies the lists, so changing the request does not change the state', () => {
    const request = toAuctionsRequest(filled);
    request.brandcategories?.push('make-kia');
    expect(filled.brand).toEqual([HONDA, FORD]);
  });
});

describe('listingRequest', () => {
  it('is the canonical payload: empty values out, lists sorted, 20 a page', () => {
    expect(listingRequest(DEFAULT_LISTING_STATE)).toEqual({ sortBy: 'lowToHigh', pageSize: 20 });
    expect(
      listingRequest({ filters: filled, sort: '', search: ' civic ', trending: true }, 8),
    ).toEqual({
      brandcategories: [FORD, HONDA],
      category: [SUV],
      year: [2019, 2021],
      fuelType: ['Hybrid'],
      transmission: ['Automatic'],
      minPrice: 10000,
      maxPrice: 25500,
      auctionType: ['claimpoint'],
      timeLeft: ['lt24h'],
      search: 'civic',
      trending: true,
      pageSize: 8,
    });
  });

  it('is accepted by the server schema as is', () => {
    const request = {
      ...listingRequest({ ...DEFAULT_LISTING_STATE, filters: filled }),
      pageNumber: 1,
    };
    expect(getAuctionsSchema.validateSync(request, { strict: true })).toEqual(request);
  });
});

describe('readListingUrl', () => {
  it('defaults to Price Low to High with no filter', () => {
    expect(read('')).toEqual(DEFAULT_LISTING_STATE);
  });

  it('reads every filter, the sort, the search and the section', () => {
    expect(
      read(
        'brand=make-honda&brand=make-ford&category=cat-suv&fuel=Hybrid&transmission=Manual' +
          '&type=claimpoint&timeLeft=lt24h&year=2021&year=2019&minPrice=5000&maxPrice=20000' +
          '&sort=endingSoon&search=%20civic%20&trending=true',
      ),
    ).toEqual({
      filters: {
        brand: ['make-honda', 'make-ford'],
        category: ['cat-suv'],
        fuelType: ['Hybrid'],
        transmission: ['Manual'],
        auctionType: ['claimpoint'],
        timeLeft: ['lt24h'],
        year: [2021, 2019],
        price: [5000, 20000],
      },
      sort: 'endingSoon',
      search: 'civic',
      trending: true,
    });
  });

  it('leaves out what is malformed instead of sending it', () => {
    expect(
      read(
        'type=bogus&timeLeft=soon&year=abc&year=99999&minPrice=-5&maxPrice=lots&sort=cheapest' +
          `&search=%20%20&trending=yes&brand=&fuel=${'x'.repeat(61)}`,
      ),
    ).toEqual({ ...DEFAULT_LISTING_STATE, sort: '' });
  });

  it('drops a reversed price range and keeps a single bound open at the other end', () => {
    expect(read('minPrice=30000&maxPrice=10000').filters.price).toBeNull();
    expect(read('minPrice=10000').filters.price).toEqual([10000, PRICE_FILTER_MAX]);
    expect(read('maxPrice=10000').filters.price).toEqual([0, 10000]);
    expect(read('minPrice=0').filters.price).toBeNull();
  });

  it('reads a fractional price of an address as whole dollars (the server takes no fraction)', () => {
    expect(read('minPrice=1500.4&maxPrice=20000.6').filters.price).toEqual([1500, 20001]);
    const request = listingRequestOfUrl('https://marketdrop.ca/listing?minPrice=1.5');
    expect(request.minPrice).toBe(2);
    expect(Number.isInteger(request.minPrice)).toBe(true);
  });

  it('an empty sort means the Select (server default) order', () => {
    expect(read('sort=').sort).toBe('');
  });
});

describe('writeListingUrl', () => {
  it('round-trips state -> URL -> state', () => {
    const state: ListingState = {
      filters: { ...filled, price: [5000, 15000] },
      sort: 'highToLow',
      search: 'rav4',
      trending: true,
    };
    expect(read(writeListingUrl(state).toString())).toEqual(state);
    const onlyMax = listingState({ filters: { price: [0, 15000] } });
    expect(read(writeListingUrl(onlyMax).toString())).toEqual(onlyMax);
  });

  it('round-trips URL -> state -> URL in the format of today', () => {
    const url =
      'brand=make-honda&category=cat-suv&fuel=Diesel&transmission=Manual&type=claimpoint' +
      '&timeLeft=lt1h&year=2020&minPrice=1000&maxPrice=9000&sort=endingSoon&search=rav4&trending=true';
    expect(writeListingUrl(read(url)).toString()).toBe(url);
    expect(writeListingUrl(read('minPrice=1000')).toString()).toBe('minPrice=1000');
  });

  it('leaves out the default sort and empty values', () => {
    expect(writeListingUrl(listingState({ search: ' ' })).toString()).toBe('');
    expect(writeListingUrl(listingState({ sort: '' })).toString()).toBe('sort=');
    expect(writeListingUrl(listingState({ trending: true })).toString()).toBe('trending=true');
    expect(
      writeListingUrl(listingState({ filters: { auctionType: ['marketdropai'] } })).toString(),
    ).toBe('type=marketdropai');
  });

  it('changes only the search with withListingSearch', () => {
    const params = new URLSearchParams('brand=make-ford&sort=highToLow&search=old');
    expect(withListingSearch(params, ' civic ').toString()).toBe(
      'brand=make-ford&sort=highToLow&search=civic',
    );
    expect(withListingSearch(params, '').toString()).toBe('brand=make-ford&sort=highToLow');
  });
});

describe('listingRequestOfUrl and listingFiltersOfUrl', () => {
  it('send a price over the server limit as is, for the server to refuse', () => {
    const request = listingRequestOfUrl(`https://marketdrop.ca/listing?maxPrice=${'9'.repeat(20)}`);
    expect(request.maxPrice).toBe(1e20);
    let refused: unknown;
    try {
      getAuctionsSchema.validateSync(request);
    } catch (error) {
      refused = error;
    }
    // The schema's message carries its key (decision 031): the price rule refuses it.
    expect((refused as { errors?: unknown[] } | undefined)?.errors?.[0]).toMatchObject({
      key: 'catalogue.price',
    });
  });

  it('give the first page the listing address asks for, in canonical form', () => {
    expect(listingRequestOfUrl('https://marketdrop.ca/listing')).toEqual({
      sortBy: 'lowToHigh',
      pageSize: 20,
      pageNumber: 1,
    });
    expect(
      listingRequestOfUrl(
        new URL(
          'https://marketdrop.ca/listing?type=claimpoint&brand=b&brand=a&brand=a&sort=highToLow&search=%20civic%20&trending=true',
        ),
      ),
    ).toEqual({
      auctionType: ['claimpoint'],
      brandcategories: ['a', 'b'],
      sortBy: 'highToLow',
      search: 'civic',
      trending: true,
      pageSize: 20,
      pageNumber: 1,
    });
    expect(listingFiltersOfUrl('http://web.test/listing?brand=make-ford&sort=highToLow')).toEqual({
      brandcategories: ['make-ford'],
      sortBy: 'highToLow',
      pageSize: 20,
    });
  });

  it('leave malformed values out; an unknown sort asks for the server default', () => {
    expect(
      listingRequestOfUrl(
        'https://marketdrop.ca/listing?minPrice=abc&year=1800&type=raffle&sort=x',
      ),
    ).toEqual({ pageSize: 20, pageNumber: 1 });
    expect(listingRequestOfUrl('https://marketdrop.ca/listing?minPrice=900&maxPrice=100')).toEqual({
      sortBy: 'lowToHigh',
      pageSize: 20,
      pageNumber: 1,
    });
  });

  it('ask only what the server schema accepts, whatever the address holds', () => {
    const urls = [
      `https://marketdrop.ca/listing?brand=${HONDA}&year=2021&fuel=Hybrid&minPrice=5000&sort=`,
      'https://marketdrop.ca/listing?maxPrice=50000&year=2101&timeLeft=gt7d&type=auction',
      `https://marketdrop.ca/listing?search=${'a'.repeat(300)}&trending=true&sort=newestFirst`,
    ];
    for (const url of urls) {
      const request = listingRequestOfUrl(url);
      expect(getAuctionsSchema.validateSync(request, { strict: true })).toEqual(request);
    }
  });
});

describe('saved searches: the filters kept and the listing they open', () => {
  const state = listingState({
    filters: { ...filled, auctionType: ['auction'], timeLeft: ['lt3d'] },
    sort: 'endingSoon',
    search: 'civic',
  });

  it('keeps the getAuctions filters without paging, valid for getAuctions', async () => {
    const filters = savedSearchFilters(state);
    expect(filters).not.toHaveProperty('pageSize');
    expect(filters).not.toHaveProperty('withTotal');
    expect(filters).toMatchObject({ brandcategories: [FORD, HONDA], sortBy: 'endingSoon' });
    await expect(getAuctionsSchema.validate(filters)).resolves.toBeTruthy();
  });

  it('reads back the listing state it was saved from, and its address', () => {
    const filters = savedSearchFilters(state);
    const back = listingStateOfFilters(filters);
    // The same listing (lists in canonical order).
    expect(listingRequest(back)).toEqual(listingRequest(state));
    const path = listingPathOf(filters);
    expect(path).toBe(`/listing?${writeListingUrl(back).toString()}`);
    expect(listingRequest(readListingUrl(new URL(path, 'http://x').searchParams))).toEqual(
      listingRequest(state),
    );
  });

  it('opens an open-ended price and the server sections as the listing shows them', () => {
    expect(listingStateOfFilters({ minPrice: 5000 }).filters.price).toEqual([
      5000,
      PRICE_FILTER_MAX,
    ]);
    expect(listingStateOfFilters({ maxPrice: 9000 }).filters.price).toEqual([0, 9000]);
    expect(
      listingStateOfFilters({ auctionType: ['normal', 'claimpoint'] }).filters.auctionType,
    ).toEqual(['claimpoint']);
    // No sort saved: the Select order.
    expect(listingPathOf({})).toBe('/listing?sort=');
    expect(listingPathOf({ sortBy: 'lowToHigh', trending: true })).toBe('/listing?trending=true');
  });
});
