import { randomUUID } from 'node:crypto';
import { eq, getTableColumns, getTableName, inArray, sql, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../db/client';
import {
  auctions,
  banners,
  categories,
  dealers,
  makes,
  vehicleDocuments,
  vehicleImages,
  vehicles,
  type NewAuctionRow,
} from '../catalogue/tables';
import { users } from '../accounts/tables';
import { bids, type NewBidRow } from '../auctions/tables';
import { orders } from '../orders/tables';
import { reserveOffers } from '../dealers/tables';
import { BANNERS } from '../seed-data/content';
import {
  DEMO_BIDDER_COUNT,
  ENDING_SOON_MAX_MS,
  ENDING_SOON_MIN_MS,
  createRng,
  demoBidHistory,
  endingSoonCount,
  generateCatalogue,
  nextThursdayCloses,
  type SeedAuction,
  type SeedBid,
  type SeedVehicle,
} from '../seed-data/generate-catalogue';
import { VIEWS, vehicleSvg } from '../seed-data/vehicle-image';
import {
  DOCUMENT_NAMES,
  bannerSvg,
  conditionReportHtml,
  vehicleDocumentHtml,
  type PaperworkVehicle,
} from '../seed-data/vehicle-documents';
import { MAKES } from '../seed-data/vehicles';
import { marketDropPriceAt, refreshDroppedPricesSql } from '../catalogue/auction-price';
import { MediaWriter, slug } from '../catalogue/catalogue-media';
import type { PasswordHasher } from '../shared/hash-password';
import { searchTextOf } from '../catalogue/search-text';
import type { DbDeps } from '../shared/deps';

/** Size and seed of the catalogue a first start creates. */
export const DEMO_VEHICLE_COUNT = 320;
export const DEMO_SEED = 20261122;
/** Vehicles past this many share pictures per body type and colour, and carry no paperwork. */
export const PER_VEHICLE_MEDIA_LIMIT = 500;

/** The demo accounts (documented in the README); both verified. */
export const DEMO_USERS = {
  consumer: {
    email: 'buyer@marketdrop.local',
    password: 'MarketDrop#2026',
    firstName: 'Claire',
    lastName: 'Gagnon',
  },
  dealer: {
    email: 'dealer@marketdrop.local',
    password: 'MarketDrop#2026',
    firstName: 'Sanjay',
    lastName: 'Mehta',
  },
  /** The demo admin (docs/product.md §6.3): verifies dealers, moderates, reads Contact Support. */
  admin: {
    email: 'admin@marketdrop.local',
    password: 'MarketDrop#2026',
    firstName: 'Alex',
    lastName: 'Morin',
  },
} as const;

/**
 * The demo bidders whose bids make the seeded bid histories (`DEMO_BIDDER_COUNT` of them). They
 * are consumers that cannot sign in (no password: their hash is not one), and their bids never
 * reach a reserve: a visitor who beats it buys the car.
 */
export const DEMO_BIDDERS = [
  { firstName: 'Marc', lastName: 'Tremblay', city: 'Montréal', province: 'QC' },
  { firstName: 'Priya', lastName: 'Sharma', city: 'Brampton', province: 'ON' },
  { firstName: 'Liam', lastName: 'MacDonald', city: 'Halifax', province: 'NS' },
  { firstName: 'Sophie', lastName: 'Nguyen', city: 'Vancouver', province: 'BC' },
  { firstName: 'Daniel', lastName: 'Cohen', city: 'Toronto', province: 'ON' },
  { firstName: 'Amira', lastName: 'Haddad', city: 'Calgary', province: 'AB' },
].map((bidder, i) => ({ ...bidder, email: `demo.bidder.${i + 1}@marketdrop.local` }));

/** Not an argon2 hash: no password ever matches it. */
const NO_SIGN_IN = '!demo-bidder: cannot sign in';

const PROVINCE_CODES: Record<string, string> = {
  Ontario: 'ON',
  Quebec: 'QC',
  'British Columbia': 'BC',
  Alberta: 'AB',
  Manitoba: 'MB',
  Saskatchewan: 'SK',
  'Nova Scotia': 'NS',
  'New Brunswick': 'NB',
  'Newfoundland and Labrador': 'NL',
  'Prince Edward Island': 'PE',
};
const provinceCode = (name: string) => PROVINCE_CODES[name] ?? name;

/** Any number that fits in a bigint lock key; held while the demo data is created. */
const SEED_LOCK_KEY = 727_201_004;

export type SeedCatalogueOptions = {
  count: number;
  now: Date;
  seed?: number;
  /** The media folder (`config.mediaDir`). */
  mediaDir: string;
  /** Progress lines. */
  log?: (line: string) => void;
};

export type SeedCatalogueResult = {
  vehicles: number;
  auctions: number;
  makes: number;
  files: number;
  ms: number;
};

/** Rows per bulk INSERT statement. */
const BULK_ROWS = 5000;

/**
 * Inserts many rows fast on both drivers: each batch is one statement with one JSON parameter,
 * expanded by `json_populate_recordset` (no per-value parameters to bind). Every row must have
 * the same keys; omitted columns take their defaults.
 */
export async function bulkInsert<T extends PgTable>(
  db: Executor,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  const first = rows[0];
  if (first === undefined) return;
  const columns = getTableColumns(table) as Record<string, Column>;
  const keys = Object.keys(first);
  const names = keys.map((key) => {
    const column = columns[key];
    if (column === undefined) throw new Error(`No column ${key} in ${getTableName(table)}`);
    return column.name;
  });
  const list = sql.raw(names.map((name) => `"${name}"`).join(', '));
  for (let i = 0; i < rows.length; i += BULK_ROWS) {
    const json = JSON.stringify(
      rows.slice(i, i + BULK_ROWS).map((row) => {
        const out: Record<string, unknown> = {};
        keys.forEach((key, k) => {
          const value = (row as Record<string, unknown>)[key];
          out[names[k] as string] = value instanceof Date ? value.toISOString() : (value ?? null);
        });
        return out;
      }),
    );
    await db.execute(
      sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${json}::json)`,
    );
  }
}

function auctionPrices(a: SeedAuction, now: Date) {
  if (a.type === 'marketdropai') {
    const drop = marketDropPriceAt(
      {
        startsAt: a.startsAt,
        endsAt: a.endsAt,
        startingBid: a.startingBid,
        floorPrice: a.floorPrice,
        dropAmount: a.dropAmount,
        dropIntervalMinutes: a.dropIntervalMinutes,
      },
      now,
    );
    return { currentPrice: drop.price, priceChangesAt: drop.changesAt };
  }
  if (a.type === 'claimpoint') {
    return { currentPrice: a.claimPrice ?? a.startingBid, priceChangesAt: null };
  }
  return { currentPrice: a.startingBid, priceChangesAt: null };
}

/**
 * Creates the demo bidders when missing; returns their ids in `DEMO_BIDDERS` order (the index a
 * generated bid names).
 */
export async function ensureDemoBidders(deps: DbDeps, input: { now: Date }): Promise<string[]> {
  const { db } = deps;
  if (DEMO_BIDDERS.length !== DEMO_BIDDER_COUNT) throw new Error('DEMO_BIDDERS is out of date');
  await db
    .insert(users)
    .values(
      DEMO_BIDDERS.map((bidder, i) => ({
        userType: 'consumer' as const,
        firstName: bidder.firstName,
        lastName: bidder.lastName,
        email: bidder.email,
        passwordHash: NO_SIGN_IN,
        countryCode: '+1',
        countryIsoCode: 'CA',
        country: 'Canada',
        phoneNumber: `41655501${String(i + 10)}`,
        city: bidder.city,
        province: bidder.province,
        emailOutbid: false,
        emailWon: false,
        emailOrderSteps: false,
        emailSavedSearches: false,
        isVerified: true,
        verifiedAt: input.now,
        termsAcceptedAt: input.now,
        creditCheckConsentAt: input.now,
      })),
    )
    .onConflictDoNothing({ target: users.email });
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_BIDDERS.map((bidder) => bidder.email),
      ),
    );
  const byEmail = new Map(rows.map((row) => [row.email, row.id]));
  return DEMO_BIDDERS.map((bidder) => {
    const id = byEmail.get(bidder.email);
    if (id === undefined) throw new Error(`Demo bidder ${bidder.email} is missing`);
    return id;
  });
}

/** The bid rows of a generated history, and what they make of the auction row. */
function placeDemoBids(auctionId: string, history: SeedBid[], bidderIds: readonly string[]) {
  const last = history.at(-1);
  if (last === undefined) {
    return {
      rows: [] as NewBidRow[],
      auction: { highestBid: null, bidCount: 0, leaderId: null, leaderMaxBid: null },
    };
  }
  const rows: NewBidRow[] = history.map((bid) => ({
    id: randomUUID(),
    auctionId,
    bidderId: bidderIds[bid.bidder] as string,
    amount: bid.amount,
    maxAmount: bid.maxAmount,
    isProxy: false,
    createdAt: bid.at,
  }));
  return {
    rows,
    auction: {
      highestBid: last.amount,
      bidCount: history.length,
      leaderId: bidderIds[last.bidder] as string,
      leaderMaxBid: last.maxAmount ?? last.amount,
    },
  };
}

/**
 * Replaces the whole catalogue (makes, body types, dealers, vehicles, pictures, documents,
 * auctions, favourites, banners) with a generated one of `count` vehicles, in one transaction,
 * and writes its media files. Deterministic for a seed and `now`, except for the row ids.
 */
export async function seedCatalogue(
  deps: { db: Database },
  input: SeedCatalogueOptions,
): Promise<SeedCatalogueResult> {
  const { db } = deps;
  const result = await db.transaction((tx) => seedCatalogueInto({ db: tx }, input));
  await analyzeCatalogue(deps);
  return result;
}

/**
 * After a bulk load: refreshes the planner statistics of the catalogue tables, and vacuums the
 * auctions so counts can answer from their indexes alone (visibility map).
 */
export async function analyzeCatalogue(deps: DbDeps): Promise<void> {
  const { db } = deps;
  await db.execute(sql`vacuum (analyze) auctions`);
  await db.execute(
    sql`analyze makes, categories, dealers, vehicles, vehicle_images, vehicle_documents, favourites, banners`,
  );
}

export async function seedCatalogueInto(
  deps: DbDeps,
  options: SeedCatalogueOptions,
): Promise<SeedCatalogueResult> {
  const tx = deps.db;
  const started = Date.now();
  const log = options.log ?? (() => {});
  const { now } = options;
  const generated = generateCatalogue({
    count: options.count,
    now,
    seed: options.seed ?? DEMO_SEED,
  });
  log(`Generated ${generated.vehicles.length} vehicles in ${Date.now() - started} ms`);

  await tx.execute(
    sql`truncate favourites, auctions, vehicle_documents, vehicle_images, vehicles, dealers, makes, categories, banners cascade`,
  );

  const media = new MediaWriter(options.mediaDir);
  await media.clear();

  // Makes and body types: every one the generator knows, so filters can name them.
  const makeIds = new Map(MAKES.map((m) => [m.make, randomUUID()]));
  await tx.insert(makes).values([...makeIds].map(([name, id]) => ({ id, name })));
  const bodyTypes = [...new Set(MAKES.flatMap((m) => m.models.map((model) => model.body)))].sort();
  const categoryIds = new Map(bodyTypes.map((name) => [name, randomUUID()]));
  await tx.insert(categories).values([...categoryIds].map(([name, id]) => ({ id, name })));

  const [dealerUser] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_USERS.dealer.email))
    .limit(1);
  const bidderIds = await ensureDemoBidders({ db: tx }, { now });
  const bidRows: NewBidRow[] = [];
  const dealerRows = generated.dealers.map((d, i) => ({
    id: randomUUID(),
    userId: i === 0 ? (dealerUser?.id ?? null) : null,
    businessName: d.businessName,
    address: d.address,
    city: d.city,
    province: provinceCode(d.province),
    postalCode: d.postalCode,
    verifiedAt: now,
  }));
  await tx.insert(dealers).values(dealerRows);

  const vehicleRows: (typeof vehicles.$inferInsert)[] = [];
  const imageRows: (typeof vehicleImages.$inferInsert)[] = [];
  const documentRows: (typeof vehicleDocuments.$inferInsert)[] = [];
  const auctionRows: NewAuctionRow[] = [];
  const shared = new Map<string, string>();

  generated.vehicles.forEach((v: SeedVehicle, index) => {
    const a = generated.auctions[index] as SeedAuction;
    const vehicleId = randomUUID();
    const dealer = dealerRows[v.dealerIndex] ?? dealerRows[0];
    if (dealer === undefined) throw new Error('No dealer to sell the vehicle');
    const vehicleName = `${v.year} ${v.make} ${v.model} ${v.trim}`;
    const ownMedia = index < PER_VEHICLE_MEDIA_LIMIT;

    const pictures = VIEWS.map((view) => {
      if (ownMedia) {
        return media.add(
          'vehicles',
          `${vehicleId}-${view}.svg`,
          vehicleSvg({ body: v.category, colour: v.colourHex, view, caption: vehicleName }),
        );
      }
      const key = `${slug(v.category)}-${slug(v.colourName)}-${view}`;
      let url = shared.get(key);
      if (url === undefined) {
        url = media.add(
          'vehicles',
          `shared-${key}.svg`,
          vehicleSvg({
            body: v.category,
            colour: v.colourHex,
            view,
            caption: `${v.category} · ${v.colourName}`,
          }),
        );
        shared.set(key, url);
      }
      return url;
    });
    pictures.forEach((url, position) => imageRows.push({ vehicleId, position, path: url }));

    const paperwork: PaperworkVehicle = {
      vehicleName,
      year: v.year,
      make: v.make,
      model: v.model,
      trim: v.trim,
      vin: v.vin,
      miles: v.miles,
      colourName: v.colourName,
      fuelType: v.fuelType,
      transmission: v.transmission,
      drivetrain: v.drivetrain,
      province: provinceCode(v.location.province),
      city: v.location.city,
      dealerName: dealer.businessName,
    };
    const conditionReport =
      ownMedia && v.hasConditionReport
        ? media.add('reports', `${vehicleId}.html`, conditionReportHtml(paperwork, now))
        : null;
    if (ownMedia) {
      v.documents.forEach((name, position) => {
        const known = DOCUMENT_NAMES.includes(name) ? name : (DOCUMENT_NAMES[0] as string);
        documentRows.push({
          vehicleId,
          position,
          name,
          path: media.add(
            'documents',
            `${vehicleId}-${slug(name)}.html`,
            vehicleDocumentHtml(paperwork, known),
          ),
        });
      });
    }

    const makeId = makeIds.get(v.make) as string;
    const categoryId = categoryIds.get(v.category) ?? null;
    const province = provinceCode(v.location.province);
    vehicleRows.push({
      id: vehicleId,
      dealerId: dealer.id,
      makeId,
      categoryId,
      year: v.year,
      model: v.model,
      trim: v.trim,
      vehicleName,
      vin: v.vin,
      exteriorColour: v.colourName,
      miles: v.miles,
      odometerUnit: v.odometerUnit,
      description: v.description,
      drivetrain: v.drivetrain,
      fuelType: v.fuelType,
      transmission: v.transmission,
      originalPrice: v.originalPrice,
      address: v.location.address,
      city: v.location.city,
      province,
      postalCode: v.location.postalCode,
      conditionReport,
      createdAt: a.startsAt,
      updatedAt: a.startsAt,
    });

    const auctionId = randomUUID();
    const placed = placeDemoBids(auctionId, a.bids, bidderIds);
    bidRows.push(...placed.rows);
    auctionRows.push({
      id: auctionId,
      vehicleId,
      dealerId: dealer.id,
      auctionType: a.type,
      status: 'open',
      startsAt: a.startsAt,
      endsAt: a.endsAt,
      startingBid: a.startingBid,
      ...auctionPrices(a, now),
      claimPrice: a.claimPrice,
      buyNowPrice: a.buyNowPrice,
      reservePrice: a.reservePrice,
      floorPrice: a.floorPrice,
      dropAmount: a.dropAmount,
      dropIntervalMinutes: a.dropIntervalMinutes,
      trending: a.trending,
      ...placed.auction,
      // The visible bid is the price shown, sorted and filtered on.
      ...(placed.auction.highestBid === null ? {} : { currentPrice: placed.auction.highestBid }),
      makeId,
      categoryId,
      year: v.year,
      fuelType: v.fuelType,
      transmission: v.transmission,
      searchText: searchTextOf([v.year, v.make, v.model, v.trim, vehicleName, v.location.city]),
      createdAt: a.startsAt,
      updatedAt: a.startsAt,
    });
  });

  BANNERS.en.forEach((_, index) => {
    media.add(
      'banners',
      `banner-${index + 1}.svg`,
      bannerSvg({ title: BANNERS.en[index]?.title ?? '', index }),
    );
  });
  const bannerRows = (['en', 'fr'] as const).flatMap((language) =>
    BANNERS[language].map((banner, index) => ({
      language,
      position: index + 1,
      title: banner.title,
      description: banner.description,
      image: `/user/media/banners/banner-${index + 1}.svg`,
    })),
  );

  const files = await media.flush();
  log(`Wrote ${files} media files`);

  await bulkInsert(tx, vehicles, vehicleRows);
  log(`Inserted ${vehicleRows.length} vehicles`);
  await bulkInsert(tx, vehicleImages, imageRows);
  await bulkInsert(tx, vehicleDocuments, documentRows);
  await bulkInsert(tx, auctions, auctionRows);
  log(`Inserted ${auctionRows.length} auctions`);
  await bulkInsert(tx, bids, bidRows);
  log(`Inserted ${bidRows.length} demo bids`);
  await tx.insert(banners).values(bannerRows);

  return {
    vehicles: vehicleRows.length,
    auctions: auctionRows.length,
    makes: new Set(generated.vehicles.map((v) => v.make)).size,
    files,
    ms: Date.now() - started,
  };
}

/**
 * Creates the demo consumer, dealer (its e-mail and business verified) and admin when missing, and
 * links the dealer's shop.
 */
export async function ensureDemoUsers(
  deps: DbDeps & { passwords: PasswordHasher },
  input: { now: Date },
): Promise<void> {
  const { db, passwords } = deps;
  const { now } = input;
  const common = {
    countryCode: '+1',
    countryIsoCode: 'CA',
    country: 'Canada',
    isVerified: true,
    verifiedAt: now,
    termsAcceptedAt: now,
    creditCheckConsentAt: now,
  };
  const { consumer, dealer, admin } = DEMO_USERS;
  await db
    .insert(users)
    .values([
      {
        ...common,
        userType: 'consumer',
        firstName: consumer.firstName,
        lastName: consumer.lastName,
        email: consumer.email,
        passwordHash: await passwords.hash(consumer.password),
        phoneNumber: '4165550142',
        dob: '1988-04-12',
        gender: 'female',
        address: '220 King St W',
        city: 'Toronto',
        province: 'ON',
        postalCode: 'M5H 1K4',
      },
      {
        ...common,
        userType: 'dealer',
        firstName: dealer.firstName,
        lastName: dealer.lastName,
        email: dealer.email,
        passwordHash: await passwords.hash(dealer.password),
        phoneNumber: '9055550178',
        dob: '1979-09-30',
        gender: 'male',
        address: '100 Hurontario St',
        city: 'Mississauga',
        province: 'ON',
        postalCode: 'L5B 2C9',
        businessName: 'Maple Leaf Motors',
        businessAddress: '100 Hurontario St, Mississauga, ON',
        dealershipNumber: 'OMVIC-4471203',
        taxNumber: '784512369RT0001',
        dealerStatus: 'verified',
        dealerReviewedAt: now,
      },
      {
        ...common,
        userType: 'admin',
        firstName: admin.firstName,
        lastName: admin.lastName,
        email: admin.email,
        passwordHash: await passwords.hash(admin.password),
        phoneNumber: '4165550100',
        city: 'Toronto',
        province: 'ON',
      },
    ])
    .onConflictDoNothing({ target: users.email });

  const [dealerUser] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, dealer.email))
    .limit(1);
  if (dealerUser !== undefined) {
    await db.execute(sql`update dealers set user_id = ${dealerUser.id}
      where id = (select id from dealers where business_name = 'Maple Leaf Motors' order by created_at limit 1)
        and user_id is null
        and not exists (select 1 from dealers where user_id = ${dealerUser.id})`);
  }
}

/** A re-listed auction with bids kept them this long first: the dealer's window to accept one. */
export const RESERVE_OFFER_WINDOW_MS = 24 * 60 * 60_000;

/**
 * Keeps the demo live by putting ended sales back on sale, ending on one of the coming Thursday
 * closes (spread by id): sales past their end without a bid that nobody closed yet, and sales
 * closed unsold or ended, at once when nobody bid, else once the dealer's day to accept the
 * highest bid is over. Never a sold one (it has an order), nor a paused one (its dealer is
 * suspended: its clock stands still). A re-listed sale starts again: no bids (they are deleted),
 * not extended, the MarketDropAI price from the sticker price from now on, ascending ones (started
 * 1 to 72 hours ago) with a reserve given a fresh demo bid history.
 * Returns the ids moved.
 */
export async function rescheduleEndedAuctions(
  deps: DbDeps,
  input: { now: Date },
): Promise<string[]> {
  const { db } = deps;
  const { now } = input;
  const closes = nextThursdayCloses(now, 4).map((d) => d.toISOString());
  const at = now.toISOString();
  const offersOver = new Date(now.getTime() - RESERVE_OFFER_WINDOW_MS).toISOString();
  const pick = sql`(abs(hashtext(${auctions.id}::text)) % 4)`;
  const moved = await db.execute(sql`with moved as (
      update ${auctions} set
        status = 'open',
        closed_at = null,
        extended = false,
        highest_bid = null,
        bid_count = 0,
        leader_id = null,
        leader_max_bid = null,
        ends_at = (array[${closes[0]}::timestamptz, ${closes[1]}::timestamptz, ${closes[2]}::timestamptz, ${closes[3]}::timestamptz])[${pick} + 1],
        starts_at = case when ${auctions.auctionType} = 'marketdropai' then ${at}::timestamptz - interval '1 second'
          else ${at}::timestamptz - make_interval(hours => (abs(hashtext(${auctions.id}::text || 's')) % 72) + 1) end,
        current_price = case ${auctions.auctionType} when 'claimpoint' then coalesce(${auctions.claimPrice}, ${auctions.startingBid}) else ${auctions.startingBid} end,
        price_changes_at = case when ${auctions.auctionType} = 'marketdropai' then ${at}::timestamptz - interval '1 second' else null end,
        updated_at = ${at}::timestamptz
      where ${auctions.endsAt} <= ${at}::timestamptz
        and ${auctions.pausedAt} is null
        and not exists (select 1 from ${orders} where ${orders.auctionId} = ${auctions.id}
          and ${orders.status} <> 'cancelled')
        and not exists (select 1 from ${vehicles} where ${vehicles.id} = ${auctions.vehicleId}
          and (${vehicles.listedBy} is not null or ${vehicles.withdrawnAt} is not null
            or ${vehicles.unpublishedAt} is not null))
        and (
          (${auctions.status} = 'open' and ${auctions.bidCount} = 0)
          or (${auctions.status} in ('unsold', 'ended')
            and (${auctions.bidCount} = 0 or coalesce(${auctions.closedAt}, ${auctions.endsAt}) <= ${offersOver}::timestamptz))
        )
      returning ${auctions.id} as id
    ), cleared as (
      delete from ${bids} where ${bids.auctionId} in (select id from moved)
    ), offers as (
      delete from ${reserveOffers} where ${reserveOffers.auctionId} in (select id from moved)
    )
    select id from moved`);
  const ids = idsOf(moved);
  if (ids.length > 0) {
    await db.execute(refreshDroppedPricesSql(now));
    await addDemoBidHistories(deps, { ids, now });
  }
  return ids;
}

/** Gives re-listed ascending auctions with a reserve a demo bid history (deterministic per id). */
async function addDemoBidHistories(deps: DbDeps, input: { ids: string[]; now: Date }) {
  const { db } = deps;
  const { now } = input;
  const rows = await db
    .select({
      id: auctions.id,
      auctionType: auctions.auctionType,
      startingBid: auctions.startingBid,
      reservePrice: auctions.reservePrice,
      startsAt: auctions.startsAt,
    })
    .from(auctions)
    .where(inArray(auctions.id, input.ids));
  const candidates = rows.filter(
    (row) => row.auctionType === 'auction' && row.reservePrice !== null,
  );
  if (candidates.length === 0) return;
  const bidderIds = await ensureDemoBidders(deps, { now });
  for (const row of candidates) {
    const rng = createRng(hashOf(`${row.id}:${now.toISOString()}`));
    // About two in three get bids, as in the first seed.
    if (!rng.chance(0.7)) continue;
    const history = demoBidHistory(rng, row, now);
    const placed = placeDemoBids(row.id, history, bidderIds);
    if (placed.rows.length === 0 || placed.auction.highestBid === null) continue;
    await bulkInsert(db, bids, placed.rows);
    await db
      .update(auctions)
      .set({ ...placed.auction, currentPrice: placed.auction.highestBid, updatedAt: now })
      .where(
        sql`${auctions.id} = ${row.id} and ${auctions.auctionType} = 'auction' and ${auctions.bidCount} = 0`,
      );
  }
}

/** A 32-bit hash of a text (FNV-1a), to seed a random stream per auction. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * Keeps a few sales of each kind ending within the next 10 to 30 minutes, whatever the time of
 * day: when fewer than `endingSoonCount` of the open ones do, brings the end of others (started,
 * ending later, with no bid but the demo bidders') to 20 to 30 minutes from now, MarketDropAI
 * ones dropping every few minutes and auctions with bids first. Never a sale a visitor bid on,
 * nor a paused one.
 * Returns the ids moved.
 */
export async function refillEndingSoon(deps: DbDeps, input: { now: Date }): Promise<string[]> {
  const { db } = deps;
  const { now } = input;
  const at = now.toISOString();
  const soonFrom = new Date(now.getTime() + ENDING_SOON_MIN_MS).toISOString();
  const soonTo = new Date(now.getTime() + ENDING_SOON_MAX_MS).toISOString();
  const [counts] = await db
    .select({
      open: sql<number>`count(*) filter (where ${auctions.status} = 'open' and ${auctions.endsAt} > ${at}::timestamptz)::int`,
      soon: sql<number>`count(*) filter (where ${auctions.status} = 'open' and ${auctions.endsAt} > ${soonFrom}::timestamptz and ${auctions.endsAt} <= ${soonTo}::timestamptz)::int`,
    })
    .from(auctions);
  const need = endingSoonCount(counts?.open ?? 0) - (counts?.soon ?? 0);
  if ((counts?.open ?? 0) === 0 || need <= 0) return [];
  const bidderIds = await ensureDemoBidders(deps, { now });
  const salt = at.slice(0, 16);
  const rank = sql`hashtext(${auctions.id}::text || ${salt})`;
  const moved = await db.execute(sql`with candidates as (
      select ${auctions.id} as id, row_number() over (
        partition by ${auctions.auctionType}
        order by (${auctions.auctionType} = 'marketdropai' and coalesce(${auctions.dropIntervalMinutes}, 99) <= 5) desc,
          (${auctions.bidCount} > 0) desc, ${rank}
      ) as turn, ${rank} as tie
      from ${auctions}
      where ${auctions.status} = 'open'
        and ${auctions.pausedAt} is null
        and ${auctions.startsAt} <= ${at}::timestamptz
        and ${auctions.endsAt} > ${soonTo}::timestamptz
        and not exists (select 1 from ${vehicles} where ${vehicles.id} = ${auctions.vehicleId}
          and ${vehicles.listedBy} is not null)
        and not exists (
          select 1 from ${bids} where ${bids.auctionId} = ${auctions.id}
            and ${bids.bidderId} not in ${bidderIds}
        )
    ), picked as (
      select id from candidates order by turn, tie limit ${need}
    )
    update ${auctions} set
      ends_at = ${at}::timestamptz + make_interval(mins => 20 + abs(hashtext(${auctions.id}::text || ${salt})) % 11),
      updated_at = ${at}::timestamptz
    where ${auctions.id} in (select id from picked)
    returning ${auctions.id} as id`);
  const ids = idsOf(moved);
  // Drops due after the new end do not happen.
  if (ids.length > 0) await db.execute(refreshDroppedPricesSql(now));
  return ids;
}

/** One round of the demo upkeep: re-lists ended sales, keeps some ending soon, drops prices. */
export async function keepDemoMarketLive(
  deps: DbDeps,
  input: { now: Date },
): Promise<{ relisted: number; endingSoon: number }> {
  const relisted = await rescheduleEndedAuctions(deps, input);
  const endingSoon = await refillEndingSoon(deps, input);
  await deps.db.execute(refreshDroppedPricesSql(input.now));
  return { relisted: relisted.length, endingSoon: endingSoon.length };
}

function idsOf(result: unknown): string[] {
  const rows = Array.isArray(result) ? result : (result as { rows?: unknown[] }).rows;
  if (!Array.isArray(rows)) return [];
  return rows.map((row) => String((row as { id: unknown }).id));
}

export type DemoDataOptions = {
  now: Date;
  mediaDir: string;
  count?: number;
  log?: (line: string) => void;
};

/**
 * First start: creates the demo users, and the demo catalogue when there is none (under a lock,
 * so several processes starting on one database seed once); then re-lists ended demo auctions.
 */
export async function ensureDemoData(
  deps: { db: Database; passwords: PasswordHasher },
  options: DemoDataOptions,
): Promise<boolean> {
  const { db, passwords } = deps;
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    await ensureDemoUsers({ db: tx, passwords }, { now: options.now });
    const [existing] = await tx.select({ id: auctions.id }).from(auctions).limit(1);
    if (existing !== undefined) return false;
    await seedCatalogueInto(
      { db: tx },
      {
        count: options.count ?? DEMO_VEHICLE_COUNT,
        now: options.now,
        mediaDir: options.mediaDir,
        ...(options.log ? { log: options.log } : {}),
      },
    );
    return true;
  });
  if (seeded) await analyzeCatalogue(deps);
  await keepDemoMarketLive(deps, { now: options.now });
  return seeded;
}
