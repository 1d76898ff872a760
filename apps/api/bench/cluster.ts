/**
 * `pnpm bench:cluster` (issue 24): listing and bid load through HAProxy with 1, 2 and 3 API
 * processes on one PostgreSQL database, on this machine.
 *
 * Seeds a smaller catalogue than bench:listing (10,000 auctions by default) into a throw-away
 * PostgreSQL database and makes signed-in buyers (bench/fixtures.ts), then for each case starts
 * one more real server (bench/server.ts: production settings, the limits off as in the other
 * benches) and HAProxy in front of them with deploy/haproxy.cfg's rules (test/cluster/haproxy.ts,
 * as `pnpm test:cluster` runs it; `balance leastconn` as deployed). Through the balancer only:
 * - listing: `POST /user/getAuctions`, the long tail of distinct payloads drawn Zipf-like
 *   (bench/long-tail.ts: a third free-text searches), the answer cache on, autocannon
 *   (bench/drive.ts) at 32 connections;
 * - bids: `POST /user/placeBid` by 32 concurrent bidders spread over 32 open auctions (not one
 *   hot auction: its row lock is bench:auction's subject), each bid by the next buyer at the
 *   minimum it last heard (a BID_TOO_LOW names the new one), each sent once the previous is
 *   answered.
 * - streams: `--streams` (500) live streams (`GET /user/auctionEvents/{id}` over the bid
 *   auctions) opened through the balancer and held while each has its first event; the API
 *   processes' resident memory (VmRSS, /proc) before and with them open gives the memory per
 *   stream (garbage not yet collected counts in it: an upper bound).
 * Prints req/s (accepted bids/s), p50/p95/p99 per case, the ratio to the 1-process case and the
 * load average at the start and end of each run.
 *
 * Honest reading: PostgreSQL, HAProxy, the load generator and every API process share this
 * machine's cores (2 here), so more processes do not bring more cores; what the ratio shows is
 * how much one process's event loop was the bound, not how a cluster of machines scales.
 *
 * Options: --vehicles N (10000), --buyers N (4000), --duration S per run (8), --connections C
 * (32, listing), --bidders N (32), --bid-auctions N (32), --processes 1,2,3, --long-tail N
 * (10000), --skip-listing, --skip-bids. PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL,
 * else postgres://postgres@127.0.0.1:5432/postgres (a database is created and dropped on it).
 * Needs Debian's haproxy (`node scripts/ensure-haproxy.mjs` with TEST_DATABASE_URL set installs it).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type autocannon from 'autocannon';
import type { FilterOptions } from '@marketdrop/api-client';
import { bidIncrement } from '@marketdrop/validation';
import { packageDir } from '../src/config';
import { openDatabase } from '../src/db/client';
import { createRng } from '../src/seed-data/generate-catalogue';
import { startHaproxy, type Haproxy } from '../test/cluster/haproxy';
import { drive, percentile, untilServed, type Measured } from './drive';
import { createBenchDatabase, createBuyers, seedBenchCatalogue, type Buyers } from './fixtures';
import { findTargets, httpChannel, WriteRefused } from './live-writer';
import { longTailPayloads, zipfSampler } from './long-tail';
import { startBenchServer, type BenchServer } from './server';

const { values: args } = parseArgs({
  // `pnpm run x -- --flag` passes the separator through.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    vehicles: { type: 'string', default: '10000' },
    buyers: { type: 'string', default: '4000' },
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '32' },
    bidders: { type: 'string', default: '32' },
    'bid-auctions': { type: 'string', default: '32' },
    processes: { type: 'string', default: '1,2,3' },
    'long-tail': { type: 'string', default: '10000' },
    'skip-listing': { type: 'boolean', default: false },
    'skip-bids': { type: 'boolean', default: false },
    streams: { type: 'string', default: '500' },
  },
});

const VEHICLES = Number(args.vehicles);
const BUYERS = Number(args.buyers);
const DURATION_S = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const BIDDERS = Number(args.bidders);
const BID_AUCTIONS = Number(args['bid-auctions']);
const LONG_TAIL = Number(args['long-tail']);
const CASES = args.processes
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0)
  .sort((a, b) => a - b);
const STREAMS = Number(args.streams);
const WARMUP_S = 3;
/** The catalogue's seed and clock, as bench:listing's. */
const SEED = 24;
const SEED_NOW = new Date();

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Bids through the balancer for `seconds`: accepted bids/s and the latency of every answer. */
async function bidRun(
  baseUrl: string,
  auctionIds: string[],
  buyers: Buyers,
  firstBuyer: number,
  seconds: number,
  label: string,
): Promise<{ measured: Measured; accepted: number; refused: number; nextBuyer: number }> {
  const channel = httpChannel(baseUrl, buyers);
  const minimum = new Map<string, number>();
  for (const id of auctionIds) minimum.set(id, await channel.minimumBid(id));
  const times: number[] = [];
  const notOk: Record<string, number> = {};
  let accepted = 0;
  let refused = 0;
  let errors = 0;
  let buyer = firstBuyer;
  const started = performance.now();
  const end = started + seconds * 1000;
  const bidder = async (index: number) => {
    const auctionId = auctionIds[index % auctionIds.length] as string;
    while (performance.now() < end) {
      const amount = minimum.get(auctionId) as number;
      const t0 = performance.now();
      try {
        await channel.placeBid(buyer++, auctionId, amount);
        times.push(performance.now() - t0);
        accepted += 1;
        const next = amount + bidIncrement(amount);
        if (next > (minimum.get(auctionId) as number)) minimum.set(auctionId, next);
      } catch (error) {
        times.push(performance.now() - t0);
        if (!(error instanceof WriteRefused)) throw error;
        if (error.code === 'BID_TOO_LOW' || error.code === 'ALREADY_LEADING') {
          refused += 1;
          if (error.minimumBid !== undefined && error.minimumBid > amount) {
            minimum.set(auctionId, Math.max(minimum.get(auctionId) as number, error.minimumBid));
          }
        } else {
          errors += 1;
          notOk[error.code] = (notOk[error.code] ?? 0) + 1;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: BIDDERS }, (_, i) => bidder(i)));
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    measured: {
      label,
      requests: times.length,
      rps: accepted / elapsed,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
      errors,
      notOk,
    },
    accepted,
    refused,
    nextBuyer: buyer,
  };
}

/** A process's resident memory (bytes), from /proc/<pid>/status (Linux). */
async function rssBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return Number(kb) * 1024;
}

/**
 * Opens `count` live streams through the balancer, waits for each one's first event, reads the
 * servers' memory, then closes them. Resolves with the servers' summed RSS before and with them.
 */
async function streamRun(
  baseUrl: string,
  auctionIds: string[],
  pids: number[],
  count: number,
): Promise<{ before: number; open: number; opened: number; seconds: number }> {
  const sum = async () => (await Promise.all(pids.map(rssBytes))).reduce((a, b) => a + b, 0);
  const before = await sum();
  const stop = new AbortController();
  const started = performance.now();
  const opened = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      try {
        const response = await fetch(
          `${baseUrl}/user/auctionEvents/${auctionIds[i % auctionIds.length] as string}`,
          { headers: { accept: 'text/event-stream' }, signal: stop.signal },
        );
        if (!response.ok || !response.body) return false;
        const reader = response.body.getReader();
        const first = await reader.read();
        // Keep reading (heartbeats) so nothing backs up while the memory is read.
        void (async () => {
          try {
            while (!(await reader.read()).done);
          } catch {
            // Closed by the abort below.
          }
        })();
        return !first.done;
      } catch {
        return false;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const open = await sum();
  stop.abort();
  return { before, open, opened: opened.filter(Boolean).length, seconds };
}

type Row = { processes: number; kind: 'listing' | 'bids'; measured: Measured; load: string };

function printRow(row: Row, base: Row | undefined): void {
  const m = row.measured;
  const ratio = base ? ` x${(m.rps / base.measured.rps).toFixed(2)} of 1 process` : '';
  const failed = m.errors > 0 ? `, ${m.errors} failed ${JSON.stringify(m.notOk)}` : '';
  console.log(
    `  ${row.kind.padEnd(8)} ${m.rps.toFixed(0).padStart(6)} ${row.kind === 'bids' ? 'accepted bids/s' : 'req/s'}, p50 ${ms(m.p50)}, p95 ${ms(m.p95)}, p99 ${ms(m.p99)}${ratio}${failed} (load ${row.load})`,
  );
}

async function main() {
  if (CASES.length === 0) throw new Error('--processes: e.g. 1,2,3');
  console.log(
    `bench:cluster: ${cpus().length} cores, load ${load()}; PostgreSQL, HAProxy, this load generator and every API process share these cores`,
  );
  const benchDatabase = await createBenchDatabase('md_bench_cluster');
  const databaseUrl = benchDatabase.url;
  const workDir = await mkdtemp(path.join(tmpdir(), 'md-bench-cluster-'));
  const servers: BenchServer[] = [];
  let haproxy: Haproxy | null = null;
  const rows: Row[] = [];
  try {
    const seconds = await seedBenchCatalogue(
      { driver: 'postgres', url: databaseUrl },
      { mediaDir: path.join(workDir, 'media'), count: VEHICLES, seed: SEED, now: SEED_NOW },
    );
    const opened = await openDatabase(
      { driver: 'postgres', url: databaseUrl },
      path.join(packageDir, 'drizzle'),
    );
    let buyers: Buyers;
    let bidAuctions: string[];
    try {
      buyers = await createBuyers(opened.db, BUYERS);
      bidAuctions = (await findTargets(opened.db)).biddable.slice(0, BID_AUCTIONS);
    } finally {
      await opened.close();
    }
    console.log(
      `PostgreSQL: seeded ${VEHICLES} auctions in ${seconds.toFixed(1)} s, ${BUYERS} buyers, bids on ${bidAuctions.length} auctions (load ${load()})`,
    );
    let nextBuyer = 0;
    for (const count of CASES) {
      while (servers.length < count) {
        servers.push(
          await startBenchServer({
            env: {
              DATABASE_URL: databaseUrl,
              DATA_DIR: workDir,
              RATE_LIMIT_ENABLED: 'false',
              TRUST_PROXY: 'true',
              // Every stream of the bench comes from this one address.
              LIVE_STREAMS_PER_IP: String(Math.max(64, STREAMS)),
            },
          }),
        );
      }
      await haproxy?.stop();
      haproxy = await startHaproxy(
        workDir,
        servers.map((server) => Number(new URL(server.baseUrl).port)),
        'leastconn',
      );
      const lb = haproxy.url;
      console.log(`\n${count} API process${count > 1 ? 'es' : ''} behind HAProxy (${lb})`);
      if (!args['skip-listing']) {
        const answer = await untilServed(() => fetch(`${lb}/user/filterdata`));
        if (answer.status !== 200) throw new Error(`filterdata ${answer.status}`);
        const filters = ((await answer.json()) as { data: FilterOptions }).data;
        const mix = longTailPayloads(filters, createRng(SEED), LONG_TAIL);
        const draw = zipfSampler(mix.length, createRng(SEED + 1));
        const listing: autocannon.Request = {
          method: 'POST',
          path: '/user/getAuctions',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => ({ ...request, body: JSON.stringify(mix[draw()]) }),
        };
        await drive('warm-up', lb, listing, WARMUP_S, CONNECTIONS);
        const before = load();
        const measured = await drive(`${count}: listing`, lb, listing, DURATION_S, CONNECTIONS);
        const row: Row = {
          processes: count,
          kind: 'listing',
          measured,
          load: `${before} -> ${load()}`,
        };
        rows.push(row);
        printRow(
          row,
          rows.find((r) => r.kind === 'listing' && r.processes === CASES[0]),
        );
      }
      if (!args['skip-bids']) {
        const before = load();
        const run = await bidRun(lb, bidAuctions, buyers, nextBuyer, DURATION_S, `${count}: bids`);
        nextBuyer = run.nextBuyer;
        const row: Row = {
          processes: count,
          kind: 'bids',
          measured: run.measured,
          load: `${before} -> ${load()}`,
        };
        rows.push(row);
        printRow(
          row,
          rows.find((r) => r.kind === 'bids' && r.processes === CASES[0]),
        );
        console.log(
          `           ${run.accepted} accepted, ${run.refused} refused (BID_TOO_LOW / ALREADY_LEADING: another bidder was first), ${run.measured.requests} answers`,
        );
      }
      if (STREAMS > 0) {
        const run = await streamRun(
          lb,
          bidAuctions,
          servers.map((server) => server.pid),
          STREAMS,
        );
        const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
        console.log(
          `  streams  ${run.opened} of ${STREAMS} open in ${run.seconds.toFixed(1)} s; API processes' RSS ${mib(run.before)} -> ${mib(run.open)} (+${mib(run.open - run.before)}, ${((run.open - run.before) / 1024 / Math.max(1, run.opened)).toFixed(1)} KiB per stream) (load ${load()})`,
        );
      }
    }
    console.log(
      `\nPostgreSQL shares the same ${cpus().length} cores as the API processes, HAProxy and this load generator: a ratio near 1 here says the machine, not one process, is the bound.`,
    );
  } finally {
    await haproxy?.stop();
    for (const server of servers) await server.stop();
    await benchDatabase.drop();
    await rm(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
