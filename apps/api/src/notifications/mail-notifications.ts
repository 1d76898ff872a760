import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { detailPath, orderPath, paths, type NotificationKind } from '@marketdrop/api-client';
import { findMailRecipients } from '../accounts/find-mail-recipients';
import { findVehicleNames } from '../catalogue/find-vehicle-names';
import { findSavedSearchLinks } from '../catalogue/saved-searches';
import type { EmailNotificationSetting } from '@marketdrop/validation';
import type { Deps } from '../shared/deps';
import { notificationMail } from './mail-texts';
import { notifications, type NotificationRow } from './tables';

/** The notices about an order: their e-mail links to the order's page. */
const ORDER_KINDS: ReadonlySet<NotificationKind> = new Set([
  'paymentCompleted',
  'paymentReceived',
  'readyForPickup',
  'inDelivery',
  'orderCompleted',
  'orderCancelled',
]);

/**
 * Which e-mail setting (decision 035) a kind of notice follows: outbid alerts (and a disclosure on
 * a vehicle bid on), auction results, the steps of orders and sales (a dealer's account notices
 * too), and saved searches (their new matches, and saved vehicles back on sale). Marketing is no
 * notice kind: no notice is a marketing mail.
 */
export const SETTING_OF_KIND: Record<NotificationKind, EmailNotificationSetting> = {
  outbid: 'outbid',
  listingDisclosure: 'outbid',
  won: 'won',
  lost: 'won',
  sold: 'orderSteps',
  unsold: 'orderSteps',
  reserveOffer: 'orderSteps',
  paymentCompleted: 'orderSteps',
  paymentReceived: 'orderSteps',
  readyForPickup: 'orderSteps',
  inDelivery: 'orderSteps',
  orderCompleted: 'orderSteps',
  orderCancelled: 'orderSteps',
  saleReopened: 'orderSteps',
  saleRelistable: 'orderSteps',
  dealerVerified: 'orderSteps',
  dealerRejected: 'orderSteps',
  listingUnpublished: 'orderSteps',
  backOnSale: 'savedSearches',
  savedSearch: 'savedSearches',
};

/** Where a notification's e-mail sends the reader (a path of the site). */
function notificationPath(
  row: NotificationRow,
  searches: ReadonlyMap<string, { listingPath: string }>,
): string {
  // A saved search's new matches: the listing with its filters.
  if (row.savedSearchId !== null) {
    return searches.get(row.savedSearchId)?.listingPath ?? paths.listing;
  }
  // An order's notices, and the won notice (its checkout: the order's page, where it is paid).
  if (row.orderId !== null && (ORDER_KINDS.has(row.kind) || row.kind === 'won')) {
    return orderPath(row.orderId);
  }
  // The dealer's own (verification, moderation, reserve offers): the dealer dashboard.
  if (DEALER_KINDS.has(row.kind)) return paths.dealer;
  return row.auctionId === null ? paths.alerts : detailPath(row.auctionId);
}

/** Notifications claimed (and mailed) at a time: a short statement, a few mails. */
export const MAIL_BATCH_SIZE = 20;
/** Batches one run goes through at most (the next run carries on). */
export const MAIL_MAX_BATCHES = 10;
/** A notification older than this is not mailed any more (e.g. after a long mail outage). */
export const MAIL_MAX_AGE_MS = 24 * 60 * 60_000;

export type MailOutboxDeps = Pick<Deps, 'db' | 'clock' | 'mailer' | 'log' | 'config'>;

export type MailOutboxResult = {
  /** Mails handed to the transport. */
  sent: number;
  /** Not mailed: the user's setting for its kind is off (or the account is gone). */
  skipped: number;
  /** Not mailed: older than `MAIL_MAX_AGE_MS`. */
  expired: number;
  /** Handed back for a later run: the transport failed. */
  failed: number;
};

/**
 * Claims up to `limit` notifications not yet mailed, oldest first, by setting their `mailed_at`
 * in one statement. `FOR UPDATE SKIP LOCKED` lets several processes claim at once without waiting
 * for or claiming each other's rows; the outer `mailed_at IS NULL` re-check keeps a row another
 * process claimed meanwhile from being claimed twice.
 */
async function claimBatch(
  deps: MailOutboxDeps,
  now: Date,
  limit: number,
): Promise<NotificationRow[]> {
  const claimable = deps.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(isNull(notifications.mailedAt))
    .orderBy(asc(notifications.createdAt), asc(notifications.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await deps.db
    .update(notifications)
    .set({ mailedAt: now })
    .where(and(inArray(notifications.id, claimable), isNull(notifications.mailedAt)))
    .returning();
  return rows.sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1),
  );
}

/** Gives claimed rows back (their mail was not sent), unless something else changed them since. */
async function releaseClaims(deps: MailOutboxDeps, rows: NotificationRow[], claimedAt: Date) {
  if (rows.length === 0) return;
  await deps.db
    .update(notifications)
    .set({ mailedAt: null })
    .where(
      and(
        inArray(
          notifications.id,
          rows.map((row) => row.id),
        ),
        eq(notifications.mailedAt, claimedAt),
      ),
    );
}

/**
 * The e-mail outbox of the notifications (decision 020): mails each notification once, in its
 * user's language, when the user's notification setting is on; marks it mailed (`mailed_at`) also
 * when it is skipped because the setting is off, so it is never looked at again. Safe with several
 * processes at once: each notification is claimed by one of them before its mail is sent. A mail
 * the transport refuses is handed back (with the rest of its batch) for the next run, until it is
 * a day old. A process that dies between the claim and the send loses that batch's mails (at most
 * once: a mail is never sent twice).
 */
export async function runMailOutbox(
  deps: MailOutboxDeps,
  input: { now?: Date; batchSize?: number; maxBatches?: number } = {},
): Promise<MailOutboxResult> {
  const result: MailOutboxResult = { sent: 0, skipped: 0, expired: 0, failed: 0 };
  const batchSize = input.batchSize ?? MAIL_BATCH_SIZE;
  const maxBatches = input.maxBatches ?? MAIL_MAX_BATCHES;
  const site = deps.config.publicUrl;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const now = input.now ?? deps.clock();
    const rows = await claimBatch(deps, now, batchSize);
    if (rows.length === 0) break;
    const [recipients, vehicleNames, searches] = await Promise.all([
      findMailRecipients(deps, { userIds: rows.map((row) => row.userId) }),
      findVehicleNames(deps, {
        auctionIds: rows.flatMap((row) => (row.auctionId === null ? [] : [row.auctionId])),
      }),
      findSavedSearchLinks(deps, {
        ids: rows.flatMap((row) => (row.savedSearchId === null ? [] : [row.savedSearchId])),
      }),
    ]);
    for (const [index, row] of rows.entries()) {
      const recipient = recipients.get(row.userId);
      if (recipient === undefined || !recipient.emailNotifications[SETTING_OF_KIND[row.kind]]) {
        result.skipped += 1;
        continue;
      }
      if (now.getTime() - row.createdAt.getTime() > MAIL_MAX_AGE_MS) {
        result.expired += 1;
        continue;
      }
      const mail = notificationMail({
        kind: row.kind,
        language: recipient.language,
        to: recipient.email,
        firstName: recipient.firstName,
        vehicleName: row.auctionId === null ? null : (vehicleNames.get(row.auctionId) ?? null),
        amount: row.amount,
        amountCents: row.amountCents,
        payBy: row.payBy,
        reason: row.reason,
        searchName:
          row.savedSearchId === null ? null : (searches.get(row.savedSearchId)?.name ?? null),
        link: `${site}${notificationPath(row, searches)}`,
        alertsLink: `${site}${paths.alerts}`,
        settingsLink: `${site}${paths.notifications}`,
      });
      try {
        await deps.mailer.send(mail);
        result.sent += 1;
      } catch (error) {
        // The transport is likely down: hand this one and the rest back, and stop this run.
        const unsent = rows.slice(index);
        deps.log.error(
          { err: error, notificationId: row.id, handedBack: unsent.length },
          'Sending a notification e-mail failed; it will be retried',
        );
        await releaseClaims(deps, unsent, now);
        result.failed += unsent.length;
        return result;
      }
    }
    if (rows.length < batchSize) break;
  }
  return result;
}

const DEALER_KINDS: ReadonlySet<string> = new Set([
  'dealerVerified',
  'dealerRejected',
  'listingUnpublished',
  'reserveOffer',
  'saleRelistable',
]);
