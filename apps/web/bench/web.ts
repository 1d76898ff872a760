// `pnpm bench:web`: the web performance budgets of docs/product.md §12 Performance budgets.
//
// 1. Builds the production web app (into apps/web/bench-results/dist, so a concurrent end-to-end
//    run keeps its own apps/web/dist) and the API (apps/api/dist, as `pnpm build` does).
// 2. Prints every route's first-load JavaScript (gzip) from Vite's manifest and checks /home-landing
//    against its budget.
// 3. Starts the real single-process server (the built API serving the built web app, embedded
//    PGlite in a throw-away folder, seeded on first start) and runs Lighthouse (mobile preset) in
//    Debian's Chromium on /home-landing, /listing and /detail/:id, printing the scores against the
//    budgets (performance, accessibility, best practices, SEO). Reports go to
//    apps/web/bench-results/ (git-ignored).
// 4. The server render (apps/api/bench/ssr.ts, in a process of its own): server-rendered
//    /detail/:id at 100,000 auctions on PostgreSQL, cache on and off, beside the trivial route,
//    with the render's own time, against issue 21's budgets.
//
// Options: --strict (exit 1 when a budget of 2-3 fails; the SSR budgets are printed only),
// --skip-build (reuse the last bench build), --no-lighthouse (no Lighthouse), --runs N (Lighthouse
// runs per page; the median performance run is kept), --no-ssr (skip 4), --ssr-only (build, then
// 4 only), --ssr-vehicles N (100000), --ssr-duration S (10 per run). Env: CHROMIUM_PATH (default
// /usr/bin/chromium); the SSR section's PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL,
// else postgres://postgres@127.0.0.1:5432/postgres (a database is created and dropped on it).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBenchServer, type BenchServer } from '../../api/bench/server';
import {
  GzipSizes,
  HEAVY_PARTS,
  chunkKeyOf,
  chunkSources,
  entryKeys,
  heavyPartsIn,
  firstLoadFiles,
  kB,
  readManifest,
  readRouteTable,
  staticClosure,
} from './first-load';

/** docs/product.md §12 Performance budgets (issue 21: server-rendered pages). */
const BUDGETS = {
  /** First-load JavaScript of /home-landing, bytes of gzip (1 kB = 1000 bytes). */
  landingFirstLoadBytes: 150_000,
  /** Lighthouse performance score per page (median run). */
  performance: { landing: 100, listing: 98, detail: 98 } as Record<string, number>,
  accessibility: 100,
  bestPractices: 95,
  seo: 100,
  lcpMs: 1_500,
  tbtMs: 100,
  cls: 0,
} as const;

const BUDGET_ROUTE = '/home-landing';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

const { values: options } = parseArgs({
  // `pnpm bench:web -- --runs 3` passes the `--` on: it separates nothing here.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    strict: { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    runs: { type: 'string', default: '1' },
    'no-ssr': { type: 'boolean', default: false },
    'ssr-only': { type: 'boolean', default: false },
    'ssr-vehicles': { type: 'string', default: '100000' },
    'ssr-duration': { type: 'string', default: '10' },
  },
});
if (options['no-ssr'] && options['ssr-only']) {
  console.error('bench:web: --no-ssr and --ssr-only exclude each other');
  process.exit(2);
}
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 9) {
  console.error('bench:web: --runs must be an integer from 1 to 9');
  process.exit(2);
}

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(webDir, '../..');
const resultsDir = path.join(webDir, 'bench-results');
const dist = path.join(resultsDir, 'dist');
const apiDir = path.join(root, 'apps/api');
mkdirSync(resultsDir, { recursive: true });

let failures = 0;
const verdict = (ok: boolean) => {
  if (!ok) failures += 1;
  return ok ? 'PASS' : 'FAIL';
};

function table(header: string[], rows: string[][], rightAligned: Set<number>) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (rightAligned.has(i) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  rows.forEach((row) => console.log(line(row)));
}

// ---------------------------------------------------------------------------------------------
// 1. Build

function build() {
  console.log('bench:web: building the web app (apps/web/bench-results/dist)...');
  const vite = path.join(
    path.dirname(createRequire(path.join(webDir, 'package.json')).resolve('vite/package.json')),
    'bin',
    'vite.js',
  );
  execFileSync(
    process.execPath,
    [vite, 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: webDir, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  // The server render of the public pages, beside it (the API finds it there: WEB_DIST/../dist-ssr).
  execFileSync(
    process.execPath,
    [
      vite,
      'build',
      '--ssr',
      'src/entry-server.tsx',
      '--outDir',
      path.join(dist, '..', 'dist-ssr'),
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: webDir, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  console.log('bench:web: building the API (apps/api/dist)...');
  execFileSync('pnpm', ['--filter', '@marketdrop/api', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

// ---------------------------------------------------------------------------------------------
// 2. First-load JavaScript per route

function printSizes() {
  const manifest = readManifest(dist);
  const sizes = new GzipSizes(dist);
  const routeTable = readRouteTable(path.join(webDir, 'src/routing/routes.tsx'), webDir);
  routeTable.warnings.forEach((warning) => console.warn(`bench:web: warning: ${warning}`));
  // A page Rollup merged into a shared chunk has no manifest key of its own: find its chunk.
  const routes = routeTable.routes.map((route) => ({
    ...route,
    sources: route.modules,
    modules: route.modules.map((key) => chunkKeyOf(manifest, dist, webDir, key) ?? key),
  }));

  const entryFiles = firstLoadFiles(manifest, []);
  const allJs = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.js'));
  console.log(
    `\nFirst-load JavaScript per route (gzip level 9, 1 kB = 1000 bytes; ${allJs.length} chunks, ` +
      `${kB(sizes.total([...new Set(allJs)]))} kB in all)`,
  );
  console.log(
    `Shared entry (${entryKeys(manifest).join(', ')} + static imports): ` +
      `${kB(sizes.total(entryFiles))} kB in ${entryFiles.length} files\n`,
  );

  const rows = routes.map((route) => {
    let files: string[];
    try {
      files = firstLoadFiles(manifest, route.modules);
    } catch (error) {
      // A route added after the build (--skip-build): say so instead of failing the whole run.
      console.warn(`bench:web: warning: ${route.path}: ${(error as Error).message}`);
      failures += route.path === BUDGET_ROUTE ? 1 : 0;
      return [route.path, 'n/a', 'n/a', '0', 'not in this build (rebuild without --skip-build)'];
    }
    const routeOnly = files.filter((file) => !entryFiles.includes(file));
    // A folder's index module is named after its folder (`SearchBox`, not `index`).
    const lazy = route.sources.map((key) =>
      path.basename(key.replace(/\/index\.[tj]sx?$/, '')).replace(/\.[tj]sx?$/, ''),
    );
    return [
      route.path,
      kB(sizes.total(files)),
      `+${kB(sizes.total(routeOnly))}`,
      String(files.length),
      lazy.join(' > ') || '(entry only)',
    ];
  });
  table(['route', 'first load kB', 'route kB', 'files', 'lazy modules'], rows, new Set([1, 2, 3]));

  const landing = routes.find((route) => route.path === BUDGET_ROUTE);
  if (!landing) {
    console.log(`\n${BUDGET_ROUTE}: not in the route table  FAIL`);
    failures += 1;
    return;
  }
  if (!landing.modules.every((key) => manifest[key])) return;
  const bytes = sizes.total(firstLoadFiles(manifest, landing.modules));
  console.log(
    `\n${BUDGET_ROUTE} first-load JavaScript: ${kB(bytes)} kB gzip ` +
      `(budget <= ${kB(BUDGETS.landingFirstLoadBytes)} kB)  ` +
      verdict(bytes <= BUDGETS.landingFirstLoadBytes),
  );

  // Heavy parts that a landing page does not use must not be part of its first load.
  const landingSources = firstLoadFiles(manifest, landing.modules).flatMap((file) =>
    chunkSources(dist, file),
  );
  const heavy = heavyPartsIn(landingSources);
  console.log(
    `${BUDGET_ROUTE} loads first none of: ${HEAVY_PARTS.map((part) => part.name).join(', ')}  ` +
      (landingSources.length === 0
        ? 'n/a (no source maps)'
        : verdict(heavy.length === 0) + (heavy.length > 0 ? ` (found: ${heavy.join(', ')})` : '')),
  );

  // The listing and a vehicle's page show no form: the forms' schemas (yup) and their libraries
  // must not load with them either (a translated error needs the messages, not the schemas).
  const NO_FORMS = new Set(['yup', 'react-hook-form', 'TypeBox', 'MUI date pickers', 'dayjs']);
  for (const path of ['/listing', '/detail/:id']) {
    const route = routes.find((candidate) => candidate.path === path);
    if (!route || !route.modules.every((key) => manifest[key])) continue;
    const sources = firstLoadFiles(manifest, route.modules).flatMap((file) =>
      chunkSources(dist, file),
    );
    const found = heavyPartsIn(sources).filter((name) => NO_FORMS.has(name));
    if (sources.length > 0 && found.length > 0) failures += 1;
    console.log(
      `${path} loads first none of: ${[...NO_FORMS].join(', ')}  ` +
        (sources.length === 0
          ? 'n/a (no source maps)'
          : verdict(found.length === 0) +
            (found.length > 0 ? ` (found: ${found.join(', ')})` : '')),
    );
  }

  // The largest chunks of the landing page's first load, to show where the bytes go.
  const landingFiles = staticClosure(manifest, [...entryKeys(manifest), ...landing.modules])
    .map((key) => ({ key, file: manifest[key]!.file }))
    .filter(({ file }) => file.endsWith('.js'))
    .sort((a, b) => sizes.of(b.file) - sizes.of(a.file));
  console.log('Its chunks:');
  for (const { key, file } of landingFiles) {
    console.log(`  ${kB(sizes.of(file)).padStart(6)} kB  ${file}  (${key})`);
  }
}

// ---------------------------------------------------------------------------------------------
// 3. Lighthouse against the real server

type Server = { url: string; server: BenchServer; dataDir: string };

async function startServer(): Promise<Server> {
  if (!existsSync(path.join(apiDir, 'dist/server.js'))) {
    throw new Error(`${apiDir}/dist/server.js is missing: run without --skip-build`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'marketdrop-bench-web-'));
  console.log('\nbench:web: starting the server (embedded PGlite, seeding the catalogue)...');
  try {
    const server = await startBenchServer({
      entry: 'built',
      logFile: path.join(resultsDir, 'server.log'),
      env: {
        DATA_DIR: dataDir,
        WEB_DIST: dist,
        LOG_LEVEL: 'info',
        // Always the embedded database, seeded with the demo catalogue on first start.
        DATABASE_URL: undefined,
        SEED_DEMO: undefined,
        INIT_CWD: undefined,
      },
    });
    return { url: server.baseUrl, server, dataDir };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

async function stopServer(server: Server) {
  await server.server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
}

type Envelope<T> = { message: string; data?: T };

/** A real auction id of the seeded catalogue, or null while the catalogue calls do not exist. */
async function seededAuctionId(base: string): Promise<string | null> {
  try {
    const response = await fetch(`${base}/user/getAuctions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pageNumber: 1, pageSize: 1 }),
    });
    if (response.ok) {
      const body = (await response.json()) as Envelope<{ _id: string }[]>;
      if (body.data?.[0]?._id) return body.data[0]._id;
    }
    const home = await fetch(`${base}/user/getHomeScreenDetails`);
    if (home.ok) {
      const body = (await home.json()) as Envelope<{ allVehicles?: { _id: string }[] }>;
      if (body.data?.allVehicles?.[0]?._id) return body.data.allVehicles[0]._id;
    }
  } catch (error) {
    console.warn(`bench:web: warning: looking up an auction failed: ${String(error)}`);
  }
  return null;
}

type PageScores = {
  name: string;
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  scriptBytes: number | null;
  failedAudits: string[];
};

/** Integer 0-100 like Lighthouse prints it. */
const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** One Lighthouse run; a run whose trace recording failed (it happens on a busy machine) is retried. */
async function audit(port: number, url: string, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: ['html', 'json'],
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result;
    if (attempt >= attempts) throw new Error(`Lighthouse failed on ${url}: ${error.message}`);
    console.warn(`bench:web: warning: Lighthouse run failed (${error.code}), trying again`);
  }
}

async function runLighthouse(base: string, auctionId: string | null): Promise<PageScores[]> {
  const pages = [
    { name: 'landing', path: '/home-landing' },
    { name: 'listing', path: '/listing' },
    { name: 'detail', path: `/detail/${auctionId ?? 'no-seeded-auction'}` },
  ];
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  const results: PageScores[] = [];
  try {
    for (const page of pages) {
      const url = base + page.path;
      const attempts: { scores: PageScores; html: string; json: string }[] = [];
      for (let run = 1; run <= runs; run += 1) {
        console.log(
          `bench:web: Lighthouse (mobile) ${url}${runs > 1 ? ` run ${run}/${runs}` : ''}`,
        );
        const result = await audit(chrome.port, url);
        const { lhr } = result;
        const [html, json] = result.report as string[];
        const summary = lhr.audits['resource-summary']?.details;
        const scriptItem =
          summary?.type === 'table'
            ? summary.items.find((item) => item.resourceType === 'script')
            : undefined;
        // Failed audits of accessibility, best practices and SEO; those weighing 0 in the score are
        // still real findings (e.g. a visible label missing from the accessible name).
        const failedAudits = Object.values(lhr.categories)
          .filter((category) => category.id !== 'performance')
          .flatMap((category) => category.auditRefs)
          .flatMap((ref) => {
            const audit = lhr.audits[ref.id];
            const failed =
              !!audit &&
              audit.score !== null &&
              audit.score < 1 &&
              !['informative', 'manual', 'notApplicable'].includes(audit.scoreDisplayMode);
            return failed ? [ref.weight > 0 ? ref.id : `${ref.id} (not scored)`] : [];
          });
        attempts.push({
          html: html!,
          json: json!,
          scores: {
            name: page.name,
            url,
            performance: score(lhr.categories.performance?.score),
            accessibility: score(lhr.categories.accessibility?.score),
            bestPractices: score(lhr.categories['best-practices']?.score),
            seo: score(lhr.categories.seo?.score),
            cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
            fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
            lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
            tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
            scriptBytes:
              scriptItem && typeof scriptItem.transferSize === 'number'
                ? scriptItem.transferSize
                : null,
            failedAudits: [...new Set(failedAudits)],
          },
        });
      }
      attempts.sort((a, b) => a.scores.performance - b.scores.performance);
      const median = attempts[Math.floor(attempts.length / 2)]!;
      writeFileSync(path.join(resultsDir, `lighthouse-${page.name}.html`), median.html);
      writeFileSync(path.join(resultsDir, `lighthouse-${page.name}.json`), median.json);
      results.push(median.scores);
    }
  } finally {
    chrome.kill();
  }
  return results;
}

function printScores(results: PageScores[]) {
  const performance = Object.entries(BUDGETS.performance)
    .map(([page, minimum]) => `${page} ${minimum === 100 ? minimum : `>= ${minimum}`}`)
    .join(', ');
  console.log(
    `\nLighthouse, mobile preset (budgets: performance ${performance}; accessibility ` +
      `${BUDGETS.accessibility}, best practices >= ${BUDGETS.bestPractices}, SEO ${BUDGETS.seo}, ` +
      `LCP <= ${BUDGETS.lcpMs / 1000} s, TBT <= ${BUDGETS.tbtMs} ms, CLS ${BUDGETS.cls})` +
      (runs > 1 ? `, median of ${runs} runs` : ''),
  );
  const rows = results.map((r) => {
    const ok =
      r.performance >= (BUDGETS.performance[r.name] ?? 100) &&
      r.accessibility >= BUDGETS.accessibility &&
      r.bestPractices >= BUDGETS.bestPractices &&
      r.seo >= BUDGETS.seo &&
      r.lcpMs <= BUDGETS.lcpMs &&
      r.tbtMs <= BUDGETS.tbtMs &&
      Number(r.cls.toFixed(3)) <= BUDGETS.cls;
    return [
      r.name,
      String(r.performance),
      String(r.accessibility),
      String(r.bestPractices),
      String(r.seo),
      r.cls.toFixed(3),
      (r.fcpMs / 1000).toFixed(2),
      (r.lcpMs / 1000).toFixed(2),
      String(Math.round(r.tbtMs)),
      r.scriptBytes === null ? '?' : kB(r.scriptBytes),
      verdict(ok),
    ];
  });
  table(
    [
      'page',
      'performance',
      'accessibility',
      'best practices',
      'SEO',
      'CLS',
      'FCP s',
      'LCP s',
      'TBT ms',
      'JS kB sent',
      '',
    ],
    rows,
    new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]),
  );
  for (const r of results) {
    if (r.failedAudits.length > 0) {
      console.log(`  ${r.name}: failing audits: ${r.failedAudits.join(', ')}`);
    }
  }
  console.log(
    `Reports: ${path.relative(root, resultsDir)}/lighthouse-{landing,listing,detail}.html`,
  );
}

// ---------------------------------------------------------------------------------------------

/** Lighthouse multiplies the CPU time it observes (mobile: x4): a busy machine lowers the scores. */
function warnIfBusy() {
  const load = loadavg()[0] ?? 0;
  const cores = availableParallelism();
  if (load > cores) {
    console.warn(
      `bench:web: warning: load average ${load.toFixed(1)} on ${cores} cores: TBT, LCP and the ` +
        'performance score are inflated by other work on this machine (use --runs 3, or rerun when idle)',
    );
  }
}

/**
 * 4. The server render under load (apps/api/bench/ssr.ts, on PostgreSQL): a process of its own
 * (the API's sources, its seed and its load tool), printing its own section. Its budgets are
 * printed, not counted by --strict.
 */
function runSsrBench() {
  console.log('\nbench:web: server render of /detail/:id under load (apps/api/bench/ssr.ts)');
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--conditions=@marketdrop/source',
      'bench/ssr.ts',
      '--web-dist',
      dist,
      '--vehicles',
      options['ssr-vehicles'],
      '--duration',
      options['ssr-duration'],
    ],
    { cwd: apiDir, stdio: 'inherit' },
  );
  if (result.status !== 0) {
    console.error(`bench:web: the SSR section failed (exit ${result.status ?? result.signal})`);
    failures += 1;
  }
}

async function main() {
  if (!options['skip-build']) build();
  if (!options['ssr-only']) {
    printSizes();
    if (!options['no-lighthouse']) {
      warnIfBusy();
      const server = await startServer();
      try {
        const auctionId = await seededAuctionId(server.url);
        if (auctionId === null) {
          console.warn(
            'bench:web: warning: no seeded auction found (catalogue calls missing?): ' +
              '/detail is measured with an unknown id',
          );
        }
        printScores(await runLighthouse(server.url, auctionId));
      } finally {
        await stopServer(server);
      }
    }
  }
  if (!options['no-ssr']) runSsrBench();
  console.log(
    `\nbench:web: ${failures === 0 ? 'every budget holds' : `${failures} budget(s) failed`}` +
      (failures > 0 && !options.strict ? ' (exit 0 without --strict)' : ''),
  );
  process.exitCode = options.strict && failures > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error('bench:web failed:', error);
  process.exitCode = 1;
});
