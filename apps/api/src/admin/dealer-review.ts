import type { DealerApplication, Pagination } from '@marketdrop/api-client';
import type { DealerStatus, VerificationQueueValues } from '@marketdrop/validation';
import { recordDealerReview } from '../accounts/record-dealer-review';
import { findDealerAccountsPage, type UserRow } from '../accounts/find-users';
import { notify } from '../notifications/notify';
import { AppError } from '../shared/errors';
import type { DbDeps, Deps } from '../shared/deps';
import { ensureDealerOf } from '../dealers/dealer-account';
import { latestDealerDocuments } from '../dealers/dealer-verification';
import { isAuctionId } from '../catalogue/find-auction';

export const DEALER_REVIEW_MESSAGES = {
  queue: 'Verification queue fetched successfully',
  verified: 'Dealer verified: they can list vehicles now',
  rejected: 'Dealer rejected: they are told why',
  notFound: 'Dealer not found',
} as const;

const dealerNotFound = () => new AppError(404, 'NOT_FOUND', DEALER_REVIEW_MESSAGES.notFound);

function toApplication(
  user: UserRow,
  documents: DealerApplication['documents'],
): DealerApplication {
  return {
    userId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    businessName: user.businessName,
    businessAddress: user.businessAddress,
    dealershipNumber: user.dealershipNumber,
    taxNumber: user.taxNumber,
    city: user.city,
    province: user.province,
    status: user.dealerStatus ?? 'pending',
    reason: user.dealerStatusReason,
    submittedAt: user.dealerSubmittedAt?.toISOString() ?? null,
    reviewedAt: user.dealerReviewedAt?.toISOString() ?? null,
    documents,
    createdAt: user.createdAt.toISOString(),
  };
}

/** getVerificationQueue: dealer accounts in a status, the longest waiting first. */
export async function findVerificationQueue(
  deps: DbDeps,
  input: { values: VerificationQueueValues },
): Promise<{ dealers: DealerApplication[]; pagination: Pagination }> {
  const { status, pageNumber, pageSize } = input.values;
  const { rows, total } = await findDealerAccountsPage(deps, {
    status: status as DealerStatus,
    pageNumber,
    pageSize,
  });
  const documents = await latestDealerDocuments(deps, { userIds: rows.map((row) => row.id) });
  return {
    dealers: rows.map((row) => toApplication(row, documents.get(row.id) ?? [])),
    pagination: { pageNumber, pageSize, total, totalPages: Math.ceil(total / pageSize) },
  };
}

/**
 * verifyDealer / rejectDealer: the dealer account becomes `verified` (its seller is created and
 * marked verified: it may list now) or `rejected` with the reason; the dealer is told in the app
 * and by e-mail (the notifications outbox). A dealer that sent nothing yet may be verified too
 * (the admin checked the business another way). Unknown user or not a dealer: 404.
 */
export async function reviewDealer(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { userId: string; decision: 'verified' | 'rejected'; reason?: string },
): Promise<DealerApplication> {
  const { userId, decision } = input;
  if (!isAuctionId(userId)) throw dealerNotFound();
  const now = deps.clock();
  const reviewed = await deps.db.transaction(async (tx) => {
    const user = await recordDealerReview(
      { db: tx },
      { userId: userId.toLowerCase(), decision, reason: input.reason ?? null, now },
    );
    if (user === undefined) throw dealerNotFound();
    if (decision === 'verified') await ensureDealerOf(tx, { user, now });
    await notify(
      { db: tx },
      {
        userId: user.id,
        kind: decision === 'verified' ? 'dealerVerified' : 'dealerRejected',
        auctionId: null,
        reason: decision === 'rejected' ? (input.reason ?? null) : null,
        now,
      },
    );
    return user;
  });
  const documents = await latestDealerDocuments(deps, { userIds: [reviewed.id] });
  return toApplication(reviewed, documents.get(reviewed.id) ?? []);
}
