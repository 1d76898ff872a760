import { and, eq, inArray } from 'drizzle-orm';
import type { Profile } from '@marketdrop/api-client';
import {
  createEditProfileSchema,
  editProfileSchema,
  keyedMessages,
  type EditProfileValues,
  type Gender,
} from '@marketdrop/validation';
import type { AnyObject, ObjectSchema } from 'yup';
import { uploads, users, type NewUserRow } from './tables';
import { AppError, fieldError, fieldsError } from '../shared/errors';
import { single, type FormData } from '../shared/multipart';
import { parseWith } from '../shared/validate';
import type { Authenticated } from './find-session';
import { findUserByEmail, normalizeEmail } from './find-user';
import { isoDate } from './register-user';
import { emailTaken, orEmailTaken, storeLicenceUploads } from './account-writes';
import { issueThrottledOtp } from './issue-otp';
import { checkPasswordGuess } from './password-guess-budget';
import { findLicenceFiles, loadProfile } from './to-profile';
import type { Deps } from '../shared/deps';

export const PROFILE_UPDATED_MESSAGE = 'Profile updated successfully!';
export const EMAIL_CHANGE_MESSAGES = {
  pending: 'Profile updated. Enter the code we sent to your new email to confirm it.',
  passwordRequired: keyedMessages.currentPasswordRequired.text,
  wrongPassword: keyedMessages.currentPasswordIncorrect.text,
  cooldown: (seconds: number) =>
    `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before requesting a new OTP.`,
} as const;
/** At most this many licence files per account. */
export const MAX_LICENCE_FILES = 10;

/** The text fields of edit profile: those of its form's schema (the keep list is read apart). */
type EditField = keyof EditProfileValues;
const EDIT_FIELDS = Object.keys(editProfileSchema.fields) as EditField[];

/**
 * The licence files to keep: `keepLicenseImages` sent once per path, or as a JSON array; sent
 * empty, none. Undefined when not sent (keep all). Paths or bare ids are accepted.
 */
function keepList(form: FormData): Set<string> | undefined {
  const raw = form.fields.keepLicenseImages;
  if (raw === undefined) return undefined;
  const keep = new Set<string>();
  for (const value of raw) {
    const trimmed = value.trim();
    if (trimmed === '') continue;
    let items: unknown[] = [trimmed];
    if (trimmed.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(trimmed);
        items = Array.isArray(parsed) ? parsed : [];
      } catch {
        throw fieldsError({ keepLicenseImages: keyedMessages.keepLicenseImages });
      }
    }
    for (const item of items) {
      if (typeof item !== 'string') {
        throw fieldsError({ keepLicenseImages: keyedMessages.keepLicenseImages });
      }
      keep.add(item.trim().split('/').pop() ?? '');
    }
  }
  return keep;
}

/**
 * Applies the non-empty fields of the form (validated with the edit-profile schema, only the fields
 * sent) and updates the licence files: new uploads are appended, and `keepLicenseImages` says which
 * earlier ones stay. A new e-mail is not applied: it needs the current password (`currentPassword`,
 * 400 without it or when wrong, checked under the password-guess budget shared with login), another account must not have it (409), and it becomes pending
 * while a code is mailed to it; `confirmEmailChange` switches it (decision 016).
 */
export async function updateProfile(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'passwords' | 'mailer' | 'log' | 'storage'>,
  input: {
    auth: Authenticated;
    form: FormData;
    /** The client's address (guess budget). */ ip: string;
  },
): Promise<{ profile: Profile; emailChangePending: boolean }> {
  const { auth, form } = input;
  const sent: Partial<Record<EditField, string>> = {};
  for (const field of EDIT_FIELDS) {
    const value = single(form, field);
    if (value !== undefined && value.trim() !== '') sent[field] = value;
  }
  const keys = Object.keys(sent) as EditField[];
  const schema = createEditProfileSchema(deps.clock).pick(
    keys,
  ) as unknown as ObjectSchema<AnyObject>;
  const values = (await parseWith(schema, sent)) as Partial<Record<EditField, unknown>>;

  const changes: Partial<NewUserRow> = {};
  const text = (field: EditField) => {
    const value = values[field];
    return typeof value === 'string' ? value.trim() : undefined;
  };
  if (text('firstName') !== undefined) changes.firstName = text('firstName');
  if (text('lastName') !== undefined) changes.lastName = text('lastName');
  if (values.dob !== undefined) changes.dob = isoDate(values.dob);
  if (text('gender') !== undefined) changes.gender = text('gender')?.toLowerCase() as Gender;
  if (text('phoneNumber') !== undefined) changes.phoneNumber = text('phoneNumber');
  if (text('driverLicence') !== undefined) changes.driverLicence = text('driverLicence');
  if (text('address') !== undefined) changes.address = text('address');
  if (text('city') !== undefined) changes.city = text('city');
  if (text('province') !== undefined) changes.province = text('province');
  if (text('country') !== undefined) changes.country = text('country');
  if (text('postalCode') !== undefined) changes.postalCode = text('postalCode');
  const email = text('email');
  const newEmail =
    email !== undefined && normalizeEmail(email) !== auth.user.email
      ? normalizeEmail(email)
      : undefined;
  if (newEmail !== undefined) {
    const password = single(form, 'currentPassword') ?? '';
    if (password === '') {
      throw fieldsError({ currentPassword: keyedMessages.currentPasswordRequired });
    }
    const right = await checkPasswordGuess(deps, {
      email: auth.user.email,
      ip: input.ip,
      verify: () => deps.passwords.verify(auth.user.passwordHash, password),
    });
    if (!right) {
      throw fieldError('currentPassword', keyedMessages.currentPasswordIncorrect);
    }
    if ((await findUserByEmail(deps, { email: newEmail })) !== undefined) throw emailTaken();
  }

  const existing = await findLicenceFiles(deps, { userId: auth.user.id });
  const keep = keepList(form);
  const removed = keep === undefined ? [] : existing.filter((file) => !keep.has(file.id));
  const newFiles = form.files.filter((file) => file.field === 'driverLicenseImage');
  if (existing.length - removed.length + newFiles.length > MAX_LICENCE_FILES) {
    throw fieldError('driverLicenseImage', keyedMessages.tooManyLicenceFiles(MAX_LICENCE_FILES));
  }

  if (newEmail !== undefined) {
    const issued = await issueThrottledOtp(deps, {
      user: auth.user,
      purpose: 'email-change',
      to: newEmail,
    });
    if ('waitSeconds' in issued) {
      const message = EMAIL_CHANGE_MESSAGES.cooldown(issued.waitSeconds);
      throw new AppError(429, 'OTP_COOLDOWN', message, {
        headers: { 'retry-after': String(issued.waitSeconds) },
      });
    }
    changes.pendingEmail = newEmail;
  }

  const now = deps.clock();
  const user = await orEmailTaken(() =>
    deps.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({ ...changes, updatedAt: now })
        .where(eq(users.id, auth.user.id))
        .returning();
      if (updated === undefined) throw new Error('The signed-in user has no row');
      if (removed.length > 0) {
        await tx.delete(uploads).where(
          and(
            eq(uploads.ownerId, auth.user.id),
            inArray(
              uploads.id,
              removed.map((file) => file.id),
            ),
          ),
        );
      }
      await storeLicenceUploads({ db: tx }, { ownerId: auth.user.id, files: newFiles, now });
      return updated;
    }),
  );
  await deps.storage.remove(removed.map((file) => file.storedName));
  return { profile: await loadProfile(deps, { user }), emailChangePending: newEmail !== undefined };
}
