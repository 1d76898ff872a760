import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageDir } from '../src/config';

const LINE = /^MarketDrop listening on (http:\/\/\S+)$/m;

describe('server.ts', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'md-server-test-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('prints the URL once listening, serves, and closes gracefully on SIGTERM', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=@marketdrop/source', 'src/server.ts'],
      {
        cwd: packageDir,
        env: {
          ...process.env,
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          NODE_ENV: 'test',
          ARGON2_MEMORY_COST: '256',
          ARGON2_TIME_COST: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`No listening line:\n${output}`)), 45_000);
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          const match = LINE.exec(output);
          if (match?.[1]) {
            clearTimeout(timer);
            resolve(match[1]);
          }
        };
        child.stdout.on('data', onData);
        child.stderr.on('data', (chunk: Buffer) => {
          output += chunk.toString();
        });
        void exited.then((code) => reject(new Error(`Exited with ${code}:\n${output}`)));
      });
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(url).not.toMatch(/:0$/);

      const response = await fetch(`${url}/user/getActiveLanguage`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        message: 'Language fetched successfully',
        data: { language: 'en' },
      });
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    expect(output.match(/MarketDrop listening on/g)).toHaveLength(1);
  });
});
