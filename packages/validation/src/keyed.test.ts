import { describe, expect, it } from 'vitest';
import { object, string } from 'yup';
import { validateWithKeys } from './errors';
import {
  MESSAGE_PARAMS,
  englishOf,
  isKeyedMessage,
  keyed,
  keyedDictionary,
  keyedMessages,
  templatesOf,
} from './keyed';
import { FIELD_LABELS } from './fields';
import { auctionMessages, keyedAuctionMessages } from './auctions';
import { catalogueMessages, keyedCatalogueMessages } from './catalogue';
import { keyedDealerMessages } from './dealers';
import { keyedListingMessages, listingMessages } from './listings';
import { keyedOrderMessages, orderMessages } from './order-values';
import { messages } from './messages';
import { contactSchema } from './contact';
import { placeBidSchema } from './auctions';
import { getAuctionsSchema } from './catalogue';
import { reasonSchema, unpublishListingSchema } from './dealers';
import { listingDisclosureSchema, listingSchema } from './listings';
import { deliveryDetailsSchema, reviewOrderSchema } from './orders';
import { completeSocialLoginSchema, contactUsRequestSchema } from './requests';

describe('keyed messages', () => {
  it('carry a stable key, their values and the English text word for word', () => {
    expect(keyedMessages.emailRequired).toEqual({
      key: 'emailRequired',
      values: {},
      text: 'Email is required',
    });
    expect(keyedMessages.tooLong('reason', 500)).toEqual({
      key: 'tooLong',
      values: { field: 'reason', max: 500 },
      text: messages.tooLong('Reason', 500),
    });
    expect(keyedDictionary('x', { a: 'Text A' }, {}).a).toEqual(keyed('x.a', 'Text A'));
  });

  it('name a field by its id in values and by its English label in the text', () => {
    expect(keyedMessages.required('postalCode')).toEqual({
      key: 'required',
      values: { field: 'postalCode' },
      text: 'Postal code is required',
    });
    expect(FIELD_LABELS.postalCode).toBe('Postal code');
    const dictionary = keyedDictionary(
      'x',
      { price: (field: string, max: number) => `${field} up to ${max}` },
      { price: ['field', 'max'] },
    );
    expect(dictionary.price('startingBid', 9)).toEqual({
      key: 'x.price',
      values: { field: 'startingBid', max: 9 },
      text: 'Starting bid up to 9',
    });
  });

  it('give the domain dictionaries their keys, with the same English', () => {
    expect(keyedListingMessages.vinLength).toEqual(
      keyed('listings.vinLength', listingMessages.vinLength),
    );
    expect(keyedListingMessages.price('buyNowPrice')).toEqual(
      keyed('listings.price', listingMessages.price('Buy Now price'), { field: 'buyNowPrice' }),
    );
    expect(keyedListingMessages.buyNowNotAboveBid(12350)).toEqual(
      keyed('listings.buyNowNotAboveBid', 'Buy Now price must be above the highest bid ($12,350)', {
        bid: 12350,
      }),
    );
    expect(keyedListingMessages.vinRequired).toEqual(keyedMessages.required('vin'));
    expect(keyedListingMessages.vinRequired.text).toBe(listingMessages.vinRequired);
    expect(keyedListingMessages.disclosureMax.text).toBe(listingMessages.disclosureMax);
    expect(keyedListingMessages.documentName.text).toBe(listingMessages.documentName);
    expect(keyedOrderMessages.postalCode).toEqual(
      keyed('orders.postalCode', orderMessages.postalCode),
    );
    expect(keyedAuctionMessages.bidTooLow(500)).toEqual(
      keyed('auctions.bidTooLow', auctionMessages.bidTooLow(500), { minimum: 500 }),
    );
    expect(keyedDealerMessages.reasonMin.key).toBe('dealers.reasonMin');
    expect(keyedCatalogueMessages.list('fuelType')).toEqual(
      keyed('catalogue.list', catalogueMessages.list('Fuel type'), { field: 'fuelType' }),
    );
  });

  it('name the arguments of every message that takes some', () => {
    for (const [key, names] of Object.entries(MESSAGE_PARAMS)) {
      expect(names, key).toHaveLength(messages[key as keyof typeof MESSAGE_PARAMS].length);
    }
  });

  it('give translation templates with the values as placeholders', () => {
    const templates = templatesOf(messages, MESSAGE_PARAMS);
    expect(templates.required).toBe('{{field}} is required');
    expect(templates.tooLong).toBe('{{field}} should not be longer than {{max}} characters');
    expect(templates.emailRequired).toBe(messages.emailRequired);
  });

  it('give their English to englishOf and are recognised by shape, not by text', () => {
    expect(englishOf(keyedMessages.otpFourDigits)).toBe('Enter 4 digits');
    expect(englishOf('plain')).toBe('plain');
    expect(isKeyedMessage(keyedMessages.otpFourDigits)).toBe(true);
    expect(isKeyedMessage('Enter 4 digits')).toBe(false);
  });

  it('reach the field errors: English in errors, key and values in errorKeys', async () => {
    const result = await validateWithKeys(contactSchema, { name: '', email: 'x' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.name).toBe('Name is required');
    expect(result.errorKeys.name).toEqual({ key: 'required', values: { field: 'name' } });
    expect(result.errors.email).toBe('Please enter a valid email');
    expect(result.errorKeys.email).toEqual({ key: 'pleaseEnterValidEmail', values: {} });
    expect(Object.keys(result.errorKeys).sort()).toEqual(Object.keys(result.errors).sort());
    for (const [field, { key }] of Object.entries(result.errorKeys)) {
      expect(key, field).toMatch(/^[a-z][A-Za-z.]*$/);
    }
  });

  it('give every field error of the schemas a key (no message is plain English)', async () => {
    const bad = 'x'.repeat(6000);
    const cases: Array<[string, Parameters<typeof validateWithKeys>[0], unknown]> = [
      ['contact', contactSchema, { name: bad, email: 'x', subject: '', message: 'short' }],
      ['contact language', contactUsRequestSchema, { language: 'de' }],
      ['listing', listingSchema, {}],
      [
        'listing prices',
        listingSchema,
        {
          auctionType: 'auction',
          vin: 'I',
          year: 'x',
          startingBid: 0.5,
          buyNowPrice: 'x',
          trim: bad,
        },
      ],
      [
        'marketdropai',
        listingSchema,
        { auctionType: 'marketdropai', stickerPrice: 10, floorPrice: 20, dropIntervalMinutes: 1 },
      ],
      ['disclosure', listingDisclosureSchema, { text: 'short' }],
      ['delivery', deliveryDetailsSchema, { deliveryType: 'delivery', postalCode: 'nope' }],
      ['review', reviewOrderSchema, { rating: 9, comment: bad }],
      ['bid', placeBidSchema, { amount: -1, maxAmount: 'x' }],
      [
        'auctions',
        getAuctionsSchema,
        { fuelType: 'x', category: ['nope'], minPrice: -1, timeLeft: ['x'] },
      ],
      ['reason', reasonSchema, { reason: 'x' }],
      ['unpublish', unpublishListingSchema, {}],
      ['social', completeSocialLoginSchema, { deviceType: 'tv' }],
    ];
    for (const [name, schema, input] of cases) {
      const result = await validateWithKeys(schema, input);
      expect(result.ok, name).toBe(false);
      if (result.ok) continue;
      expect(Object.keys(result.errors).length, name).toBeGreaterThan(0);
      expect(Object.keys(result.errorKeys).sort(), name).toEqual(Object.keys(result.errors).sort());
    }
  });

  it('leave a plain-text message without a key', async () => {
    const schema = object({ a: string().required('Plain') });
    const result = await validateWithKeys(schema, {});
    expect(result).toEqual({ ok: false, errors: { a: 'Plain' }, errorKeys: {} });
  });
});

describe('messageKeys', () => {
  it('lists every key of every dictionary once, as the keyed messages carry them', async () => {
    const { messageKeys, keyedListingMessages, keyedCatalogueMessages, keyedMessages } =
      await import('./index');
    const keys = messageKeys();
    expect(new Set(keys).size).toBe(keys.length);
    for (const message of [
      keyedListingMessages.photoUnreadable,
      keyedCatalogueMessages.idsTooMany(50),
      keyedMessages.partTooLong('address'),
      keyedMessages.required('postalCode'),
    ]) {
      expect(keys).toContain(message.key);
    }
  });
});
