/**
 * Starts the real MarketDrop API server (`apps/api/src/server.ts`) as a child process on a free
 * port, with a throw-away data folder (PGlite) or a throw-away PostgreSQL database, for the
 * integration tests of the client. One server per test file: start it in `beforeAll`, stop it in
 * `afterAll`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';

/** The workspace root (this file is `packages/api-client/test/server.ts`). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The server's entry point. */
export const serverEntry = path.join(repoRoot, 'apps/api/src/server.ts');

const READY = /MarketDrop listening on (http:\/\/\S+)/;
const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 5_000;

export type Backend = 'pglite' | 'postgres';

export type TestServer = {
  /** `http://127.0.0.1:PORT`. */
  baseUrl: string;
  backend: Backend;
  /** The server's own PostgreSQL database (tests may write rows no call writes), or null on PGlite. */
  databaseUrl: string | null;
  /** Everything the server printed so far (for failure messages). */
  output(): string;
  /** Stops the server and removes its data folder and database. */
  stop(): Promise<void>;
};

/** True when the API server exists in this checkout. */
export function serverExists(): boolean {
  return existsSync(serverEntry);
}

/** The PostgreSQL URL tests may create databases on, or undefined (PostgreSQL tests skipped). */
export function testDatabaseUrl(): string | undefined {
  const url = process.env.TEST_DATABASE_URL?.trim();
  return url ? url : undefined;
}

/** A fresh database on the `TEST_DATABASE_URL` server; `drop()` removes it. */
async function createDatabase(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `md_api_client_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  try {
    await admin.unsafe(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const sql = postgres(adminUrl, { max: 1, onnotice: () => undefined });
      try {
        await sql.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await sql.end({ timeout: 5 });
      }
    },
  };
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Starts the server and resolves once it prints its URL. */
export async function startServer(backend: Backend = 'pglite'): Promise<TestServer> {
  if (!serverExists()) throw new Error(`The API server is missing: ${serverEntry}`);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'md-api-client-'));
  let database: { url: string; drop: () => Promise<void> } | undefined;
  if (backend === 'postgres') {
    const adminUrl = testDatabaseUrl();
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
    database = await createDatabase(adminUrl);
  }

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
  };
  delete env.DATABASE_URL;
  delete env.INIT_CWD;
  if (database) env.DATABASE_URL = database.url;

  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@marketdrop/source', serverEntry],
    { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.setEncoding('utf8');
  child.stderr?.setEncoding('utf8');

  const cleanup = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, STOP_TIMEOUT_MS))) {
        child.kill('SIGKILL');
        await waitForExit(child, STOP_TIMEOUT_MS);
      }
    }
    await rm(dataDir, { recursive: true, force: true });
    await database?.drop();
  };

  let baseUrl: string;
  try {
    baseUrl = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(new Error(`The API server did not start in ${START_TIMEOUT_MS} ms:\n${output}`)),
        START_TIMEOUT_MS,
      );
      const onData = (chunk: string) => {
        output += chunk;
        const match = READY.exec(output);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1].replace(/\/+$/, ''));
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(
          new Error(`The API server exited (${code ?? signal}) before it was ready:\n${output}`),
        );
      });
    });
  } catch (error) {
    await cleanup();
    throw error;
  }

  return {
    baseUrl,
    backend,
    databaseUrl: database?.url ?? null,
    output: () => output,
    stop: cleanup,
  };
}
