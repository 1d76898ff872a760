import { describe, expect, it } from 'vitest';
import { validate } from './errors';
import {
  LISTING_LIMITS,
  dealerListingsSchema,
  listingDisclosureSchema,
  listingMessages,
  listingSchema,
  reorderListingPhotosSchema,
  updateListingSchema,
} from './listings';
import { isThursdayClose, thursdayCloses } from './schedule';

const makeId = '6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f';
const [close] = thursdayCloses(new Date('2026-11-25T12:00:00Z'), 1);
const endsAt = (close as Date).toISOString();

const vehicle = {
  vin: '1HGCM82633A004352',
  year: 2003,
  makeId,
  model: 'Accord',
  odometer: 182_000,
};

async function errorsOf(values: Record<string, unknown>) {
  const result = await validate(listingSchema, values);
  return result.ok ? {} : result.errors;
}

describe('the Thursday closing slots', () => {
  it('are Thursdays at 19:00 Toronto time, in winter and in summer', () => {
    expect(endsAt).toBe('2026-11-27T00:00:00.000Z');
    const [summer] = thursdayCloses(new Date('2026-07-01T00:00:00Z'), 1);
    expect(summer?.toISOString()).toBe('2026-07-02T23:00:00.000Z');
    expect(isThursdayClose(new Date('2026-11-27T00:00:00.000Z'))).toBe(true);
    expect(isThursdayClose(new Date('2026-11-27T00:01:00.000Z'))).toBe(false);
    expect(isThursdayClose(new Date('2026-11-28T00:00:00.000Z'))).toBe(false);
  });
});

describe('the listing form', () => {
  it('takes an auction with a reserve and a Buy Now above it', async () => {
    const result = await validate(listingSchema, {
      ...vehicle,
      vin: '1hgcm82633a004352',
      auctionType: 'auction',
      startingBid: 5000,
      reservePrice: 8000,
      buyNowPrice: 9500,
      endsAt,
    });
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        vin: '1HGCM82633A004352',
        odometerUnit: 'KM',
        startingBid: 5000,
        reservePrice: 8000,
        buyNowPrice: 9500,
      }),
    });
  });

  it('refuses a VIN whose check digit does not match, and the wrong length', async () => {
    expect(await errorsOf({ ...vehicle, vin: '1HGCM82643A004352' })).toMatchObject({
      vin: listingMessages.vinCheckDigit,
    });
    expect(await errorsOf({ ...vehicle, vin: '1HGCM8263' })).toMatchObject({
      vin: listingMessages.vinLength,
    });
    expect(await errorsOf({ ...vehicle, vin: '' })).toMatchObject({ vin: 'VIN is required' });
  });

  it('holds the auction terms in order: reserve >= start, Buy Now above the reserve', async () => {
    const base = { ...vehicle, auctionType: 'auction', endsAt };
    expect(await errorsOf({ ...base })).toEqual({ startingBid: 'Starting bid is required' });
    expect(await errorsOf({ ...base, startingBid: 5000, reservePrice: 4000 })).toEqual({
      reservePrice: listingMessages.reserveBelowStart,
    });
    expect(
      await errorsOf({ ...base, startingBid: 5000, reservePrice: 8000, buyNowPrice: 8000 }),
    ).toEqual({ buyNowPrice: listingMessages.buyNowNotAboveReserve });
    expect(await errorsOf({ ...base, startingBid: 5000, buyNowPrice: 5000 })).toEqual({
      buyNowPrice: listingMessages.buyNowNotAboveStart,
    });
    expect(await errorsOf({ ...base, startingBid: 12.5 })).toEqual({
      startingBid: listingMessages.price('Starting bid'),
    });
  });

  it('holds the MarketDropAI terms: floor below the sticker, drop within the gap', async () => {
    const base = { ...vehicle, auctionType: 'marketdropai', endsAt };
    expect(await errorsOf(base)).toEqual({
      stickerPrice: 'Sticker price is required',
      floorPrice: 'Floor price is required',
      dropAmount: 'Drop amount is required',
      dropIntervalMinutes: 'Drop interval is required',
    });
    const terms = {
      stickerPrice: 30_000,
      floorPrice: 24_000,
      dropAmount: 500,
      dropIntervalMinutes: 60,
    };
    expect(await errorsOf({ ...base, ...terms })).toEqual({});
    expect(await errorsOf({ ...base, ...terms, floorPrice: 30_000 })).toEqual({
      floorPrice: listingMessages.floorNotBelowSticker,
    });
    expect(await errorsOf({ ...base, ...terms, dropAmount: 6001 })).toEqual({
      dropAmount: listingMessages.dropTooLarge,
    });
    expect(await errorsOf({ ...base, ...terms, dropIntervalMinutes: 2 })).toEqual({
      dropIntervalMinutes: listingMessages.dropInterval,
    });
  });

  it('holds the ClaimPOINT terms and the end on a Thursday close', async () => {
    const base = { ...vehicle, auctionType: 'claimpoint' };
    expect(await errorsOf({ ...base, endsAt })).toEqual({ claimPrice: 'Claim price is required' });
    expect(await errorsOf({ ...base, claimPrice: 20_000 })).toEqual({ endsAt: 'End is required' });
    expect(
      await errorsOf({ ...base, claimPrice: 20_000, endsAt: '2026-11-26T12:00:00.000Z' }),
    ).toEqual({ endsAt: listingMessages.endsAtThursday });
    expect(await errorsOf({ ...base, claimPrice: 20_000, endsAt: 'soon' })).toEqual({
      endsAt: listingMessages.date,
    });
    expect(
      await errorsOf({ ...base, claimPrice: 20_000, endsAt, startsAt: '2026-11-28T00:00:00Z' }),
    ).toEqual({ startsAt: listingMessages.startsAfterEnd });
  });

  it('names each vehicle field it refuses', async () => {
    expect(
      await errorsOf({
        vin: '1HGCM82633A004352',
        year: 1800,
        makeId: 'honda',
        model: '',
        odometer: -1,
        odometerUnit: 'miles',
        fuelType: 'Steam',
        auctionType: 'raffle',
        endsAt,
      }),
    ).toEqual({
      year: listingMessages.year,
      makeId: listingMessages.make,
      model: 'Model is required',
      odometer: listingMessages.odometer,
      odometerUnit: listingMessages.odometerUnit,
      fuelType: listingMessages.fuelType,
      auctionType: listingMessages.auctionType,
    });
  });
});

describe('the dashboard requests', () => {
  it('updateListing needs the listing id; getDealerListings takes a state and a page', async () => {
    expect(
      await validate(updateListingSchema, {
        ...vehicle,
        auctionType: 'claimpoint',
        claimPrice: 1,
        endsAt,
      }),
    ).toEqual({
      ok: false,
      errors: { listingId: 'Listing id is required' },
    });
    expect(await validate(dealerListingsSchema, {})).toEqual({
      ok: true,
      value: { pageNumber: 1, pageSize: 20 },
    });
    expect(await validate(dealerListingsSchema, { state: 'gone' })).toEqual({
      ok: false,
      errors: { state: listingMessages.state },
    });
    expect(await validate(reorderListingPhotosSchema, { listingId: 'x', photoIds: [] })).toEqual({
      ok: false,
      errors: { photoIds: listingMessages.photoIds },
    });
  });
});

describe('a seller disclosure', () => {
  const listingId = makeId;
  const errorsOfDisclosure = async (text: unknown) => {
    const result = await validate(listingDisclosureSchema, { listingId, text });
    return result.ok ? {} : result.errors;
  };

  it('takes 10 to 2000 characters over several lines, trimmed, CRLF read as LF', async () => {
    const result = await validate(listingDisclosureSchema, {
      listingId,
      text: '  Hail damage on the hood.\r\nRepaired in 2025.  ',
    });
    expect(result).toEqual({
      ok: true,
      value: { listingId, text: 'Hail damage on the hood.\nRepaired in 2025.' },
    });
    expect(await errorsOfDisclosure('x'.repeat(LISTING_LIMITS.disclosureMax))).toEqual({});
    expect(await errorsOfDisclosure('Ten chars!')).toEqual({});
  });

  it('refuses too short, too long, missing and control or bidi characters', async () => {
    expect(await errorsOfDisclosure('Too short')).toEqual({
      text: listingMessages.disclosureMin,
    });
    expect(await errorsOfDisclosure('   short   ')).toEqual({
      text: listingMessages.disclosureMin,
    });
    expect(await errorsOfDisclosure('x'.repeat(LISTING_LIMITS.disclosureMax + 1))).toEqual({
      text: listingMessages.disclosureMax,
    });
    expect(await errorsOfDisclosure('')).toEqual({ text: listingMessages.disclosureRequired });
    expect(await errorsOfDisclosure(undefined)).toEqual({
      text: listingMessages.disclosureRequired,
    });
    for (const text of [
      'Salvage title\u0000 hidden',
      'Salvage title\u001b[2J',
      'Salvage\ttitle here',
      'Frame \u202Edegamad',
    ]) {
      expect(await errorsOfDisclosure(text)).toEqual({
        text: listingMessages.disclosureCharacters,
      });
    }
    const missingId = await validate(listingDisclosureSchema, { text: 'Rust on the frame.' });
    expect(missingId).toEqual({
      ok: false,
      errors: { listingId: listingMessages.listingIdRequired },
    });
  });
});
