import type { DeviceType } from '@marketdrop/validation';
import { sessions } from './tables';
import { hashSessionToken, newSessionToken } from '../shared/tokens';
import type { DbDeps } from '../shared/deps';

/** Opens a session for the user and returns its bearer token (only its hash is stored). */
export async function createSession(
  deps: DbDeps,
  input: { userId: string; deviceType: DeviceType | null; now: Date; ttlMs: number },
): Promise<string> {
  const token = newSessionToken();
  await deps.db.insert(sessions).values({
    userId: input.userId,
    tokenHash: hashSessionToken(token),
    deviceType: input.deviceType,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + input.ttlMs),
  });
  return token;
}
