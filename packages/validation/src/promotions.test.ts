import { describe, expect, it } from 'vitest';
import { validate, validateWithKeys } from './errors';
import {
  applyCouponSchema,
  applyRewardsSchema,
  dollarsOf,
  freeProductsSchema,
  rewardPointsFor,
  rewardValueCents,
} from './promotions';

describe('applyCouponSchema', () => {
  it('takes a code, trimmed and upper-cased', async () => {
    expect(await validate(applyCouponSchema, { code: ' welcome25 ' })).toMatchObject({
      ok: true,
      value: { code: 'WELCOME25' },
    });
  });

  it('refuses a missing, short, long or odd code with its key', async () => {
    expect(await validateWithKeys(applyCouponSchema, {})).toMatchObject({
      ok: false,
      errors: { code: 'Coupon code is required' },
      errorKeys: { code: { key: 'basket.couponCodeRequired' } },
    });
    for (const bad of ['ab', 'x'.repeat(33), 'TEN OFF', 'DROP$', 12, ['A']]) {
      expect(await validateWithKeys(applyCouponSchema, { code: bad })).toMatchObject({
        ok: false,
        errors: { code: 'Coupon code must be 3 to 32 letters, digits, - or _' },
        errorKeys: { code: { key: 'basket.couponCode' } },
      });
    }
  });
});

describe('applyRewardsSchema', () => {
  it('takes a whole number of points above 0', async () => {
    expect(await validate(applyRewardsSchema, { points: 250 })).toMatchObject({
      ok: true,
      value: { points: 250 },
    });
  });

  it('refuses 0, negatives, fractions, strings and huge numbers', async () => {
    const cases: Array<[unknown, string]> = [
      [undefined, 'Points are required'],
      [0, 'Points must be more than 0'],
      [-5, 'Points must be more than 0'],
      [1.5, 'Points must be a whole number'],
      ['100', 'Points must be a whole number'],
      [null, 'Points are required'],
      [10_000_001, 'Points must be at most 10000000'],
    ];
    for (const [points, message] of cases) {
      expect(await validate(applyRewardsSchema, { points }), String(points)).toMatchObject({
        ok: false,
        errors: { points: message },
      });
    }
  });
});

describe('freeProductsSchema', () => {
  it('takes en, fr or nothing', async () => {
    expect((await validate(freeProductsSchema, {})).ok).toBe(true);
    expect((await validate(freeProductsSchema, { language: 'xx' })).ok).toBe(false);
  });
});

describe('reward points', () => {
  it('earns 1 point per whole $10 paid, and 100 points are worth $1', () => {
    expect(rewardPointsFor(0)).toBe(0);
    expect(rewardPointsFor(999)).toBe(0);
    expect(rewardPointsFor(1_000)).toBe(1);
    expect(rewardPointsFor(2_509_999)).toBe(2_509);
    expect(rewardPointsFor(-1_000)).toBe(0);
    expect(rewardPointsFor(Number.NaN)).toBe(0);
    expect(rewardValueCents(100)).toBe(100);
    expect(dollarsOf(150_000)).toBe('$1,500.00');
  });
});
