/**
 * Deterministic generator of a believable demo catalogue: dealers, vehicles and auctions of every
 * type, ending on the coming Thursdays. Pure: the database layer decides how to store the records.
 */
import { bidIncrement, vinCheckDigit, type AuctionType } from '@marketdrop/validation';
import {
  CITIES,
  COLOURS,
  DEALER_NAMES,
  MAKES,
  type BodyType,
  type Drivetrain,
  type FuelType,
  type Transmission,
} from './vehicles';

/** A small fast seeded PRNG (mulberry32), so the same seed gives the same catalogue. */
export function createRng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
  };
}
export type Rng = ReturnType<typeof createRng>;

const SALE_HOUR_TORONTO = 19;

/** The UTC offset (minutes) of America/Toronto at a given instant. */
function torontoOffsetMinutes(at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Toronto',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((local - at.getTime()) / 60000);
}

/** The next `count` Thursday sale closes (19:00 Toronto time) strictly after `now`. */
export function nextThursdayCloses(now: Date, count: number): Date[] {
  const closes: Date[] = [];
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  for (let i = 0; closes.length < count && i < 7 * (count + 2); i += 1) {
    const d = new Date(day.getTime() + i * 86_400_000);
    if (d.getUTCDay() !== 4) continue;
    const guess = new Date(d.getTime() + SALE_HOUR_TORONTO * 3_600_000);
    const close = new Date(guess.getTime() - torontoOffsetMinutes(guess) * 60_000);
    if (close.getTime() > now.getTime()) closes.push(close);
  }
  return closes;
}

export type SeedDealer = {
  businessName: string;
  city: string;
  province: string;
  address: string;
  postalCode: string;
};

export type SeedVehicle = {
  dealerIndex: number;
  make: string;
  model: string;
  trim: string;
  year: number;
  category: BodyType;
  colourName: string;
  colourHex: string;
  miles: number;
  odometerUnit: 'KM';
  fuelType: FuelType;
  drivetrain: Drivetrain;
  transmission: Transmission;
  /** Sticker price (CAD). */
  originalPrice: number;
  vin: string;
  description: string;
  location: { address: string; city: string; province: string; postalCode: string };
  hasConditionReport: boolean;
  documents: string[];
};

/** One demo bid: by one of the demo bidders (index), visible amount, secret maximum, instant. */
export type SeedBid = { bidder: number; amount: number; maxAmount: number | null; at: Date };

export type SeedAuction = {
  type: AuctionType;
  startsAt: Date;
  endsAt: Date;
  startingBid: number;
  reservePrice: number | null;
  buyNowPrice: number | null;
  claimPrice: number | null;
  /** MarketDropAI: the lowest the price drops to. */
  floorPrice: number | null;
  /** MarketDropAI: how much the price drops each interval. */
  dropAmount: number | null;
  dropIntervalMinutes: number | null;
  trending: boolean;
  /** Ascending auctions: the demo bidders' bids, oldest first (empty: no bid yet). */
  bids: SeedBid[];
};

export type SeedCatalogue = {
  dealers: SeedDealer[];
  vehicles: SeedVehicle[];
  auctions: SeedAuction[];
};

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

function describe(v: Omit<SeedVehicle, 'description'>, rng: Rng): string {
  const owner = rng.pick(['one-owner', 'two-owner', 'locally owned', 'off-lease']);
  const history = rng.pick([
    'Clean history report, no accidents declared.',
    'Full dealer service records.',
    'Winter tires included on separate rims.',
    'Recent brakes and a fresh oil change.',
    'Safety certified and ready to drive home.',
  ]);
  const km = v.miles.toLocaleString('en-CA');
  return `${owner[0]?.toUpperCase()}${owner.slice(1)} ${v.year} ${v.make} ${v.model} ${v.trim} in ${v.colourName} with ${km} km. ${v.fuelType}, ${v.transmission.toLowerCase()} transmission, ${v.drivetrain}. ${history}`;
}

/** Generates `count` vehicles, each with one auction, deterministic for a given seed and `now`. */
export function generateCatalogue(options: {
  count: number;
  now: Date;
  seed?: number;
}): SeedCatalogue {
  const rng = createRng(options.seed ?? 20261122);
  const now = options.now;
  const currentYear = now.getUTCFullYear();
  const closes = nextThursdayCloses(now, 4);

  const dealers: SeedDealer[] = DEALER_NAMES.map((businessName, i) => {
    const place = CITIES[(i * 5) % CITIES.length]!;
    return {
      businessName,
      city: place.city,
      province: place.province,
      address: `${100 + i * 37} ${place.street}`,
      postalCode: `${place.postal} ${rng.int(1, 9)}${rng.pick(['A', 'B', 'C', 'E', 'G', 'H'])}${rng.int(1, 9)}`,
    };
  });

  const vehicles: SeedVehicle[] = [];
  const auctions: SeedAuction[] = [];
  for (let i = 0; i < options.count; i += 1) {
    const make = rng.pick(MAKES);
    const spec = rng.pick(make.models);
    const oldest = Math.max(spec.since ?? 2012, 2012);
    const year = rng.int(oldest, currentYear);
    const trimIndex = rng.int(0, spec.trims.length - 1);
    const trim = spec.trims[trimIndex]!;
    const [low, high] = spec.price;
    const sticker =
      low + ((high - low) * trimIndex) / Math.max(1, spec.trims.length - 1) + rng.int(-1000, 1500);
    const age = currentYear - year;
    const miles = age === 0 ? rng.int(20, 3000) : roundTo(age * rng.int(9000, 24000), 10);
    const value = sticker * Math.pow(0.86, age) * (1 - Math.min(miles, 300000) / 1_000_000);
    const originalPrice = roundTo(value, 100);
    const colour = rng.pick(COLOURS);
    const dealerIndex = rng.int(0, dealers.length - 1);
    const place = rng.chance(0.7) ? CITIES[(dealerIndex * 5) % CITIES.length]! : rng.pick(CITIES);
    const drawn = Array.from({ length: 17 }, () => rng.pick(VIN_CHARS.split(''))).join('');
    // With its check digit (position 9), so a dealer can save the listing as it is.
    const vin = `${drawn.slice(0, 8)}${vinCheckDigit(drawn) ?? '0'}${drawn.slice(9)}`;
    const base = {
      dealerIndex,
      make: make.make,
      model: spec.model,
      trim,
      year,
      category: spec.body,
      colourName: colour.name,
      colourHex: colour.hex,
      miles,
      odometerUnit: 'KM' as const,
      fuelType: rng.pick(spec.fuel),
      drivetrain: rng.pick(spec.drivetrain),
      transmission: rng.pick(spec.transmission),
      originalPrice,
      vin,
      location: {
        address: `${rng.int(10, 9999)} ${place.street}`,
        city: place.city,
        province: place.province,
        postalCode: `${place.postal} ${rng.int(1, 9)}${rng.pick(['A', 'B', 'C', 'E', 'G', 'H', 'J', 'K'])}${rng.int(1, 9)}`,
      },
      hasConditionReport: rng.chance(0.75),
      documents: rng.chance(0.6)
        ? ['Vehicle history report', 'Safety certificate', 'Service records'].slice(
            0,
            rng.int(1, 3),
          )
        : [],
    };
    vehicles.push({ ...base, description: describe(base, rng) });

    const roll = rng.next();
    const type: AuctionType = roll < 0.5 ? 'auction' : roll < 0.8 ? 'marketdropai' : 'claimpoint';
    const endsAt = closes[rng.int(0, closes.length - 1)]!;
    const startsAt = new Date(now.getTime() - rng.int(1, 72) * 3_600_000);
    const trending = rng.chance(0.15);
    if (type === 'auction') {
      const startingBid = roundTo(originalPrice * (0.55 + rng.next() * 0.15), 100);
      auctions.push({
        type,
        startsAt,
        endsAt,
        startingBid,
        reservePrice: rng.chance(0.5) ? roundTo(originalPrice * 0.85, 100) : null,
        buyNowPrice: rng.chance(0.35) ? roundTo(originalPrice * 1.02, 100) : null,
        claimPrice: null,
        floorPrice: null,
        dropAmount: null,
        dropIntervalMinutes: null,
        trending,
        bids: [],
      });
    } else if (type === 'marketdropai') {
      const floorPrice = roundTo(originalPrice * (0.6 + rng.next() * 0.1), 100);
      auctions.push({
        type,
        startsAt,
        endsAt,
        startingBid: originalPrice,
        reservePrice: null,
        buyNowPrice: null,
        claimPrice: null,
        floorPrice,
        dropAmount: roundTo(originalPrice * 0.005, 50),
        dropIntervalMinutes: rng.pick([30, 60, 120]),
        trending,
        bids: [],
      });
    } else {
      auctions.push({
        type,
        startsAt,
        endsAt,
        startingBid: originalPrice,
        reservePrice: null,
        buyNowPrice: null,
        claimPrice: roundTo(originalPrice * (0.8 + rng.next() * 0.1), 100),
        floorPrice: null,
        dropAmount: null,
        dropIntervalMinutes: null,
        trending,
        bids: [],
      });
    }
  }
  addLiveDemo(auctions, now, createRng((options.seed ?? 20261122) ^ LIVE_DEMO_SALT));
  return { dealers, vehicles, auctions };
}

/** The items in a random order (Fisher-Yates), from `rng`. */
function shuffle<T>(items: T[], rng: Rng): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = rng.int(0, i);
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

/** Salt of the second random stream (the live demo), so the vehicles stay as they were. */
const LIVE_DEMO_SALT = 0x11fe;

/** How many demo bidders the histories use (`DEMO_BIDDERS` in the seed). */
export const DEMO_BIDDER_COUNT = 6;

/** Sales that end within the next 10 to 30 minutes, so a visitor sees closings at once. */
export const ENDING_SOON_MIN_MS = 10 * 60_000;
export const ENDING_SOON_MAX_MS = 30 * 60_000;

/** How many sales of a catalogue of `count` end soon: 2.5 %, from 1 to 12. */
export function endingSoonCount(count: number): number {
  return Math.min(12, Math.max(1, Math.round(count * 0.025)));
}

/** MarketDropAI intervals that show a drop within minutes. */
export const FAST_DROP_MINUTES = [2, 3, 5] as const;
/** A fast-dropping price reaches its floor after about this many drops. */
const FAST_DROPS_TO_FLOOR = 240;

/**
 * A believable bid history for an ascending auction with a reserve, between its start and `now`:
 * 2 to 9 bids by alternating demo bidders, each at least the minimum next bid (the increment
 * ladder), all below the reserve (the demo bidders never buy: a visitor who beats the reserve
 * does). The last bidder leads and may have left a secret maximum, still below the reserve.
 * Empty when the reserve leaves no room for two bids.
 */
export function demoBidHistory(
  rng: Rng,
  auction: { startingBid: number; reservePrice: number | null; startsAt: Date },
  now: Date,
): SeedBid[] {
  const reserve = auction.reservePrice;
  if (reserve === null) return [];
  const wanted = rng.int(2, 9);
  const amounts: number[] = [];
  let next = auction.startingBid;
  while (amounts.length < wanted && next < reserve) {
    amounts.push(next);
    // Most raise by the minimum, some by a few increments.
    next = next + bidIncrement(next) * (rng.chance(0.7) ? 1 : rng.int(2, 4));
  }
  if (amounts.length < 2) return [];
  const from = auction.startsAt.getTime();
  const to = now.getTime() - 60_000;
  if (to <= from) return [];
  const times = amounts
    .map(() => from + Math.floor(rng.next() * (to - from)))
    .sort((a, b) => a - b);
  let bidder = rng.int(0, DEMO_BIDDER_COUNT - 1);
  return amounts.map((amount, i) => {
    if (i > 0) bidder = (bidder + rng.int(1, DEMO_BIDDER_COUNT - 1)) % DEMO_BIDDER_COUNT;
    const last = i === amounts.length - 1;
    const room = reserve - 1 - amount;
    const maxAmount =
      last && room > bidIncrement(amount) && rng.chance(0.5)
        ? amount +
          bidIncrement(amount) * rng.int(1, Math.max(1, Math.floor(room / bidIncrement(amount))))
        : null;
    return { bidder, amount, maxAmount, at: new Date(times[i] as number) };
  });
}

/**
 * The live side of the demo, from its own random stream: bid histories on most ascending auctions
 * with a reserve, a quarter of the MarketDropAI prices dropping every few minutes, and a few sales
 * of each kind ending within the next 10 to 30 minutes (some with bids, a fast-dropping one).
 */
function addLiveDemo(auctions: SeedAuction[], now: Date, rng: Rng): void {
  for (const a of auctions) {
    if (a.type === 'auction' && rng.chance(0.7)) a.bids = demoBidHistory(rng, a, now);
    if (a.type === 'marketdropai' && rng.chance(0.25)) {
      const floor = a.floorPrice ?? a.startingBid;
      const interval = rng.pick(FAST_DROP_MINUTES);
      const dropAmount = roundTo(Math.max(50, (a.startingBid - floor) / FAST_DROPS_TO_FLOOR), 50);
      a.dropIntervalMinutes = interval;
      a.dropAmount = dropAmount;
      // Started a little while ago: dropping, at most 40 % of the way to its floor.
      const minutesToFloor = Math.ceil((a.startingBid - floor) / dropAmount) * interval;
      const ago = Math.max(1, Math.floor(minutesToFloor * (0.05 + rng.next() * 0.35)));
      a.startsAt = new Date(now.getTime() - ago * 60_000);
    }
  }
  const byKind = (kind: (a: SeedAuction) => boolean) => shuffle(auctions.filter(kind), rng);
  const pools = [
    byKind((a) => a.type === 'auction' && a.bids.length > 0),
    byKind((a) => a.type === 'marketdropai' && (a.dropIntervalMinutes ?? 99) <= 5),
    byKind((a) => a.type === 'auction' && a.bids.length === 0),
    byKind((a) => a.type === 'claimpoint'),
    byKind((a) => a.type === 'marketdropai'),
  ];
  const soon = endingSoonCount(auctions.length);
  for (let picked = 0, round = 0; picked < soon && round < soon * pools.length; round += 1) {
    const a = pools[round % pools.length]?.shift();
    if (a === undefined || a.endsAt.getTime() - now.getTime() <= ENDING_SOON_MAX_MS) continue;
    a.endsAt = new Date(
      now.getTime() +
        ENDING_SOON_MIN_MS +
        rng.int(0, (ENDING_SOON_MAX_MS - ENDING_SOON_MIN_MS) / 60_000) * 60_000,
    );
    picked += 1;
  }
}
