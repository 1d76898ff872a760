import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import { otps, users, type OtpPurposeValue, type UserRow } from './tables';
import { AppError } from '../shared/errors';
import { newOtpCode } from '../shared/tokens';
import type { Deps } from '../shared/deps';
import type { Executor } from '../db/client';

const SUBJECTS: Record<OtpPurposeValue, string> = {
  signup: 'Verify your MarketDrop account',
  login: 'Your MarketDrop sign-in code',
  'forgot-password': 'Reset your MarketDrop password',
  'email-change': 'Confirm your new MarketDrop e-mail',
};

type IssueDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'passwords' | 'mailer' | 'log'>;

export type IssueOtpInput = {
  user: Pick<UserRow, 'id' | 'email' | 'firstName'>;
  purpose: OtpPurposeValue;
  /** Where the code is mailed; the account's e-mail by default (a new address for e-mail change). */
  to?: string;
};

const DAY_MS = 24 * 60 * 60_000;

async function insertCode(
  tx: Executor,
  input: IssueOtpInput,
  codeHash: string,
  now: Date,
  ttlMs: number,
) {
  await tx
    .update(otps)
    .set({ voidedAt: now })
    .where(and(eq(otps.userId, input.user.id), isNull(otps.usedAt), isNull(otps.voidedAt)));
  await tx.insert(otps).values({
    userId: input.user.id,
    purpose: input.purpose,
    codeHash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlMs),
  });
}

function mailOf(deps: IssueDeps, input: IssueOtpInput, code: string) {
  const minutes = Math.round(deps.config.otp.ttlMs / 60_000);
  return {
    to: input.to ?? input.user.email,
    subject: SUBJECTS[input.purpose],
    text: [
      `Hi ${input.user.firstName},`,
      '',
      `Your MarketDrop code is ${code}. It expires in ${minutes} minutes and works once.`,
      '',
      'If you did not ask for it, you can ignore this e-mail.',
    ].join('\n'),
  };
}

/**
 * Issues a new one-time code for the purpose, voiding the user's earlier ones, and mails it.
 * Returns the code (the caller echoes it outside production only).
 */
export async function issueOtp(deps: IssueDeps, input: IssueOtpInput): Promise<string> {
  const code = newOtpCode();
  const codeHash = await deps.passwords.hash(code);
  const now = deps.clock();
  await deps.db.transaction((tx) => insertCode(tx, input, codeHash, now, deps.config.otp.ttlMs));
  try {
    await deps.mailer.send(mailOf(deps, input, code));
  } catch (error) {
    deps.log.error({ err: error }, 'Sending the OTP e-mail failed');
    throw new AppError(500, 'INTERNAL', 'We could not send the e-mail with your code. Try again.');
  }
  return code;
}

/**
 * Like `issueOtp` for the calls anyone can make with an e-mail (resend, forgot password), with the
 * mail-flooding limits of decision 016: no new code within the resend cooldown of the account's
 * last unused one, nor past `dailyCodeMax` unused codes in 24 hours (a code someone used proves
 * they read the mailbox; only codes nobody used count as flooding). The check and the insert run in one
 * transaction holding the account's row, so parallel calls send one code. The mail is sent without
 * waiting for the mail server, so the answer takes about as long as for an unknown e-mail.
 */
export async function issueThrottledOtp(
  deps: IssueDeps,
  input: IssueOtpInput,
): Promise<{ code: string } | { waitSeconds: number }> {
  const { otp: config } = deps.config;
  const code = newOtpCode();
  const codeHash = await deps.passwords.hash(code);
  const now = deps.clock();
  const waitMs = await deps.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.user.id)).for('update');
    const [latest] = await tx
      .select({ createdAt: otps.createdAt })
      .from(otps)
      .where(and(eq(otps.userId, input.user.id), isNull(otps.usedAt)))
      .orderBy(desc(otps.createdAt))
      .limit(1);
    const sinceLatest =
      latest === undefined ? Infinity : now.getTime() - latest.createdAt.getTime();
    if (sinceLatest < config.resendCooldownMs) return config.resendCooldownMs - sinceLatest;
    const dayAgo = new Date(now.getTime() - DAY_MS);
    const [today] = await tx
      .select({ n: count() })
      .from(otps)
      .where(and(eq(otps.userId, input.user.id), isNull(otps.usedAt), gt(otps.createdAt, dayAgo)));
    if ((today?.n ?? 0) >= config.dailyCodeMax) {
      const [oldest] = await tx
        .select({ createdAt: otps.createdAt })
        .from(otps)
        .where(and(eq(otps.userId, input.user.id), isNull(otps.usedAt), gt(otps.createdAt, dayAgo)))
        .orderBy(otps.createdAt)
        .limit(1);
      return (oldest?.createdAt.getTime() ?? now.getTime()) + DAY_MS - now.getTime();
    }
    await insertCode(tx, input, codeHash, now, config.ttlMs);
    return 0;
  });
  if (waitMs > 0) return { waitSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  deps.mailer.send(mailOf(deps, input, code)).catch((error: unknown) => {
    deps.log.error({ err: error }, 'Sending the OTP e-mail failed');
  });
  return { code };
}
