/**
 * SIGTERM drains the real server (a child process, decision 043): readiness turns false at once,
 * the open live stream ends with an SSE `retry` hint and no new one starts, a request in flight
 * still gets its answer, and the process exits 0 within 10 seconds.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../auctions/server-process';
import { createPostgresDatabase, drivers } from '../helpers/build-test-app';

/** A live stream read as raw text, to see every field the server writes (`retry:` included). */
function openRawStream(
  url: string,
): Promise<{ status: number; text: () => string; ended: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream' } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      const ended = new Promise<void>((done) => {
        response.once('end', done);
        response.once('close', done);
      });
      resolve({ status: response.statusCode ?? 0, text: () => text, ended });
    });
    request.once('error', reject);
  });
}

/** A POST whose body is sent in two parts: the request is in flight until `finish` is called. */
function slowPost(url: string, body: string) {
  const target = new URL(url);
  let answer: (value: { status: number; body: string }) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  const request = http.request(
    {
      host: target.hostname,
      port: target.port,
      path: target.pathname,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    },
    (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.once('end', () => answer({ status: res.statusCode ?? 0, body: text }));
    },
  );
  request.once('error', fail);
  request.flushHeaders();
  request.write(body.slice(0, 1));
  return {
    response,
    finish: () => request.end(body.slice(1)),
  };
}

const DRAIN_DELAY_MS = 1_500;
const RETRY_MS = 1_234;

describe.each(drivers)('SIGTERM drains the server on %s', (driver) => {
  let dataDir: string;
  let dropDatabase = async () => {};
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'md-drain-'));
    let databaseUrl: string | null = null;
    if (driver === 'postgres') {
      const pg = await createPostgresDatabase();
      databaseUrl = pg.url;
      dropDatabase = pg.drop;
    }
    server = await startServerProcess(
      { dataDir, databaseUrl },
      {
        DRAIN_DELAY_MS: String(DRAIN_DELAY_MS),
        LIVE_DRAIN_RETRY_MS: String(RETRY_MS),
        // A stream of ids that name no auction has nothing to send: its first heartbeat opens it.
        LIVE_HEARTBEAT_MS: '100',
      },
    );
  }, 120_000);
  afterAll(async () => {
    await server?.kill('SIGKILL');
    await dropDatabase();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('readiness false at once, streams end with a retry hint, in-flight answered, exit 0 < 10 s', async () => {
    const base = (server as ServerProcess).baseUrl;
    const ready = await fetch(`${base}/user/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ message: 'Ready' });
    expect((await fetch(`${base}/user/health`)).status).toBe(200);

    const stream = await openRawStream(`${base}/user/listingEvents?ids=${randomUUID()}`);
    expect(stream.status).toBe(200);
    const inFlight = slowPost(`${base}/user/getAuctions`, JSON.stringify({ page: 1 }));
    // Answered after the slow request's head arrived on the same server: it is in flight.
    expect((await fetch(`${base}/user/health`)).status).toBe(200);

    const sentAt = Date.now();
    const exited = (server as ServerProcess).kill('SIGTERM');

    // Readiness turns false at once (while the process still serves, for DRAIN_DELAY_MS).
    let readiness = await fetch(`${base}/user/ready`);
    for (let i = 0; i < 50 && readiness.status === 200; i += 1) {
      readiness = await fetch(`${base}/user/ready`);
    }
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The server is shutting down.',
    });
    expect(Date.now() - sentAt).toBeLessThan(DRAIN_DELAY_MS);

    // The open stream ended with the retry hint; a new one is refused.
    await stream.ended;
    expect(stream.text()).toContain(`retry: ${RETRY_MS}\n`);
    const refused = await fetch(`${base}/user/listingEvents?ids=${randomUUID()}`, {
      headers: { accept: 'text/event-stream' },
    });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toEqual(expect.any(String));
    // Other calls are still served until the delay is over.
    expect((await fetch(`${base}/user/health`)).status).toBe(200);

    // The close began (Fastify answers 503 to anything new) while the request is still in flight.
    let health = 200;
    while (health === 200 && Date.now() - sentAt < 8_000) {
      health = await fetch(`${base}/user/health`).then(
        (answer) => answer.status,
        () => 0,
      );
    }
    expect(health).toBe(503);
    inFlight.finish();
    const answer = await inFlight.response;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ data: expect.anything() });

    await exited;
    expect(await (server as ServerProcess).exitCode).toBe(0);
    expect(Date.now() - sentAt).toBeLessThan(10_000);
  }, 60_000);
});
