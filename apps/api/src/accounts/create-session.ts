import type { DeviceType } from '@marketdrop/validation';
import type { Executor } from '../db/client';
import { sessions } from '../db/schema';
import { hashSessionToken, newSessionToken } from '../shared/tokens';

/** Opens a session for the user and returns its bearer token (only its hash is stored). */
export async function createSession(
  db: Executor,
  input: { userId: string; deviceType: DeviceType | null; now: Date; ttlMs: number },
): Promise<string> {
  const token = newSessionToken();
  await db.insert(sessions).values({
    userId: input.userId,
    tokenHash: hashSessionToken(token),
    deviceType: input.deviceType,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + input.ttlMs),
  });
  return token;
}
