import { describe, expect, it } from 'vitest';
import { currentPriceAt, marketDropPriceAt } from '../../src/catalogue/auction-price';
import { timeLeftOf, statusAt } from '../../src/catalogue/to-auction';

const start = new Date('2026-11-23T12:00:00Z');
const end = new Date('2026-11-27T00:00:00Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
const drop = {
  startsAt: start,
  endsAt: end,
  startingBid: 30_000,
  floorPrice: 28_000,
  dropAmount: 500,
  dropIntervalMinutes: 60,
};

describe('MarketDropAI price (docs/product.md §4)', () => {
  it('starts at the sticker price and drops a step at the end of each interval', () => {
    expect(marketDropPriceAt(drop, at(-30))).toEqual({ price: 30_000, changesAt: at(60) });
    expect(marketDropPriceAt(drop, at(0))).toEqual({ price: 30_000, changesAt: at(60) });
    expect(marketDropPriceAt(drop, at(59.99))).toEqual({ price: 30_000, changesAt: at(60) });
    expect(marketDropPriceAt(drop, at(60))).toEqual({ price: 29_500, changesAt: at(120) });
    expect(marketDropPriceAt(drop, at(150))).toEqual({ price: 29_000, changesAt: at(180) });
  });

  it('stops at the floor and stays there until the close', () => {
    expect(marketDropPriceAt(drop, at(240))).toEqual({ price: 28_000, changesAt: null });
    expect(marketDropPriceAt(drop, at(10_000))).toEqual({ price: 28_000, changesAt: null });
  });

  it('does not schedule a drop at or after the end', () => {
    const short = { ...drop, endsAt: at(90), floorPrice: 10_000 };
    expect(marketDropPriceAt(short, at(61))).toEqual({ price: 29_500, changesAt: null });
  });

  it('prices each type', () => {
    const base = { ...drop, currentPrice: 12_000, highestBid: null, claimPrice: null };
    expect(currentPriceAt({ ...base, auctionType: 'marketdropai' }, at(60))).toBe(29_500);
    expect(currentPriceAt({ ...base, auctionType: 'auction' }, at(60))).toBe(12_000);
    expect(currentPriceAt({ ...base, auctionType: 'auction', highestBid: 13_100 }, at(60))).toBe(
      13_100,
    );
    expect(currentPriceAt({ ...base, auctionType: 'claimpoint', claimPrice: 25_000 }, at(60))).toBe(
      25_000,
    );
  });
});

describe('time left and status', () => {
  it('formats HH:MM:SS, hours past 24, zero once over', () => {
    expect(timeLeftOf(end, new Date(end.getTime() - 1500))).toBe('00:00:01');
    expect(timeLeftOf(end, new Date(end.getTime() - (50 * 3600 + 62) * 1000))).toBe('50:01:02');
    expect(timeLeftOf(end, end)).toBe('00:00:00');
    expect(timeLeftOf(end, new Date(end.getTime() + 5000))).toBe('00:00:00');
  });

  it('derives scheduled, open and ended from the clock', () => {
    const row = { status: 'open' as const, startsAt: start, endsAt: end };
    expect(statusAt(row, at(-1))).toBe('scheduled');
    expect(statusAt(row, at(1))).toBe('open');
    expect(statusAt(row, end)).toBe('ended');
    expect(statusAt({ ...row, status: 'sold' }, at(1))).toBe('sold');
  });
});
