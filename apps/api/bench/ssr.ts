/**
 * The server render's section of `pnpm bench:web` (issue 21's SSR budget), run by
 * apps/web/bench/web.ts after it has built the web app, or alone:
 * `pnpm bench:web -- --ssr-only [--skip-build]`.
 *
 * Seeds auctions (100,000 by default) into a throw-away PostgreSQL database (bench:listing's
 * seed), picks a fixed mix of 200 vehicle pages among the sitemap's, and starts the real server
 * (`src/server.ts`, production settings) with the built web app and its server render
 * (`--web-dist`, with `dist-ssr/` beside it) twice:
 *
 * - cache on (the default configuration): `GET /user/health` (the trivial route), then
 *   `GET /detail/:id` over the mix, 32 connections, 10 s each. A rendered page is reused for the
 *   listing's freshness (decision 024, 5 s) per address: each page is rendered again every 5 s
 *   of the run (the hits and renders of the timed run are printed).
 * - cache off (`CATALOGUE_CACHE=false`, the switch that also turns the catalogue's answer cache
 *   off, decision 034): every page is rendered for its request, its calls read the database.
 *
 * Pages are asked as Chromium asks them (`Accept: text/html`, `Accept-Encoding: gzip, deflate,
 * br, zstd`: the server compresses them with brotli). After the trivial route, each page is asked
 * once (it must come rendered: a shell counts as an error), then a 3 s warm-up, then the timed run. The render's own time
 * comes from the page's `Server-Timing` header (`render;dur` the whole render, its calls
 * included; `data;dur` the time its calls were in flight): under load (the cache-off run) and
 * alone (each page of the mix asked once more, one at a time, on the cache-off server).
 *
 * Prints req/s and p50 / p95 / p99, the share of the trivial route, the render times, the
 * server's CPU time per response (/proc, Linux: a figure the machine's load barely moves), the
 * page's size, the load average; then the budgets, MET or NOT MET (printed, never asserted).
 *
 * Options: --web-dist DIR (apps/web/bench-results/dist), --vehicles N (100000), --mix N (200),
 * --duration S (10), --connections C (32), --identity (pages asked uncompressed, to see what
 * compressing them costs). Run alone (after a build of the web app):
 * `pnpm --filter @marketdrop/api exec tsx --conditions=@marketdrop/source bench/ssr.ts`. PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL,
 * else postgres://postgres@127.0.0.1:5432/postgres (a database is created and dropped on it).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type autocannon from 'autocannon';
import { packageDir } from '../src/config';
import { SITEMAP_MAX_URLS, findVehiclePages } from '../src/catalogue/find-vehicle-pages';
import { vehiclesPerSitemapFile } from '../src/plugins/crawlers';
import { openDatabase } from '../src/db/client';
import { createRng } from '../src/seed-data/generate-catalogue';
import { drive, percentile, untilServed, type Measured } from './drive';
import { createBenchDatabase, seedBenchCatalogue } from './fixtures';
import { processCpuMs, startBenchServer, type BenchServer } from './server';

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    'web-dist': {
      type: 'string',
      default: path.resolve(packageDir, '../web/bench-results/dist'),
    },
    vehicles: { type: 'string', default: '100000' },
    mix: { type: 'string', default: '200' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    identity: { type: 'boolean', default: false },
  },
});
const WEB_DIST = path.resolve(args['web-dist']);
const VEHICLES = Number(args.vehicles);
const MIX = Number(args.mix);
const DURATION_S = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const WARMUP_S = 3;
const SEED = 20261122;
/** Issue 21's budgets for the server render of `/detail/:id`. */
const BUDGET = {
  vehicles: 100_000,
  cached: { shareOfTrivial: 0.3, p95Ms: 30 },
  uncached: { p95Ms: 80 },
};
/** What Chromium sends for a page (the server answers it with brotli); --identity: uncompressed. */
const PAGE_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': args.identity ? 'identity' : 'gzip, deflate, br, zstd',
};
/** In every rendered page (apps/web/src/render-state.ts): a shell has no state to hydrate. */
const RENDERED_MARK = 'id="md-render-state"';

const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' / ');
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** `render` and `data` durations of a `Server-Timing` header; `hit` when the page was reused. */
function parseTiming(header: string | null | undefined): {
  render?: number;
  data?: number;
  hit: boolean;
} {
  const text = header ?? '';
  const dur = (name: string) => {
    const match = new RegExp(`(?:^|,)\\s*${name};dur=([\\d.]+)`).exec(text);
    return match?.[1] === undefined ? undefined : Number(match[1]);
  };
  return { render: dur('render'), data: dur('data'), hit: /(?:^|,)\s*cache;desc="hit"/.test(text) };
}

/** Times of renders: whole render, its calls, the rest (the React render, head and state). */
class RenderTimes {
  readonly render: number[] = [];
  readonly data: number[] = [];
  readonly rest: number[] = [];
  hits = 0;

  add(header: string | null | undefined) {
    const timing = parseTiming(header);
    if (timing.hit) this.hits += 1;
    if (timing.render === undefined || timing.data === undefined) return;
    this.render.push(timing.render);
    this.data.push(timing.data);
    this.rest.push(timing.render - timing.data);
  }

  line(): string {
    const of = (list: number[]) => {
      const sorted = [...list].sort((a, b) => a - b);
      return `p50 ${ms(percentile(sorted, 50))} p95 ${ms(percentile(sorted, 95))}`;
    };
    if (this.render.length === 0) return 'no render timed';
    return `render ${of(this.render)}; of which its calls ${of(this.data)}; the rest (React render, head, state) ${of(this.rest)} (${this.render.length} renders, ${this.hits} pages reused from the cache)`;
  }
}

/** The pages of the mix: `MIX` vehicle pages of the sitemap's first file, picked with a fixed seed. */
async function pickPages(databaseUrl: string): Promise<string[]> {
  const opened = await openDatabase(
    { driver: 'postgres', url: databaseUrl },
    path.join(packageDir, 'drizzle'),
  );
  try {
    const pages = await findVehiclePages(opened, {
      now: new Date(),
      page: 1,
      perPage: vehiclesPerSitemapFile(SITEMAP_MAX_URLS),
    });
    const rng = createRng(SEED);
    const ids = new Set<string>();
    while (ids.size < Math.min(MIX, pages.length)) ids.add(rng.pick(pages).auctionId);
    return [...ids].map((id) => `/detail/${id}`);
  } finally {
    await opened.close();
  }
}

type ModeResult = {
  mode: 'cached' | 'uncached';
  trivial: Measured;
  detail: Measured;
  underLoad: RenderTimes;
  alone: RenderTimes | null;
  /** The server's CPU time per response (ms): trivial route, pages under load, pages one at a time. */
  cpu: { trivial: number; detail: number; alone: number | null };
  pageBytes: { raw: number; sent: number };
};

/** A page as Chromium asks it, asked again while the server sheds load (503). */
const getPage = (server: BenchServer, page: string) =>
  untilServed(() => fetch(`${server.baseUrl}${page}`, { headers: PAGE_HEADERS }));

/** Each page once: it must come rendered (200 and the state to hydrate). Returns a page's sizes. */
async function firstPass(server: BenchServer, pages: string[]) {
  const started = performance.now();
  let raw = 0;
  let sent = 0;
  const failures: string[] = [];
  for (const page of pages) {
    const response = await getPage(server, page);
    const html = await response.text();
    raw += Buffer.byteLength(html);
    sent += Number(response.headers.get('content-length') ?? Buffer.byteLength(html));
    if (response.status !== 200 || !html.includes(RENDERED_MARK)) {
      failures.push(`${page} (${response.status}${response.status === 200 ? ', the shell' : ''})`);
    }
  }
  console.log(
    `  first pass over the ${pages.length} pages in ${((performance.now() - started) / 1000).toFixed(1)} s` +
      (failures.length > 0
        ? `; NOT RENDERED: ${failures.length} (${failures.slice(0, 3).join(', ')})`
        : ', every page rendered'),
  );
  if (failures.length > 0) console.log(`  server output (end):\n${server.output().slice(-2000)}`);
  return { raw: raw / pages.length, sent: sent / pages.length };
}

/** Each page once more, one at a time: the render's time with nothing else running. */
async function alone(
  server: BenchServer,
  pages: string[],
): Promise<{ times: RenderTimes; cpuMs: number }> {
  const times = new RenderTimes();
  const cpu = await processCpuMs(server.pid);
  for (const page of pages) {
    const response = await getPage(server, page);
    await response.arrayBuffer();
    times.add(response.headers.get('server-timing'));
  }
  return { times, cpuMs: ((await processCpuMs(server.pid)) - cpu) / pages.length };
}

async function runMode(
  mode: ModeResult['mode'],
  env: Record<string, string>,
  pages: string[],
): Promise<ModeResult> {
  console.log('');
  console.log(
    `${mode === 'cached' ? 'Cache on (rendered pages reused up to 5 s per address)' : 'Cache off (CATALOGUE_CACHE=false: every page rendered, every call read from the database)'}: load at start ${load()}`,
  );
  const server = await startBenchServer({
    env: { RATE_LIMIT_ENABLED: 'false', WEB_DIST, ...env },
  });
  try {
    const underLoad = new RenderTimes();
    let next = 0;
    let timing = false;
    const detail: autocannon.Request = {
      method: 'GET',
      headers: PAGE_HEADERS,
      setupRequest: (request) => {
        const path = pages[next % pages.length] as string;
        next += 1;
        return { ...request, path };
      },
      onResponse: (_status, _body, _context, headers) => {
        if (timing) underLoad.add(String(headers?.['server-timing'] ?? ''));
      },
    };
    const health: autocannon.Request = { method: 'GET', path: '/user/health' };
    // The trivial route first: the pages rendered by the first pass and the warm-up are then
    // still fresh (5 s) when the timed run starts, as on a server under steady traffic.
    let cpu = await processCpuMs(server.pid);
    const trivial = await drive(
      `${mode}: GET /user/health`,
      server.baseUrl,
      health,
      DURATION_S,
      CONNECTIONS,
    );
    const trivialCpu = ((await processCpuMs(server.pid)) - cpu) / trivial.requests;
    const pageBytes = await firstPass(server, pages);
    await drive('warm-up', server.baseUrl, detail, WARMUP_S, CONNECTIONS);
    timing = true;
    cpu = await processCpuMs(server.pid);
    const measured = await drive(
      `${mode}: GET /detail/:id (mix of ${pages.length})`,
      server.baseUrl,
      detail,
      DURATION_S,
      CONNECTIONS,
    );
    timing = false;
    const detailCpu = ((await processCpuMs(server.pid)) - cpu) / measured.requests;
    const one = mode === 'uncached' ? await alone(server, pages) : null;
    const result: ModeResult = {
      mode,
      trivial,
      detail: measured,
      underLoad,
      alone: one?.times ?? null,
      cpu: { trivial: trivialCpu, detail: detailCpu, alone: one?.cpuMs ?? null },
      pageBytes,
    };
    if (measured.errors > 0) console.log(`  server output (end):\n${server.output().slice(-2000)}`);
    printMode(result);
    console.log(`  load at end ${load()}`);
    return result;
  } finally {
    await server.stop();
  }
}

function printMode(result: ModeResult) {
  const pad = (text: string, width: number) => text.padEnd(width);
  for (const row of [result.trivial, result.detail]) {
    console.log(
      `  ${pad(row.label, 44)} ${pad(`${row.rps.toFixed(0)} req/s`, 12)} p50 ${pad(ms(row.p50), 9)} p95 ${pad(ms(row.p95), 9)} p99 ${pad(ms(row.p99), 9)} ${((row.rps / result.trivial.rps) * 100).toFixed(0)} % of trivial${row.errors > 0 ? `  (${row.errors} errors: ${JSON.stringify(row.notOk)})` : ''}`,
    );
  }
  console.log(
    `  page: ${(result.pageBytes.raw / 1000).toFixed(1)} kB of HTML, ${(result.pageBytes.sent / 1000).toFixed(1)} kB sent (${args.identity ? 'uncompressed' : 'brotli'})`,
  );
  console.log(`  under load: ${result.underLoad.line()}`);
  if (result.alone) console.log(`  one at a time: ${result.alone.line()}`);
  const { cpu } = result;
  console.log(
    `  server CPU per response: trivial ${ms(cpu.trivial)}, page under load ${ms(cpu.detail)}` +
      (cpu.alone === null ? '' : `, page rendered one at a time ${ms(cpu.alone)}`) +
      " (the database's own CPU not included)",
  );
}

function budgetLines(results: ModeResult[]): string[] {
  const met = (ok: boolean) => (ok ? 'MET' : 'NOT MET');
  const scale =
    VEHICLES === BUDGET.vehicles
      ? ''
      : ` (the budget is at ${BUDGET.vehicles} auctions; this run: ${VEHICLES})`;
  const lines: string[] = [];
  for (const { mode, detail, trivial } of results) {
    const share = detail.rps / trivial.rps;
    const figures = `p95 ${ms(detail.p95)}, ${detail.rps.toFixed(0)} req/s, ${(share * 100).toFixed(0)} % of trivial${detail.errors > 0 ? `, ${detail.errors} errors` : ''}`;
    if (mode === 'cached') {
      const b = BUDGET.cached;
      lines.push(
        `Budget, rendered /detail/:id, cache on: >= ${b.shareOfTrivial * 100} % of trivial and p95 <= ${b.p95Ms} ms: ${figures} -> ${met(share >= b.shareOfTrivial && detail.p95 <= b.p95Ms && detail.errors === 0)}${scale}`,
      );
    } else {
      const b = BUDGET.uncached;
      lines.push(
        `Budget, rendered /detail/:id, every render a miss: p95 <= ${b.p95Ms} ms: ${figures} -> ${met(detail.p95 <= b.p95Ms && detail.errors === 0)}${scale}`,
      );
    }
  }
  return lines;
}

async function main() {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error(`${WEB_DIST} holds no built web app: build it first (pnpm bench:web does)`);
  }
  if (!existsSync(path.join(WEB_DIST, '..', 'dist-ssr', 'entry-server.js'))) {
    throw new Error(`no server render beside ${WEB_DIST} (../dist-ssr/entry-server.js)`);
  }
  console.log(
    `Server render of /detail/:id: ${VEHICLES} auctions on PostgreSQL, a mix of ${MIX} vehicles, ${CONNECTIONS} connections, ${DURATION_S} s per run, Node ${process.version}, load ${load()} (1/5/15 min)`,
  );
  const database = await createBenchDatabase('md_bench_ssr');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'md-bench-ssr-'));
  const results: ModeResult[] = [];
  try {
    const seconds = await seedBenchCatalogue(
      { driver: 'postgres', url: database.url },
      { mediaDir: path.join(dataDir, 'media'), count: VEHICLES, seed: SEED, now: new Date() },
    );
    console.log(
      `PostgreSQL: seeded ${VEHICLES} auctions in ${seconds.toFixed(1)} s (load ${load()})`,
    );
    const pages = await pickPages(database.url);
    const env = { DATABASE_URL: database.url, DATA_DIR: dataDir };
    results.push(await runMode('cached', env, pages));
    results.push(await runMode('uncached', { ...env, CATALOGUE_CACHE: 'false' }, pages));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    await database.drop();
  }
  console.log('');
  console.log('SSR budgets (issue 21; printed, never asserted):');
  for (const line of budgetLines(results)) console.log(`  ${line}`);
  const uncached = results.find((r) => r.mode === 'uncached');
  if (uncached?.alone) {
    console.log(`  Render time alone (one at a time): ${uncached.alone.line()}`);
    console.log(
      `  Server CPU per rendered page (one at a time): ${ms(uncached.cpu.alone ?? NaN)}; per trivial answer: ${ms(uncached.cpu.trivial)}`,
    );
  }
  console.log(`Load at the end: ${load()}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
