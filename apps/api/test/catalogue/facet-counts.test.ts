import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetAuctionsRequest } from '@marketdrop/api-client';
import { FacetCounts } from '../../src/catalogue/facet-counts';
import { listingFiltersOf, listingWhere, NO_FILTERS } from '../../src/catalogue/find-auctions';
import { auctions } from '../../src/catalogue/tables';
import { drivers } from '../helpers/build-test-app';
import {
  buildCatalogueApp,
  loadModel,
  type CatalogueApp,
  type ModelRow,
} from './catalogue-fixture';

/**
 * The counts behind the listing's choice of path (decision 024, 046): a list filter's estimate is
 * its exact count; a search's is never below what it matches, so the listing never takes a common
 * search for a rare one (a sort of every match).
 */
describe.each(drivers)('facet counts on %s', (driver) => {
  let t: CatalogueApp;
  let model: ModelRow[];
  const facets = new FacetCounts();

  beforeAll(async () => {
    t = await buildCatalogueApp(driver);
    model = await loadModel(t);
    await facets.read(t.app.db, t.clock.now());
  });
  afterAll(async () => {
    await t?.close();
  });

  const filtersOf = (request: GetAuctionsRequest) =>
    listingFiltersOf({ pageNumber: 1, pageSize: 20, ...request });
  /** How many listed auctions the listing's own WHERE matches. */
  async function matches(request: GetAuctionsRequest): Promise<number> {
    const [row] = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auctions)
      .where(listingWhere(filtersOf(request), t.clock.now()));
    return Number(row?.n);
  }
  const estimate = (request: GetAuctionsRequest) =>
    facets.estimate(t.app.db, filtersOf(request), t.clock.now());

  it('counts every listed auction, and each list filter exactly', async () => {
    expect(facets.estimate(t.app.db, NO_FILTERS, t.clock.now())).toBe(await matches({}));
    const first = model[0] as ModelRow;
    for (const request of [
      { brandcategories: [first.makeId] },
      { year: [first.year] },
      { fuelType: ['Gasoline'] },
      { transmission: ['Automatic'] },
      { auctionType: ['marketdropai'] },
    ] satisfies GetAuctionsRequest[]) {
      expect(estimate(request), JSON.stringify(request)).toBe(await matches(request));
    }
  });

  it('never estimates a search below its matches, and tells a rare one', async () => {
    const first = model[0] as ModelRow;
    const requests: GetAuctionsRequest[] = [
      { search: first.makeName },
      { search: first.makeName.slice(0, 2) },
      { search: `${first.makeName} ${first.model}` },
      { search: `${first.model} ${first.year}` },
      { search: first.city ?? 'toronto' },
      { search: 'zzzz' },
    ];
    for (const request of requests) {
      const found = await matches(request);
      const estimated = estimate(request) as number;
      expect(estimated, JSON.stringify({ request, found })).toBeGreaterThanOrEqual(found);
    }
    expect(estimate({ search: 'zzzz' })).toBe(0);
    const total = await matches({});
    expect(estimate({ search: `${first.makeName} ${first.model}` })).toBeLessThan(total);
  });
});
