/**
 * Durability: the real server process, killed with SIGKILL in the middle of a bid storm on one
 * auction, loses none of the bids it answered 200. Restarted on the same data (PGlite folder or
 * PostgreSQL database), the history holds every one of them, and the auction's price and bid count
 * agree with the history; the restarted server takes the next bid where the history left off.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Auction, BidHistoryItem, ErrorBody, PlaceBidData } from '@marketdrop/api-client';
import { createPostgresDatabase, drivers } from '../helpers/build-test-app';
import {
  buildAuctionApp,
  createDealer,
  createListing,
  createUser,
  type Answer,
  type TestUser,
} from './auction-fixture';
import { startServerProcess, type ServerData, type ServerProcess } from './server-process';

/** Bidders sending at once, each bid waiting for the previous answer. */
const BIDDERS = 32;
/** The kill is sent once this many bids were answered 200 (others are in flight then). */
const KILL_AFTER = 40;
const STARTING_BID = 10_000;

type Outcome =
  | { kind: 'accepted'; bidId: string; amount: number }
  | { kind: 'refused' }
  /** No answer: the process died with the request in flight (it may or may not have committed). */
  | { kind: 'unanswered' };

async function post<T>(
  baseUrl: string,
  name: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; json: Answer<T> & { code?: string } }> {
  const response = await fetch(`${baseUrl}/user/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    json: (await response.json()) as Answer<T> & { code?: string },
  };
}

async function fullHistory(baseUrl: string, auctionId: string): Promise<BidHistoryItem[]> {
  const all: BidHistoryItem[] = [];
  for (let pageNumber = 1; ; pageNumber += 1) {
    const { status, json } = await post<{ bids: BidHistoryItem[] }>(baseUrl, 'getBidHistory', {
      auctionId,
      pageNumber,
      pageSize: 200,
    });
    expect(status).toBe(200);
    all.push(...json.data.bids);
    if (json.data.bids.length < 200) return all;
  }
}

describe.each(drivers)('a server killed during a bid storm on %s', (driver) => {
  let data: ServerData;
  let dropDatabase: () => Promise<void> = async () => {};
  let auctionId: string;
  let users: TestUser[];
  const running: ServerProcess[] = [];

  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'md-durability-'));
    let databaseUrl: string | null = null;
    if (driver === 'postgres') {
      const pg = await createPostgresDatabase();
      databaseUrl = pg.url;
      dropDatabase = pg.drop;
    }
    data = { dataDir, databaseUrl };
    // The world is written before the server starts, on the data it will run on (the server's
    // PGlite folder is DATA_DIR/pglite), with real times: the server runs on the real clock.
    const setup = await buildAuctionApp(driver, {
      clockStart: Date.now(),
      database:
        databaseUrl === null
          ? { driver: 'pglite', dataDir: path.join(dataDir, 'pglite') }
          : { driver: 'postgres', url: databaseUrl },
    });
    try {
      const dealerId = await createDealer(setup.app, null);
      auctionId = await createListing(setup.app, { dealerId, startingBid: STARTING_BID });
      users = [];
      for (let i = 0; i < BIDDERS + 1; i += 1) users.push(await createUser(setup.app));
    } finally {
      await setup.close();
    }
  });
  afterAll(async () => {
    for (const server of running) await server.kill('SIGKILL');
    await dropDatabase();
    await rm(data.dataDir, { recursive: true, force: true });
  });

  it('keeps every bid answered 200, and the price and count agree with the history', async () => {
    const first = await startServerProcess(data);
    running.push(first);

    let minimum = STARTING_BID;
    let accepted = 0;
    let killed: Promise<void> | null = null;
    const outcomes: Outcome[] = [];
    // A leader does not bid against themselves (409 ALREADY_LEADING): it waits until another
    // bidder's bid moves the minimum (or the kill).
    let waiting: (() => void)[] = [];
    const wakeAll = () => {
      const woken = waiting;
      waiting = [];
      for (const wake of woken) wake();
    };
    const raiseMinimum = (value: number) => {
      if (value <= minimum) return;
      minimum = value;
      wakeAll();
    };
    const minimumAbove = (value: number) =>
      new Promise<void>((resolve) => {
        if (minimum > value || killed !== null) resolve();
        else waiting.push(resolve);
      });
    const bidder = async (user: TestUser) => {
      while (killed === null) {
        const amount = minimum;
        let answer: Awaited<ReturnType<typeof post<PlaceBidData>>>;
        try {
          answer = await post<PlaceBidData>(
            first.baseUrl,
            'placeBid',
            { auctionId, amount },
            user.token,
          );
        } catch {
          outcomes.push({ kind: 'unanswered' });
          return;
        }
        if (answer.status === 200) {
          const { bid, auction } = answer.json.data;
          outcomes.push({ kind: 'accepted', bidId: bid._id, amount: bid.amount });
          raiseMinimum(auction.minimumBid);
          accepted += 1;
          if (accepted === KILL_AFTER) {
            killed = first.kill('SIGKILL');
            wakeAll();
          }
          if (auction.isLeader === true) await minimumAbove(auction.minimumBid);
        } else {
          // Someone else's bid came first: bid again at the minimum the server names.
          expect(answer.status, JSON.stringify(answer.json)).toBe(400);
          expect(answer.json.code).toBe('BID_TOO_LOW');
          outcomes.push({ kind: 'refused' });
          const refused = answer.json as unknown as ErrorBody;
          expect(refused.data?.minimumBid).toBeGreaterThan(amount);
          raiseMinimum(refused.data?.minimumBid ?? minimum);
        }
      }
    };
    await Promise.all(users.slice(0, BIDDERS).map(bidder));
    await killed;

    const acceptedBids = outcomes.flatMap((o) => (o.kind === 'accepted' ? [o] : []));
    const unanswered = outcomes.filter((o) => o.kind === 'unanswered').length;
    expect(acceptedBids.length).toBeGreaterThanOrEqual(KILL_AFTER);
    // The kill came in the middle of the storm: bids were still in flight.
    expect(unanswered).toBeGreaterThan(0);

    const second = await startServerProcess(data);
    running.push(second);
    const history = await fullHistory(second.baseUrl, auctionId);
    const placed = history.filter((bid) => !bid.automatic);
    const ids = new Set(placed.map((bid) => bid._id));
    for (const bid of acceptedBids) expect(ids.has(bid.bidId), bid.bidId).toBe(true);
    // At most the unanswered ones may have committed besides (their answers were lost).
    expect(placed.length).toBeLessThanOrEqual(acceptedBids.length + unanswered);

    const screen = await post<Auction>(second.baseUrl, 'auctionScreen', { auctionId });
    expect(screen.status).toBe(200);
    const auction = screen.json.data;
    const highest = Math.max(...placed.map((bid) => bid.amount));
    expect(auction.totalBids).toBe(placed.length);
    expect(auction.highestBid).toBe(highest);
    expect(auction.currentPrice).toBe(highest);
    // Newest first: the newest bid is the highest, and no amount is above an earlier one's
    // successor (a leader who bids again raises their maximum: a row at the same price).
    expect(history[0]?.amount).toBe(highest);
    history.forEach((bid, i) => {
      if (i > 0) {
        expect(bid.amount).toBeLessThanOrEqual((history[i - 1] as BidHistoryItem).amount);
      }
    });

    // The restarted server goes on from there.
    const next = await post<PlaceBidData>(
      second.baseUrl,
      'placeBid',
      { auctionId, amount: auction.minimumBid },
      (users[BIDDERS] as TestUser).token,
    );
    expect(next.status, JSON.stringify(next.json)).toBe(200);
    expect(next.json.data.auction.bidCount).toBe(placed.length + 1);
    expect(next.json.data.auction.highestBid).toBe(auction.minimumBid);
    await second.kill('SIGTERM');
  }, 180_000);
});
