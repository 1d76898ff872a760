import type { DealerListingsItem } from '../DealerListings/DealerListings';
import { carPictures } from './catalogueFixtures';

/** Story data shaped like the dealer calls' answers (`DealerListing` of @marketdrop/api-client). */

export function makeDealerListing(overrides: Partial<DealerListingsItem> = {}): DealerListingsItem {
  return {
    _id: 'lst-1',
    state: 'live',
    auctionId: 'auc-1',
    vehicleName: '2021 Honda Civic EX',
    photos: [{ url: carPictures.red }, { url: carPictures.blue }],
    terms: {
      auctionType: 'auction',
      startingBid: 18000,
      stickerPrice: null,
      claimPrice: null,
      startsAt: '2026-11-20T15:00:00Z',
      endsAt: '2026-11-27T00:00:00Z',
    },
    stats: { views: 1234, saves: 18, bids: 0 },
    currentPrice: 21750,
    termsLocked: false,
    moderation: null,
    reserveOffer: null,
    updatedAt: '2026-11-20T15:00:00Z',
    ...overrides,
  };
}

export const liveListings: DealerListingsItem[] = [
  makeDealerListing(),
  makeDealerListing({
    _id: 'lst-2',
    auctionId: 'auc-2',
    vehicleName: '2020 Toyota RAV4 LE',
    photos: [{ url: carPictures.green }],
    terms: {
      auctionType: 'marketdropai',
      startingBid: null,
      stickerPrice: 31000,
      claimPrice: null,
      startsAt: '2026-11-20T15:00:00Z',
      endsAt: '2026-11-27T00:00:00Z',
    },
    currentPrice: 29500,
    stats: { views: 87, saves: 4, bids: 3 },
    termsLocked: true,
  }),
];

export const listingCounts = { draft: 1, scheduled: 0, live: 2, sold: 5, unsold: 1, withdrawn: 0 };

/** The listing form's lists, shaped like `getListingOptions` (ids are UUIDs, as the schema wants). */
export const listingOptions = {
  makes: [
    { _id: '00000000-0000-4000-8000-000000000001', name: 'Ford' },
    { _id: '00000000-0000-4000-8000-000000000002', name: 'Honda' },
    { _id: '00000000-0000-4000-8000-000000000003', name: 'Toyota' },
  ],
  categories: [
    { _id: '00000000-0000-4000-8000-0000000000a1', name: 'Sedan' },
    { _id: '00000000-0000-4000-8000-0000000000a2', name: 'SUV' },
  ],
  fuelTypes: ['Gasoline', 'Diesel', 'Hybrid', 'Plug-in Hybrid', 'Electric'],
  transmissions: ['Automatic', 'Manual', 'CVT', 'Dual-Clutch'],
  drivetrains: ['FWD', 'RWD', 'AWD', '4WD'],
  closingSlots: ['2026-12-04T00:00:00.000Z', '2026-12-11T00:00:00.000Z'],
  defaultLocation: {
    address: '100 King St W',
    city: 'Toronto',
    province: 'ON',
    postalCode: 'M5X 1A9',
  },
};

/** A valid VIN (check digit 3): a 2003 Honda. */
export const VALID_VIN = '1HGCM82633A004352';
