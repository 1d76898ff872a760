/**
 * `pnpm seed [--vehicles N] [--seed S] [--now ISO]`: replaces the catalogue with a generated one
 * of N vehicles (default 320) on the configured database (DATABASE_URL, else the PGlite data in
 * DATA_DIR; stop a server that uses the same PGlite folder first), and creates the demo users if
 * they are missing. Prints what it did and how long it took.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { createPasswordHasher } from './shared/hash-password';
import {
  DEMO_SEED,
  DEMO_USERS,
  DEMO_VEHICLE_COUNT,
  ensureDemoUsers,
  seedCatalogue,
} from './demo/seed-catalogue';

const USAGE = 'Usage: pnpm seed [--vehicles N] [--seed S] [--now 2026-11-22T10:00:00Z]';

function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 5_000_000) {
    throw new Error(`--${name} must be a whole number from 1 to 5000000 (got "${raw}")\n${USAGE}`);
  }
  return value;
}

async function main() {
  const { values } = parseArgs({
    // `pnpm run x -- --flag` passes the separator through.
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      vehicles: { type: 'string', short: 'n' },
      seed: { type: 'string' },
      now: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const count = positiveInt('vehicles', values.vehicles, DEMO_VEHICLE_COUNT);
  const seed = positiveInt('seed', values.seed, DEMO_SEED);
  const now = values.now === undefined ? new Date() : new Date(values.now);
  if (Number.isNaN(now.getTime()))
    throw new Error(`--now must be an ISO date (got "${values.now}")`);

  const config = loadConfig();
  const started = Date.now();
  const opened = await openDatabase(config.database, config.migrationsDir);
  try {
    console.log(
      config.database.driver === 'postgres'
        ? 'Seeding PostgreSQL (DATABASE_URL)'
        : `Seeding PGlite in ${config.database.dataDir}`,
    );
    await ensureDemoUsers(
      { db: opened.db, passwords: createPasswordHasher(config.hashing) },
      { now },
    );
    const result = await seedCatalogue(opened, {
      count,
      seed,
      now,
      mediaDir: config.mediaDir,
      log: (line) => console.log(`  ${((Date.now() - started) / 1000).toFixed(1)} s  ${line}`),
    });
    console.log(
      `Seeded ${result.vehicles} vehicles and auctions over ${result.makes} makes, ${result.files} media files, in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    console.log(
      `Demo sign-in: ${DEMO_USERS.consumer.email} (consumer), ${DEMO_USERS.dealer.email} (dealer) and ${DEMO_USERS.admin.email} (admin), password ${DEMO_USERS.consumer.password}`,
    );
  } finally {
    await opened.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
