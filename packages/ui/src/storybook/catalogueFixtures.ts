import type { Auction, Banner, FilterOptions } from '@marketdrop/api-client';
import { vehicleSketch } from '../internal/placeholderImage';

/** Story data shaped exactly like the API's answers (docs/product.md §7). Times are relative to now. */

const inFromNow = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

export const carPictures = {
  red: vehicleSketch({ body: '#B91C1C', background: '#FEE2E2' }),
  blue: vehicleSketch({ body: '#1D4ED8', background: '#DBEAFE' }),
  green: vehicleSketch({ body: '#15803D', background: '#DCFCE7' }),
  grey: vehicleSketch({ body: '#475569', background: '#E2E8F0' }),
};

export function makeAuction(overrides: Partial<Auction> = {}): Auction {
  const base: Auction = {
    _id: 'auc-1001',
    isSaved: false,
    auctionType: 'auction',
    status: 'open',
    priceLabel: 'Current Bid',
    ctaButton: 'Place Bid',
    currentPrice: 21750,
    startingBid: 18000,
    highestBid: 21750,
    claimPrice: null,
    buyNowPrice: null,
    totalBids: 12,
    trending: false,
    description: 'One owner, dealer maintained, winter tires included.',
    vehicleName: '2021 Honda Civic EX',
    closedAt: null,
    schedule: {
      startTime: inFromNow(-86400),
      endTime: inFromNow(2 * 3600 + 15 * 60 + 30),
      timeLeft: '02:15:30',
    },
    vehicle: {
      _id: 'veh-1001',
      year: 2021,
      make: { _id: 'make-honda', name: 'Honda' },
      model: 'Civic',
      trim: 'EX',
      category: { _id: 'cat-sedan', name: 'Sedan' },
      miles: 45210,
      odometerUnit: 'KM',
      vehicleName: '2021 Honda Civic EX',
      vin: '2HGFE2F59MH000001',
      exteriorColour: 'Rallye Red',
      vehicleImage: [carPictures.red, carPictures.grey, carPictures.blue],
      conditionReport: '/files/reports/veh-1001.html',
      vehicleDocuments: [
        { _id: 'doc-1', name: 'Ownership', image: '/files/docs/veh-1001-ownership.pdf' },
        { _id: 'doc-2', name: 'Service history', image: '/files/docs/veh-1001-service.pdf' },
      ],
      description: 'Clean history, two keys.',
      drivetrain: 'FWD',
      fuelType: 'Gasoline',
      transmission: 'Automatic',
      originalPrice: 24500,
      location: {
        address: '123 King St W',
        city: 'Toronto',
        province: 'ON',
        postalCode: 'M5H 1A1',
      },
    },
    seller: { _id: 'dealer-1', name: 'Maple Leaf Motors', city: 'Toronto', province: 'ON' },
    seq: 42,
    minimumBid: 21850,
    endsAt: inFromNow(2 * 3600 + 15 * 60 + 30),
    extended: false,
    serverTime: new Date().toISOString(),
    priceChangesAt: null,
    priceDrop: null,
    reserveMet: null,
  };
  const auction = { ...base, ...overrides };
  // The live end is the schedule's end unless a story moves it on purpose.
  return { ...auction, endsAt: overrides.endsAt ?? auction.schedule.endTime };
}

export const sampleAuctions: Auction[] = [
  makeAuction(),
  makeAuction({
    _id: 'auc-1002',
    auctionType: 'marketdropai',
    priceLabel: 'Current Price',
    ctaButton: 'Claim Now',
    currentPrice: 31900,
    totalBids: 0,
    vehicleName: '2020 Toyota RAV4 XLE',
    vehicle: {
      ...makeAuction().vehicle,
      _id: 'veh-1002',
      year: 2020,
      make: { _id: 'make-toyota', name: 'Toyota' },
      model: 'RAV4',
      trim: 'XLE',
      miles: 61000,
      drivetrain: 'AWD',
      fuelType: 'Hybrid',
      originalPrice: 33900,
      vehicleImage: [carPictures.blue],
      location: {
        address: '88 Rue Sainte-Catherine',
        city: 'Montréal',
        province: 'QC',
        postalCode: 'H2X 1K4',
      },
    },
  }),
  makeAuction({
    _id: 'auc-1003',
    auctionType: 'claimpoint',
    priceLabel: 'Claim Price',
    ctaButton: 'Claim Now',
    claimPrice: 15500,
    currentPrice: 15500,
    totalBids: 1,
    vehicleName: '2018 Ford F-150 XLT',
    vehicle: {
      ...makeAuction().vehicle,
      _id: 'veh-1003',
      year: 2018,
      make: { _id: 'make-ford', name: 'Ford' },
      model: 'F-150',
      trim: 'XLT',
      miles: 98000,
      drivetrain: '4WD',
      fuelType: 'Gasoline',
      originalPrice: null,
      vehicleImage: [carPictures.green, carPictures.grey],
      location: { address: null, city: 'Calgary', province: 'AB', postalCode: null },
    },
  }),
  makeAuction({
    _id: 'auc-1004',
    vehicleName: '2019 Mazda CX-5 GS',
    vehicle: {
      ...makeAuction().vehicle,
      _id: 'veh-1004',
      year: 2019,
      make: { _id: 'make-mazda', name: 'Mazda' },
      model: 'CX-5',
      trim: 'GS',
      miles: 72000,
      drivetrain: 'AWD',
      vehicleImage: [],
      originalPrice: 22900,
      location: { address: '5 Main St', city: 'Halifax', province: 'NS', postalCode: 'B3H 1A1' },
    },
  }),
];

/** More cards for a full grid: copies of the four above with their own ids. */
export function manyAuctions(count: number): Auction[] {
  return Array.from({ length: count }, (_, index) => {
    const source = sampleAuctions[index % sampleAuctions.length] as Auction;
    return { ...source, _id: `${source._id}-${index}` };
  });
}

export const sampleBanners: Banner[] = [
  {
    _id: 'banner-1',
    bannerImage: carPictures.blue,
    title: 'Prices drop until claimed',
    description: 'Every vehicle starts at its sticker price and drops until someone claims it.',
  },
  {
    _id: 'banner-2',
    bannerImage: carPictures.red,
    title: 'Every vehicle sells on Thursday',
    description: 'Bid live or claim at the price you like before the Thursday close.',
  },
];

export const sampleFilterOptions: FilterOptions = {
  brand: [
    { _id: 'make-ford', name: 'Ford' },
    { _id: 'make-honda', name: 'Honda' },
    { _id: 'make-mazda', name: 'Mazda' },
    { _id: 'make-toyota', name: 'Toyota' },
  ],
  years: [2018, 2019, 2020, 2021].map((value) => ({ _id: `year-${value}`, value })),
  fuelType: [{ value: 'Gasoline' }, { value: 'Hybrid' }, { value: 'Electric' }],
  transmission: [{ value: 'Automatic' }, { value: 'Manual' }],
  auctionType: [{ value: 'auction' }, { value: 'marketdropai' }, { value: 'claimpoint' }],
  timeLeft: [
    { value: 'lt1h' },
    { value: 'lt24h' },
    { value: 'lt3d' },
    { value: 'lt7d' },
    { value: 'gt7d' },
  ],
  category: [
    { _id: 'cat-sedan', name: 'Sedan' },
    { _id: 'cat-suv', name: 'SUV' },
    { _id: 'cat-truck', name: 'Pickup Truck' },
  ],
  priceMin: 8000,
  priceMax: 64000,
  yearMin: 2018,
  yearMax: 2021,
};
