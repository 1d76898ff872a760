import { and, asc, eq } from 'drizzle-orm';
import type { Profile, SessionUser } from '@marketdrop/api-client';
import { uploads, type UploadRow, type UserRow } from './tables';
import type { DbDeps } from '../shared/deps';
import { emailNotificationsOf, notificationSettingsOf } from './notification-settings';

/** The path a user's uploaded file is served at (to its owner only). */
export function filePath(uploadId: string): string {
  return `/user/files/${uploadId}`;
}

export function toSessionUser(user: UserRow): SessionUser {
  return {
    _id: user.id,
    userType: user.userType,
    firstName: user.firstName,
    lastName: user.lastName,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    userImage: user.userImage,
    language: user.language,
  };
}

export function toProfile(user: UserRow, licenceFiles: readonly UploadRow[]): Profile {
  return {
    ...toSessionUser(user),
    countryCode: user.countryCode,
    countryIsoCode: user.countryIsoCode,
    phoneNumber: user.phoneNumber,
    dob: user.dob,
    gender: user.gender,
    address: user.address,
    city: user.city,
    province: user.province,
    country: user.country,
    postalCode: user.postalCode,
    driverLicence: user.driverLicence,
    driverLicenseImage: licenceFiles.map((file) => filePath(file.id)),
    ...notificationSettingsOf(emailNotificationsOf(user)),
    isOtpVerified: user.isVerified,
    pendingEmail: user.pendingEmail,
    businessName: user.businessName,
    businessAddress: user.businessAddress,
    dealershipNumber: user.dealershipNumber,
    taxNumber: user.taxNumber,
    createdAt: user.createdAt.toISOString(),
  };
}

/** The user's licence files, oldest first. */
export function findLicenceFiles(deps: DbDeps, input: { userId: string }): Promise<UploadRow[]> {
  const { userId } = input;
  return deps.db
    .select()
    .from(uploads)
    .where(and(eq(uploads.ownerId, userId), eq(uploads.kind, 'licence')))
    .orderBy(asc(uploads.seq));
}

/** The profile of a user, read fresh with their licence files. */
export async function loadProfile(deps: DbDeps, input: { user: UserRow }): Promise<Profile> {
  const { user } = input;
  return toProfile(user, await findLicenceFiles(deps, { userId: user.id }));
}
