import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { otps, users, type UserRow } from '../tables';
import { findUserByEmail, normalizeEmail } from '../find-user';
import type { SocialLoginDeps } from './deps';

/** What the provider vouched for. */
export type VerifiedIdentity = {
  /** Verified by the provider. */
  email: string;
  givenName?: string | undefined;
  familyName?: string | undefined;
};

/** A name from the provider, made safe to store: no control characters, at most 30 characters. */
function cleanName(value: string | undefined): string {
  return (
    (value ?? '')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
      .trim()
      .slice(0, 30)
  );
}

/** A password nobody knows: the account signs in with the provider until its owner sets one. */
async function unknownPasswordHash(deps: SocialLoginDeps): Promise<string> {
  return deps.passwords.hash(randomBytes(32).toString('base64url'));
}

/**
 * The account of a provider-verified e-mail: the existing one (linked by e-mail), or a new verified
 * consumer account whose profile the owner completes in Edit Profile.
 *
 * An existing account that was never verified may have been opened by someone else with this
 * e-mail (and a password of theirs): it becomes verified, and its password and pending codes are
 * voided, so only the e-mail's owner gets in.
 */
export async function linkSocialAccount(
  deps: SocialLoginDeps,
  identity: VerifiedIdentity,
): Promise<{ user: UserRow; isNewAccount: boolean }> {
  const email = normalizeEmail(identity.email);
  const now = deps.clock();
  const existing = await findUserByEmail(deps, { email });
  if (existing !== undefined) {
    if (existing.isVerified) return { user: existing, isNewAccount: false };
    const passwordHash = await unknownPasswordHash(deps);
    const user = await deps.db.transaction(async (tx) => {
      await tx
        .update(otps)
        .set({ voidedAt: now })
        .where(and(eq(otps.userId, existing.id), isNull(otps.usedAt), isNull(otps.voidedAt)));
      const [updated] = await tx
        .update(users)
        .set({ isVerified: true, verifiedAt: now, passwordHash, updatedAt: now })
        .where(eq(users.id, existing.id))
        .returning();
      return updated ?? existing;
    });
    return { user, isNewAccount: false };
  }

  const [created] = await deps.db
    .insert(users)
    .values({
      userType: 'consumer',
      firstName: cleanName(identity.givenName),
      lastName: cleanName(identity.familyName),
      email,
      passwordHash: await unknownPasswordHash(deps),
      // Completed by the owner in Edit Profile (the web app sends them there).
      phoneNumber: '',
      isVerified: true,
      verifiedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (created !== undefined) return { user: created, isNewAccount: true };
  // Another request created it a moment ago (a double click): use it.
  const raced = await findUserByEmail(deps, { email });
  if (raced === undefined) throw new Error('The account could not be created');
  return { user: raced, isNewAccount: false };
}

/** Whether the profile holds what Sign Up asks for (a social account starts without them). */
export function isProfileComplete(user: UserRow): boolean {
  return [
    user.firstName,
    user.lastName,
    user.phoneNumber,
    user.dob,
    user.address,
    user.city,
    user.province,
    user.country,
    user.postalCode,
  ].every((value) => typeof value === 'string' && value.trim() !== '');
}
