/**
 * Fixtures shared by the benches (bench/auction.ts, bench/listing.ts, bench/ssr.ts): a throw-away
 * PostgreSQL database, the seeded catalogue, the bench's signed-in buyers, written straight to the
 * database before a server starts. (Starting the server: bench/server.ts.)
 */
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import postgres from 'postgres';
import { packageDir, type DatabaseConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { seedCatalogue } from '../src/demo/seed-catalogue';
import { sessions, users } from '../src/db/schema';
import { hashSessionToken, newSessionToken } from '../src/shared/tokens';

/** Buyers: their ids, and a session token of each (same order) for calls over HTTP. */
export type Buyers = { userIds: string[]; tokens: string[] };

/**
 * `count` verified consumers, each with a session valid for a day. They get no mail (outbid
 * notices are stored; the benches send no mail). Inserted 500 at a time.
 */
export async function createBuyers(db: Database, count: number): Promise<Buyers> {
  const tokens: string[] = [];
  const userIds: string[] = [];
  const now = new Date();
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, () => randomUUID());
    await db.insert(users).values(
      batch.map((id) => ({
        id,
        userType: 'consumer' as const,
        firstName: 'Bench',
        lastName: 'Bidder',
        email: `bidder.${id}@bench.marketdrop.local`,
        passwordHash: 'not-a-real-hash',
        phoneNumber: '4165550123',
        isVerified: true,
        verifiedAt: now,
        // Outbid notices are stored; the bench sends no mail.
        emailOutbid: false,
        emailWon: false,
        emailOrderSteps: false,
        emailSavedSearches: false,
      })),
    );
    const batchTokens = batch.map(() => newSessionToken());
    await db.insert(sessions).values(
      batch.map((userId, i) => ({
        userId,
        tokenHash: hashSessionToken(batchTokens[i] as string),
        deviceType: null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + 24 * 60 * 60_000),
      })),
    );
    userIds.push(...batch);
    tokens.push(...batchTokens);
  }
  return { userIds, tokens };
}

/**
 * The PostgreSQL server the benches create their databases on: BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres.
 */
export const benchAdminUrl = (): string =>
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

/** A new, empty database `<prefix>_<time>_<random>` on `adminUrl`; `drop()` removes it. */
export async function createBenchDatabase(
  prefix: string,
  adminUrl = benchAdminUrl(),
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await sql.unsafe(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await sql.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await sql.end({ timeout: 5 });
    },
  };
}

/** Seeds `count` auctions (the demo catalogue's generator, fixed `seed`); resolves with the seconds taken. */
export async function seedBenchCatalogue(
  database: DatabaseConfig,
  options: { mediaDir: string; count: number; seed: number; now: Date },
): Promise<number> {
  const started = Date.now();
  const opened = await openDatabase(database, path.join(packageDir, 'drizzle'));
  try {
    await seedCatalogue(opened, options);
  } finally {
    await opened.close();
  }
  return (Date.now() - started) / 1000;
}
