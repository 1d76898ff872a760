import { provinceCodeOf } from '@marketdrop/validation';
import type { UserRow } from '../accounts/find-users';
import { createDealer, markDealerVerified } from '../catalogue/save-dealer';
import { findDealerOfUser } from '../catalogue/find-dealers';
import type { DealerRow } from '../catalogue/rows';
import type { Executor } from '../db/client';
import { AppError } from '../shared/errors';
import type { DbDeps } from '../shared/deps';
import { DEALER_MESSAGES } from './messages';

/** 403 DEALER_NOT_VERIFIED unless the dealer's business is verified (docs/product.md §6.1). */
export function assertCanList(user: Pick<UserRow, 'dealerStatus'>): void {
  if (user.dealerStatus !== 'verified') {
    throw new AppError(403, 'DEALER_NOT_VERIFIED', DEALER_MESSAGES.notVerified);
  }
}

/** The seller (the `dealers` row) a dealer's user manages, if it has one yet. */
export async function findDealerOf(
  deps: DbDeps,
  input: { userId: string },
): Promise<DealerRow | undefined> {
  return findDealerOfUser(deps, input);
}

/**
 * The seller of a verified dealer's user, created from its business fields the first time (at
 * verification); marked verified now when it was not. Runs in the caller's transaction.
 */
export async function ensureDealerOf(
  tx: Executor,
  input: { user: UserRow; now: Date },
): Promise<DealerRow> {
  const { user, now } = input;
  const existing = await findDealerOf({ db: tx }, { userId: user.id });
  if (existing !== undefined) {
    if (existing.verifiedAt !== null) return existing;
    const updated = await markDealerVerified({ db: tx }, { dealerId: existing.id, now });
    return updated ?? existing;
  }
  return createDealer(
    { db: tx },
    {
      values: {
        userId: user.id,
        businessName: user.businessName ?? `${user.firstName} ${user.lastName}`,
        address: user.businessAddress ?? user.address,
        city: user.city,
        province: user.province === null ? null : (provinceCodeOf(user.province) ?? null),
        postalCode: user.postalCode,
        verifiedAt: now,
      },
      now,
    },
  );
}

/** The caller's seller, for a dealer call about listings: a dealer without one has none (404). */
export async function requireDealerOf(deps: DbDeps, input: { userId: string }): Promise<DealerRow> {
  const dealer = await findDealerOf(deps, input);
  if (dealer === undefined) throw new AppError(404, 'NOT_FOUND', DEALER_MESSAGES.notFound);
  return dealer;
}
