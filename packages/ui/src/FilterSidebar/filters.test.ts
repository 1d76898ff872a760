import { describe, expect, it } from 'vitest';
import {
  EMPTY_VEHICLE_FILTERS,
  countActiveFilters,
  priceBounds,
  toAuctionsRequest,
  yearChoices,
  type VehicleFilters,
} from './filters';

const filled: VehicleFilters = {
  brand: ['make-honda', 'make-ford'],
  category: ['cat-suv'],
  year: [2021, 2019],
  fuelType: ['Hybrid'],
  transmission: ['Automatic'],
  price: [10000, 25500],
  auctionType: ['claimpoint'],
  timeLeft: ['lt24h'],
};

describe('toAuctionsRequest', () => {
  it('maps every filter to its getAuctions field', () => {
    expect(toAuctionsRequest(filled)).toEqual({
      brandcategories: ['make-honda', 'make-ford'],
      category: ['cat-suv'],
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

  it('copies the lists, so changing the request does not change the state', () => {
    const request = toAuctionsRequest(filled);
    request.brandcategories.push('make-kia');
    expect(filled.brand).toEqual(['make-honda', 'make-ford']);
  });
});

describe('priceBounds and yearChoices', () => {
  it('use the server range when given', () => {
    expect(priceBounds({ priceMin: 8000, priceMax: 64000 })).toEqual([8000, 64000]);
    // Widened to whole steps of 500, so every slider position is a round price.
    expect(priceBounds({ priceMin: 8140, priceMax: 63_901 })).toEqual([8000, 64000]);
    expect(priceBounds({ priceMin: 12_000, priceMax: 12_000 })).toEqual([12_000, 12_500]);
    expect(
      yearChoices({
        years: [
          { _id: 'a', value: 2019 },
          { _id: 'b', value: 2021 },
        ],
      }),
    ).toEqual([2021, 2019]);
    expect(yearChoices({ yearMin: 2019, yearMax: 2021 })).toEqual([2021, 2020, 2019]);
  });

  it('fall back to 5000-20000 and 2000-2023 (spec §3)', () => {
    expect(priceBounds(undefined)).toEqual([5000, 20000]);
    expect(priceBounds({ priceMin: 30000, priceMax: 1000 })).toEqual([5000, 20000]);
    const years = yearChoices(null);
    expect(years[0]).toBe(2023);
    expect(years.at(-1)).toBe(2000);
    expect(years).toHaveLength(24);
  });
});

describe('countActiveFilters', () => {
  it('counts each choice and the price range once', () => {
    expect(countActiveFilters(EMPTY_VEHICLE_FILTERS)).toBe(0);
    expect(countActiveFilters(filled)).toBe(10);
  });
});
