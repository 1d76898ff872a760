import { and, eq } from 'drizzle-orm';
import type { Profile } from '@marketdrop/api-client';
import { users, type UserRow } from './tables';
import { checkOtp, invalidOtp } from './check-otp';
import { orEmailTaken } from './account-writes';
import { loadProfile } from './to-profile';
import type { Deps } from '../shared/deps';

export const EMAIL_CHANGED_MESSAGE = 'Email changed successfully';

/**
 * Switches the signed-in user's e-mail to the pending one with the code mailed to it (the budget
 * of wrong guesses applies), then tells the old address. The account stays verified (the code
 * proved the new address) and its sessions are kept. 409 when another account took the address
 * meanwhile.
 */
export async function confirmEmailChange(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'passwords' | 'mailer' | 'log'>,
  input: { user: UserRow; otp: string },
): Promise<Profile> {
  const { user } = input;
  const pending = user.pendingEmail;
  if (pending === null) {
    throw invalidOtp();
  }
  await checkOtp(deps, {
    user,
    code: input.otp,
    consume: () => true,
    purposes: ['email-change'],
  });
  const now = deps.clock();
  const [updated] = await orEmailTaken(() =>
    deps.db
      .update(users)
      .set({ email: pending, pendingEmail: null, updatedAt: now })
      .where(and(eq(users.id, user.id), eq(users.pendingEmail, pending)))
      .returning(),
  );
  if (updated === undefined) {
    throw invalidOtp();
  }
  try {
    await deps.mailer.send({
      to: user.email,
      subject: 'Your MarketDrop e-mail was changed',
      text: [
        `Hi ${user.firstName},`,
        '',
        `The e-mail of your MarketDrop account was changed from ${user.email} to ${pending}. From now on, sign in with ${pending}.`,
        '',
        'If you did not do this, contact MarketDrop support right away.',
      ].join('\n'),
    });
  } catch (error) {
    deps.log.error({ err: error }, 'Telling the old address about the e-mail change failed');
  }
  return loadProfile(deps, { user: updated });
}
