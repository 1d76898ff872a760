/**
 * The one way a bench starts the real server (bench/listing.ts, bench/auction.ts,
 * bench/write-cost.ts, bench/ssr.ts and apps/web/bench/web.ts): a child process with production
 * settings on a free port, waited for until it prints its address.
 *
 * Only Node's own modules are imported here, so the web app's bench can use it too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/api. */
export const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type BenchServer = {
  /** `http://127.0.0.1:<port>`. */
  baseUrl: string;
  /** The server process's id (its CPU time is read from /proc by bench/write-cost.ts). */
  pid: number;
  /** Everything the server has printed so far (stdout and stderr). */
  output: () => string;
  /** SIGTERM, then SIGKILL if it has not exited after 30 s. */
  stop: () => Promise<void>;
};

export type BenchServerOptions = {
  /**
   * Set over the bench defaults below; `undefined` removes a variable (e.g. `DATABASE_URL` to
   * keep the embedded database, `SEED_DEMO` to let it seed the demo catalogue).
   */
  env?: Record<string, string | undefined>;
  /** `source` (default): src/server.ts through tsx; `built`: dist/server.js (`pnpm build`). */
  entry?: 'source' | 'built';
  /** Once started, copy the server's output to this process's, each line marked `[server]`. */
  echo?: boolean;
  /** Also write the server's output to this file. */
  logFile?: string;
};

/**
 * Starts the server and resolves once it listens. Defaults: `NODE_ENV=production` (with the mail
 * transport, payment provider and webhook secret production needs to start; the benches send no
 * mail and pay nothing), warn-level logs, a free port on 127.0.0.1, no demo seed.
 * `BENCH_SERVER_NODE_ARGS`: extra Node options for it (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
 */
export async function startBenchServer(options: BenchServerOptions = {}): Promise<BenchServer> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    // Production needs a mail transport to start; the benches send no mail.
    SMTP_URL: process.env.SMTP_URL ?? 'smtp://127.0.0.1:2525',
    // Production names its payment provider: the test page, which no bench opens.
    PAYMENT_PROVIDER: 'test',
    // Production refuses the public development secret of the test payment page.
    PAYMENT_WEBHOOK_SECRET: process.env.PAYMENT_WEBHOOK_SECRET ?? randomBytes(24).toString('hex'),
    LOG_LEVEL: 'warn',
    PORT: '0',
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
  };
  for (const [name, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  const entry =
    options.entry === 'built'
      ? [path.join(apiDir, 'dist/server.js')]
      : ['--import', 'tsx', '--conditions=@marketdrop/source', path.join(apiDir, 'src/server.ts')];
  const child: ChildProcess = spawn(
    process.execPath,
    [...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []), ...entry],
    { cwd: apiDir, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const log = options.logFile === undefined ? null : createWriteStream(options.logFile);
  let output = '';
  let started = false;
  const onData = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    output += text;
    log?.write(text);
    if (started && options.echo) {
      process.stdout.write(text.replace(/^(?=.)/gm, '[server] '));
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      log?.end();
      resolve();
    }),
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    }
  };
  try {
    const baseUrl = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`The server did not start in 180 s:\n${output.slice(-4000)}`)),
        180_000,
      );
      const check = () => {
        const match = /MarketDrop listening on (http:\/\/\S+)/.exec(output);
        if (match?.[1]) {
          clearTimeout(timer);
          child.stdout?.off('data', check);
          child.stderr?.off('data', check);
          resolve(match[1]);
        }
      };
      child.stdout?.on('data', check);
      child.stderr?.on('data', check);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`The server exited (${code}):\n${output.slice(-4000)}`));
      });
    });
    started = true;
    return { baseUrl, pid: child.pid as number, output: () => output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The CPU time (user + system, ms, in clock ticks of 10 ms) a process has used so far, from
 * /proc/<pid>/stat (Linux): a cost per call that the machine's load barely moves, unlike req/s.
 */
export async function processCpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
