import { describe, expect, it } from 'vitest';
import { generateCatalogue, nextThursdayCloses } from '../../src/seed-data/generate-catalogue';
import { MAKES } from '../../src/seed-data/vehicles';

const now = new Date('2026-11-22T10:00:00Z');

describe('Thursday sale calendar', () => {
  it('closes at 19:00 Toronto time on the coming Thursdays', () => {
    expect(nextThursdayCloses(now, 3).map((d) => d.toISOString())).toEqual([
      '2026-11-27T00:00:00.000Z',
      '2026-12-04T00:00:00.000Z',
      '2026-12-11T00:00:00.000Z',
    ]);
  });

  it('follows daylight saving time (EDT in summer)', () => {
    expect(nextThursdayCloses(new Date('2026-07-01T00:00:00Z'), 1)[0]?.toISOString()).toBe(
      '2026-07-02T23:00:00.000Z',
    );
  });

  it('skips a Thursday whose close has already passed', () => {
    const thursdayNight = new Date('2026-11-27T01:00:00Z');
    expect(nextThursdayCloses(thursdayNight, 1)[0]?.toISOString()).toBe('2026-12-04T00:00:00.000Z');
  });
});

describe('demo catalogue', () => {
  const catalogue = generateCatalogue({ count: 300, now });

  it('is deterministic for a seed', () => {
    expect(generateCatalogue({ count: 20, now })).toEqual(generateCatalogue({ count: 20, now }));
  });

  it('covers at least 25 real makes and every auction type, some trending', () => {
    expect(new Set(catalogue.vehicles.map((v) => v.make)).size).toBeGreaterThanOrEqual(25);
    const types = new Set(catalogue.auctions.map((a) => a.type));
    expect([...types].sort()).toEqual(['auction', 'claimpoint', 'marketdropai']);
    expect(catalogue.auctions.some((a) => a.trending)).toBe(true);
  });

  it('uses only models and trims that exist for the make', () => {
    for (const v of catalogue.vehicles) {
      const spec = MAKES.find((m) => m.make === v.make)?.models.find((m) => m.model === v.model);
      expect(spec?.trims).toContain(v.trim);
    }
  });

  it('keeps prices and dates consistent', () => {
    catalogue.auctions.forEach((a, i) => {
      const v = catalogue.vehicles[i]!;
      expect(a.endsAt.getTime()).toBeGreaterThan(now.getTime());
      expect(a.startsAt.getTime()).toBeLessThan(now.getTime());
      expect(a.endsAt.getUTCDay() === 5 || a.endsAt.getUTCDay() === 4).toBe(true);
      if (a.type === 'auction') expect(a.startingBid).toBeLessThan(v.originalPrice);
      if (a.type === 'marketdropai') {
        expect(a.floorPrice).toBeLessThan(a.startingBid);
        expect(a.dropAmount).toBeGreaterThan(0);
      }
      if (a.type === 'claimpoint') expect(a.claimPrice).toBeLessThan(v.originalPrice);
      expect(v.year).toBeLessThanOrEqual(now.getUTCFullYear());
      expect(v.miles).toBeGreaterThan(0);
    });
  });
});
