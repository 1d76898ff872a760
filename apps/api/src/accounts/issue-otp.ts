import { and, eq, isNull } from 'drizzle-orm';
import type { OtpPurpose } from '@marketdrop/api-client';
import { otps, type UserRow } from './tables';
import { AppError } from '../shared/errors';
import { newOtpCode } from '../shared/tokens';
import type { Deps } from '../shared/deps';

const SUBJECTS: Record<OtpPurpose, string> = {
  signup: 'Verify your MarketDrop account',
  login: 'Your MarketDrop sign-in code',
  'forgot-password': 'Reset your MarketDrop password',
};

/**
 * Issues a new one-time code for the purpose, voiding the user's earlier ones, and mails it.
 * Returns the code (the caller echoes it outside production only).
 */
export async function issueOtp(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'passwords' | 'mailer' | 'log'>,
  input: { user: Pick<UserRow, 'id' | 'email' | 'firstName'>; purpose: OtpPurpose },
): Promise<string> {
  const { user, purpose } = input;
  const code = newOtpCode();
  const codeHash = await deps.passwords.hash(code);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(otps)
      .set({ voidedAt: now })
      .where(and(eq(otps.userId, user.id), isNull(otps.usedAt), isNull(otps.voidedAt)));
    await tx.insert(otps).values({
      userId: user.id,
      purpose,
      codeHash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + deps.config.otp.ttlMs),
    });
  });

  const minutes = Math.round(deps.config.otp.ttlMs / 60_000);
  try {
    await deps.mailer.send({
      to: user.email,
      subject: SUBJECTS[purpose],
      text: [
        `Hi ${user.firstName},`,
        '',
        `Your MarketDrop code is ${code}. It expires in ${minutes} minutes and works once.`,
        '',
        'If you did not ask for it, you can ignore this e-mail.',
      ].join('\n'),
    });
  } catch (error) {
    deps.log.error({ err: error }, 'Sending the OTP e-mail failed');
    throw new AppError(500, 'INTERNAL', 'We could not send the e-mail with your code. Try again.');
  }
  return code;
}
