import { eq, sql } from 'drizzle-orm';
import type { Auction, AuctionStatus, VehicleDocument } from '@marketdrop/api-client';
import type { Executor } from '../db/client';
import {
  auctions,
  categories,
  dealers,
  makes,
  vehicleDocuments,
  vehicleImages,
  vehicles,
} from './tables';
import { minimumNextBid } from '@marketdrop/validation';
import {
  AUCTION_LABELS,
  currentPriceAt,
  marketDropPriceAt,
  reserveMetOf,
  saleClockAt,
} from './auction-price';

/** The columns an auction is answered from (list item and detail alike). */
export const auctionRecordFields = {
  id: auctions.id,
  auctionType: auctions.auctionType,
  status: auctions.status,
  startsAt: auctions.startsAt,
  endsAt: auctions.endsAt,
  closedAt: auctions.closedAt,
  startingBid: auctions.startingBid,
  currentPrice: auctions.currentPrice,
  highestBid: auctions.highestBid,
  claimPrice: auctions.claimPrice,
  buyNowPrice: auctions.buyNowPrice,
  floorPrice: auctions.floorPrice,
  dropAmount: auctions.dropAmount,
  dropIntervalMinutes: auctions.dropIntervalMinutes,
  trending: auctions.trending,
  bidCount: auctions.bidCount,
  seq: auctions.seq,
  extended: auctions.extended,
  pausedAt: auctions.pausedAt,
  // Kept to answer a signed-in caller's `isLeader`; never sent as such.
  leaderId: auctions.leaderId,
  // Kept to answer `reserveMet`; the amount is never sent.
  reservePrice: auctions.reservePrice,
  vehicleId: vehicles.id,
  year: vehicles.year,
  makeId: makes.id,
  makeName: makes.name,
  model: vehicles.model,
  trim: vehicles.trim,
  categoryId: categories.id,
  categoryName: categories.name,
  miles: vehicles.miles,
  odometerUnit: vehicles.odometerUnit,
  vehicleName: vehicles.vehicleName,
  vin: vehicles.vin,
  exteriorColour: vehicles.exteriorColour,
  conditionReport: vehicles.conditionReport,
  description: vehicles.description,
  drivetrain: vehicles.drivetrain,
  fuelType: vehicles.fuelType,
  transmission: vehicles.transmission,
  originalPrice: vehicles.originalPrice,
  address: vehicles.address,
  city: vehicles.city,
  province: vehicles.province,
  postalCode: vehicles.postalCode,
  sellerId: dealers.id,
  sellerName: dealers.businessName,
  sellerCity: dealers.city,
  sellerProvince: dealers.province,
  images: sql<
    string[] | null
  >`array(select ${vehicleImages.path} from ${vehicleImages} where ${vehicleImages.vehicleId} = ${vehicles.id} order by ${vehicleImages.position})`,
  documents: sql<
    VehicleDocument[] | string | null
  >`(select json_agg(json_build_object('_id', ${vehicleDocuments.id}, 'name', ${vehicleDocuments.name}, 'image', ${vehicleDocuments.path}) order by ${vehicleDocuments.position}) from ${vehicleDocuments} where ${vehicleDocuments.vehicleId} = ${vehicles.id})`,
};

/** Auctions with their vehicle, make, body type and seller, selected as `auctionRecordFields`. */
export function selectAuctionRecords(db: Executor) {
  return db
    .select(auctionRecordFields)
    .from(auctions)
    .innerJoin(vehicles, eq(vehicles.id, auctions.vehicleId))
    .innerJoin(makes, eq(makes.id, vehicles.makeId))
    .leftJoin(categories, eq(categories.id, vehicles.categoryId))
    .innerJoin(dealers, eq(dealers.id, auctions.dealerId));
}

/** One auction as read by `selectAuctionRecords`. */
export type AuctionRecord = Awaited<ReturnType<typeof selectAuctionRecords>>[number];

/** `HH:MM:SS` until `end` (hours may pass 24), `00:00:00` once over. */
export function timeLeftOf(end: Date, now: Date): string {
  const seconds = Math.max(0, Math.floor((end.getTime() - now.getTime()) / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}`;
}

/**
 * Where an auction stands at `now`. A paused sale stands where it stood at its pause (its clock
 * stands still: `saleClockAt`): `open` or `scheduled`, never ended by the time passing meanwhile.
 */
export function statusAt(
  record: Pick<AuctionRecord, 'status' | 'startsAt' | 'endsAt'> & { pausedAt?: Date | null },
  now: Date,
) {
  if (record.status !== 'open') return record.status as AuctionStatus;
  const at = saleClockAt(record, now).getTime();
  if (at < record.startsAt.getTime()) return 'scheduled';
  if (at >= record.endsAt.getTime()) return 'ended';
  return 'open';
}

function documentsOf(value: AuctionRecord['documents']): VehicleDocument[] {
  if (value === null) return [];
  // A driver may hand json over as text.
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? (parsed as VehicleDocument[]) : [];
}

/**
 * A signed-in caller, for the fields that are theirs alone (`isLeader`, `yourMaxBid`): added per
 * request, never to an answer shared between callers.
 */
export type AuctionViewer = {
  userId: string;
  /** The caller's own maximum per auction they bid on (auctions' `findYourMaxBids`). */
  maxBids: ReadonlyMap<string, number>;
};

/**
 * MarketDropAI: when the price drops next, as of `now` (null for other types, closed sales and
 * paused ones: nothing drops while paused).
 */
function nextDropOf(record: AuctionRecord, now: Date): string | null {
  if (record.auctionType !== 'marketdropai' || record.pausedAt !== null) return null;
  if (statusAt(record, now) !== 'open') return null;
  return marketDropPriceAt(record, now).changesAt?.toISOString() ?? null;
}

/** MarketDropAI: how much and how often its price drops (null for other types or without drops). */
function priceDropOf(record: AuctionRecord): Auction['priceDrop'] {
  const { dropAmount, dropIntervalMinutes } = record;
  if (record.auctionType !== 'marketdropai' || !dropAmount || !dropIntervalMinutes) return null;
  return { amount: dropAmount, everyMinutes: dropIntervalMinutes };
}

/**
 * The answer shape of docs/product.md §7.3 Auction, with price, status, time left and the live
 * fields as of `now`; with a viewer, their own `isLeader` and `yourMaxBid`.
 */
export function toAuction(
  record: AuctionRecord,
  now: Date,
  isSaved: boolean,
  viewer: AuctionViewer | null = null,
): Auction {
  const description = record.description;
  const currentPrice = currentPriceAt(record, now);
  const reserveMet = reserveMetOf(record);
  return {
    _id: record.id,
    isSaved,
    auctionType: record.auctionType,
    status: statusAt(record, now),
    // Derived from the type (not stored): the UI translates its own labels from the type.
    priceLabel: AUCTION_LABELS[record.auctionType].priceLabel,
    ctaButton: AUCTION_LABELS[record.auctionType].ctaLabel,
    currentPrice,
    startingBid: record.startingBid,
    highestBid: record.highestBid,
    claimPrice: record.claimPrice,
    buyNowPrice: record.buyNowPrice,
    totalBids: record.bidCount,
    trending: record.trending,
    description,
    vehicleName: record.vehicleName,
    closedAt: record.closedAt?.toISOString() ?? null,
    schedule: {
      startTime: record.startsAt.toISOString(),
      endTime: record.endsAt.toISOString(),
      // A paused sale's time left stands still at what it had at the pause.
      timeLeft: timeLeftOf(record.endsAt, saleClockAt(record, now)),
    },
    vehicle: {
      _id: record.vehicleId,
      year: record.year,
      make: { _id: record.makeId, name: record.makeName },
      model: record.model,
      trim: record.trim,
      category:
        record.categoryId === null || record.categoryName === null
          ? null
          : { _id: record.categoryId, name: record.categoryName },
      miles: record.miles,
      odometerUnit: record.odometerUnit,
      vehicleName: record.vehicleName,
      vin: record.vin,
      exteriorColour: record.exteriorColour,
      vehicleImage: record.images ?? [],
      conditionReport: record.conditionReport,
      vehicleDocuments: documentsOf(record.documents),
      description,
      drivetrain: record.drivetrain,
      fuelType: record.fuelType,
      transmission: record.transmission,
      originalPrice: record.originalPrice,
      location: {
        address: record.address,
        city: record.city,
        province: record.province,
        postalCode: record.postalCode,
      },
    },
    seller: {
      _id: record.sellerId,
      name: record.sellerName,
      city: record.sellerCity,
      province: record.sellerProvince,
    },
    priceDrop: priceDropOf(record),
    seq: record.seq,
    minimumBid: minimumNextBid(record) ?? currentPrice,
    endsAt: record.endsAt.toISOString(),
    extended: record.extended,
    paused: record.pausedAt !== null,
    serverTime: now.toISOString(),
    priceChangesAt: nextDropOf(record, now),
    ...(reserveMet === undefined ? {} : { reserveMet }),
    ...(viewer === null
      ? {}
      : {
          isLeader: record.leaderId !== null && record.leaderId === viewer.userId,
          yourMaxBid: viewer.maxBids.get(record.id) ?? null,
        }),
  };
}
