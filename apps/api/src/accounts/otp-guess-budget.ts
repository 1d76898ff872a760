import { and, eq, isNull, sql } from 'drizzle-orm';
import { otpGuessBudgets, type UserRow } from './tables';
import { keyedMessages } from '@marketdrop/validation';
import { fieldError } from '../shared/errors';
import type { Deps } from '../shared/deps';
import type { OtpGuessBudgetConfig } from '../config';

/**
 * Each account's budget of wrong one-time-code guesses, across codes (decision 016). A code has
 * 4 digits, so what bounds an attacker is how many guesses they get, not the code: at most
 * `max` guesses are evaluated per 24-hour window opened by the first wrong guess, the delay before
 * the next guess grows after a few wrong ones, and the owner is told by e-mail when the budget is
 * used up.
 */

export const OTP_GUESS_MESSAGES = {
  locked: (hours: number) => keyedMessages.otpLocked(hours).text,
  wait: (seconds: number) => keyedMessages.otpWait(seconds).text,
  mailSubject: 'MarketDrop: too many wrong codes for your account',
} as const;

const ms = (value: number) => sql`(${value}::bigint * interval '1 millisecond')`;
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The delay after the n-th wrong guess of a window (n counted in SQL). */
function delayAfter(n: ReturnType<typeof sql>, config: OtpGuessBudgetConfig) {
  return sql`(CASE WHEN ${n} <= ${config.freeGuesses} THEN 0
    ELSE LEAST(${config.firstDelayMs}::bigint * power(2, ${n} - ${config.freeGuesses} - 1)::bigint, ${config.maxDelayMs}::bigint)
    END * interval '1 millisecond')`;
}

/**
 * Reserves one guess for the account in a single guarded statement (an insert or an update of its
 * row), so parallel guesses, from one process or several, never exceed the budget or skip the delay.
 * Throws 429 when the budget is used up (until the window ends) or the delay has not passed.
 */
export async function reserveOtpGuess(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  input: { userId: string },
): Promise<{ wrongGuesses: number }> {
  const config = deps.config.otp.guessBudget;
  const now = deps.clock();
  const b = otpGuessBudgets;
  const expired = sql`${b.windowStartedAt} <= ${at(now)} - ${ms(config.windowMs)}`;
  const next = sql`(${b.wrongGuesses} + 1)`;
  const [reserved] = await deps.db
    .insert(b)
    .values({
      userId: input.userId,
      windowStartedAt: now,
      wrongGuesses: 1,
      nextGuessAt: new Date(now.getTime() + (config.freeGuesses >= 1 ? 0 : config.firstDelayMs)),
    })
    .onConflictDoUpdate({
      target: b.userId,
      set: {
        windowStartedAt: sql`CASE WHEN ${expired} THEN ${at(now)} ELSE ${b.windowStartedAt} END`,
        wrongGuesses: sql`CASE WHEN ${expired} THEN 1 ELSE ${next} END`,
        nextGuessAt: sql`CASE WHEN ${expired} THEN ${at(now)} ELSE ${at(now)} + ${delayAfter(next, config)} END`,
        notifiedAt: sql`CASE WHEN ${expired} THEN NULL ELSE ${b.notifiedAt} END`,
      },
      setWhere: sql`${expired} OR (${b.wrongGuesses} < ${config.max} AND (${b.nextGuessAt} IS NULL OR ${b.nextGuessAt} <= ${at(now)}))`,
    })
    .returning({ wrongGuesses: b.wrongGuesses });
  if (reserved !== undefined) return reserved;

  const [row] = await deps.db.select().from(b).where(eq(b.userId, input.userId)).limit(1);
  if (row === undefined) throw new Error('The guess budget row vanished');
  if (row.wrongGuesses >= config.max) {
    const left = row.windowStartedAt.getTime() + config.windowMs - now.getTime();
    const seconds = Math.max(1, Math.ceil(left / 1000));
    throw fieldError('otp', keyedMessages.otpLocked(Math.ceil(seconds / 3600)), 'OTP_LOCKED', 429, {
      headers: { 'retry-after': String(seconds) },
    });
  }
  const seconds = Math.max(
    1,
    Math.ceil(((row.nextGuessAt?.getTime() ?? 0) - now.getTime()) / 1000),
  );
  throw fieldError('otp', keyedMessages.otpWait(seconds), 'OTP_WAIT', 429, {
    headers: { 'retry-after': String(seconds) },
  });
}

/** A right guess (or one that was not evaluated) gives its place back, and lifts the delay. */
export async function releaseOtpGuess(
  deps: Pick<Deps, 'db'>,
  input: { userId: string },
): Promise<void> {
  const b = otpGuessBudgets;
  await deps.db
    .update(b)
    .set({ wrongGuesses: sql`GREATEST(${b.wrongGuesses} - 1, 0)`, nextGuessAt: null })
    .where(eq(b.userId, input.userId));
}

/**
 * After a wrong guess: when it used the budget up, tells the owner by e-mail, once per window (a
 * guarded update picks the one request that sends it).
 */
export async function noteWrongOtpGuess(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'mailer' | 'log'>,
  input: { user: Pick<UserRow, 'id' | 'email' | 'firstName'>; wrongGuesses: number },
): Promise<void> {
  const config = deps.config.otp.guessBudget;
  if (input.wrongGuesses < config.max) return;
  const b = otpGuessBudgets;
  const now = deps.clock();
  const [claimed] = await deps.db
    .update(b)
    .set({ notifiedAt: now })
    .where(and(eq(b.userId, input.user.id), isNull(b.notifiedAt)))
    .returning({ windowStartedAt: b.windowStartedAt });
  if (claimed === undefined) return;
  const until = new Date(claimed.windowStartedAt.getTime() + config.windowMs);
  try {
    await deps.mailer.send({
      to: input.user.email,
      subject: OTP_GUESS_MESSAGES.mailSubject,
      text: [
        `Hi ${input.user.firstName},`,
        '',
        `Someone entered ${config.max} wrong MarketDrop codes for your account. For your security, codes for your account are blocked until ${until.toISOString().replace('T', ' ').slice(0, 16)} UTC.`,
        '',
        'If it was you, wait until then and request a new code. If it was not you, nobody got in: your password still works, and you can change it from your account.',
      ].join('\n'),
    });
  } catch (error) {
    deps.log.error({ err: error }, 'Sending the wrong-codes notice failed');
  }
}
