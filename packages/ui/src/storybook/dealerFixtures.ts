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
