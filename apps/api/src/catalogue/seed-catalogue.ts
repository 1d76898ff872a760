import { randomUUID } from 'node:crypto';
import { eq, getTableColumns, getTableName, sql, type Column } from 'drizzle-orm';
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
} from './tables';
import { users } from '../accounts/tables';
import { BANNERS } from '../seed-data/content';
import {
  generateCatalogue,
  nextThursdayCloses,
  type SeedAuction,
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
import { marketDropPriceAt, refreshDroppedPricesSql } from './auction-price';
import { MediaWriter, slug } from './catalogue-media';
import type { PasswordHasher } from '../shared/hash-password';
import { searchTextOf } from './search-text';
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
} as const;

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
  const dealerRows = generated.dealers.map((d, i) => ({
    id: randomUUID(),
    userId: i === 0 ? (dealerUser?.id ?? null) : null,
    businessName: d.businessName,
    address: d.address,
    city: d.city,
    province: provinceCode(d.province),
    postalCode: d.postalCode,
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

    auctionRows.push({
      vehicleId,
      dealerId: dealer.id,
      auctionType: a.type,
      status: 'open',
      startsAt: a.startsAt,
      endsAt: a.endsAt,
      startingBid: a.startingBid,
      ...auctionPrices(a, now),
      highestBid: null,
      claimPrice: a.claimPrice,
      buyNowPrice: a.buyNowPrice,
      reservePrice: a.reservePrice,
      floorPrice: a.floorPrice,
      dropAmount: a.dropAmount,
      dropIntervalMinutes: a.dropIntervalMinutes,
      trending: a.trending,
      bidCount: 0,
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
  await tx.insert(banners).values(bannerRows);

  return {
    vehicles: vehicleRows.length,
    auctions: auctionRows.length,
    makes: new Set(generated.vehicles.map((v) => v.make)).size,
    files,
    ms: Date.now() - started,
  };
}

/** Creates the demo consumer and dealer (verified) when missing, and links the dealer's shop. */
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
  const { consumer, dealer } = DEMO_USERS;
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

/**
 * Keeps the demo live: auctions that ended without bids (past their end, or closed `unsold` by the
 * closing job) are put back on sale, ending on one of the coming Thursday closes (spread by id),
 * started 1 to 72 hours ago; MarketDropAI prices restart from the sticker price. Returns how many
 * were moved.
 */
export async function rescheduleEndedAuctions(deps: DbDeps, input: { now: Date }): Promise<number> {
  const { db } = deps;
  const { now } = input;
  const closes = nextThursdayCloses(now, 4).map((d) => d.toISOString());
  const at = now.toISOString();
  const pick = sql`(abs(hashtext(${auctions.id}::text)) % 4)`;
  const moved = await db.execute(sql`update ${auctions} set
      ends_at = (array[${closes[0]}::timestamptz, ${closes[1]}::timestamptz, ${closes[2]}::timestamptz, ${closes[3]}::timestamptz])[${pick} + 1],
      starts_at = ${at}::timestamptz - make_interval(hours => (abs(hashtext(${auctions.id}::text || 's')) % 72) + 1),
      current_price = case when ${auctions.auctionType} = 'marketdropai' then ${auctions.startingBid} else ${auctions.currentPrice} end,
      price_changes_at = case when ${auctions.auctionType} = 'marketdropai' then ${at}::timestamptz - interval '1 second' else null end,
      status = 'open',
      extended = false,
      closed_at = null,
      seq = nextval('auction_seq'),
      updated_at = ${at}::timestamptz
    where ((${auctions.status} = 'open' and ${auctions.endsAt} <= ${at}::timestamptz) or ${auctions.status} = 'unsold')
      and ${auctions.bidCount} = 0
    returning ${auctions.id}`);
  const count = rowCount(moved);
  if (count > 0) await db.execute(refreshDroppedPricesSql(now));
  return count;
}

function rowCount(result: unknown): number {
  if (Array.isArray(result)) return result.length;
  const rows = (result as { rows?: unknown[] }).rows;
  return Array.isArray(rows) ? rows.length : 0;
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
  await rescheduleEndedAuctions(deps, { now: options.now });
  return seeded;
}
