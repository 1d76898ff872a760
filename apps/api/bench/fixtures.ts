/**
 * Fixtures shared by the benches (bench/auction.ts, bench/listing.ts): the bench's signed-in
 * buyers, written straight to the database before a server starts.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../src/db/client';
import { sessions, users } from '../src/db/schema';
import { hashSessionToken, newSessionToken } from '../src/shared/tokens';

/** Buyers: their ids, and a session token of each (same order) for calls over HTTP. */
export type Buyers = { userIds: string[]; tokens: string[] };

/**
 * `count` verified consumers, each with a session valid for a day. They get no mail (outbid
 * notices are stored; the benches send no mail). Inserted 500 at a time.
 */
export async function createBuyers(db: Database, count: number): Promise<Buyers> {
  const tokens: string[] = [];
  const userIds: string[] = [];
  const now = new Date();
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, () => randomUUID());
    await db.insert(users).values(
      batch.map((id) => ({
        id,
        userType: 'consumer' as const,
        firstName: 'Bench',
        lastName: 'Bidder',
        email: `bidder.${id}@bench.marketdrop.local`,
        passwordHash: 'not-a-real-hash',
        phoneNumber: '4165550123',
        isVerified: true,
        verifiedAt: now,
        // Outbid notices are stored; the bench sends no mail.
        notificationEnable: false,
      })),
    );
    const batchTokens = batch.map(() => newSessionToken());
    await db.insert(sessions).values(
      batch.map((userId, i) => ({
        userId,
        tokenHash: hashSessionToken(batchTokens[i] as string),
        deviceType: null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + 24 * 60 * 60_000),
      })),
    );
    userIds.push(...batch);
    tokens.push(...batchTokens);
  }
  return { userIds, tokens };
}
