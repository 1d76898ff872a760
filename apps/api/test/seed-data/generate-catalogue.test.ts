import { describe, expect, it } from 'vitest';
import { bidIncrement } from '@marketdrop/validation';
import {
  DEMO_BIDDER_COUNT,
  ENDING_SOON_MAX_MS,
  ENDING_SOON_MIN_MS,
  createRng,
  demoBidHistory,
  endingSoonCount,
  generateCatalogue,
  nextThursdayCloses,
} from '../../src/seed-data/generate-catalogue';
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
      const left = a.endsAt.getTime() - now.getTime();
      const endsSoon = left >= ENDING_SOON_MIN_MS && left <= ENDING_SOON_MAX_MS;
      expect(
        endsSoon || nextThursdayCloses(now, 4).some((c) => c.getTime() === a.endsAt.getTime()),
      ).toBe(true);
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

describe('the live demo', () => {
  const catalogue = generateCatalogue({ count: 320, now });
  const { auctions } = catalogue;

  it('ends a few sales of every kind within the next 10 to 30 minutes', () => {
    const soon = auctions.filter((a) => a.endsAt.getTime() - now.getTime() <= ENDING_SOON_MAX_MS);
    expect(soon).toHaveLength(endingSoonCount(320));
    for (const a of soon) {
      expect(a.endsAt.getTime() - now.getTime()).toBeGreaterThanOrEqual(ENDING_SOON_MIN_MS);
    }
    expect(new Set(soon.map((a) => a.type))).toEqual(
      new Set(['auction', 'marketdropai', 'claimpoint']),
    );
    expect(soon.some((a) => a.type === 'auction' && a.bids.length > 0)).toBe(true);
    expect(soon.some((a) => a.type === 'marketdropai' && (a.dropIntervalMinutes ?? 99) <= 5)).toBe(
      true,
    );
  });

  it('gives many ascending auctions a bid history that follows the increment ladder', () => {
    const withBids = auctions.filter((a) => a.bids.length > 0);
    expect(withBids.length).toBeGreaterThan(40);
    for (const a of withBids) {
      expect(a.type).toBe('auction');
      expect(a.bids[0]?.amount).toBe(a.startingBid);
      a.bids.forEach((bid, i) => {
        expect(bid.bidder).toBeGreaterThanOrEqual(0);
        expect(bid.bidder).toBeLessThan(DEMO_BIDDER_COUNT);
        expect(bid.amount).toBeLessThan(a.reservePrice as number);
        expect(bid.at.getTime()).toBeGreaterThanOrEqual(a.startsAt.getTime());
        expect(bid.at.getTime()).toBeLessThan(now.getTime());
        const previous = a.bids[i - 1];
        if (previous === undefined) return;
        expect(bid.amount).toBeGreaterThanOrEqual(previous.amount + bidIncrement(previous.amount));
        expect(bid.bidder).not.toBe(previous.bidder);
        expect(bid.at.getTime()).toBeGreaterThanOrEqual(previous.at.getTime());
        expect(previous.maxAmount).toBeNull();
      });
      const last = a.bids.at(-1);
      if (last?.maxAmount !== null && last?.maxAmount !== undefined) {
        expect(last.maxAmount).toBeGreaterThan(last.amount);
        expect(last.maxAmount).toBeLessThan(a.reservePrice as number);
      }
    }
  });

  it('drops some MarketDropAI prices every few minutes, far from their floor', () => {
    const fast = auctions.filter(
      (a) => a.type === 'marketdropai' && (a.dropIntervalMinutes ?? 99) <= 5,
    );
    expect(fast.length).toBeGreaterThanOrEqual(5);
    for (const a of fast) {
      const elapsed = now.getTime() - a.startsAt.getTime();
      const drops = Math.floor(elapsed / ((a.dropIntervalMinutes as number) * 60_000));
      expect(a.startingBid - (a.dropAmount as number) * drops).toBeGreaterThan(
        a.floorPrice as number,
      );
    }
  });

  it('a history needs a reserve and room for two bids', () => {
    const rng = createRng(1);
    const startsAt = new Date(now.getTime() - 3_600_000);
    expect(demoBidHistory(rng, { startingBid: 10_000, reservePrice: null, startsAt }, now)).toEqual(
      [],
    );
    expect(
      demoBidHistory(rng, { startingBid: 10_000, reservePrice: 10_050, startsAt }, now),
    ).toEqual([]);
    expect(
      demoBidHistory(rng, { startingBid: 10_000, reservePrice: 20_000, startsAt }, now).length,
    ).toBeGreaterThanOrEqual(2);
  });
});
