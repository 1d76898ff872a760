import { describe, expect, it } from 'vitest';
import { DOCUMENTATION_FEE, SALES_TAXES, allInBreakdown } from './fees';
import { PROVINCE_CODES, provinceCodeOf } from './provinces';

describe('all-in price (price + $99 documentation fee + provincial sales taxes)', () => {
  it('Ontario: 13 % HST on price and fee', () => {
    const b = allInBreakdown(12_350, 'ON');
    expect(b.vehiclePriceCents).toBe(1_235_000);
    expect(b.documentationFeeCents).toBe(9_900);
    expect(b.buyersPremiumCents).toBe(0);
    // (12,350 + 99) x 13 % = 1,618.37
    expect(b.taxes).toEqual([
      { code: 'HST', rate: 0.13, baseCents: 1_244_900, amountCents: 161_837 },
    ]);
    expect(b.totalCents).toBe(1_244_900 + 161_837);
  });

  it('Quebec: 5 % GST and 9.975 % QST, each on price and fee, rounded to the cent', () => {
    const b = allInBreakdown(20_000, 'QC');
    // base 20,099.00; GST 1,004.95; QST 2,004.8753 -> 2,004.88
    expect(b.taxes.map((t) => [t.code, t.rate, t.amountCents])).toEqual([
      ['GST', 0.05, 100_495],
      ['QST', 0.09975, 200_488],
    ]);
    expect(b.taxCents).toBe(300_983);
    expect(b.totalCents).toBe(2_009_900 + 300_983);
  });

  it('Alberta: GST only', () => {
    const b = allInBreakdown(1_800, 'AB');
    expect(b.taxes).toEqual([{ code: 'GST', rate: 0.05, baseCents: 189_900, amountCents: 9_495 }]);
    expect(b.totalCents).toBe(199_395);
  });

  it('British Columbia: GST + 7 % PST under $55,000, and the passenger-vehicle brackets above', () => {
    const low = allInBreakdown(30_000, 'BC');
    expect(low.taxes.map((t) => [t.code, t.rate, t.amountCents])).toEqual([
      ['GST', 0.05, 150_495],
      ['PST', 0.07, 210_693],
    ]);
    expect(low.totalCents).toBe(3_009_900 + 150_495 + 210_693);
    expect(allInBreakdown(54_999, 'BC').taxes[1]?.rate).toBe(0.07);
    expect(allInBreakdown(55_000, 'BC').taxes[1]?.rate).toBe(0.08);
    expect(allInBreakdown(60_000, 'BC').taxes[1]?.rate).toBe(0.1);
    expect(allInBreakdown(150_000, 'BC').taxes[1]?.rate).toBe(0.2);
  });

  it('Nova Scotia: 14 % HST (since 2025-04-01)', () => {
    expect(allInBreakdown(10_000, 'NS').taxes).toEqual([
      { code: 'HST', rate: 0.14, baseCents: 1_009_900, amountCents: 141_386 },
    ]);
  });

  it('has every province and territory, with the documentation fee of the product rules', () => {
    expect(DOCUMENTATION_FEE).toBe(99);
    expect(Object.keys(SALES_TAXES).sort()).toEqual([...PROVINCE_CODES].sort());
    for (const code of PROVINCE_CODES) {
      const b = allInBreakdown(10_000, code);
      expect(b.totalCents).toBe(1_009_900 + b.taxCents);
      expect(b.taxCents).toBeGreaterThan(0);
    }
  });

  it('refuses a negative price and an unknown province', () => {
    expect(() => allInBreakdown(-1, 'ON')).toThrow(RangeError);
    expect(() => allInBreakdown(Number.NaN, 'ON')).toThrow(RangeError);
    // @ts-expect-error an unknown code
    expect(() => allInBreakdown(100, 'XX')).toThrow(RangeError);
  });

  it('reads a profile province written as a code or a name', () => {
    expect(provinceCodeOf('on')).toBe('ON');
    expect(provinceCodeOf(' Québec ')).toBe('QC');
    expect(provinceCodeOf('British  Columbia')).toBe('BC');
    expect(provinceCodeOf('Texas')).toBeNull();
    expect(provinceCodeOf('')).toBeNull();
  });
});
