import { and, asc, eq } from 'drizzle-orm';
import type { Profile, SessionUser } from '@marketdrop/api-client';
import type { Executor } from '../db/client';
import { uploads, type UploadRow, type UserRow } from '../db/schema';

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
    notificationEnable: user.notificationEnable,
    isOtpVerified: user.isVerified,
    businessName: user.businessName,
    businessAddress: user.businessAddress,
    dealershipNumber: user.dealershipNumber,
    taxNumber: user.taxNumber,
    createdAt: user.createdAt.toISOString(),
  };
}

/** The user's licence files, oldest first. */
export function findLicenceFiles(db: Executor, userId: string): Promise<UploadRow[]> {
  return db
    .select()
    .from(uploads)
    .where(and(eq(uploads.ownerId, userId), eq(uploads.kind, 'licence')))
    .orderBy(asc(uploads.seq));
}

/** The profile of a user, read fresh with their licence files. */
export async function loadProfile(db: Executor, user: UserRow): Promise<Profile> {
  return toProfile(user, await findLicenceFiles(db, user.id));
}
