import { describe, expect, it } from 'vitest';
import { auctionMessages, purchaseSchema } from './auctions';
import { validate } from './errors';

const auctionId = '6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f';

describe('the purchase request (claimAuction, buyNow)', () => {
  it('takes the auction alone, or with the whole-dollar price the buyer saw', async () => {
    expect(await validate(purchaseSchema, { auctionId })).toEqual({
      ok: true,
      value: { auctionId },
    });
    expect(await validate(purchaseSchema, { auctionId, expectedPrice: 15_000 })).toEqual({
      ok: true,
      value: { auctionId, expectedPrice: 15_000 },
    });
    expect(await validate(purchaseSchema, { auctionId, expectedPrice: null })).toMatchObject({
      ok: true,
    });
  });

  it('refuses a fraction, a negative, zero, text and a price over the limit', async () => {
    for (const expectedPrice of [1.5, -100, 0, '15000', 10_000_001, Number.NaN, true]) {
      expect(await validate(purchaseSchema, { auctionId, expectedPrice })).toEqual({
        ok: false,
        errors: { expectedPrice: auctionMessages.expectedPrice },
      });
    }
  });

  it('says the new price in dollars when it changed', () => {
    expect(auctionMessages.priceChanged(14_750)).toBe(
      'The price changed to $14,750. Review it and try again.',
    );
  });
});
