import { describe, expect, it } from 'vitest';
import type { FilterOptions } from '@marketdrop/api-client';
import { longTailPayloads, zipfSampler } from '../../bench/long-tail';
import { createRng } from '../../src/seed-data/generate-catalogue';

const options: FilterOptions = {
  brand: ['Toyota', 'Honda', 'Ford', 'BMW', 'Kia'].map((name, i) => ({ _id: `b${i}`, name })),
  years: [2025, 2024, 2023, 2022, 2021, 2020].map((value) => ({ _id: String(value), value })),
  fuelType: ['Gasoline', 'Hybrid', 'Electric'].map((value) => ({ _id: value, value })),
  transmission: ['Automatic', 'Manual'].map((value) => ({ _id: value, value })),
  auctionType: (['auction', 'marketdropai', 'claimpoint'] as const).map((value) => ({
    _id: value,
    value,
  })),
  timeLeft: (['lt1h', 'lt24h'] as const).map((value) => ({ _id: value, value })),
  category: ['SUV', 'Sedan', 'Pickup'].map((name, i) => ({ _id: `c${i}`, name })),
  priceMin: 5000,
  priceMax: 90000,
  yearMin: 2020,
  yearMax: 2025,
} as unknown as FilterOptions;

describe("the listing bench's long tail", () => {
  it('makes the asked number of distinct payloads, a third of them searches', () => {
    const payloads = longTailPayloads(options, createRng(7), 3_000);
    expect(payloads).toHaveLength(3_000);
    expect(new Set(payloads.map((p) => JSON.stringify(p))).size).toBe(3_000);
    const searches = payloads.filter((p) => typeof p.search === 'string').length;
    expect(searches).toBe(1_000);
    for (const payload of payloads) {
      expect(payload.pageSize).toBe(20);
      if (typeof payload.search === 'string')
        expect(payload.search.length).toBeLessThanOrEqual(100);
    }
  });

  it('draws the first ranks most, and most ranks rarely (Zipf, s = 1)', () => {
    const size = 10_000;
    const draw = zipfSampler(size, createRng(11));
    const counts = new Uint32Array(size);
    const draws = 100_000;
    for (let i = 0; i < draws; i += 1) counts[draw()]! += 1;
    // Rank 1 is asked about twice as often as rank 2, ten times as often as rank 10.
    expect(counts[0]! / counts[1]!).toBeGreaterThan(1.6);
    expect(counts[0]! / counts[1]!).toBeLessThan(2.5);
    const top10 = counts.slice(0, 10).reduce((sum, n) => sum + n, 0);
    expect(top10 / draws).toBeGreaterThan(0.2);
    expect(top10 / draws).toBeLessThan(0.35);
    const rare = counts.filter((n) => n <= 1).length;
    expect(rare / size).toBeGreaterThan(0.25);
    expect(Math.max(...counts.slice(size - 100))).toBeLessThan(10);
  });
});
