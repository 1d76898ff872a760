import type { DealerListing, SaleTerms } from '@marketdrop/api-client';
import {
  LISTING_LIMITS,
  keyedListingMessages,
  thursdayCloses,
  type KeyedMessage,
  type ListingValues,
  type UpdateListingValues,
} from '@marketdrop/validation';
import type { UserRow } from '../accounts/find-users';
import {
  createVehicle,
  lowerBuyNowPrice,
  saveSaleOfListing,
  saveVehicle,
  type SaleTermsValues,
} from '../catalogue/listing-writes';
import { searchTextOf } from '../catalogue/search-text';
import { findCategory, findMake } from '../catalogue/listing-rows';
import type {
  AuctionRow,
  DealerRow,
  NewVehicleRow,
  StoredSaleTerms,
  VehicleRow,
} from '../catalogue/rows';
import type { Executor } from '../db/client';
import { AppError, fieldsError, validationError } from '../shared/errors';
import type { Deps } from '../shared/deps';
import { assertCanList, requireDealerOf } from './dealer-account';
import {
  assertListingOpen,
  loadListing,
  lockListing,
  marketDropStart,
  termsLockedOf,
  termsOf,
} from './load-listings';
import { DEALER_MESSAGES } from './messages';

/** The sale terms of the form's values: the fields of the chosen format, the others null. */
export function saleTermsOf(values: ListingValues): StoredSaleTerms {
  const type = values.auctionType as SaleTerms['auctionType'];
  const pick = (value: number | null | undefined, types: readonly string[]) =>
    types.includes(type) && value !== undefined && value !== null ? value : null;
  return {
    auctionType: type,
    startingBid: pick(values.startingBid, ['auction']),
    reservePrice: pick(values.reservePrice, ['auction']),
    buyNowPrice: pick(values.buyNowPrice, ['auction']),
    stickerPrice: pick(values.stickerPrice, ['marketdropai', 'auction', 'claimpoint']),
    floorPrice: pick(values.floorPrice, ['marketdropai']),
    dropAmount: pick(values.dropAmount, ['marketdropai']),
    dropIntervalMinutes: pick(values.dropIntervalMinutes, ['marketdropai']),
    claimPrice: pick(values.claimPrice, ['claimpoint']),
    startsAt:
      values.startsAt === undefined || values.startsAt === null
        ? null
        : new Date(values.startsAt).toISOString(),
    endsAt: new Date(values.endsAt as string).toISOString(),
  };
}

/** The price terms that lock at the first bid or claim (all but the start). */
function priceTermsKey(terms: SaleTerms): string {
  const { startsAt: _start, ...price } = terms;
  return JSON.stringify(price, Object.keys(price).sort());
}

const priceRaise = (message: string) => new AppError(409, 'PRICE_RAISE_NOT_ALLOWED', message);

/** `next` is at most `current` (both set), or neither is set. */
const notAbove = (next: number | null, current: number | null) =>
  current === null ? next === null : next !== null && next <= current;
/** `next` is at least `current` (both set), or neither is set. */
const notBelow = (next: number | null, current: number | null) =>
  current === null ? next === null : next !== null && next >= current;

/**
 * A live sale's price may only go down (docs/product.md §6.2): no edit may raise the price a buyer
 * sees now or later. Per format: the starting bid and the Buy Now price (a price that is absent
 * counts as endless: one may be added, never removed) of an auction; the claim price of a
 * ClaimPOINT; every term of a MarketDropAI schedule in the buyer's favour (sticker and floor not
 * higher, drop not smaller, interval not longer), which keeps its price at every instant at or
 * below the old schedule's. The format itself does not change. 409 PRICE_RAISE_NOT_ALLOWED.
 */
export function assertNoLiveRaise(current: SaleTerms, next: SaleTerms): void {
  if (next.auctionType !== current.auctionType) throw priceRaise(DEALER_MESSAGES.formatLive);
  switch (current.auctionType) {
    case 'auction':
      if (!notAbove(next.startingBid, current.startingBid)) {
        throw priceRaise(DEALER_MESSAGES.startingBidRaise);
      }
      if (current.buyNowPrice !== null && !notAbove(next.buyNowPrice, current.buyNowPrice)) {
        throw priceRaise(DEALER_MESSAGES.buyNowRaise);
      }
      return;
    case 'claimpoint':
      if (!notAbove(next.claimPrice, current.claimPrice)) {
        throw priceRaise(DEALER_MESSAGES.claimPriceRaise);
      }
      return;
    case 'marketdropai':
      if (
        !notAbove(next.stickerPrice, current.stickerPrice) ||
        !notAbove(next.floorPrice, current.floorPrice) ||
        !notBelow(next.dropAmount, current.dropAmount) ||
        !notAbove(next.dropIntervalMinutes, current.dropIntervalMinutes)
      ) {
        throw priceRaise(DEALER_MESSAGES.marketDropRaise);
      }
  }
}

/**
 * Once a bid exists the price terms are locked (409 PRICE_TERMS_LOCKED), with one exception: an
 * auction's Buy Now price may still go down, to an amount above the highest bid (400 on the field
 * otherwise: a Buy Now at or below the bid could not be used). True when that is the change.
 */
function assertBuyNowDropOnly(
  current: SaleTerms,
  next: SaleTerms,
  auction: Pick<AuctionRow, 'highestBid'> | null,
): void {
  const locked = () => new AppError(409, 'PRICE_TERMS_LOCKED', DEALER_MESSAGES.termsLocked);
  const others = priceTermsKey({ ...next, buyNowPrice: null });
  if (others !== priceTermsKey({ ...current, buyNowPrice: null })) throw locked();
  const before = current.buyNowPrice;
  const after = next.buyNowPrice;
  if (before === null || after === null || after >= before) throw locked();
  const highest = auction?.highestBid ?? null;
  if (highest !== null && after <= highest) {
    const { key, values, text } = keyedListingMessages.buyNowNotAboveBid(highest);
    throw validationError({ buyNowPrice: text }, { buyNowPrice: { key, values } });
  }
}

/** The vehicle's facts a buyer relies on, locked at the first bid or claim, by their name. */
const FACTS = {
  vin: 'VIN',
  year: 'year',
  makeId: 'make',
  model: 'model',
  trim: 'trim',
  categoryId: 'body type',
  exteriorColour: 'colour',
  miles: 'odometer',
  odometerUnit: 'odometer unit',
  fuelType: 'fuel',
  transmission: 'transmission',
  drivetrain: 'drivetrain',
  description: 'description',
  address: 'location',
  city: 'location',
  province: 'location',
  postalCode: 'location',
} as const satisfies Partial<Record<keyof VehicleRow, string>>;

/** The names of the facts `fields` would change on `vehicle` (each name once). */
function changedFacts(
  vehicle: VehicleRow,
  fields: { [K in keyof typeof FACTS]?: VehicleRow[K] | undefined },
): string[] {
  const names = new Set<string>();
  for (const [column, name] of Object.entries(FACTS) as [keyof typeof FACTS, string][]) {
    if ((fields[column] ?? null) !== vehicle[column]) names.add(name);
  }
  return [...names];
}

/** 400 on `endsAt` unless it is one of the coming Thursday closes within 8 weeks (server clock). */
export function assertCloseAhead(endsAt: string, now: Date): void {
  const end = new Date(endsAt).getTime();
  if (end <= now.getTime()) throw fieldsError({ endsAt: keyedListingMessages.endsAtPast });
  const slots = thursdayCloses(now, LISTING_LIMITS.closeWeeksMax);
  const last = slots[slots.length - 1];
  if (last !== undefined && end > last.getTime()) {
    throw fieldsError({ endsAt: keyedListingMessages.endsAtTooFar });
  }
}

/** The vehicle columns of the form's values; the make and body type must be on the lists (400). */
async function vehicleFieldsOf(
  tx: Executor,
  input: { values: ListingValues; dealer: DealerRow },
): Promise<Omit<NewVehicleRow, 'dealerId'> & { makeName: string }> {
  const { values, dealer } = input;
  const make = await findMake({ db: tx }, { makeId: values.makeId.toLowerCase() });
  const category =
    values.categoryId === undefined || values.categoryId === null
      ? null
      : await findCategory({ db: tx }, { categoryId: values.categoryId.toLowerCase() });
  const errors: Record<string, KeyedMessage> = {};
  if (make === undefined) errors.makeId = keyedListingMessages.makeUnknown;
  if (category === undefined) errors.categoryId = keyedListingMessages.categoryUnknown;
  if (make === undefined || category === undefined) throw fieldsError(errors);
  const trim = values.trim ?? null;
  const location = {
    address: values.address ?? null,
    city: values.city ?? null,
    province: values.province ?? null,
    postalCode: values.postalCode ?? null,
  };
  // No part of the location given: the dealer's business address.
  const useDealer = Object.values(location).every((part) => part === null);
  return {
    makeName: make.name,
    makeId: make.id,
    categoryId: category?.id ?? null,
    year: values.year,
    model: values.model,
    trim,
    vehicleName: [values.year, make.name, values.model, trim].filter(Boolean).join(' '),
    vin: values.vin,
    exteriorColour: values.exteriorColour ?? null,
    miles: values.odometer,
    odometerUnit: values.odometerUnit as 'KM' | 'MI',
    description: values.description ?? null,
    drivetrain: values.drivetrain ?? null,
    fuelType: values.fuelType ?? null,
    transmission: values.transmission ?? null,
    originalPrice: saleTermsOf(values).stickerPrice,
    address: useDealer ? dealer.address : location.address,
    city: useDealer ? dealer.city : location.city,
    province: useDealer ? dealer.province : location.province,
    postalCode: useDealer ? dealer.postalCode : location.postalCode,
  };
}

/**
 * createListing: a new draft of the dealer's (the vehicle and its sale terms), once the business
 * is verified (403 DEALER_NOT_VERIFIED). The end must be a coming Thursday close (400).
 */
export async function createListing(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { user: UserRow; values: ListingValues },
): Promise<DealerListing> {
  const { user, values } = input;
  assertCanList(user);
  const now = deps.clock();
  assertCloseAhead(values.endsAt as string, now);
  const dealer = await requireDealerOf(deps, { userId: user.id });
  const id = await deps.db.transaction(async (tx) => {
    const { makeName: _make, ...fields } = await vehicleFieldsOf(tx, { values, dealer });
    return createVehicle(
      { db: tx },
      {
        values: {
          ...fields,
          dealerId: dealer.id,
          listedBy: user.id,
          saleTerms: saleTermsOf(values),
        },
        now,
      },
    );
  });
  return loadListing(deps, { listingId: id, dealerId: dealer.id, now });
}

/**
 * The auction columns of sale terms (whole dollars), the price as of `now` and when a MarketDropAI
 * price drops next. `startsAt` is when the sale opens.
 */
export function auctionTermsOf(terms: StoredSaleTerms, startsAt: Date, now: Date): SaleTermsValues {
  const endsAt = new Date(terms.endsAt);
  const common = {
    auctionType: terms.auctionType,
    startsAt,
    endsAt,
    reservePrice: null,
    buyNowPrice: null,
    claimPrice: null,
    floorPrice: null,
    dropAmount: null,
    dropIntervalMinutes: null,
    priceChangesAt: null,
  };
  if (terms.auctionType === 'marketdropai') {
    const price = marketDropStart(terms, startsAt, endsAt, now);
    return {
      ...common,
      startingBid: terms.stickerPrice ?? 0,
      currentPrice: price.price,
      floorPrice: terms.floorPrice,
      dropAmount: terms.dropAmount,
      dropIntervalMinutes: terms.dropIntervalMinutes,
      priceChangesAt: price.changesAt,
    };
  }
  if (terms.auctionType === 'claimpoint') {
    const claim = terms.claimPrice ?? 0;
    return {
      ...common,
      startingBid: terms.stickerPrice ?? claim,
      currentPrice: claim,
      claimPrice: claim,
    };
  }
  const start = terms.startingBid ?? 0;
  return {
    ...common,
    startingBid: start,
    currentPrice: start,
    reservePrice: terms.reservePrice,
    buyNowPrice: terms.buyNowPrice,
  };
}

/** The search words of a listed vehicle (as the seed writes them). */
export function searchTextOfVehicle(
  vehicle: Pick<VehicleRow, 'year' | 'model' | 'trim' | 'vehicleName' | 'city'>,
  makeName: string,
): string {
  return searchTextOf([
    vehicle.year,
    makeName,
    vehicle.model,
    vehicle.trim,
    vehicle.vehicleName,
    vehicle.city,
  ]);
}

/**
 * updateListing: the whole form again (docs/product.md §6.2). A sold, unsold or withdrawn listing:
 * 409 LISTING_CLOSED. A live sale's price only goes down (`assertNoLiveRaise`: 409
 * PRICE_RAISE_NOT_ALLOWED). Once a bid or claim exists, other price terms: 409 PRICE_TERMS_LOCKED
 * (but a Buy Now price may go down, above the highest bid), and the vehicle's facts: 409
 * LISTING_FACTS_LOCKED (disclosures say what is new). A published listing's auction takes the
 * change in the same transaction, under the auction's row lock (the one bids and claims take),
 * and the write gives it a new `seq`, so watchers see a lower price live.
 */
export async function updateListing(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { user: UserRow; values: UpdateListingValues },
): Promise<DealerListing> {
  const { user, values } = input;
  assertCanList(user);
  const now = deps.clock();
  const dealer = await requireDealerOf(deps, { userId: user.id });
  await deps.db.transaction(async (tx) => {
    const { vehicle, auction } = await lockListing(tx, {
      listingId: values.listingId,
      dealerId: dealer.id,
    });
    const state = assertListingOpen(vehicle, auction, now);
    const terms = saleTermsOf(values);
    const current = termsOf(vehicle, auction);
    const priceChanged = priceTermsKey(terms) !== priceTermsKey(current);
    const locked = termsLockedOf(auction);
    if (priceChanged && locked) assertBuyNowDropOnly(current, terms, auction);
    if (priceChanged && state === 'live') assertNoLiveRaise(current, terms);
    if (priceChanged) assertCloseAhead(terms.endsAt, now);
    const { makeName, ...fields } = await vehicleFieldsOf(tx, { values, dealer });
    if (locked) {
      const changed = changedFacts(vehicle, fields);
      if (changed.length > 0) {
        throw new AppError(409, 'LISTING_FACTS_LOCKED', DEALER_MESSAGES.factsLocked(changed));
      }
    }
    const saved = await saveVehicle(
      { db: tx },
      { vehicleId: vehicle.id, values: { ...fields, saleTerms: terms }, now },
    );
    if (saved === undefined || auction === null) return;
    if (locked) {
      // Only a lower Buy Now price gets here: the rest of the sale stays as the bids found it.
      if (priceChanged) {
        await lowerBuyNowPrice(
          { db: tx },
          { auctionId: auction.id, buyNowPrice: terms.buyNowPrice, now },
        );
      }
      return;
    }
    await updateAuctionOf(tx, { auction, vehicle: saved, makeName, terms, priceChanged, now });
  });
  return loadListing(deps, { listingId: values.listingId, dealerId: dealer.id, now });
}

async function updateAuctionOf(
  tx: Executor,
  input: {
    auction: AuctionRow;
    vehicle: VehicleRow;
    makeName: string;
    terms: StoredSaleTerms;
    priceChanged: boolean;
    now: Date;
  },
): Promise<void> {
  const { auction, vehicle, makeName, terms, priceChanged, now } = input;
  const started = auction.startsAt.getTime() <= now.getTime();
  // A sale that has started keeps its start; a scheduled one moves with the form.
  const startsAt = started
    ? auction.startsAt
    : new Date(
        Math.max(
          now.getTime(),
          terms.startsAt === null ? now.getTime() : Date.parse(terms.startsAt),
        ),
      );
  const startMoved = startsAt.getTime() !== auction.startsAt.getTime();
  await saveSaleOfListing(
    { db: tx },
    {
      auctionId: auction.id,
      terms: priceChanged || startMoved ? auctionTermsOf(terms, startsAt, now) : null,
      facts: {
        makeId: vehicle.makeId,
        categoryId: vehicle.categoryId,
        year: vehicle.year,
        fuelType: vehicle.fuelType,
        transmission: vehicle.transmission,
        searchText: searchTextOfVehicle(vehicle, makeName),
      },
      now,
    },
  );
}
