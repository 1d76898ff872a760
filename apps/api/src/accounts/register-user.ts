import { toDate, type SignupValues } from '@marketdrop/validation';
import { users, type UserRow } from './tables';
import type { StoredFile } from '../shared/multipart';
import { emailTaken, orEmailTaken, storeLicenceUploads } from './account-writes';
import { findUserByEmail, normalizeEmail } from './find-user';
import { issueOtp } from './issue-otp';
import type { Deps } from '../shared/deps';

/** `YYYY-MM-DD` of a validated date of birth. */
export function isoDate(value: unknown): string | null {
  const date = toDate(value);
  return date === undefined ? null : date.toISOString().slice(0, 10);
}

const blankToNull = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? null : value.trim();

/**
 * Creates an unverified account with its licence files and mails the sign-up code. An existing
 * e-mail is a 409 and nothing is overwritten.
 */
export async function registerUser(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'passwords' | 'mailer' | 'storage' | 'log'>,
  input: { values: SignupValues; files: readonly StoredFile[] },
): Promise<{ user: UserRow; otp: string }> {
  const { values, files } = input;
  let user: UserRow;
  try {
    user = await insertUser(deps, values, files);
  } catch (error) {
    // Nothing of a failed sign-up stays: its files go too.
    await deps.storage.remove(files.map((file) => file.storedName));
    throw error;
  }
  const otp = await issueOtp(deps, { user, purpose: 'signup' });
  return { user, otp };
}

async function insertUser(
  deps: Pick<Deps, 'db' | 'clock' | 'passwords'>,
  values: SignupValues,
  files: readonly StoredFile[],
): Promise<UserRow> {
  const email = normalizeEmail(values.email);
  if ((await findUserByEmail(deps, { email })) !== undefined) throw emailTaken();

  const passwordHash = await deps.passwords.hash(values.password);
  const now = deps.clock();
  const dealer = values.userType === 'dealer';
  return orEmailTaken(() =>
    deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          userType: values.userType,
          firstName: values.firstName,
          lastName: values.lastName,
          email,
          passwordHash,
          countryCode: values.countryCode,
          countryIsoCode: (values.countryIsoCode ?? 'US').toUpperCase(),
          phoneNumber: values.phoneNumber,
          dob: isoDate(values.dob),
          gender: values.gender,
          address: values.address,
          city: values.city,
          province: values.province,
          country: values.country,
          postalCode: values.postalCode,
          driverLicence: blankToNull(values.licenseNumber),
          termsAcceptedAt: now,
          creditCheckConsentAt: now,
          businessName: dealer ? blankToNull(values.businessName) : null,
          businessAddress: dealer ? blankToNull(values.businessAddress) : null,
          dealershipNumber: dealer ? blankToNull(values.dealershipNumber) : null,
          taxNumber: dealer ? blankToNull(values.taxNumber) : null,
          // A dealer lists once its business is verified (docs/product.md §6.1).
          dealerStatus: dealer ? 'pending' : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (created === undefined) throw new Error('Inserting the user returned no row');
      await storeLicenceUploads({ db: tx }, { ownerId: created.id, files, now });
      return created;
    }),
  );
}
