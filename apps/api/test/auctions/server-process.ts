/**
 * The real server (`src/server.ts`, run by tsx as `pnpm dev` and the end-to-end tests do) as a
 * child process on a data folder or a PostgreSQL database the test owns, so that a test can kill
 * it (SIGKILL: no graceful close, no flush) and start it again on the same data.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { packageDir } from '../../src/config';

const READY = /MarketDrop listening on (http:\/\/\S+)/;
const START_TIMEOUT_MS = 90_000;

export type ServerProcess = {
  /** `http://127.0.0.1:PORT`. */
  baseUrl: string;
  /** Everything the process printed so far. */
  output: () => string;
  /** Kills it with `signal` and resolves once it has exited. */
  kill: (signal: NodeJS.Signals) => Promise<void>;
  /** Resolves with its exit code once it has exited (null: ended by a signal). */
  exitCode: Promise<number | null>;
};

export type ServerData = { dataDir: string; databaseUrl: string | null };

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts the server on `data` (no demo seed, jobs on) and resolves once it listens. */
export async function startServerProcess(
  data: ServerData,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: data.dataDir,
    SEED_DEMO: 'false',
    ...env,
  };
  delete childEnv.DATABASE_URL;
  delete childEnv.INIT_CWD;
  if (data.databaseUrl !== null) childEnv.DATABASE_URL = data.databaseUrl;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@marketdrop/source', 'src/server.ts'],
    { cwd: packageDir, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const exitCode = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
  });
  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited(child);
  };
  try {
    const baseUrl = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`The server did not start in ${START_TIMEOUT_MS} ms:\n${output}`)),
        START_TIMEOUT_MS,
      );
      const onData = (chunk: Buffer) => {
        output += chunk.toString('utf8');
        const match = READY.exec(output);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`The server exited (${code ?? signal}) before it listened:\n${output}`));
      });
    });
    return { baseUrl, output: () => output, kill, exitCode };
  } catch (error) {
    await kill('SIGKILL');
    throw error;
  }
}
