/**
 * The server's CPU time per operation of `pnpm bench:listing`'s live market, on PGlite, one call at
 * a time: a figure that the machine's load barely moves, unlike req/s (the listing bench's
 * throughput moved by 2x between identical runs on the shared machine). Compare two commits with
 * it, run back to back.
 *
 * Seeds `WC_VEHICLES` auctions (3000) into a throw-away PGlite folder, starts `src/server.ts` as
 * `bench:listing` does (bench/server.ts), then times, each from the server process's own CPU time
 * (/proc/<pid>/stat, Linux): anonymous getAuctions hits (one payload, kept) and misses (200
 * payloads never asked before), auctionScreen (what the live writer reads before each bid), a bid
 * as the writer places it (auctionScreen, then placeBid), claims and Buy Nows.
 *
 * Run: `pnpm --filter @marketdrop/api exec tsx --conditions=@marketdrop/source bench/write-cost.ts`.
 * Env: WC_VEHICLES, WC_ONLY (comma-separated first words of the phases to run: `bid,claim`),
 * BENCH_SERVER_NODE_ARGS (Node options for the server, e.g. `--cpu-prof`).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { packageDir, type DatabaseConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { seedCatalogue } from '../src/demo/seed-catalogue';
import { createBuyers } from './fixtures';
import { findTargets, httpChannel } from './live-writer';
import { processCpuMs, startBenchServer } from './server';

const VEHICLES = Number(process.env.WC_VEHICLES ?? 3000);
const ONLY = process.env.WC_ONLY?.split(',').filter(Boolean) ?? null;
const SEED = 20261122;

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'md-write-cost-'));
  const database: DatabaseConfig = { driver: 'pglite', dataDir: path.join(dataDir, 'pglite') };
  const opened = await openDatabase(database, path.join(packageDir, 'drizzle'));
  let buyers: Awaited<ReturnType<typeof createBuyers>>;
  let targets: Awaited<ReturnType<typeof findTargets>>;
  try {
    await seedCatalogue(opened, {
      count: VEHICLES,
      seed: SEED,
      now: new Date(),
      mediaDir: path.join(dataDir, 'media'),
    });
    buyers = await createBuyers(opened.db, 300);
    targets = await findTargets(opened.db);
  } finally {
    await opened.close();
  }
  const server = await startBenchServer({
    env: { RATE_LIMIT_ENABLED: 'false', LOAD_SHEDDING: 'false', DATA_DIR: dataDir },
  });
  const { baseUrl, pid } = server;
  const channel = httpChannel(baseUrl, buyers);
  const lines: string[] = [];
  const phase = async (label: string, count: number, op: (i: number) => Promise<unknown>) => {
    if (ONLY !== null && !ONLY.includes(label.split(' ')[0] as string)) return;
    const cpu = await processCpuMs(pid);
    const started = performance.now();
    let failed = 0;
    for (let i = 0; i < count; i += 1) {
      await op(i).catch(() => {
        failed += 1;
      });
    }
    const cpuPerOp = ((await processCpuMs(pid)) - cpu) / count;
    const wallPerOp = (performance.now() - started) / count;
    lines.push(
      `${label.padEnd(20)} n=${count}  server CPU ${cpuPerOp.toFixed(2)} ms/op  wall ${wallPerOp.toFixed(2)} ms/op${failed > 0 ? `  (${failed} failed)` : ''}`,
    );
  };
  const listing = (payload: object) =>
    fetch(`${baseUrl}/user/getAuctions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    }).then((response) => response.arrayBuffer());
  const at = <T>(list: readonly T[], i: number) => list[i % list.length] as T;
  try {
    await phase('warm-up', 50, () => listing({ sortBy: '', pageNumber: 1, pageSize: 20 }));
    await phase('getAuctions hit', 500, () => listing({ sortBy: '', pageNumber: 1, pageSize: 20 }));
    await phase('getAuctions miss', 200, (i) =>
      listing({ minPrice: 1000 + i * 37, pageSize: 20, sortBy: i % 2 ? 'lowToHigh' : '' }),
    );
    await phase('auctionScreen', 200, (i) => channel.minimumBid(at(targets.biddable, i)));
    await phase('bid (screen + place)', 200, async (i) => {
      const id = i % 2 ? at(targets.hot, i) : at(targets.biddable, i * 7);
      await channel.placeBid(i, id, await channel.minimumBid(id));
    });
    await phase('claim', 20, (i) => channel.claim(i + 1000, at(targets.claimable, i)));
    await phase('buyNow', 10, (i) => channel.buyNow(i + 2000, at(targets.buyable, i)));
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(`write-cost: ${VEHICLES} auctions on PGlite, one call at a time`);
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
