import { eq } from 'drizzle-orm';
import { object, string } from 'yup';
import { EMAIL_PATTERN, messages, signupPassword, validate } from '@marketdrop/validation';
import { normalizeEmail } from './find-user';
import { revokeUserSessions } from './revoke-sessions';
import { users } from './tables';
import type { Deps } from '../shared/deps';

/** What `pnpm admin:create` takes: the sign-up rules for the e-mail and the password. */
const adminAccountSchema = object({
  email: string()
    .trim()
    .required(messages.emailRequired)
    .matches(EMAIL_PATTERN, messages.invalidEmail),
  password: signupPassword,
  firstName: string().trim().max(30).default('Admin'),
  lastName: string().trim().max(30).default('MarketDrop'),
});

export type CreateAdminResult = { userId: string; email: string; created: boolean };

/** A refusal of `pnpm admin:create`, with the text to print. */
export class CreateAdminError extends Error {
  override readonly name = 'CreateAdminError';
}

/**
 * Creates an admin account (docs/product.md §6.3: admins are made by the operators, never at
 * sign-up), its e-mail taken as verified. Run again for an existing admin, it sets the new
 * password and ends the admin's sessions; an e-mail that belongs to a consumer or a dealer is
 * refused (an account is not turned into an admin by accident).
 */
export async function createAdmin(
  deps: Pick<Deps, 'db' | 'clock' | 'passwords'>,
  input: { email: string; password: string; firstName?: string; lastName?: string },
): Promise<CreateAdminResult> {
  const checked = await validate(adminAccountSchema, input);
  if (!checked.ok) {
    throw new CreateAdminError(
      Object.entries(checked.errors)
        .map(([field, message]) => `--${field}: ${message}`)
        .join('\n'),
    );
  }
  const values = checked.value;
  const email = normalizeEmail(values.email);
  const now = deps.clock();
  const passwordHash = await deps.passwords.hash(values.password);
  return deps.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id, userType: users.userType })
      .from(users)
      .where(eq(users.email, email))
      .for('update')
      .limit(1);
    if (existing !== undefined) {
      if (existing.userType !== 'admin') {
        throw new CreateAdminError(
          `${email} belongs to a ${existing.userType} account: choose another e-mail for the admin`,
        );
      }
      await tx
        .update(users)
        .set({ passwordHash, suspendedAt: null, suspendedReason: null, updatedAt: now })
        .where(eq(users.id, existing.id));
      await revokeUserSessions({ db: tx }, { userId: existing.id, now });
      return { userId: existing.id, email, created: false };
    }
    const [created] = await tx
      .insert(users)
      .values({
        userType: 'admin',
        firstName: values.firstName,
        lastName: values.lastName,
        email,
        passwordHash,
        phoneNumber: '0000000000',
        isVerified: true,
        verifiedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: users.id });
    if (created === undefined) throw new Error('Inserting the admin returned no row');
    return { userId: created.id, email, created: true };
  });
}
