/**
 * `pnpm test:cluster` (issue 24): HAProxy in front of 3 real API processes on one PostgreSQL
 * database (and Redis when TEST_REDIS_URL is set), driven through the balancer only. Under a bid
 * load with live watchers, each process in turn gets SIGTERM and restarts (a rolling restart),
 * then one is killed with SIGKILL. Asserts: no failed request during the rolling restart, every
 * drain exits 0 within 10 s, no acknowledged bid lost, every watcher ends on the final state, and
 * the wrong-password limit holds across the balancer, and with every process running the jobs,
 * each due sale is closed exactly once (one order, one won notice, one sold notice).
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BidHistoryItem, PlaceBidData } from '@marketdrop/api-client';
import { createPostgresDatabase } from '../helpers/build-test-app';
import { redisUrl } from '../helpers/limits';
import {
  buildAuctionApp,
  createDealer,
  createListing,
  createUser,
  type TestUser,
} from '../auctions/auction-fixture';
import {
  startServerProcess,
  type ServerData,
  type ServerProcess,
} from '../auctions/server-process';
import { signUpVerified } from '../helpers/fixtures';
import { freePort, startHaproxy, upServers, until, type Haproxy } from './haproxy';

const PROCESSES = 3;
const BIDDERS = 8;
const WATCHERS = 4;
const STARTING_BID = 10_000;
/** Sales that fall due at once in the jobs test. */
const SALES = 20;

type Watcher = {
  states: { bidCount: number; highestBid: number | null; seq: number }[];
  reconnects: number;
};

/** A browser's EventSource: reconnects when the stream ends, after `retry`, with Last-Event-ID. */
function watch(url: string, stop: AbortSignal): { watcher: Watcher; done: Promise<void> } {
  const watcher: Watcher = { states: [], reconnects: 0 };
  const done = (async () => {
    let lastId: string | null = null;
    let retryMs = 3_000;
    while (!stop.aborted) {
      try {
        const response = await fetch(url, {
          headers: {
            accept: 'text/event-stream',
            ...(lastId === null ? {} : { 'last-event-id': lastId }),
          },
          signal: stop,
        });
        if (response.ok && response.body) {
          const decoder = new TextDecoder();
          let buffer = '';
          const reader = response.body.getReader();
          for (;;) {
            const { value: chunk, done: ended } = await reader.read();
            if (ended) break;
            buffer += decoder.decode(chunk, { stream: true });
            let end: number;
            while ((end = buffer.indexOf('\n\n')) >= 0) {
              const block = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              let data: string | null = null;
              for (const line of block.split('\n')) {
                if (line.startsWith('id: ')) lastId = line.slice(4);
                else if (line.startsWith('data: ')) data = line.slice(6);
                else if (line.startsWith('retry: ')) retryMs = Number(line.slice(7));
              }
              if (data !== null) {
                const state = JSON.parse(data) as Watcher['states'][number];
                watcher.states.push(state);
              }
            }
          }
        }
      } catch {
        // The stream was cut (or stopped): reconnect as a browser would.
      }
      if (stop.aborted) break;
      watcher.reconnects += 1;
      await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
  })();
  return { watcher, done };
}

type Failure = { status: number | 'network'; body: string; phase: string };

describe.runIf(process.env.TEST_DATABASE_URL !== undefined)(
  'a cluster behind HAProxy: rolling restart under load',
  () => {
    let workDir: string;
    let dropDatabase = async () => {};
    let data: ServerData;
    let haproxy: Haproxy | undefined;
    let socket: string;
    let lb: string;
    let ports: number[];
    let auctionId: string;
    let users: TestUser[];
    const processes: (ServerProcess | undefined)[] = [];
    const env = (port: number): Record<string, string> => ({
      PORT: String(port),
      TRUST_PROXY: 'true',
      // HAProxy checks every 200 ms and takes a process out after two failures.
      DRAIN_DELAY_MS: '800',
      LIVE_HEARTBEAT_MS: '1000',
      LIVE_DRAIN_RETRY_MS: '300',
      RATE_LIMIT_ACCOUNT_MAX: '10',
      ...(redisUrl === undefined ? {} : { REDIS_URL: redisUrl }),
    });

    beforeAll(async () => {
      workDir = await mkdtemp(path.join(tmpdir(), 'md-cluster-'));
      const pg = await createPostgresDatabase();
      dropDatabase = pg.drop;
      data = { dataDir: workDir, databaseUrl: pg.url };
      const setup = await buildAuctionApp('postgres', {
        clockStart: Date.now(),
        database: { driver: 'postgres', url: pg.url },
      });
      try {
        const dealerId = await createDealer(setup.app, null);
        auctionId = await createListing(setup.app, { dealerId, startingBid: STARTING_BID });
        users = [];
        for (let i = 0; i < BIDDERS; i += 1) users.push(await createUser(setup.app));
      } finally {
        await setup.close();
      }
      ports = [];
      for (let i = 0; i < PROCESSES; i += 1) ports.push(await freePort());
      // One at a time: they migrate under a lock anyway, and the machine is small.
      for (const port of ports) processes.push(await startServerProcess(data, env(port)));

      haproxy = await startHaproxy(workDir, ports);
      lb = haproxy.url;
      socket = haproxy.socket;
    }, 300_000);

    afterAll(async () => {
      for (const server of processes) await server?.kill('SIGKILL');
      await haproxy?.stop();
      await dropDatabase();
      await rm(workDir, { recursive: true, force: true });
    });

    it('fails no request and loses no bid while every process restarts in turn', async () => {
      const failures: Failure[] = [];
      const accepted: { bidId: string; amount: number }[] = [];
      let phase = 'warm-up';
      let requests = 0;
      let minimum = STARTING_BID;
      const stop = new AbortController();
      const stopWatching = new AbortController();

      /** Requests answered only after a retry with their Idempotency-Key: each must count once. */
      const retried: { key: string; bidId: string; userId: string; amount: number }[] = [];
      /**
       * One bid request as a careful client sends it: a request that fails because its process
       * stopped (network error, 502/503/504 from the balancer) is sent again with the same
       * Idempotency-Key and body, to `base` (the balancer, or the process itself first).
       */
      const placeBid = async (
        user: TestUser,
        amount: number,
        key: string,
        bases: string[] = [lb],
      ): Promise<{ status: number | 'network'; body: string; attempts: number }> => {
        let status: number | 'network' = 'network';
        let body = '';
        for (let attempt = 1; attempt <= 6; attempt += 1) {
          requests += attempt === 1 ? 1 : 0;
          try {
            const response = await fetch(
              `${bases[Math.min(attempt, bases.length) - 1]}/user/placeBid`,
              {
                method: 'POST',
                headers: {
                  'content-type': 'application/json',
                  authorization: `Bearer ${user.token}`,
                  'idempotency-key': key,
                },
                body: JSON.stringify({ auctionId, amount }),
              },
            );
            status = response.status;
            body = await response.text();
          } catch (error) {
            status = 'network';
            body = String(error);
          }
          if (status !== 'network' && status !== 502 && status !== 503 && status !== 504) {
            return { status, body, attempts: attempt };
          }
          await new Promise((r) => setTimeout(r, 100 * attempt));
        }
        return { status, body, attempts: 6 };
      };

      const bidder = async (user: TestUser) => {
        while (!stop.signal.aborted) {
          const amount = minimum;
          const key = randomUUID();
          const { status, body, attempts } = await placeBid(user, amount, key);
          if (status === 200 && attempts > 1) {
            const json = JSON.parse(body) as { data: PlaceBidData };
            retried.push({ key, bidId: json.data.bid._id, userId: user.userId, amount });
          }
          if (status === 200) {
            const json = JSON.parse(body) as { data: PlaceBidData };
            accepted.push({ bidId: json.data.bid._id, amount: json.data.bid.amount });
            const next = json.data.auction.minimumBid;
            minimum = Math.max(minimum, next);
            // A leader does not raise itself: it waits until another bid moves the price.
            while (json.data.auction.isLeader === true && minimum <= next && !stop.signal.aborted) {
              await new Promise((r) => setTimeout(r, 20));
            }
          } else if (status === 400 && body.includes('BID_TOO_LOW')) {
            const json = JSON.parse(body) as { data?: { minimumBid?: number } };
            minimum = Math.max(minimum, json.data?.minimumBid ?? minimum);
          } else if (status === 409 && body.includes('ALREADY_LEADING')) {
            await new Promise((r) => setTimeout(r, 50));
          } else {
            failures.push({ status, body: body.slice(0, 300), phase });
            await new Promise((r) => setTimeout(r, 50));
          }
        }
      };

      const watchers = Array.from({ length: WATCHERS }, () =>
        watch(`${lb}/user/auctionEvents/${auctionId}`, stopWatching.signal),
      );
      const load = Promise.all(users.map(bidder));
      await new Promise((r) => setTimeout(r, 2_000));

      /** The probe's bids: first to the draining process, then again (same key) via the balancer. */
      const lostAnswers: { key: string; bidId: string; userId: string; amount: number }[] = [];
      const prober = users[0] as TestUser;
      const lostAnswerProbe = async (processBase: string) => {
        for (let tries = 0; tries < 20; tries += 1) {
          const amount = minimum + 500;
          const key = randomUUID();
          const first = await placeBid(prober, amount, key, [processBase, lb]);
          if (first.status !== 200) {
            if (first.body.includes('BID_TOO_LOW') || first.body.includes('ALREADY_LEADING')) {
              await new Promise((r) => setTimeout(r, 20));
              continue;
            }
            throw new Error(`The probe's bid failed: ${first.status} ${first.body}`);
          }
          const again = await placeBid(prober, amount, key, [lb]);
          expect(again.status, again.body).toBe(200);
          const [a, b] = [first, again].map(
            (answer) => (JSON.parse(answer.body) as { data: PlaceBidData }).data.bid._id,
          );
          // The same bid answered twice, not a second one.
          expect(b).toBe(a);
          return { key, bidId: a as string, userId: prober.userId, amount };
        }
        throw new Error('The probe found no free moment to bid in 20 tries');
      };

      // The rolling restart: SIGTERM, the drain, a new process on the same port, back in HAProxy.
      phase = 'rolling restart';
      const drains: number[] = [];
      for (let i = 0; i < PROCESSES; i += 1) {
        const old = processes[i] as ServerProcess;
        const sent = Date.now();
        const exited = old.kill('SIGTERM');
        // While it drains, a bid sent to this process itself whose answer is then lost (as when
        // its connection is cut): the client sends it again, same key, through the balancer.
        lostAnswers.push(await lostAnswerProbe(`http://127.0.0.1:${ports[i] as number}`));
        await exited;
        drains.push(Date.now() - sent);
        expect(await old.exitCode, old.output()).toBe(0);
        processes[i] = await startServerProcess(data, env(ports[i] as number));
        await until(
          async () => (await upServers(socket)).includes(`api${i + 1}`),
          20_000,
          `api${i + 1} back in HAProxy`,
        );
      }
      const rollingFailures = failures.filter((f) => f.phase === 'rolling restart');
      const acceptedBeforeKill = accepted.length;

      // A crash: SIGKILL, no drain. Requests in flight there may fail; no acknowledged bid may be lost.
      phase = 'kill -9';
      await (processes[0] as ServerProcess).kill('SIGKILL');
      await new Promise((r) => setTimeout(r, 2_000));
      stop.abort();
      await load;

      expect(rollingFailures, JSON.stringify(rollingFailures.slice(0, 5))).toEqual([]);
      for (const ms of drains) expect(ms).toBeLessThan(10_000);
      expect(acceptedBeforeKill).toBeGreaterThan(20);

      // Every acknowledged bid is in the history, read through the balancer.
      const history: BidHistoryItem[] = [];
      for (let page = 1; ; page += 1) {
        const response = await fetch(`${lb}/user/getBidHistory`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ auctionId, pageNumber: page, pageSize: 200 }),
        });
        expect(response.status).toBe(200);
        const bids = ((await response.json()) as { data: { bids: BidHistoryItem[] } }).data.bids;
        history.push(...bids);
        if (bids.length < 200) break;
      }
      // Every acknowledged bid is stored (a leader's raise that moved no price is stored but not
      // shown in the history), and every shown bid is the answer of one acknowledged request or of
      // one request in flight at the kill.
      const sql = postgres(data.databaseUrl as string, { max: 1, onnotice: () => {} });
      let stored: Set<string>;
      try {
        const rows = await sql<
          { id: string }[]
        >`SELECT id FROM bids WHERE auction_id = ${auctionId}`;
        stored = new Set(rows.map((row) => row.id));
      } finally {
        await sql.end({ timeout: 5 });
      }
      const lost = accepted.filter((bid) => !stored.has(bid.bidId));
      expect(lost).toEqual([]);
      // A retried idempotent request counts as one: each bid sent again with its key is stored
      // once (one row from that bidder at that amount, the answered one).
      expect(lostAnswers).toHaveLength(PROCESSES);
      const once = postgres(data.databaseUrl as string, { max: 1, onnotice: () => {} });
      try {
        for (const request of [...lostAnswers, ...retried]) {
          const rows = await once<{ id: string }[]>`SELECT id FROM bids
            WHERE auction_id = ${auctionId} AND bidder_id = ${request.userId}
              AND amount = ${request.amount} AND max_amount IS NOT NULL`;
          expect(
            rows.map((row) => row.id),
            JSON.stringify(request),
          ).toEqual([request.bidId]);
        }
      } finally {
        await once.end({ timeout: 5 });
      }
      const shown = new Set(history.map((bid) => bid._id));
      const acceptedIds = new Set([...accepted, ...lostAnswers].map((bid) => bid.bidId));
      const unacknowledged = [...shown].filter((id) => !acceptedIds.has(id));
      expect(unacknowledged.length).toBeLessThanOrEqual(BIDDERS);

      // Every watcher, through its reconnections, ends on the auction's final state.
      const screen = await fetch(`${lb}/user/auctionScreen`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ auctionId }),
      });
      const final = ((await screen.json()) as { data: { totalBids: number; highestBid: number } })
        .data;
      // The last bid's event may still be on its way (or its watcher reconnecting after the kill).
      await until(
        async () =>
          watchers.every(({ watcher }) => watcher.states.at(-1)?.bidCount === final.totalBids),
        15_000,
        'every watcher to see the last bid',
      ).catch(() => {});
      stopWatching.abort();
      await Promise.all(watchers.map((w) => w.done));
      for (const { watcher } of watchers) {
        const last = watcher.states.at(-1);
        expect(last?.bidCount).toBe(final.totalBids);
        expect(last?.highestBid).toBe(final.highestBid);
        // Their process drained under them at least once (or they were spread over others).
        expect(watcher.states.length).toBeGreaterThan(1);
      }
      expect(watchers.some(({ watcher }) => watcher.reconnects > 0)).toBe(true);
      process.stdout.write(
        `cluster: ${requests} bid requests, ${accepted.length} accepted, ${retried.length} answered after a retry with their key (+${lostAnswers.length} lost-answer probes), ${rollingFailures.length} failed during the rolling restart, ${failures.length - rollingFailures.length} after the kill -9; drains ${drains.join(', ')} ms; watcher reconnects ${watchers.map((w) => w.watcher.reconnects).join(', ')}\n`,
      );
    }, 300_000);

    it('holds the wrong-password limit across the balancer: 429 from the 11th', async () => {
      // The killed process is out of HAProxy; the others answer.
      const setupApp = await buildAuctionApp('postgres', {
        database: { driver: 'postgres', url: data.databaseUrl as string },
      });
      let email: string;
      try {
        ({ email } = await signUpVerified(setupApp.app));
      } finally {
        await setupApp.close();
      }
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        const response = await fetch(`${lb}/user/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'Wrong#pass1' }),
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
    }, 120_000);

    it('closes each due sale exactly once while every process runs the jobs: one order, one won notice', async () => {
      // The process killed above comes back: three job runners race for the same due sales.
      processes[0] = await startServerProcess(data, env(ports[0] as number));
      await until(
        async () => (await upServers(socket)).length === PROCESSES,
        20_000,
        'every process back in HAProxy',
      );
      const setupApp = await buildAuctionApp('postgres', {
        clockStart: Date.now(),
        database: { driver: 'postgres', url: data.databaseUrl as string },
      });
      const sales: { auctionId: string; buyer: TestUser }[] = [];
      let dealerUser: TestUser;
      try {
        dealerUser = await createUser(setupApp.app, 'dealer');
        const dealerId = await createDealer(setupApp.app, dealerUser.userId);
        for (let i = 0; i < SALES; i += 1) {
          sales.push({
            auctionId: await createListing(setupApp.app, { dealerId, startingBid: STARTING_BID }),
            buyer: await createUser(setupApp.app),
          });
        }
      } finally {
        await setupApp.close();
      }
      // One bid each, through the balancer (so spread over the processes), far from the end.
      for (const { auctionId, buyer } of sales) {
        const response = await fetch(`${lb}/user/placeBid`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${buyer.token}`,
            'idempotency-key': randomUUID(),
          },
          body: JSON.stringify({ auctionId, amount: STARTING_BID }),
        });
        expect(response.status, await response.text()).toBe(200);
      }
      const ids = sales.map((sale) => sale.auctionId);
      const sql = postgres(data.databaseUrl as string, { max: 1, onnotice: () => {} });
      try {
        // Every sale falls due at once: each process's job runner (at most 1 s asleep) finds them.
        await sql`UPDATE auctions SET ends_at = now() - interval '1 second' WHERE id IN ${sql(ids)}`;
        await until(
          async () => {
            const open = await sql<{ n: number }[]>`
              SELECT count(*)::int AS n FROM auctions WHERE id IN ${sql(ids)} AND status = 'open'`;
            return open[0]?.n === 0;
          },
          20_000,
          'every due sale to close',
        );
        // A second and a third pass of every runner find nothing more to do.
        await new Promise((r) => setTimeout(r, 2_500));
        const orders = await sql<{ auction_id: string; buyer_id: string }[]>`
          SELECT auction_id, buyer_id FROM orders WHERE auction_id IN ${sql(ids)}`;
        const notices = await sql<{ auction_id: string; user_id: string; kind: string }[]>`
          SELECT auction_id, user_id, kind FROM notifications
          WHERE auction_id IN ${sql(ids)} AND kind IN ('won', 'sold')`;
        for (const { auctionId, buyer } of sales) {
          const own = orders.filter((order) => order.auction_id === auctionId);
          expect(own.map((order) => order.buyer_id)).toEqual([buyer.userId]);
          const won = notices.filter((n) => n.auction_id === auctionId && n.kind === 'won');
          expect(won.map((n) => n.user_id)).toEqual([buyer.userId]);
          const sold = notices.filter((n) => n.auction_id === auctionId && n.kind === 'sold');
          expect(sold.map((n) => n.user_id)).toEqual([dealerUser.userId]);
        }
        expect(orders).toHaveLength(SALES);
      } finally {
        await sql.end({ timeout: 5 });
      }
    }, 120_000);
  },
);
