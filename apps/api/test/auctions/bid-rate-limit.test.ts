/**
 * Bids are rate limited per buyer (docs/product.md §4.9): past the limit a buyer gets 429
 * RATE_LIMITED with Retry-After, and nothing is written; another buyer on the same address still
 * bids.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../helpers/build-test-app';
import { bearer } from '../helpers/fixtures';
import {
  auctionRow,
  bidRows,
  buildAuctionApp,
  createDealer,
  createListing,
  createUser,
  type AuctionApp,
} from './auction-fixture';

const LIMIT = 3;

describe.each(drivers)('bid rate limit on %s', (driver) => {
  let t: AuctionApp;
  beforeAll(async () => {
    t = await buildAuctionApp(driver, {
      env: { BID_RATE_LIMIT_MAX: String(LIMIT), BID_RATE_LIMIT_WINDOW_MS: '60000' },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a buyer past the limit with 429, writes nothing, and leaves other buyers alone', async () => {
    const dealerId = await createDealer(t.app, null);
    const id = await createListing(t.app, { dealerId, startingBid: 10_000 });
    const buyer = await createUser(t.app);
    const other = await createUser(t.app);
    const bid = (token: string, amount: number) =>
      t.app.inject({
        method: 'POST',
        url: '/user/placeBid',
        remoteAddress: '203.0.113.40',
        headers: bearer(token),
        payload: { auctionId: id, amount },
      });

    // Refused bids count too (a script probing the minimum is limited like one bidding).
    expect((await bid(buyer.token, 10_000)).statusCode).toBe(200);
    expect((await bid(buyer.token, 5)).statusCode).toBe(400);
    expect((await bid(other.token, 10_100)).statusCode).toBe(200);
    expect((await bid(buyer.token, 10_500)).statusCode).toBe(200);
    const refused = await bid(buyer.token, 11_000);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.json<{ message: string }>().message).toMatch(
      /^Too many attempts\. Please try again in \d+ seconds?\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await auctionRow(t.app, id)).bidCount).toBe(3);
    expect(await bidRows(t.app, id)).toHaveLength(3);

    // Another buyer from the same address is not limited by the first one's bids.
    const answer = await bid(other.token, 11_000);
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await auctionRow(t.app, id)).bidCount).toBe(4);
  });

  it('a signed-out bid is 401 before any limit is counted', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/user/placeBid',
      payload: { auctionId: '00000000-0000-4000-8000-000000000000', amount: 1 },
    });
    expect(response.statusCode).toBe(401);
  });
});
