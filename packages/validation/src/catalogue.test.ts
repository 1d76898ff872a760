import { describe, expect, it } from 'vitest';
import {
  catalogueMessages,
  categoryWiseSchema,
  getAuctionsSchema,
  pageRequestSchema,
  toggleAuctionSchema,
} from './catalogue';
import { validate } from './errors';

const id = '6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f';

describe('getAuctions filter payload', () => {
  it('defaults to the first page of 20 and keeps the filters given', async () => {
    expect(await validate(getAuctionsSchema, {})).toEqual({
      ok: true,
      value: { pageNumber: 1, pageSize: 20 },
    });
    const full = {
      pageNumber: 2,
      pageSize: 8,
      year: [2021, 2022],
      fuelType: ['Hybrid'],
      brandcategories: [id],
      transmission: ['Automatic'],
      minPrice: 5000,
      maxPrice: 20000,
      auctionType: ['normal', 'trending', 'marketdropai'],
      sortBy: '',
      search: '  honda civic ',
      timeLeft: ['lt24h', 'gt7d'],
      category: [id],
      trending: true,
    };
    const result = await validate(getAuctionsSchema, full);
    expect(result).toEqual({ ok: true, value: { ...full, search: 'honda civic' } });
  });

  it('accepts nulls as "no filter"', async () => {
    const result = await validate(getAuctionsSchema, {
      minPrice: null,
      maxPrice: null,
      search: null,
      year: null,
      sortBy: null,
    });
    expect(result.ok).toBe(true);
  });

  it('refuses bad values with a message per field', async () => {
    const result = await validate(getAuctionsSchema, {
      pageNumber: 0,
      pageSize: 101,
      minPrice: -1,
      sortBy: 'price',
      auctionType: ['lottery'],
      timeLeft: ['soon'],
      brandcategories: ['toyota'],
      trending: 'yes',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        pageNumber: catalogueMessages.pageNumber,
        pageSize: catalogueMessages.pageSize,
        minPrice: catalogueMessages.price,
        sortBy: catalogueMessages.sortBy,
        'auctionType[0]': catalogueMessages.auctionType,
        'timeLeft[0]': catalogueMessages.timeLeft,
        'brandcategories[0]': catalogueMessages.id('Brand'),
        trending: catalogueMessages.trending,
      },
    });
  });

  it('refuses a minimum above the maximum and a fractional page', async () => {
    expect(await validate(getAuctionsSchema, { minPrice: 30000, maxPrice: 10000 })).toEqual({
      ok: false,
      errors: { maxPrice: catalogueMessages.priceRange },
    });
    expect(await validate(getAuctionsSchema, { pageNumber: 1.5 })).toEqual({
      ok: false,
      errors: { pageNumber: catalogueMessages.pageNumber },
    });
  });

  it('takes prices in whole dollars: a fraction is refused, not rounded', async () => {
    expect(await validate(getAuctionsSchema, { minPrice: 1.5, maxPrice: 20000.25 })).toEqual({
      ok: false,
      errors: { minPrice: catalogueMessages.price, maxPrice: catalogueMessages.price },
    });
    expect(catalogueMessages.price).toBe('Price must be a whole number of dollars of at least 0');
    expect((await validate(getAuctionsSchema, { minPrice: 1, maxPrice: 20000 })).ok).toBe(true);
  });
});

describe('other catalogue payloads', () => {
  it('pages saved auctions and category sections within their caps', async () => {
    expect(await validate(pageRequestSchema, {})).toEqual({
      ok: true,
      value: { pageNumber: 1, pageSize: 20 },
    });
    expect(await validate(categoryWiseSchema, {})).toEqual({ ok: true, value: { pageSize: 8 } });
    expect((await validate(categoryWiseSchema, { pageSize: 21 })).ok).toBe(false);
  });

  it('needs a real boolean to toggle a favourite', async () => {
    expect(await validate(toggleAuctionSchema, { auctionId: id, isLiked: false })).toEqual({
      ok: true,
      value: { auctionId: id, isLiked: false },
    });
    expect(await validate(toggleAuctionSchema, { auctionId: id, isLiked: 'true' })).toEqual({
      ok: false,
      errors: { isLiked: catalogueMessages.isLiked },
    });
    expect(await validate(toggleAuctionSchema, {})).toMatchObject({
      ok: false,
      errors: { auctionId: catalogueMessages.auctionIdRequired },
    });
  });
});
