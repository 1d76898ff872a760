/**
 * `pnpm bench:listing`: the listing budget of docs/product.md §12 Performance budgets, measured.
 *
 * Seeds 100,000 auctions into a throw-away PostgreSQL database (and a throw-away PGlite folder),
 * starts the real server (`src/server.ts`) on each, and drives `POST /user/getAuctions` with a
 * fixed mix of filter / sort / search / page payloads through autocannon at 32 connections, next
 * to the same server's trivial `GET /user/health` in the same run. Prints p50 / p95 / p99 and
 * req/s of each, the listing's throughput as a share of the trivial route's, and the machine load.
 * Before timing, each payload is asked once (a running server's state), then a 3 s warm-up.
 * On PostgreSQL it also measures the listing with the answer cache off (CATALOGUE_CACHE=false).
 *
 * Options: --vehicles N (100000), --duration S per run (10), --connections C (32),
 * --skip-pglite, --skip-postgres, --skip-uncached. PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/postgres (a database is created and dropped on it).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import postgres from 'postgres';
import type { FilterOptions, GetAuctionsRequest } from '@marketdrop/api-client';
import { packageDir, type DatabaseConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { createRng } from '../src/seed-data/generate-catalogue';
import { seedCatalogue } from '../src/catalogue/seed-catalogue';

const { values: args } = parseArgs({
  // `pnpm run x -- --flag` passes the separator through.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    vehicles: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    'skip-pglite': { type: 'boolean', default: false },
    'skip-postgres': { type: 'boolean', default: false },
    'skip-uncached': { type: 'boolean', default: false },
  },
});
const VEHICLES = Number(args.vehicles);
const DURATION_S = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const WARMUP_S = 3;
/** The listing budget (docs/product.md §12 Performance budgets), on PostgreSQL at 100,000 auctions. */
const BUDGET = { p95Ms: 25, shareOfTrivial: 0.4 };
/** A fixed seed for the catalogue and for the payload mix. */
const SEED = 20261122;
const SEED_NOW = new Date();

const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' / ');

type Measured = {
  label: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

/** One autocannon run; latencies are collected per response so p95 is exact. */
async function drive(
  label: string,
  baseUrl: string,
  request: autocannon.Request,
  seconds: number,
): Promise<Measured> {
  const times: number[] = [];
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: baseUrl, connections: CONNECTIONS, duration: seconds, requests: [request] },
      (error: unknown, done: autocannon.Result) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      times.push(responseTime);
      if (statusCode !== 200) errors += 1;
    });
    instance.on('reqError', () => {
      errors += 1;
    });
  });
  times.sort((a, b) => a - b);
  return {
    label,
    rps: times.length / (result.duration || seconds),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: errors + result.non2xx,
  };
}

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

type Server = { baseUrl: string; stop: () => Promise<void> };

/** Starts `src/server.ts` (no demo seed, warn-level logs) and waits for its URL. */
async function startServer(env: Record<string, string>): Promise<Server> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@marketdrop/source', path.join(packageDir, 'src/server.ts')],
    {
      cwd: packageDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        // Production needs a mail transport to start; the bench sends no mail.
        SMTP_URL: process.env.SMTP_URL ?? 'smtp://127.0.0.1:2525',
        LOG_LEVEL: 'warn',
        PORT: '0',
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        RATE_LIMIT_ENABLED: 'false',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Server did not start:\n${output}`)), 180_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /MarketDrop listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Server exited (${code}):\n${output}`));
    });
  });
  return {
    baseUrl,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function seed(database: DatabaseConfig, mediaDir: string): Promise<number> {
  const started = Date.now();
  const opened = await openDatabase(database, path.join(packageDir, 'drizzle'));
  try {
    await seedCatalogue(opened, { count: VEHICLES, seed: SEED, now: SEED_NOW, mediaDir });
  } finally {
    await opened.close();
  }
  return (Date.now() - started) / 1000;
}

/** Trivial route, then the listing mix, on one running server. */
async function measure(label: string, server: Server): Promise<Measured[]> {
  const filters = (await (await fetch(`${server.baseUrl}/user/filterdata`)).json()) as {
    data: FilterOptions;
  };
  const mix = payloadMix(filters.data);
  let next = 0;
  const listing: autocannon.Request = {
    method: 'POST',
    path: '/user/getAuctions',
    headers: { 'content-type': 'application/json' },
    setupRequest: (request) => {
      const body = JSON.stringify(mix[next % mix.length]);
      next += 1;
      return { ...request, body };
    },
  };
  const health: autocannon.Request = { method: 'GET', path: '/user/health' };
  // Warm up as a running server would be: each payload of the mix asked once, then a short run.
  const started = Date.now();
  for (const payload of mix) {
    const response = await fetch(`${server.baseUrl}/user/getAuctions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    if (response.status !== 200) throw new Error(`${response.status}: ${await response.text()}`);
  }
  console.log(
    `${label}: first pass over the ${mix.length} payloads in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  await drive('warm-up', server.baseUrl, listing, WARMUP_S);
  const trivial = await drive(`${label}: GET /user/health`, server.baseUrl, health, DURATION_S);
  const listed = await drive(
    `${label}: POST /user/getAuctions (mix of ${mix.length})`,
    server.baseUrl,
    listing,
    DURATION_S,
  );
  return [trivial, listed];
}

function print(rows: Measured[], trivialRps: number): void {
  const pad = (text: string, width: number) => text.padEnd(width);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  for (const row of rows) {
    console.log(
      `${pad(row.label, 62)} ${pad(`${row.rps.toFixed(0)} req/s`, 12)} p50 ${pad(ms(row.p50), 9)} p95 ${pad(ms(row.p95), 9)} p99 ${pad(ms(row.p99), 9)} ${((row.rps / trivialRps) * 100).toFixed(0)} % of trivial${row.errors > 0 ? `  (${row.errors} errors)` : ''}`,
    );
  }
}

async function postgresRun(): Promise<Measured[]> {
  const admin =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `md_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const sql = postgres(admin, { max: 1, onnotice: () => {} });
  await sql.unsafe(`CREATE DATABASE "${name}"`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'md-bench-pg-'));
  const results: Measured[] = [];
  try {
    const seconds = await seed(
      { driver: 'postgres', url: url.toString() },
      path.join(dataDir, 'media'),
    );
    console.log(
      `PostgreSQL: seeded ${VEHICLES} auctions in ${seconds.toFixed(1)} s (load ${load()})`,
    );
    for (const cache of args['skip-uncached'] ? ['true'] : ['true', 'false']) {
      const server = await startServer({
        DATABASE_URL: url.toString(),
        DATA_DIR: dataDir,
        CATALOGUE_CACHE: cache,
      });
      try {
        const label = cache === 'true' ? 'PostgreSQL' : 'PostgreSQL, cache off';
        const [trivial, listed] = await measure(label, server);
        if (trivial && listed) {
          print([trivial, listed], trivial.rps);
          results.push(trivial, listed);
        }
      } finally {
        await server.stop();
      }
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    await sql.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await sql.end({ timeout: 5 });
  }
  return results;
}

async function pgliteRun(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'md-bench-pglite-'));
  try {
    const seconds = await seed(
      { driver: 'pglite', dataDir: path.join(dataDir, 'pglite') },
      path.join(dataDir, 'media'),
    );
    console.log(`PGlite: seeded ${VEHICLES} auctions in ${seconds.toFixed(1)} s (load ${load()})`);
    const server = await startServer({ DATA_DIR: dataDir });
    try {
      const [trivial, listed] = await measure('PGlite', server);
      if (trivial && listed) print([trivial, listed], trivial.rps);
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  console.log(
    `Listing benchmark: ${VEHICLES} auctions, ${CONNECTIONS} connections, ${DURATION_S} s per run, Node ${process.version}, load ${load()} (1/5/15 min)`,
  );
  const pg = args['skip-postgres'] ? [] : await postgresRun();
  const [trivial, listed] = pg;
  if (trivial && listed) {
    const share = listed.rps / trivial.rps;
    const ok = listed.p95 <= BUDGET.p95Ms && share >= BUDGET.shareOfTrivial;
    console.log(
      `Budget on PostgreSQL (p95 <= ${BUDGET.p95Ms} ms, >= ${BUDGET.shareOfTrivial * 100} % of trivial): p95 ${listed.p95.toFixed(1)} ms, ${(share * 100).toFixed(0)} % -> ${ok ? 'MET' : 'NOT MET'}`,
    );
  }
  if (!args['skip-pglite']) await pgliteRun();
  console.log(`Load at the end: ${load()}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
