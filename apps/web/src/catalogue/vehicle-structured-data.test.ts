import { describe, expect, it } from 'vitest';
import type { Auction } from '@marketdrop/api-client';
import { vehicleStructuredDataProblems } from './structured-data-rules';
import { vehicleStructuredData } from './vehicle-structured-data';

const ORIGIN = 'https://marketdrop.example';

/** An auction as `auctionScreen` answers it (only what the structured data reads matters). */
function auction(
  overrides: Partial<Auction> = {},
  vehicle: Partial<Auction['vehicle']> = {},
): Auction {
  return {
    _id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    isSaved: false,
    auctionType: 'auction',
    status: 'open',
    priceLabel: 'Current Bid',
    ctaButton: 'Place Bid',
    currentPrice: 18_500,
    startingBid: 15_000,
    highestBid: 18_500,
    claimPrice: null,
    buyNowPrice: null,
    totalBids: 4,
    trending: false,
    description: null,
    vehicleName: '2019 Honda Civic LX',
    schedule: {
      startTime: '2026-11-23T12:00:00.000Z',
      endTime: '2026-12-04T00:00:00.000Z',
      timeLeft: '01:00:00',
    },
    vehicle: {
      _id: 'v-1',
      year: 2019,
      make: { _id: 'm-1', name: 'Honda' },
      model: 'Civic',
      trim: 'LX',
      category: { _id: 'c-1', name: 'Sedan' },
      miles: 45_000,
      odometerUnit: 'KM',
      vehicleName: '2019 Honda Civic LX',
      vin: '2HGFC2F59KH123456',
      exteriorColour: 'Blue',
      vehicleImage: ['/user/media/vehicles/civic-side.jpg', '/user/media/vehicles/civic-rear.jpg'],
      conditionReport: null,
      vehicleDocuments: [],
      description: 'One owner, winter tires.',
      drivetrain: 'FWD',
      fuelType: 'Gasoline',
      transmission: 'Automatic',
      originalPrice: null,
      location: { address: null, city: 'Toronto', province: 'ON', postalCode: null },
      ...vehicle,
    },
    seller: { _id: 's-1', name: 'Lakeshore Motors', city: 'Toronto', province: 'ON' },
    seq: 1,
    minimumBid: 18_750,
    endsAt: '2026-12-04T00:00:00.000Z',
    extended: false,
    serverTime: '2026-11-27T12:00:00.000Z',
    priceChangesAt: null,
    ...overrides,
  } as Auction;
}

describe("a vehicle page's structured data", () => {
  it('is a schema.org Car with its facts and an Offer in CAD until the sale ends', () => {
    const data = vehicleStructuredData(auction(), ORIGIN);
    expect(vehicleStructuredDataProblems(data)).toEqual([]);
    expect(data).toMatchObject({
      '@type': 'Car',
      name: '2019 Honda Civic LX',
      url: `${ORIGIN}/detail/7c9e6679-7425-40de-944b-e07fc1f90ae7`,
      image: [
        `${ORIGIN}/user/media/vehicles/civic-side.jpg`,
        `${ORIGIN}/user/media/vehicles/civic-rear.jpg`,
      ],
      brand: { '@type': 'Brand', name: 'Honda' },
      vehicleIdentificationNumber: '2HGFC2F59KH123456',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 45_000, unitCode: 'KMT' },
      offers: {
        '@type': 'Offer',
        price: 18_500,
        priceCurrency: 'CAD',
        availability: 'https://schema.org/InStock',
        availabilityEnds: '2026-12-04T00:00:00.000Z',
        priceValidUntil: '2026-12-04',
        seller: { '@type': 'AutoDealer', name: 'Lakeshore Motors' },
      },
    });
  });

  it('leaves out the facts the dealer did not give, and counts miles in SMI', () => {
    const data = vehicleStructuredData(
      auction(
        {},
        { vin: null, exteriorColour: null, trim: null, miles: 30_000, odometerUnit: 'MI' },
      ),
      ORIGIN,
    );
    expect(vehicleStructuredDataProblems(data)).toEqual([]);
    expect(data).not.toHaveProperty('vehicleIdentificationNumber');
    expect(data).not.toHaveProperty('color');
    expect(data).not.toHaveProperty('vehicleConfiguration');
    expect(data.mileageFromOdometer).toMatchObject({ unitCode: 'SMI' });
  });

  it("names the page's address in its language", () => {
    const { _id: id } = auction();
    expect(vehicleStructuredData(auction(), ORIGIN, 'fr')).toMatchObject({
      url: `${ORIGIN}/fr/detail/${id}`,
      offers: { url: `${ORIGIN}/fr/detail/${id}` },
    });
    expect(vehicleStructuredData(auction(), ORIGIN)).toMatchObject({
      url: `${ORIGIN}/detail/${id}`,
    });
  });

  it('says a sold vehicle is sold out and a paused one cannot be bought now', () => {
    const sold = vehicleStructuredData(auction({ status: 'sold' }), ORIGIN);
    expect(sold.offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
    expect(sold.offers).not.toHaveProperty('availabilityEnds');
    const paused = vehicleStructuredData(auction({ paused: true }), ORIGIN);
    expect(paused.offers).toMatchObject({ availability: 'https://schema.org/Discontinued' });
  });

  it('the rules find what is missing', () => {
    const data = vehicleStructuredData(auction(), ORIGIN);
    expect(vehicleStructuredDataProblems({ ...data, offers: undefined })).toContain(
      'offers is not an Offer',
    );
    expect(vehicleStructuredDataProblems({ ...data, image: ['/relative.jpg'] })).toContain(
      'image is not a list of absolute addresses',
    );
    expect(
      vehicleStructuredDataProblems({
        ...data,
        offers: { ...(data.offers as object), priceCurrency: 'USD' },
      }),
    ).toContain('offers.priceCurrency is not CAD');
  });
});
