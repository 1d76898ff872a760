import type { AdminDealerOrdersData, AdminUser, Pagination } from '@marketdrop/api-client';
import {
  dealerMessages,
  keyedDealerMessages,
  type AdminUsersValues,
  type DealerOrdersValues,
  type Role,
} from '@marketdrop/validation';
import { revokeUserSessions } from '../accounts/revoke-sessions';
import { setAccountSuspension } from '../accounts/set-account-suspension';
import { findUsersPage, findUserType, type UserRow } from '../accounts/find-users';
import { pauseDealerSales, resumeDealerSales } from '../catalogue/pause-dealer-sales';
import { isAuctionId } from '../catalogue/find-auction';
import { findDealerOpenOrders } from '../orders/find-dealer-open-orders';
import { AppError, fieldError } from '../shared/errors';
import type { DbDeps, Deps } from '../shared/deps';

export const USER_MESSAGES = {
  listed: 'Users fetched successfully',
  suspended: 'Account suspended: its sessions are ended and it cannot sign in',
  reinstated: 'Account reinstated: it can sign in again',
  notFound: 'User not found',
  self: dealerMessages.selfSuspension,
  dealerOrders: 'Open orders fetched successfully',
  dealerNotFound: 'Dealer not found',
} as const;

const userNotFound = () => new AppError(404, 'NOT_FOUND', USER_MESSAGES.notFound);

export function toAdminUser(user: UserRow): AdminUser {
  return {
    _id: user.id,
    role: user.userType,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    businessName: user.businessName,
    dealerStatus: user.userType === 'dealer' ? (user.dealerStatus ?? 'pending') : null,
    standing: user.suspendedAt === null ? 'active' : 'suspended',
    suspendedReason: user.suspendedReason,
    suspendedAt: user.suspendedAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** getUsers: every account by role, standing and search text, newest first. */
export async function findUsers(
  deps: DbDeps,
  input: { values: AdminUsersValues },
): Promise<{ users: AdminUser[]; pagination: Pagination }> {
  const { role, standing, search, pageNumber, pageSize } = input.values;
  const { rows, total } = await findUsersPage(deps, {
    role: role as Role | null | undefined,
    standing,
    search,
    pageNumber,
    pageSize,
  });
  return {
    users: rows.map(toAdminUser),
    pagination: { pageNumber, pageSize, total, totalPages: Math.ceil(total / pageSize) },
  };
}

/**
 * suspendUser: the account is suspended with the reason, every session of it ends and, for a
 * dealer, its live and scheduled sales are paused (bids, claims and Buy Now refused, their clocks
 * stopped: docs/product.md §6.3), in one transaction; signing in is refused (403
 * ACCOUNT_SUSPENDED) until reinstateUser. A consumer's bids stand as they are. An admin cannot
 * suspend their own account (400). Suspending a suspended account again changes nothing but the
 * reason.
 */
export async function suspendUser(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { adminId: string; userId: string; reason: string },
): Promise<AdminUser> {
  const { adminId, userId, reason } = input;
  if (!isAuctionId(userId)) throw userNotFound();
  const id = userId.toLowerCase();
  if (id === adminId) {
    throw fieldError('userId', keyedDealerMessages.selfSuspension);
  }
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const updated = await setAccountSuspension(
      { db: tx },
      { userId: id, suspension: { reason }, now },
    );
    if (updated === undefined) throw userNotFound();
    await revokeUserSessions({ db: tx }, { userId: id, now });
    await pauseDealerSales({ db: tx }, { userId: id, now });
    return toAdminUser(updated);
  });
}

/**
 * reinstateUser: the account may sign in again (its old sessions stay ended) and, for a dealer, its
 * paused sales resume with the time left they had (their ends, and MarketDropAI schedules, move by
 * the paused time), in one transaction. Reinstating an active account changes nothing.
 */
export async function reinstateUser(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { userId: string },
): Promise<AdminUser> {
  if (!isAuctionId(input.userId)) throw userNotFound();
  const id = input.userId.toLowerCase();
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const updated = await setAccountSuspension({ db: tx }, { userId: id, suspension: null, now });
    if (updated === undefined) throw userNotFound();
    await resumeDealerSales({ db: tx }, { userId: id, now });
    return toAdminUser(updated);
  });
}

/**
 * getDealerOpenOrders: the orders still moving of a dealer's account (for a suspended dealer, what
 * an admin follows up on), with buyer, vehicle, status and amount. 404 for an unknown account or
 * one that is not a dealer's.
 */
export async function findDealerOpenOrdersOf(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { values: DealerOrdersValues },
): Promise<{ data: AdminDealerOrdersData; pagination: Pagination }> {
  const { userId, pageNumber, pageSize } = input.values;
  const notFound = () => new AppError(404, 'NOT_FOUND', USER_MESSAGES.dealerNotFound);
  if (!isAuctionId(userId)) throw notFound();
  const id = userId.toLowerCase();
  if ((await findUserType(deps, { userId: id })) !== 'dealer') throw notFound();
  return findDealerOpenOrders(deps, { userId: id, pageNumber, pageSize });
}
