import { eq, sql } from 'drizzle-orm';
import type { EmailNotifications, NotificationSettingsData } from '@marketdrop/api-client';
import type { UpdateNotificationSettingsValues } from '@marketdrop/validation';
import type { DbDeps } from '../shared/deps';
import { users, type UserRow } from './tables';

/** The user's e-mail settings per kind (decision 035). */
export function emailNotificationsOf(
  user: Pick<
    UserRow,
    'emailOutbid' | 'emailWon' | 'emailOrderSteps' | 'emailSavedSearches' | 'emailMarketing'
  >,
): EmailNotifications {
  return {
    outbid: user.emailOutbid,
    won: user.emailWon,
    orderSteps: user.emailOrderSteps,
    savedSearches: user.emailSavedSearches,
    marketing: user.emailMarketing,
  };
}

/**
 * The spec's single switch (`notificationEnable`, docs/product.md §8.6), read from the settings per
 * kind: on while any notice of the service (all but marketing) is e-mailed.
 */
export function notificationSettingsOf(settings: EmailNotifications): NotificationSettingsData {
  const notificationEnable =
    settings.outbid || settings.won || settings.orderSteps || settings.savedSearches;
  return { notificationEnable, emailNotifications: settings };
}

const RETURNING = {
  emailOutbid: users.emailOutbid,
  emailWon: users.emailWon,
  emailOrderSteps: users.emailOrderSteps,
  emailSavedSearches: users.emailSavedSearches,
  emailMarketing: users.emailMarketing,
};

/** updateNotificationSettings: the settings given change, the others stay; answers them all. */
export async function updateNotificationSettings(
  deps: DbDeps & { clock: () => Date },
  input: { userId: string; settings: UpdateNotificationSettingsValues },
): Promise<NotificationSettingsData> {
  const { outbid, won, orderSteps, savedSearches, marketing } = input.settings;
  const set = {
    updatedAt: deps.clock(),
    ...(outbid === undefined ? {} : { emailOutbid: outbid }),
    ...(won === undefined ? {} : { emailWon: won }),
    ...(orderSteps === undefined ? {} : { emailOrderSteps: orderSteps }),
    ...(savedSearches === undefined ? {} : { emailSavedSearches: savedSearches }),
    ...(marketing === undefined ? {} : { emailMarketing: marketing }),
  };
  const [row] = await deps.db
    .update(users)
    .set(set)
    .where(eq(users.id, input.userId))
    .returning(RETURNING);
  if (row === undefined) throw new Error('The signed-in user is gone');
  return notificationSettingsOf(emailNotificationsOf(row));
}

/**
 * toggleNotificationSettings (the spec's one switch): on -> every kind off; off -> every kind of
 * the service on (marketing is left as it is: it is only ever turned on by its own setting).
 * One statement, so two flips at once never leave a mix.
 */
export async function toggleNotificationSettings(
  deps: DbDeps & { clock: () => Date },
  input: { userId: string },
): Promise<NotificationSettingsData> {
  const anyOn = sql`(${users.emailOutbid} OR ${users.emailWon} OR ${users.emailOrderSteps} OR ${users.emailSavedSearches})`;
  const [row] = await deps.db
    .update(users)
    .set({
      emailOutbid: sql`NOT ${anyOn}`,
      emailWon: sql`NOT ${anyOn}`,
      emailOrderSteps: sql`NOT ${anyOn}`,
      emailSavedSearches: sql`NOT ${anyOn}`,
      emailMarketing: sql`CASE WHEN ${anyOn} THEN false ELSE ${users.emailMarketing} END`,
      updatedAt: deps.clock(),
    })
    .where(eq(users.id, input.userId))
    .returning(RETURNING);
  if (row === undefined) throw new Error('The signed-in user is gone');
  return notificationSettingsOf(emailNotificationsOf(row));
}
