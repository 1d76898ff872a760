import { describe, expect, it } from 'vitest';
import { validate } from './errors';
import { DELIVERY_CHARGES, allInBreakdown, deliveryCharge } from './fees';
import {
  cancelOrderSchema,
  checkoutTargetSchema,
  deliveryDetailsSchema,
  myBidsSchema,
  normalizePostalCode,
  orderHistorySchema,
  orderPathSchema,
  postalCodeMatchesProvince,
  reviewOrderSchema,
  sellerReviewsSchema,
  timeSlotsSchema,
  updateCheckoutDetailsSchema,
  updateOrderStatusSchema,
} from './orders';

const ID = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const SLOT = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const address = { address: '1 King St W', city: 'Toronto', province: 'on', postalCode: 'm5h 1a1' };

describe('after-sale request schemas', () => {
  it('myBids: a tab, pages, types and a sort', async () => {
    expect(await validate(myBidsSchema, { tab: 'won' })).toEqual({
      ok: true,
      value: { tab: 'won', pageNumber: 1, pageSize: 20 },
    });
    expect(
      await validate(myBidsSchema, {
        tab: 'active',
        auctionType: ['auction', 'claimpoint'],
        sortBy: 'bidHighToLow',
        pageNumber: 2,
        pageSize: 10,
      }),
    ).toMatchObject({ ok: true });
    expect(await validate(myBidsSchema, { tab: 'all', sortBy: 'price' })).toEqual({
      ok: false,
      errors: {
        tab: 'Tab must be active, won or lost',
        sortBy: 'Sort must be bidLowToHigh, bidHighToLow or endDate',
      },
    });
    expect(
      await validate(myBidsSchema, { tab: 'won', auctionType: ['auction', 'x', 'y', 'z'] }),
    ).toMatchObject({ ok: false });
  });

  it('Delivery Details: Pickup needs only a slot; Delivery a Canadian address in its province', async () => {
    expect(
      await validate(deliveryDetailsSchema, { deliveryType: 'pickup', timeSlotId: SLOT }),
    ).toEqual({ ok: true, value: { deliveryType: 'pickup', timeSlotId: SLOT } });
    expect(
      await validate(deliveryDetailsSchema, {
        deliveryType: 'delivery',
        timeSlotId: SLOT,
        ...address,
      }),
    ).toEqual({
      ok: true,
      value: { deliveryType: 'delivery', timeSlotId: SLOT, ...address, province: 'ON' },
    });
    expect(await validate(deliveryDetailsSchema, { deliveryType: 'delivery' })).toEqual({
      ok: false,
      errors: {
        address: 'Address is required',
        city: 'City is required',
        province: 'Select a province',
        postalCode: 'Postal code is required',
        timeSlotId: 'Select a time slot',
      },
    });
    expect(
      await validate(deliveryDetailsSchema, {
        deliveryType: 'delivery',
        timeSlotId: SLOT,
        ...address,
        postalCode: 'T5J 0A1',
      }),
    ).toEqual({
      ok: false,
      errors: { postalCode: 'This postal code is not in the selected province' },
    });
    for (const postalCode of ['12345', 'D5H 1A1', 'M5H-1A1', 'M5H 1A', 'M5H  1A1']) {
      expect(
        await validate(deliveryDetailsSchema, {
          deliveryType: 'delivery',
          timeSlotId: SLOT,
          ...address,
          postalCode,
        }),
      ).toEqual({
        ok: false,
        errors: { postalCode: 'Enter a valid Canadian postal code, e.g. M5H 2N2' },
      });
    }
    expect(
      await validate(deliveryDetailsSchema, {
        deliveryType: 'delivery',
        timeSlotId: SLOT,
        ...address,
        address: '1 King\u202E St',
      }),
    ).toEqual({
      ok: false,
      errors: { address: 'Address contains characters that are not allowed' },
    });
    expect(
      await validate(deliveryDetailsSchema, { deliveryType: 'boat', timeSlotId: 'soon' }),
    ).toEqual({
      ok: false,
      errors: {
        deliveryType: 'Delivery type must be pickup or delivery',
        timeSlotId: 'Time slot must be a valid id',
      },
    });
    expect(
      await validate(updateCheckoutDetailsSchema, { deliveryType: 'pickup', timeSlotId: SLOT }),
    ).toEqual({ ok: false, errors: { orderId: 'Order id is required' } });
  });

  it('postal codes: their first letter names the province', () => {
    expect(postalCodeMatchesProvince('H2X 1Y4', 'QC')).toBe(true);
    expect(postalCodeMatchesProvince('X0A 0H0', 'NU')).toBe(true);
    expect(postalCodeMatchesProvince('X1A 2P5', 'NT')).toBe(true);
    expect(postalCodeMatchesProvince('V6B 1A1', 'AB')).toBe(false);
    expect(normalizePostalCode(' v6b1a1 ')).toBe('V6B 1A1');
  });

  it('orders by id, My Orders, time slots', async () => {
    expect(await validate(orderPathSchema, { id: ID })).toEqual({ ok: true, value: { id: ID } });
    expect(await validate(orderPathSchema, { id: '12' })).toEqual({
      ok: false,
      errors: { id: 'Order id must be a valid id' },
    });
    expect(
      await validate(timeSlotsSchema, { orderId: ID, deliveryType: 'delivery' }),
    ).toMatchObject({
      ok: true,
    });
    expect(await validate(orderHistorySchema, { tab: 'completed', role: 'seller' })).toEqual({
      ok: true,
      value: { tab: 'completed', role: 'seller', pageNumber: 1, pageSize: 20 },
    });
    expect(await validate(orderHistorySchema, { tab: 'done' })).toEqual({
      ok: false,
      errors: { tab: 'Tab must be active or completed' },
    });
  });

  it('cancel needs a reason; a review 1 to 5 stars and an optional comment; a status one of the statuses', async () => {
    expect(await validate(cancelOrderSchema, { orderId: ID, reason: ' Sold elsewhere ' })).toEqual({
      ok: true,
      value: { orderId: ID, reason: 'Sold elsewhere' },
    });
    expect(await validate(cancelOrderSchema, { orderId: ID, reason: '' })).toEqual({
      ok: false,
      errors: { reason: 'Please tell us why you are cancelling' },
    });
    expect(
      await validate(reviewOrderSchema, { orderId: ID, rating: 5, comment: 'Great.\nThanks!' }),
    ).toMatchObject({ ok: true });
    for (const rating of [0, 6, 3.5, '4']) {
      expect(await validate(reviewOrderSchema, { orderId: ID, rating })).toEqual({
        ok: false,
        errors: { rating: 'Rating must be a whole number from 1 to 5' },
      });
    }
    expect(
      await validate(reviewOrderSchema, { orderId: ID, rating: 5, comment: 'Hi\u0007' }),
    ).toEqual({
      ok: false,
      errors: { comment: 'Comment contains characters that are not allowed' },
    });
    expect(
      await validate(updateOrderStatusSchema, { orderId: ID, status: 'in_delivery' }),
    ).toMatchObject({
      ok: true,
    });
    expect(
      await validate(updateOrderStatusSchema, { orderId: ID, status: 'Shipped' }),
    ).toMatchObject({
      ok: false,
    });
    expect(await validate(sellerReviewsSchema, { sellerId: ID })).toEqual({
      ok: true,
      value: { sellerId: ID, pageNumber: 1, pageSize: 10 },
    });
  });
});

describe('the delivery charge rule', () => {
  it('is flat by where the vehicle goes, and taxed with the rest', () => {
    expect(deliveryCharge('ON', 'ON')).toBe(DELIVERY_CHARGES.sameProvince);
    expect(deliveryCharge('ON', 'QC')).toBe(DELIVERY_CHARGES.otherProvince);
    expect(deliveryCharge(null, 'ON')).toBe(DELIVERY_CHARGES.otherProvince);
    expect(deliveryCharge('BC', 'YT')).toBe(DELIVERY_CHARGES.territories);
    expect(deliveryCharge('YT', 'YT')).toBe(DELIVERY_CHARGES.sameProvince);
    const delivered = allInBreakdown(20_000, 'ON', 250);
    expect(delivered).toMatchObject({
      deliveryChargeCents: 25_000,
      taxes: [{ code: 'HST', baseCents: 2_034_900, amountCents: 264_537 }],
      totalCents: 2_034_900 + 264_537,
    });
    expect(allInBreakdown(20_000, 'ON').deliveryChargeCents).toBe(0);
    expect(() => allInBreakdown(20_000, 'ON', -1)).toThrow(RangeError);
  });
});

describe('the basket variant of the checkout calls (cart: true)', () => {
  it('takes an order, or the basket instead of one', async () => {
    expect(await validate(checkoutTargetSchema, { orderId: ID })).toEqual({
      ok: true,
      value: { orderId: ID },
    });
    expect(await validate(checkoutTargetSchema, { cart: true })).toEqual({
      ok: true,
      value: { cart: true },
    });
    // The query string's text.
    expect(await validate(checkoutTargetSchema, { cart: 'true' })).toMatchObject({ ok: true });
    // The basket: an orderId beside it is dropped.
    expect(await validate(checkoutTargetSchema, { cart: true, orderId: 'x' })).toEqual({
      ok: true,
      value: { cart: true },
    });
  });

  it('keeps the order variant as it was, and refuses any other cart', async () => {
    expect(await validate(checkoutTargetSchema, {})).toMatchObject({
      ok: false,
      errors: { orderId: 'Order id is required' },
    });
    expect(await validate(checkoutTargetSchema, { orderId: 'x' })).toMatchObject({
      ok: false,
      errors: { orderId: 'Order id must be a valid id' },
    });
    for (const cart of [false, 'yes']) {
      expect(await validate(checkoutTargetSchema, { cart })).toMatchObject({
        ok: false,
        errors: { cart: 'Cart must be true (the basket) or left out (an order)' },
      });
    }
  });

  it('gives the basket its time slots by line and its details per vehicle', async () => {
    expect(
      await validate(timeSlotsSchema, { cart: 'true', deliveryType: 'pickup', itemId: ID }),
    ).toMatchObject({ ok: true, value: { cart: true, itemId: ID } });
    expect(
      await validate(timeSlotsSchema, { cart: true, deliveryType: 'pickup', itemId: 'x' }),
    ).toMatchObject({ ok: false, errors: { itemId: 'Item id must be a valid id' } });
    expect(
      await validate(updateCheckoutDetailsSchema, {
        cart: true,
        deliveryType: 'pickup',
        timeSlotId: SLOT,
        vehicles: [{ itemId: ID, deliveryType: 'delivery', timeSlotId: SLOT, ...address }],
      }),
    ).toMatchObject({ ok: true });
    expect(
      await validate(updateCheckoutDetailsSchema, {
        cart: true,
        deliveryType: 'pickup',
        timeSlotId: SLOT,
        vehicles: [{ deliveryType: 'delivery', timeSlotId: SLOT }],
      }),
    ).toMatchObject({ ok: false });
  });
});
