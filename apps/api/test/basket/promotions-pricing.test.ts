import { describe, expect, it } from 'vitest';
import {
  applyPromotions,
  couponDiscount,
  shareCents,
  type CouponRule,
  type FreeProductRule,
  type PricedBasketLine,
} from '../../src/basket/promotions-pricing';

const NOW = new Date('2026-11-28T12:00:00Z');
const DAY = 86_400_000;

const vehicle = (lineId: string, unitCents: number): PricedBasketLine => ({
  lineId,
  kind: 'vehicle',
  auctionId: `auction-${lineId}`,
  unitCents,
  quantity: 1,
  feeCents: 9_900,
  taxClass: 'vehicle',
});

const product = (lineId: string, unitCents: number, quantity = 1): PricedBasketLine => ({
  lineId,
  kind: 'product',
  productId: `product-${lineId}`,
  productKind: 'floor_mats',
  unitCents,
  quantity,
  feeCents: 0,
  taxClass: 'standard',
});

const coupon = (overrides: Partial<CouponRule> = {}): CouponRule => ({
  couponId: 'c1',
  code: 'TEST',
  kind: 'amount',
  amountCents: 5_000,
  percent: null,
  maxDiscountCents: null,
  target: 'fees',
  minBasketCents: 0,
  startsAt: new Date(NOW.getTime() - DAY),
  endsAt: null,
  ...overrides,
});

const detailing = (overrides: Partial<FreeProductRule> = {}): FreeProductRule => ({
  promotionId: 'p1',
  slug: 'free-detailing',
  productId: 'detailing-id',
  productKind: 'detailing',
  listPriceCents: 24_900,
  taxClass: 'standard',
  minVehiclePriceCents: 2_000_000,
  minVehicles: 1,
  startsAt: new Date(NOW.getTime() - DAY),
  endsAt: null,
  ...overrides,
});

/** Every result must add up: line discounts to the totals, never above what a line holds. */
function expectConsistent(lines: PricedBasketLine[], result: ReturnType<typeof applyPromotions>) {
  const sum = (pick: (d: (typeof result.lineDiscounts)[number]) => number) =>
    result.lineDiscounts.reduce((total, discount) => total + pick(discount), 0);
  expect(sum((d) => d.couponCents)).toBe(result.coupon?.discountCents ?? 0);
  expect(sum((d) => d.pointsCents)).toBe(result.points.discountCents);
  expect(sum((d) => d.onPriceCents + d.onFeeCents)).toBe(result.discountCents);
  for (const discount of result.lineDiscounts) {
    const line = lines.find((candidate) => candidate.lineId === discount.lineId);
    if (!line) throw new Error(`no line ${discount.lineId}`);
    expect(discount.onFeeCents).toBeLessThanOrEqual(line.feeCents);
    // Never a dealer's vehicle price.
    if (line.kind === 'vehicle') expect(discount.onPriceCents).toBe(0);
    else expect(discount.onPriceCents).toBeLessThanOrEqual(line.unitCents * line.quantity);
    for (const value of Object.values(discount)) {
      if (typeof value === 'number') expect(Number.isInteger(value) && value >= 0).toBe(true);
    }
  }
  expect(result.totalBeforeTaxesCents).toBe(result.subtotalCents - result.discountCents);
}

describe('applyPromotions', () => {
  it('changes nothing without promotions', () => {
    const lines = [vehicle('v1', 1_500_000), product('m1', 19_900, 2)];
    const result = applyPromotions(lines, { now: NOW });
    expect(result).toEqual({
      subtotalCents: 1_500_000 + 9_900 + 39_800,
      freeLines: [],
      coupon: null,
      points: { applied: 0, used: 0, discountCents: 0 },
      lineDiscounts: [],
      discountCents: 0,
      totalBeforeTaxesCents: 1_549_700,
    });
  });

  it('takes an amount off the fees only, shared among the vehicles to the cent', () => {
    const lines = [vehicle('v1', 1_000_000), vehicle('v2', 3_000_000), product('m1', 19_900)];
    const result = applyPromotions(lines, { now: NOW, coupon: coupon({ amountCents: 5_001 }) });
    expect(result.coupon).toMatchObject({ status: 'applied', discountCents: 5_001 });
    // Equal fees: 2501 and 2500 (the remainder goes to the first).
    expect(result.lineDiscounts).toEqual([
      { lineId: 'v1', couponCents: 2_501, pointsCents: 0, onPriceCents: 0, onFeeCents: 2_501 },
      { lineId: 'v2', couponCents: 2_500, pointsCents: 0, onPriceCents: 0, onFeeCents: 2_500 },
    ]);
    expectConsistent(lines, result);
  });

  it('never takes more than the fees, whatever the amount', () => {
    const lines = [vehicle('v1', 2_500_000)];
    const result = applyPromotions(lines, { now: NOW, coupon: coupon({ amountCents: 50_000 }) });
    expect(result.coupon?.discountCents).toBe(9_900);
    expect(result.totalBeforeTaxesCents).toBe(2_500_000);
    expectConsistent(lines, result);
  });

  it('takes a percent off the add-ons only (rounded down), capped when the coupon says so', () => {
    const lines = [vehicle('v1', 2_500_000), product('m1', 19_999), product('k1', 34_999, 2)];
    const percent = coupon({ kind: 'percent', amountCents: null, percent: 15, target: 'add_ons' });
    const result = applyPromotions(lines, { now: NOW, coupon: percent });
    // 15 % of 89 997 = 13 499.55 -> 13 499.
    expect(result.coupon?.discountCents).toBe(13_499);
    expect(result.lineDiscounts.map((d) => d.lineId)).toEqual(['m1', 'k1']);
    expect(result.lineDiscounts.every((d) => d.onFeeCents === 0)).toBe(true);
    expectConsistent(lines, result);

    const capped = applyPromotions(lines, {
      now: NOW,
      coupon: { ...percent, maxDiscountCents: 10_000 },
    });
    expect(capped.coupon?.discountCents).toBe(10_000);
    expectConsistent(lines, capped);
  });

  it('takes nothing off for an add-ons coupon on a basket of vehicles only', () => {
    const lines = [vehicle('v1', 2_500_000)];
    const result = applyPromotions(lines, {
      now: NOW,
      coupon: coupon({ target: 'add_ons', amountCents: 2_000 }),
    });
    expect(result.coupon).toMatchObject({ status: 'applied', discountCents: 0 });
    expect(result.discountCents).toBe(0);
  });

  it('keeps a coupon applied but takes nothing off below its minimum, outside its dates', () => {
    const lines = [vehicle('v1', 990_000)];
    const subtotal = 990_000 + 9_900;
    const atMinimum = applyPromotions(lines, {
      now: NOW,
      coupon: coupon({ minBasketCents: subtotal }),
    });
    expect(atMinimum.coupon).toMatchObject({ status: 'applied', discountCents: 5_000 });
    const below = applyPromotions(lines, {
      now: NOW,
      coupon: coupon({ minBasketCents: subtotal + 1 }),
    });
    expect(below.coupon).toMatchObject({
      status: 'minimum_not_met',
      minBasketCents: subtotal + 1,
      discountCents: 0,
    });
    const expired = applyPromotions(lines, { now: NOW, coupon: coupon({ endsAt: NOW }) });
    expect(expired.coupon).toMatchObject({ status: 'expired', discountCents: 0 });
    const early = applyPromotions(lines, {
      now: NOW,
      coupon: coupon({ startsAt: new Date(NOW.getTime() + 1) }),
    });
    expect(early.coupon).toMatchObject({ status: 'not_yet_valid', discountCents: 0 });
    expect(below.lineDiscounts).toEqual([]);
  });

  it('does not count free products toward a minimum', () => {
    const lines = [vehicle('v1', 2_000_000)];
    const result = applyPromotions(lines, {
      now: NOW,
      coupon: coupon({ minBasketCents: 2_009_901 }),
      freeProducts: [detailing()],
    });
    expect(result.freeLines).toHaveLength(1);
    expect(result.coupon?.status).toBe('minimum_not_met');
  });

  it('spends points on what the coupon left of fees and add-ons, up to the balance', () => {
    const lines = [vehicle('v1', 2_500_000), product('m1', 19_900)];
    // Fees 9 900 + add-ons 19 900 = 29 800; the coupon takes 5 000 off the fees.
    const result = applyPromotions(lines, {
      now: NOW,
      coupon: coupon(),
      points: 1_000,
      pointsBalance: 5_000,
    });
    expect(result.points).toEqual({ applied: 1_000, used: 1_000, discountCents: 1_000 });
    expect(result.discountCents).toBe(6_000);
    expectConsistent(lines, result);

    const all = applyPromotions(lines, {
      now: NOW,
      coupon: coupon(),
      points: 100_000,
      pointsBalance: 100_000,
    });
    // Only the 24 800 cents left: the vehicle's price is never touched.
    expect(all.points).toEqual({ applied: 100_000, used: 24_800, discountCents: 24_800 });
    expect(all.totalBeforeTaxesCents).toBe(2_500_000);
    expectConsistent(lines, all);

    const poor = applyPromotions(lines, { now: NOW, points: 900, pointsBalance: 250 });
    expect(poor.points).toEqual({ applied: 900, used: 250, discountCents: 250 });
    expectConsistent(lines, poor);
  });

  it('adds a free product to a qualifying basket and drops it when the basket stops qualifying', () => {
    const rules = [detailing()];
    const qualifying = [vehicle('v1', 1_500_000), vehicle('v2', 2_000_000)];
    const result = applyPromotions(qualifying, { now: NOW, freeProducts: rules });
    expect(result.freeLines).toEqual([
      {
        lineId: 'free:free-detailing',
        kind: 'product',
        productId: 'detailing-id',
        productKind: 'detailing',
        unitCents: 0,
        quantity: 1,
        feeCents: 0,
        taxClass: 'standard',
        promotionId: 'p1',
        promotionSlug: 'free-detailing',
        listPriceCents: 24_900,
      },
    ]);
    // $0: the subtotal does not change.
    expect(result.subtotalCents).toBe(3_500_000 + 19_800);

    const cheaper = qualifying.filter((line) => line.lineId !== 'v2');
    expect(applyPromotions(cheaper, { now: NOW, freeProducts: rules }).freeLines).toEqual([]);
    expect(applyPromotions([], { now: NOW, freeProducts: rules }).freeLines).toEqual([]);
    // A basket of add-ons only never qualifies.
    expect(
      applyPromotions([product('m1', 2_500_000)], { now: NOW, freeProducts: rules }).freeLines,
    ).toEqual([]);
  });

  it('counts vehicles for a promotion that needs several, and honours its dates', () => {
    const mats = detailing({
      promotionId: 'p2',
      slug: 'free-mats',
      productId: 'mats-id',
      productKind: 'floor_mats',
      minVehiclePriceCents: null,
      minVehicles: 3,
    });
    const two = [vehicle('a', 500_000), vehicle('b', 600_000)];
    expect(applyPromotions(two, { now: NOW, freeProducts: [mats] }).freeLines).toEqual([]);
    const three = [...two, vehicle('c', 700_000), product('x', 100)];
    expect(
      applyPromotions(three, { now: NOW, freeProducts: [mats] }).freeLines.map((l) => l.lineId),
    ).toEqual(['free:free-mats']);
    expect(
      applyPromotions(three, {
        now: NOW,
        freeProducts: [mats, { ...mats, slug: 'again', promotionId: 'p3' }],
      }).freeLines,
    ).toHaveLength(1);
    expect(
      applyPromotions(three, { now: NOW, freeProducts: [{ ...mats, endsAt: NOW }] }).freeLines,
    ).toEqual([]);
    expect(
      applyPromotions(three, {
        now: NOW,
        freeProducts: [{ ...mats, startsAt: new Date(NOW.getTime() + DAY) }],
      }).freeLines,
    ).toEqual([]);
  });

  it('refuses lines that are not whole cents or whole quantities', () => {
    expect(() => applyPromotions([{ ...product('m', 10), unitCents: 10.5 }], { now: NOW })).toThrow(
      RangeError,
    );
    expect(() => applyPromotions([{ ...product('m', 10), quantity: 0 }], { now: NOW })).toThrow(
      RangeError,
    );
    expect(() => applyPromotions([{ ...vehicle('v', 10), quantity: 2 }], { now: NOW })).toThrow(
      RangeError,
    );
    expect(() => applyPromotions([{ ...vehicle('v', 10), feeCents: -1 }], { now: NOW })).toThrow(
      RangeError,
    );
  });

  it('adds up to the cent on many random baskets', () => {
    let seed = 42;
    const random = (max: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % max;
    };
    for (let run = 0; run < 300; run += 1) {
      const lines: PricedBasketLine[] = [];
      const count = 1 + random(6);
      for (let index = 0; index < count; index += 1) {
        lines.push(
          random(2) === 0
            ? { ...vehicle(`v${index}`, 1 + random(9_000_000)), feeCents: random(20_000) }
            : product(`p${index}`, 1 + random(300_000), 1 + random(4)),
        );
      }
      const percent = random(2) === 0;
      const result = applyPromotions(lines, {
        now: NOW,
        coupon: coupon({
          kind: percent ? 'percent' : 'amount',
          amountCents: percent ? null : 1 + random(60_000),
          percent: percent ? 1 + random(100) : null,
          target: random(2) === 0 ? 'fees' : 'add_ons',
        }),
        points: random(200_000),
        pointsBalance: random(200_000),
      });
      expectConsistent(lines, result);
      expect(result.points.used).toBeLessThanOrEqual(result.points.applied);
    }
  });
});

describe('shareCents', () => {
  it('shares in proportion, to the cent, remainders to the largest fractions', () => {
    expect(shareCents(100, [100, 100, 100])).toEqual([34, 33, 33]);
    expect(shareCents(100, [1, 1, 1])).toEqual([1, 1, 1]);
    expect(shareCents(10, [30, 70])).toEqual([3, 7]);
    expect(shareCents(5, [1, 2, 3])).toEqual([1, 2, 2]);
    expect(shareCents(0, [5, 5])).toEqual([0, 0]);
    expect(shareCents(99, [10, 20])).toEqual([10, 20]);
    expect(shareCents(7, [])).toEqual([]);
  });
});

describe('couponDiscount', () => {
  it('takes the amount or the percent, never more than the base or the cap', () => {
    const amount = { kind: 'amount', amountCents: 2_500, percent: null, maxDiscountCents: null };
    expect(couponDiscount({ ...amount, kind: 'amount' }, 10_000)).toBe(2_500);
    expect(couponDiscount({ ...amount, kind: 'amount' }, 1_000)).toBe(1_000);
    const percent = { kind: 'percent', amountCents: null, percent: 10, maxDiscountCents: 500 };
    expect(couponDiscount({ ...percent, kind: 'percent' }, 4_999)).toBe(499);
    expect(couponDiscount({ ...percent, kind: 'percent' }, 100_000)).toBe(500);
    expect(couponDiscount({ ...percent, kind: 'percent', percent: 100 }, 0)).toBe(0);
  });
});
