import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { otps, type OtpPurposeValue, type OtpRow, type UserRow } from './tables';
import { keyedMessages } from '@marketdrop/validation';
import { fieldError } from '../shared/errors';
import { findUserByEmail } from './find-user';
import { noteWrongOtpGuess, releaseOtpGuess, reserveOtpGuess } from './otp-guess-budget';
import type { Deps } from '../shared/deps';

export const OTP_MESSAGES = {
  invalid: keyedMessages.otpInvalid.text,
  expired: keyedMessages.otpExpired.text,
  tooManyAttempts: keyedMessages.otpTooManyAttempts.text,
} as const;

/** 400 OTP_INVALID on the `otp` field (a wrong code, or no code pending). */
export const invalidOtp = () => fieldError('otp', keyedMessages.otpInvalid, 'OTP_INVALID');
const expired = () => fieldError('otp', keyedMessages.otpExpired, 'OTP_EXPIRED');
const tooMany = () => fieldError('otp', keyedMessages.otpTooManyAttempts, 'OTP_ATTEMPTS_EXCEEDED');

export type CheckOtpInput = {
  /** Whose code: the e-mail of the account, or the signed-in user. */
  email?: string;
  user?: UserRow;
  code: string;
  /**
   * Whether a right code is used up (single use), by its purpose; forgot password only checks it
   * before the reset, which then uses it up.
   */
  consume: (purpose: OtpPurposeValue) => boolean;
  /** Purposes the code may have; others answer "Invalid OTP". */
  purposes: readonly OtpPurposeValue[];
};

/**
 * Checks the user's latest code. Every check first reserves a guess from the account's budget
 * across codes (decision 016), then one of the code's allowed attempts, each in a single guarded
 * statement, so parallel guesses cannot exceed either; a right code gives both back, and the wrong
 * try that reaches the code's limit voids the code.
 */
export async function checkOtp(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'passwords' | 'mailer' | 'log'>,
  input: CheckOtpInput,
): Promise<{ user: UserRow; otp: OtpRow }> {
  const { email, code, ...options } = input;
  const { db } = deps;
  const now = deps.clock();
  const max = deps.config.otp.maxAttempts;

  const user = input.user ?? (await findUserByEmail(deps, { email: email ?? '' }));
  if (user === undefined) {
    await deps.passwords.verifyNothing(code);
    throw invalidOtp();
  }
  const [otp] = await db
    .select()
    .from(otps)
    .where(eq(otps.userId, user.id))
    // Codes issued in the same instant: the live one is the latest (issuing voids the others).
    .orderBy(desc(otps.createdAt), desc(sql`${otps.usedAt} IS NULL AND ${otps.voidedAt} IS NULL`))
    .limit(1);
  if (otp === undefined || otp.usedAt !== null) throw invalidOtp();
  if (otp.voidedAt !== null) throw otp.attempts >= max ? tooMany() : invalidOtp();
  if (otp.expiresAt.getTime() <= now.getTime()) throw expired();
  if (!options.purposes.includes(otp.purpose)) throw invalidOtp();

  const budget = await reserveOtpGuess(deps, { userId: user.id });
  const live = and(eq(otps.id, otp.id), isNull(otps.usedAt), isNull(otps.voidedAt));
  const reserved = await db
    .update(otps)
    .set({ attempts: sql`${otps.attempts} + 1` })
    .where(and(live, lt(otps.attempts, max)))
    .returning({ attempts: otps.attempts });
  if (reserved[0] === undefined) {
    await releaseOtpGuess(deps, { userId: user.id });
    throw tooMany();
  }

  if (!(await deps.passwords.verify(otp.codeHash, code))) {
    await noteWrongOtpGuess(deps, { user, wrongGuesses: budget.wrongGuesses });
    if (reserved[0].attempts >= max) {
      await db.update(otps).set({ voidedAt: now }).where(eq(otps.id, otp.id));
      throw tooMany();
    }
    throw invalidOtp();
  }
  await releaseOtpGuess(deps, { userId: user.id });

  const settled = await db
    .update(otps)
    .set({
      attempts: sql`${otps.attempts} - 1`,
      ...(options.consume(otp.purpose) ? { usedAt: now } : {}),
    })
    .where(live)
    .returning({ id: otps.id });
  if (settled[0] === undefined) throw invalidOtp();
  return { user, otp };
}
