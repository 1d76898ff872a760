import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Text files worth compressing; source maps are left out (browsers fetch them only in devtools). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than one network packet. */
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue; // .vite/manifest.json is not served
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Writes a `.br` (brotli, best quality) and a `.gz` (gzip level 9) copy beside every text file of
 * the build, once at build time; the server sends the copy a browser accepts (@fastify/static's
 * `preCompressed`) instead of compressing on each request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'marketdrop:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const work: Promise<void>[] = [];
      for await (const file of files(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        work.push(
          (async () => {
            const { size } = await stat(file);
            if (size < MIN_BYTES) return;
            const content = await readFile(file);
            const [br, gz] = await Promise.all([
              brotliAsync(content, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: size,
                },
              }),
              gzipAsync(content, { level: 9 }),
            ]);
            if (br.length < size) await writeFile(`${file}.br`, br);
            if (gz.length < size) await writeFile(`${file}.gz`, gz);
          })(),
        );
      }
      await Promise.all(work);
    },
  };
}
