/**
 * What the listing's filter sidebar offers for the filter options of the server (GET filterdata):
 * the price slider's bounds, the years, and how many filters are set. The filter state itself is
 * `VehicleFilters` of `./listing`.
 */
import {
  DEFAULT_PRICE_MAX,
  DEFAULT_PRICE_MIN,
  DEFAULT_YEAR_MAX,
  DEFAULT_YEAR_MIN,
  PRICE_SLIDER_STEP,
} from '@marketdrop/validation';
import type { FilterOptions } from './contract';
import type { VehicleFilters } from './listing';

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** The price slider's bounds: the server's range, else 5000 to 20000 (docs/product.md §7.4). */
export function priceBounds(options?: Partial<FilterOptions> | null): [number, number] {
  const min = isNumber(options?.priceMin) ? options.priceMin : DEFAULT_PRICE_MIN;
  const max = isNumber(options?.priceMax) ? options.priceMax : DEFAULT_PRICE_MAX;
  if (min > max) return [DEFAULT_PRICE_MIN, DEFAULT_PRICE_MAX];
  // Widened to whole slider steps so every thumb position is a round price (the data's range is
  // rarely a multiple of 500): 8,140-63,900 becomes 8,000-64,000.
  const low = Math.floor(min / PRICE_SLIDER_STEP) * PRICE_SLIDER_STEP;
  const high = Math.ceil(max / PRICE_SLIDER_STEP) * PRICE_SLIDER_STEP;
  return [low, Math.max(high, low + PRICE_SLIDER_STEP)];
}

/** The filters with a price over the whole slider range (`bounds`) as no price filter at all. */
export function withoutFullPrice(
  filters: VehicleFilters,
  bounds: readonly [number, number],
): VehicleFilters {
  const { price } = filters;
  return price !== null && price[0] <= bounds[0] && price[1] >= bounds[1]
    ? { ...filters, price: null }
    : filters;
}

/** The years offered: filterdata's list (newest first), else yearMin..yearMax, else 2000..2023. */
export function yearChoices(options?: Partial<FilterOptions> | null): number[] {
  const listed = (options?.years ?? []).map((year) => year.value).filter(isNumber);
  if (listed.length > 0) return [...new Set(listed)].sort((a, b) => b - a);
  const min = isNumber(options?.yearMin) ? options.yearMin : DEFAULT_YEAR_MIN;
  const max = isNumber(options?.yearMax) ? options.yearMax : DEFAULT_YEAR_MAX;
  const years: number[] = [];
  for (let year = Math.max(min, max); year >= Math.min(min, max); year -= 1) years.push(year);
  return years;
}

/** How many choices are set (price counts as one when it is filtered): for a "Filters (n)" button. */
export function countActiveFilters(filters: VehicleFilters): number {
  return (
    filters.brand.length +
    filters.category.length +
    filters.year.length +
    filters.fuelType.length +
    filters.transmission.length +
    filters.auctionType.length +
    filters.timeLeft.length +
    (filters.price ? 1 : 0)
  );
}
