import { describe, expect, it } from 'vitest';
import { EMPTY_VEHICLE_FILTERS, type VehicleFilters } from './listing';
import { countActiveFilters, priceBounds, withoutFullPrice, yearChoices } from './listing-options';

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

describe('priceBounds, withoutFullPrice and yearChoices', () => {
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

  it('fall back to 5000-20000 and 2000-2023 (docs/product.md §7)', () => {
    expect(priceBounds(undefined)).toEqual([5000, 20000]);
    expect(priceBounds({ priceMin: 30000, priceMax: 1000 })).toEqual([5000, 20000]);
    const years = yearChoices(null);
    expect(years[0]).toBe(2023);
    expect(years.at(-1)).toBe(2000);
    expect(years).toHaveLength(24);
  });

  it('treat a price over the whole slider range as no price filter', () => {
    expect(withoutFullPrice({ ...filled, price: [5000, 20000] }, [5000, 20000]).price).toBeNull();
    expect(withoutFullPrice({ ...filled, price: [5500, 20000] }, [5000, 20000]).price).toEqual([
      5500, 20000,
    ]);
  });
});

describe('countActiveFilters', () => {
  it('counts each choice and the price range once', () => {
    expect(countActiveFilters(EMPTY_VEHICLE_FILTERS)).toBe(0);
    expect(countActiveFilters(filled)).toBe(10);
  });
});
