import { timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DeviceType } from '@marketdrop/validation';
import type { SocialLoginSessionData } from '@marketdrop/api-client';
import { hashSessionToken as sha256 } from '../../shared/tokens';
import { createSession } from '../create-session';
import { findUserById } from '../find-user';
import { toSessionUser } from '../to-profile';
import type { SocialLoginDeps } from './deps';
import { SocialLoginError } from './errors';
import { isProfileComplete } from './link-social-account';
import { socialLogins } from './tables';

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The web page's last step: a ticket from the callback plus the browser key of the tab that started
 * the sign-in give the session. The ticket is spent by the first try, right or wrong.
 */
export async function exchangeSocialTicket(
  deps: SocialLoginDeps,
  input: { ticket: string; browserKey: string; deviceType?: DeviceType | undefined },
): Promise<SocialLoginSessionData> {
  const now = deps.clock();
  const [row] = await deps.db
    .update(socialLogins)
    .set({ ticketUsedAt: now })
    .where(
      and(
        eq(socialLogins.ticketHash, sha256(input.ticket)),
        isNull(socialLogins.ticketUsedAt),
        gt(socialLogins.ticketExpiresAt, now),
      ),
    )
    .returning();
  const provider = row?.provider === 'apple' ? 'apple' : 'google';
  if (row === undefined || row.userId === null) {
    throw new SocialLoginError(
      'SOCIAL_TICKET_INVALID',
      provider,
      'unknown, used or expired ticket',
    );
  }
  if (!sameHash(sha256(input.browserKey), row.browserKeyHash)) {
    throw new SocialLoginError('SOCIAL_TICKET_INVALID', provider, 'another browser key');
  }
  const user = await findUserById(deps, { id: row.userId });
  if (user === undefined) {
    throw new SocialLoginError('SOCIAL_TICKET_INVALID', provider, 'account deleted');
  }
  const token = await createSession(deps, {
    userId: user.id,
    deviceType: input.deviceType ?? null,
    now,
    ttlMs: deps.config.sessionTtlMs,
  });
  return {
    token,
    user: toSessionUser(user),
    isNewAccount: row.isNewAccount,
    profileComplete: isProfileComplete(user),
  };
}
