import { describe, expect, it } from 'vitest';
import { listingRequestOfUrl, readListingQuery, writeListingQuery } from './listing';

describe('listingRequestOfUrl', () => {
  it('gives the first page the listing address asks for, in canonical form', () => {
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
  });

  it('leaves malformed values out; an unknown sort asks for the server default', () => {
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

  it('reads back what the listing writes', () => {
    const query = readListingQuery(
      new URLSearchParams('fuel=Diesel&year=2020&minPrice=1000&sort=endingSoon'),
    );
    expect(readListingQuery(writeListingQuery(query))).toEqual(query);
  });
});
