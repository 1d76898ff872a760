/**
 * `pnpm bench:listing`: the listing budgets of docs/product.md §12 Performance budgets, measured.
 *
 * Seeds auctions (100,000 by default) into a throw-away PostgreSQL database (and 10,000 into a
 * throw-away PGlite folder), starts the real server (`src/server.ts`) once per mode, and drives
 * `POST /user/getAuctions` with a fixed mix of 200 filter / sort / search / page payloads through
 * autocannon at 32 connections, right after the same server's trivial `GET /user/health`. Before
 * timing, each payload is asked once (a running server's state), then a 3 s warm-up.
 *
 * Modes, in this order:
 * - long-tail (the headline, PostgreSQL; issue 24): the live market below, asked a long tail of
 *   distinct payloads (`--long-tail`, 10,000: a third free-text searches, the rest combinations of
 *   the catalogue's filters) drawn Zipf-like (bench/long-tail.ts), as real traffic asks: a few
 *   pages very often, most once or never in a run, so most answers are not in the cache. No first
 *   pass over the payloads (too many); the warm-up asks the popular ones.
 * - live (PostgreSQL and PGlite): the answer cache on and a market moving under it
 *   during the warm-up and the timed listing run (bench/live-writer.ts): 20 bids/s at the minimum
 *   next bid (half on the 20 hottest auctions), MarketDropAI drops and closings of due sales once
 *   a second, a claim every 2 s, a Buy Now every 5 s, by a few hundred bench buyers. On
 *   PostgreSQL the writer calls the engine in this process on its own connection; on PGlite (one
 *   process per folder) it calls the server's routes, and the server's own jobs drop and close.
 *   The writer pauses during the trivial route's run.
 * - frozen (PostgreSQL and PGlite): the cache on, nothing written.
 * - uncached (PostgreSQL): CATALOGUE_CACHE=false, nothing written (with --uncached-live, once more
 *   with the writer running).
 * - long-tail-uncached (PostgreSQL): the long tail with CATALOGUE_CACHE=false, writes flowing.
 *
 * Each mode prints req/s and p50 / p95 / p99 of both routes, the listing's share of the trivial
 * route, the catalogue cache's hit rate (the server runs with CATALOGUE_STATS=true and prints its
 * counts on shutdown: they cover the whole server run, first pass and warm-up included), the
 * writes applied per kind and second during the timed run with failures by error code, and the
 * load average at its start and end; then the budgets, MET or NOT MET (never an exit code).
 *
 * Options: --vehicles N (100000, PostgreSQL), --pglite-vehicles N (10000), --duration S per run
 * (10), --connections C (32), --writes N bids/s (20), --buyers N (300), --long-tail N (10000),
 * --skip-long-tail, --skip-frozen,
 * --skip-uncached, --uncached-live, --skip-pglite, --skip-postgres. PostgreSQL:
 * BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres (a
 * database is created and dropped on it). BENCH_SERVER_NODE_ARGS: Node options for the servers, e.g.
 * `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile them (each writes its profile when it stops).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type autocannon from 'autocannon';
import type { FilterOptions, GetAuctionsRequest } from '@marketdrop/api-client';
import { packageDir, type DatabaseConfig } from '../src/config';
import { openDatabase, type OpenDatabase } from '../src/db/client';
import { createRng } from '../src/seed-data/generate-catalogue';
import { drive as driveWith, untilServed, type Measured } from './drive';
import { createBenchDatabase, createBuyers, seedBenchCatalogue, type Buyers } from './fixtures';
import { longTailPayloads, zipfSampler } from './long-tail';
import { startBenchServer, type BenchServer } from './server';
import {
  LiveWriter,
  WRITE_KINDS,
  engineChannel,
  findTargets,
  httpChannel,
  type WriteChannel,
  type WriterStats,
} from './live-writer';

const { values: args } = parseArgs({
  // `pnpm run x -- --flag` passes the separator through.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    vehicles: { type: 'string', default: '100000' },
    'pglite-vehicles': { type: 'string', default: '10000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    writes: { type: 'string', default: '20' },
    buyers: { type: 'string', default: '300' },
    'long-tail': { type: 'string', default: '10000' },
    'skip-long-tail': { type: 'boolean', default: false },
    'skip-frozen': { type: 'boolean', default: false },
    'skip-uncached': { type: 'boolean', default: false },
    'uncached-live': { type: 'boolean', default: false },
    'skip-pglite': { type: 'boolean', default: false },
    'skip-postgres': { type: 'boolean', default: false },
  },
});
const VEHICLES = Number(args.vehicles);
const PGLITE_VEHICLES = Number(args['pglite-vehicles']);
const DURATION_S = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const WRITES_PER_S = Number(args.writes);
const BUYERS = Number(args.buyers);
const WARMUP_S = 3;
/** Distinct payloads of the long-tail mix. */
const LONG_TAIL = Number(args['long-tail']);
/** The listing budgets (docs/product.md §12 Performance budgets). */
const BUDGET = {
  /** PostgreSQL at 100,000 auctions, a live market, the long-tail mix (issue 24). */
  longTail: { vehicles: 100_000, p95Ms: 30, shareOfTrivial: 0.25 },
  /** PostgreSQL at 100,000 auctions, a live market. */
  live: { vehicles: 100_000, p95Ms: 30, shareOfTrivial: 0.3 },
  /** PostgreSQL at 100,000 auctions, nothing written. */
  frozen: { vehicles: 100_000, p95Ms: 25, shareOfTrivial: 0.4 },
  /** PostgreSQL, cache off: 10 x 88 req/s. */
  uncached: { vehicles: 100_000, p95Ms: 60, rps: 880 },
  /** PGlite at 10,000 auctions, a live market. */
  pgliteLive: { vehicles: 10_000, p95Ms: 60 },
};
/** A fixed seed for the catalogue, the payload mix and the writer's choices. */
const SEED = 20261122;
const SEED_NOW = new Date();

/** One autocannon run at `--connections`. */
const drive = (label: string, baseUrl: string, request: autocannon.Request, seconds: number) =>
  driveWith(label, baseUrl, request, seconds, CONNECTIONS);

const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' / ');

/** A fixed, varied mix of listing payloads built from the catalogue's own filter options. */
function payloadMix(options: FilterOptions, count = 200): GetAuctionsRequest[] {
  const rng = createRng(SEED);
  const sorts = ['', 'lowToHigh', 'highToLow', 'endingSoon', 'newestFirst'] as const;
  const searches = [
    'toyota',
    'honda civic',
    'f-150',
    'rav4',
    'bmw x',
    '2021',
    'montreal',
    'calgary',
    'jeep wrangler',
    'hybrid',
    'mazda cx',
    'ford',
  ];
  const brand = () => rng.pick(options.brand)._id;
  const mix: GetAuctionsRequest[] = [];
  for (let i = 0; i < count; i += 1) {
    const sortBy = rng.pick(sorts);
    const pageNumber = rng.chance(0.8) ? 1 : rng.int(2, 5);
    const low = rng.int(2, 12) * 2500;
    switch (i % 8) {
      case 0:
        mix.push({ sortBy, pageNumber, pageSize: 20 });
        break;
      case 1:
        mix.push({ brandcategories: [brand()], sortBy, pageNumber, pageSize: 20 });
        break;
      case 2:
        mix.push({
          category: [rng.pick(options.category)._id],
          minPrice: low,
          maxPrice: low + rng.int(2, 8) * 5000,
          sortBy,
          pageSize: 20,
        });
        break;
      case 3:
        mix.push({ search: rng.pick(searches), sortBy, pageSize: 20 });
        break;
      case 4:
        mix.push({
          year: [rng.pick(options.years).value, rng.pick(options.years).value],
          fuelType: [rng.pick(options.fuelType).value],
          sortBy,
          pageSize: 20,
        });
        break;
      case 5:
        mix.push({
          auctionType: [rng.pick(options.auctionType).value],
          sortBy,
          pageNumber,
          pageSize: 20,
        });
        break;
      case 6:
        mix.push({ auctionType: ['trending'], sortBy: '', pageSize: 8 });
        break;
      default:
        mix.push({
          brandcategories: [brand(), brand()],
          transmission: [rng.pick(options.transmission).value],
          minPrice: low,
          sortBy,
          pageSize: 20,
        });
    }
  }
  return mix;
}

/** Starts `src/server.ts` for one mode: no rate limit, cache counts printed on shutdown. */
const startServer = (env: Record<string, string>): Promise<BenchServer> =>
  startBenchServer({ env: { RATE_LIMIT_ENABLED: 'false', CATALOGUE_STATS: 'true', ...env } });

const STATS_LINE = 'catalogue cache stats: ';

/**
 * The cache counts of the last `catalogue cache stats: {...}` line in a server's output (the JSON
 * may sit inside a JSON log line, its quotes escaped), or null when there is none.
 */
function parseCacheStats(output: string): Record<string, unknown> | null {
  let found: Record<string, unknown> | null = null;
  for (let at = output.indexOf(STATS_LINE); at !== -1; at = output.indexOf(STATS_LINE, at + 1)) {
    const rest = output.slice(at + STATS_LINE.length).split('\n')[0] ?? '';
    // The shortest `{...}` that parses (as printed, or unescaped from a JSON log line).
    for (let end = rest.indexOf('}'); end !== -1; end = rest.indexOf('}', end + 1)) {
      const text = rest.slice(0, end + 1);
      const parsed = parseObject(text) ?? parseObject(text.replace(/\\"/g, '"'));
      if (parsed !== null) {
        found = parsed;
        break;
      }
    }
  }
  return found;
}

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** "hit rate: 93.1 % (hits 1234, misses 91[, other keys])", or "hit rate: n/a (...)". */
function hitRateLine(stats: Record<string, unknown> | null): string {
  if (stats === null) return 'hit rate: n/a (the server printed no cache stats line)';
  const { hits, misses, ...others } = stats;
  const extra = Object.entries(others)
    .map(([key, value]) => `, ${key} ${JSON.stringify(value)}`)
    .join('');
  if (typeof hits !== 'number' || typeof misses !== 'number' || hits + misses === 0) {
    return `hit rate: n/a (stats ${JSON.stringify(stats)})`;
  }
  return `hit rate: ${((hits / (hits + misses)) * 100).toFixed(1)} % (hits ${hits}, misses ${misses}${extra}; whole server run: first pass, warm-up and both timed runs)`;
}

function hitRate(stats: Record<string, unknown> | null): number | null {
  const hits = stats?.hits;
  const misses = stats?.misses;
  if (typeof hits !== 'number' || typeof misses !== 'number' || hits + misses === 0) return null;
  return hits / (hits + misses);
}

const seed = (database: DatabaseConfig, mediaDir: string, count: number) =>
  seedBenchCatalogue(database, { mediaDir, count, seed: SEED, now: SEED_NOW });

type Mode = 'long-tail' | 'long-tail-uncached' | 'live' | 'frozen' | 'uncached' | 'uncached-live';

/** The modes that ask the long-tail mix rather than the fixed 200 payloads. */
const isLongTail = (mode: Mode) => mode === 'long-tail' || mode === 'long-tail-uncached';

type ModeResult = {
  database: 'PostgreSQL' | 'PGlite';
  mode: Mode;
  vehicles: number;
  trivial: Measured;
  listed: Measured;
  cacheStats: Record<string, unknown> | null;
  warmWrites: WriterStats | null;
  writes: WriterStats | null;
};

/**
 * One mode on one running server: the first pass over the payloads, the warm-up, the trivial
 * route, then the listing; the writer (if any) runs during the warm-up and the listing run.
 */
async function measure(
  label: string,
  server: BenchServer,
  writer: LiveWriter | null,
  longTail: boolean,
): Promise<{
  trivial: Measured;
  listed: Measured;
  warmWrites: WriterStats | null;
  writes: WriterStats | null;
}> {
  // A server just started on a busy machine may shed its first calls (503): ask again.
  const answer = await untilServed(() => fetch(`${server.baseUrl}/user/filterdata`));
  if (answer.status !== 200) throw new Error(`filterdata ${answer.status}: ${await answer.text()}`);
  const filters = (await answer.json()) as { data: FilterOptions };
  const mix = longTail
    ? longTailPayloads(filters.data, createRng(SEED), LONG_TAIL)
    : payloadMix(filters.data);
  // The fixed mix is asked in turn; the long tail by Zipf-like draws (a few payloads very often,
  // most of them once or never in a run).
  const draw = longTail ? zipfSampler(mix.length, createRng(SEED + 1)) : null;
  let next = 0;
  const listing: autocannon.Request = {
    method: 'POST',
    path: '/user/getAuctions',
    headers: { 'content-type': 'application/json' },
    setupRequest: (request) => {
      const body = JSON.stringify(mix[draw ? draw() : next % mix.length]);
      next += 1;
      return { ...request, body };
    },
  };
  const health: autocannon.Request = { method: 'GET', path: '/user/health' };
  // Warm up as a running server would be: each payload of the fixed mix asked once (the long
  // tail's are too many: its warm-up run asks the popular ones), then a short run.
  const started = Date.now();
  for (const payload of longTail ? [] : mix) {
    const response = await untilServed(() =>
      fetch(`${server.baseUrl}/user/getAuctions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      }),
    );
    if (response.status !== 200) throw new Error(`${response.status}: ${await response.text()}`);
  }
  if (!longTail) {
    console.log(
      `  first pass over the ${mix.length} payloads in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  if (writer) console.log(`  writer: ${writer.describe()}`);
  writer?.start();
  await drive('warm-up', server.baseUrl, listing, WARMUP_S);
  const warmWrites = (await writer?.stop()) ?? null;
  const trivial = await drive(`${label}: GET /user/health`, server.baseUrl, health, DURATION_S);
  writer?.start();
  const listed = await drive(
    `${label}: POST /user/getAuctions (${longTail ? `long tail of ${mix.length}, Zipf` : `mix of ${mix.length}`})`,
    server.baseUrl,
    listing,
    DURATION_S,
  );
  const writes = (await writer?.stop()) ?? null;
  return { trivial, listed, warmWrites, writes };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

function printRows(rows: Measured[], trivialRps: number): void {
  const pad = (text: string, width: number) => text.padEnd(width);
  for (const row of rows) {
    console.log(
      `  ${pad(row.label, 62)} ${pad(`${row.rps.toFixed(0)} req/s`, 12)} p50 ${pad(ms(row.p50), 9)} p95 ${pad(ms(row.p95), 9)} p99 ${pad(ms(row.p99), 9)} ${((row.rps / trivialRps) * 100).toFixed(0)} % of trivial${row.errors > 0 ? `  (${row.errors} errors: ${JSON.stringify(row.notOk)})` : ''}`,
    );
  }
}

function failuresText(stats: WriterStats): string {
  if (stats.failures.size === 0) return 'no failures';
  return [...stats.failures]
    .map(([key, { count, message }]) => `${key} x${count} ("${message}")`)
    .join('; ');
}

function printWrites(label: string, stats: WriterStats): void {
  const perKind = WRITE_KINDS.map((kind) =>
    stats.byServer.includes(kind)
      ? `${kind} by the server's jobs`
      : `${kind} ${(stats.applied[kind] / stats.seconds).toFixed(1)}/s (${stats.applied[kind]})`,
  ).join(', ');
  console.log(
    `  ${label} (${stats.seconds.toFixed(1)} s): ${perKind}; ${stats.retries} bids retried higher${stats.skipped > 0 ? `, ${stats.skipped} skipped (too many in flight)` : ''}`,
  );
  console.log(`    failures: ${failuresText(stats)}`);
}

const TITLES: Record<Mode, string> = {
  'long-tail': 'long tail (cache on, writes flowing, distinct payloads drawn Zipf-like)',
  'long-tail-uncached': 'long tail uncached (CATALOGUE_CACHE=false, writes flowing)',
  live: 'live (cache on, writes flowing)',
  frozen: 'frozen (cache on, nothing written)',
  uncached: 'uncached (CATALOGUE_CACHE=false, nothing written)',
  'uncached-live': 'uncached live (CATALOGUE_CACHE=false, writes flowing)',
};

/** Starts a server for one mode, measures, stops it, prints the mode's block. */
async function runMode(
  database: ModeResult['database'],
  mode: Mode,
  vehicles: number,
  env: Record<string, string>,
  makeWriter: ((baseUrl: string) => Promise<LiveWriter>) | null,
): Promise<ModeResult> {
  const label = `${database} ${mode}`;
  console.log('');
  console.log(`${database}, ${vehicles} auctions, ${TITLES[mode]}: load at start ${load()}`);
  const server = await startServer(env);
  let measured: Awaited<ReturnType<typeof measure>>;
  try {
    const writer = makeWriter ? await makeWriter(server.baseUrl) : null;
    measured = await measure(label, server, writer, isLongTail(mode));
  } finally {
    await server.stop();
  }
  const cacheStats = parseCacheStats(server.output());
  // Failed calls: the end of the server's own output says why (a crash, load shedding...).
  if (measured.listed.errors > 0)
    console.log(`  server output (end):\n${server.output().slice(-2000)}`);
  const { trivial, listed, warmWrites, writes } = measured;
  printRows([trivial, listed], trivial.rps);
  console.log(
    `  getAuctions ${((listed.rps / trivial.rps) * 100).toFixed(0)} % of trivial; cache ${hitRateLine(cacheStats)}`,
  );
  if (warmWrites) {
    const total = WRITE_KINDS.reduce((sum, kind) => sum + warmWrites.applied[kind], 0);
    console.log(
      `  writes during the warm-up: ${total} applied; failures: ${failuresText(warmWrites)}`,
    );
  }
  if (writes) printWrites('writes during the timed getAuctions run', writes);
  console.log(`  load at end ${load()}`);
  const result: ModeResult = {
    database,
    mode,
    vehicles,
    trivial,
    listed,
    cacheStats,
    warmWrites,
    writes,
  };
  const verdict = budgetLine(result);
  if (verdict !== null) console.log(`  ${verdict}`);
  return result;
}

/** The budget of a mode, MET or NOT MET, or null when it has none. */
function budgetLine(result: ModeResult): string | null {
  const { listed, trivial, vehicles } = result;
  const share = listed.rps / trivial.rps;
  const figures = `p95 ${ms(listed.p95)}, ${listed.rps.toFixed(0)} req/s, ${(share * 100).toFixed(0)} % of trivial`;
  const met = (ok: boolean) => (ok ? 'MET' : 'NOT MET');
  const scale = (budgetVehicles: number) =>
    vehicles === budgetVehicles
      ? ''
      : ` (the budget is at ${budgetVehicles} auctions; this run: ${vehicles})`;
  if (result.database === 'PostgreSQL' && result.mode === 'long-tail') {
    const b = BUDGET.longTail;
    return `Budget, long-tail live PostgreSQL: p95 <= ${b.p95Ms} ms and >= ${b.shareOfTrivial * 100} % of trivial: ${figures} -> ${met(listed.p95 <= b.p95Ms && share >= b.shareOfTrivial)}${scale(b.vehicles)}`;
  }
  if (result.database === 'PostgreSQL' && result.mode === 'live') {
    const b = BUDGET.live;
    return `Budget, live PostgreSQL: p95 <= ${b.p95Ms} ms and >= ${b.shareOfTrivial * 100} % of trivial: ${figures} -> ${met(listed.p95 <= b.p95Ms && share >= b.shareOfTrivial)}${scale(b.vehicles)}`;
  }
  if (result.database === 'PostgreSQL' && result.mode === 'frozen') {
    const b = BUDGET.frozen;
    return `Budget, frozen PostgreSQL: p95 <= ${b.p95Ms} ms and >= ${b.shareOfTrivial * 100} % of trivial: ${figures} -> ${met(listed.p95 <= b.p95Ms && share >= b.shareOfTrivial)}${scale(b.vehicles)}`;
  }
  if (result.database === 'PostgreSQL' && result.mode === 'uncached') {
    const b = BUDGET.uncached;
    return `Budget, uncached PostgreSQL: >= ${b.rps} req/s and p95 <= ${b.p95Ms} ms: ${figures} -> ${met(listed.rps >= b.rps && listed.p95 <= b.p95Ms)}${scale(b.vehicles)}`;
  }
  if (result.database === 'PGlite' && result.mode === 'live') {
    const b = BUDGET.pgliteLive;
    return `Budget, live PGlite: p95 <= ${b.p95Ms} ms: ${figures} -> ${met(listed.p95 <= b.p95Ms)}${scale(b.vehicles)}`;
  }
  return null;
}

/** A writer for one live mode: targets read now, the buyers made after the seed. */
async function engineWriter(opened: OpenDatabase, buyers: Buyers): Promise<LiveWriter> {
  const targets = await findTargets(opened.db);
  return new LiveWriter(
    engineChannel(opened.db, buyers),
    targets,
    buyers.userIds.length,
    WRITES_PER_S,
    SEED,
  );
}

async function postgresRun(): Promise<ModeResult[]> {
  const benchDatabase = await createBenchDatabase('md_bench');
  const databaseUrl = benchDatabase.url;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'md-bench-pg-'));
  const results: ModeResult[] = [];
  let opened: OpenDatabase | null = null;
  try {
    const seconds = await seed(
      { driver: 'postgres', url: databaseUrl },
      path.join(dataDir, 'media'),
      VEHICLES,
    );
    console.log(
      `PostgreSQL: seeded ${VEHICLES} auctions in ${seconds.toFixed(1)} s (load ${load()})`,
    );
    // The writer's own connection, as another process writing to the database would have.
    const db = await openDatabase(
      { driver: 'postgres', url: databaseUrl },
      path.join(packageDir, 'drizzle'),
    );
    opened = db;
    const buyers = await createBuyers(db.db, BUYERS);
    const env = (cache: boolean) => ({
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      CATALOGUE_CACHE: String(cache),
    });
    const live = () => engineWriter(db, buyers);
    if (!args['skip-long-tail']) {
      results.push(await runMode('PostgreSQL', 'long-tail', VEHICLES, env(true), live));
    }
    results.push(await runMode('PostgreSQL', 'live', VEHICLES, env(true), live));
    if (!args['skip-frozen']) {
      results.push(await runMode('PostgreSQL', 'frozen', VEHICLES, env(true), null));
    }
    if (!args['skip-uncached']) {
      results.push(await runMode('PostgreSQL', 'uncached', VEHICLES, env(false), null));
    }
    if (args['uncached-live']) {
      results.push(await runMode('PostgreSQL', 'uncached-live', VEHICLES, env(false), live));
    }
    if (!args['skip-long-tail'] && !args['skip-uncached']) {
      results.push(await runMode('PostgreSQL', 'long-tail-uncached', VEHICLES, env(false), live));
    }
  } finally {
    await opened?.close();
    await rm(dataDir, { recursive: true, force: true });
    await benchDatabase.drop();
  }
  return results;
}

async function pgliteRun(): Promise<ModeResult[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'md-bench-pglite-'));
  const database: DatabaseConfig = { driver: 'pglite', dataDir: path.join(dataDir, 'pglite') };
  const results: ModeResult[] = [];
  try {
    const seconds = await seed(database, path.join(dataDir, 'media'), PGLITE_VEHICLES);
    // Only one process may open the folder: buyers and targets before the server starts.
    const opened = await openDatabase(database, path.join(packageDir, 'drizzle'));
    let buyers: Buyers;
    let targets: Awaited<ReturnType<typeof findTargets>>;
    try {
      buyers = await createBuyers(opened.db, BUYERS);
      targets = await findTargets(opened.db);
    } finally {
      await opened.close();
    }
    console.log('');
    console.log(
      `PGlite: seeded ${PGLITE_VEHICLES} auctions in ${seconds.toFixed(1)} s (load ${load()})`,
    );
    const live = async (baseUrl: string) => {
      const channel: WriteChannel = httpChannel(baseUrl, buyers);
      return new LiveWriter(channel, targets, buyers.userIds.length, WRITES_PER_S, SEED);
    };
    results.push(await runMode('PGlite', 'live', PGLITE_VEHICLES, { DATA_DIR: dataDir }, live));
    if (!args['skip-frozen']) {
      results.push(await runMode('PGlite', 'frozen', PGLITE_VEHICLES, { DATA_DIR: dataDir }, null));
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  return results;
}

async function main() {
  console.log(
    `Listing benchmark: ${VEHICLES} auctions on PostgreSQL, ${PGLITE_VEHICLES} on PGlite, ${CONNECTIONS} connections, ${DURATION_S} s per run, live writes ${WRITES_PER_S} bids/s, Node ${process.version}, load ${load()} (1/5/15 min)`,
  );
  const results: ModeResult[] = [];
  if (!args['skip-postgres']) results.push(...(await postgresRun()));
  if (!args['skip-pglite']) results.push(...(await pgliteRun()));
  console.log('');
  console.log('Budgets (docs/product.md §12; printed, never asserted):');
  for (const result of results) {
    const line = budgetLine(result);
    if (line !== null) console.log(`  ${line}`);
  }
  const rates = results
    .map((r) => `${r.database} ${r.mode} ${((hitRate(r.cacheStats) ?? NaN) * 100).toFixed(1)} %`)
    .join(', ');
  console.log(`Cache hit rates (whole server runs): ${rates.replace(/NaN %/g, 'n/a')}`);
  console.log(`Load at the end: ${load()}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
