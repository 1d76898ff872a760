/**
 * The listing's long tail (issue 24): many distinct payloads asked with Zipf-like frequencies, as
 * real traffic asks them (a few popular pages very often, most filters and searches once or
 * twice), where the fixed mix of `bench:listing` repeats 200 payloads that the answer cache holds.
 */
import type { FilterOptions, GetAuctionsRequest } from '@marketdrop/api-client';
import type { Rng } from '../src/seed-data/generate-catalogue';
import { CITIES, MAKES } from '../src/seed-data/vehicles';

/** Words buyers type: makes, models, "make model", a model and a year, a city, a body or fuel. */
function searchTerms(): string[] {
  const terms = new Set<string>();
  for (const { make, models } of MAKES) {
    terms.add(make.toLowerCase());
    for (const { model, body, fuel } of models) {
      terms.add(model.toLowerCase());
      terms.add(`${make} ${model}`.toLowerCase());
      terms.add(body.toLowerCase());
      for (const kind of fuel) terms.add(kind.toLowerCase());
    }
  }
  for (const { city } of CITIES) terms.add(city.toLowerCase());
  return [...terms];
}

const SORTS = ['', 'lowToHigh', 'highToLow', 'endingSoon', 'newestFirst'] as const;

/**
 * `count` distinct listing payloads (compared by their JSON), a third of them with a free-text
 * search (a term, sometimes with a year), the rest combinations of the catalogue's own filters
 * (brands, categories, price and year ranges, fuel, transmission, sale type, time left), with a
 * sort and mostly the first page.
 */
export function longTailPayloads(
  options: FilterOptions,
  rng: Rng,
  count = 10_000,
): GetAuctionsRequest[] {
  const terms = searchTerms();
  const years = options.years.map((year) => year.value);
  const seen = new Set<string>();
  const payloads: GetAuctionsRequest[] = [];
  const some = <T>(items: readonly T[], most: number): T[] => {
    const picked = new Set<T>();
    const wanted = rng.int(1, Math.min(most, items.length));
    while (picked.size < wanted) picked.add(rng.pick(items));
    return [...picked];
  };
  let attempts = 0;
  while (payloads.length < count && attempts < count * 50) {
    attempts += 1;
    const payload: GetAuctionsRequest = {
      sortBy: rng.pick(SORTS),
      pageNumber: rng.chance(0.75) ? 1 : rng.int(2, 6),
      pageSize: 20,
    };
    if (payloads.length % 3 === 0) {
      const term = rng.pick(terms);
      payload.search = rng.chance(0.25) ? `${term} ${rng.pick(years)}` : term;
      if (rng.chance(0.3)) payload.auctionType = [rng.pick(options.auctionType).value];
    } else {
      if (rng.chance(0.5)) payload.brandcategories = some(options.brand, 3).map((b) => b._id);
      if (rng.chance(0.35)) payload.category = some(options.category, 2).map((c) => c._id);
      if (rng.chance(0.4)) {
        const low = rng.int(1, 20) * 2500;
        payload.minPrice = low;
        if (rng.chance(0.7)) payload.maxPrice = low + rng.int(1, 12) * 2500;
      }
      if (rng.chance(0.3)) payload.year = some(years, 3);
      if (rng.chance(0.25)) payload.fuelType = some(options.fuelType, 2).map((f) => f.value);
      if (rng.chance(0.2)) payload.transmission = [rng.pick(options.transmission).value];
      if (rng.chance(0.3)) payload.auctionType = [rng.pick(options.auctionType).value];
      if (rng.chance(0.1)) payload.timeLeft = [rng.pick(options.timeLeft).value];
    }
    const key = JSON.stringify(payload);
    if (seen.has(key)) continue;
    seen.add(key);
    payloads.push(payload);
  }
  return payloads;
}

/**
 * A draw of indexes in `[0, size)` with Zipf frequencies of exponent `s` (index 0 the most
 * asked): rank r is drawn in proportion to 1 / (r + 1)^s. With s = 1 and 10,000 payloads, the
 * 10 most popular take about a quarter of the requests and a third of them are asked once or never
 * in 100,000 draws.
 */
export function zipfSampler(size: number, rng: Rng, s = 1): () => number {
  const cumulative = new Float64Array(size);
  let total = 0;
  for (let rank = 0; rank < size; rank += 1) {
    total += 1 / (rank + 1) ** s;
    cumulative[rank] = total;
  }
  return () => {
    const target = rng.next() * total;
    let low = 0;
    let high = size - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}
