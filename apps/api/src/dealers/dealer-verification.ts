import type {
  DealerDocument,
  DealerDocumentSummary,
  DealerStatusData,
} from '@marketdrop/api-client';
import {
  DEALER_DOCUMENT_KINDS,
  keyedDealerMessages,
  type DealerDocumentKind,
  type KeyedMessage,
} from '@marketdrop/validation';
import { recordDealerSubmission } from '../accounts/record-dealer-submission';
import { findUploadsOfOwners, type UploadRow, type UserRow } from '../accounts/find-users';
import { AppError, fieldsError } from '../shared/errors';
import type { StoredFile } from '../shared/multipart';
import type { DbDeps, Deps } from '../shared/deps';
import { findDealerOf } from './dealer-account';
import { DEALER_MESSAGES } from './messages';

/** Where an admin opens a verification document (admins only, with the bearer token). */
export function dealerDocumentPath(uploadId: string): string {
  return `/user/dealerDocuments/${uploadId}`;
}

function isDocumentKind(kind: string): kind is DealerDocumentKind {
  return (DEALER_DOCUMENT_KINDS as readonly string[]).includes(kind);
}

function summaryOf(row: UploadRow & { kind: DealerDocumentKind }): DealerDocumentSummary {
  return {
    _id: row.id,
    kind: row.kind,
    name: row.originalName ?? `${row.kind}.${row.storedName.split('.').pop() ?? 'bin'}`,
    mimeType: row.mimeType,
    size: row.size,
    uploadedAt: row.createdAt.toISOString(),
  };
}

/** The last submitted document of each kind, for each of some dealers' users. */
export async function latestDealerDocuments(
  deps: DbDeps,
  input: { userIds: readonly string[] },
): Promise<Map<string, DealerDocument[]>> {
  const result = new Map<string, DealerDocument[]>();
  if (input.userIds.length === 0) return result;
  const rows = await findUploadsOfOwners(deps, {
    ownerIds: input.userIds,
    kinds: DEALER_DOCUMENT_KINDS,
  });
  const seen = new Set<string>();
  for (const row of rows) {
    if (!isDocumentKind(row.kind)) continue;
    const key = `${row.ownerId}:${row.kind}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const list = result.get(row.ownerId) ?? [];
    list.push({ ...summaryOf({ ...row, kind: row.kind }), url: dealerDocumentPath(row.id) });
    result.set(row.ownerId, list);
  }
  for (const list of result.values()) {
    list.sort(
      (a, b) => DEALER_DOCUMENT_KINDS.indexOf(a.kind) - DEALER_DOCUMENT_KINDS.indexOf(b.kind),
    );
  }
  return result;
}

/** getDealerStatus: where the dealer's verification stands, with its last documents. */
export async function findDealerStatus(
  deps: DbDeps,
  input: { user: UserRow },
): Promise<DealerStatusData> {
  const { user } = input;
  const [documents, dealer] = await Promise.all([
    latestDealerDocuments(deps, { userIds: [user.id] }),
    findDealerOf(deps, { userId: user.id }),
  ]);
  const status = user.dealerStatus ?? 'pending';
  return {
    status,
    reason: status === 'rejected' ? user.dealerStatusReason : null,
    submittedAt: user.dealerSubmittedAt?.toISOString() ?? null,
    reviewedAt: user.dealerReviewedAt?.toISOString() ?? null,
    documents: (documents.get(user.id) ?? []).map(({ url: _url, ...summary }) => summary),
    canList: status === 'verified',
    sellerId: status === 'verified' ? (dealer?.id ?? null) : null,
  };
}

/**
 * submitDealerVerification: records the dealer licence and the business registration (sniffed and
 * stored already) and sets the account `submitted`, clearing an earlier rejection. A verified
 * dealer: 409, and the files are not kept. Both files are required (400 naming the missing one).
 */
export async function submitDealerVerification(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { user: UserRow; files: readonly StoredFile[] },
): Promise<DealerStatusData> {
  const { user, files } = input;
  const missing: Record<string, KeyedMessage> = {};
  if (!files.some((file) => file.field === 'dealerLicence')) {
    missing.dealerLicence = keyedDealerMessages.dealerLicenceRequired;
  }
  if (!files.some((file) => file.field === 'businessRegistration')) {
    missing.businessRegistration = keyedDealerMessages.businessRegistrationRequired;
  }
  if (Object.keys(missing).length > 0) throw fieldsError(missing);
  const now = deps.clock();
  const updated = await deps.db.transaction(async (tx) => {
    const row = await recordDealerSubmission({ db: tx }, { userId: user.id, files, now });
    if (row === undefined) {
      throw new AppError(409, 'DEALER_ALREADY_VERIFIED', DEALER_MESSAGES.alreadyVerified);
    }
    return row;
  });
  return findDealerStatus(deps, { user: updated });
}
