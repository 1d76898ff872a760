import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { passwordGuessBudgets } from './tables';
import { tooManyAttempts } from '../shared/errors';
import type { Deps } from '../shared/deps';

/**
 * Each account's budget of password guesses (decision 016 §5), shared by login, changePassword and
 * the e-mail change, and by every server process (it lives in the database). Two budgets per
 * guess, both fixed windows (`rateLimit.windowMs`) opened by the first guess after the previous
 * window ended:
 * - the account from one client address: `rateLimit.accountMax` passwords (10 a minute), so an
 *   attacker elsewhere does not lock the owner out;
 * - the account from every address together: `rateLimit.accountWideMax` (100 a minute), against an
 *   attack spread over many addresses.
 * A place is reserved in both before the password is verified, so a refused guess costs no argon2
 * hash; a right password gives its places back. The account is its e-mail, so an unknown e-mail is
 * counted like a real one (a 429 tells nothing about whether an account exists).
 */

type BudgetDeps = Pick<Deps, 'db' | 'clock' | 'config'>;

/** One reserved place: its budget's key and the window it was taken in. */
type Place = { keyHash: string; windowStartedAt: Date };

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const ms = (value: number) => sql`(${value}::bigint * interval '1 millisecond')`;

/** The two budgets of a guess at the password of `email` from `ip`, and their limits. */
function budgetsOf(config: BudgetDeps['config'], email: string, ip: string) {
  const account = email.trim().toLowerCase();
  return [
    { keyHash: sha256(`password:account-ip:${account}:${ip}`), max: config.rateLimit.accountMax },
    { keyHash: sha256(`password:account:${account}`), max: config.rateLimit.accountWideMax },
  ];
}

/**
 * Takes one place in a budget in one guarded statement (an insert, or an update of its row that
 * starts a new window when the last one ended), so parallel guesses never exceed it. Returns the
 * place, or the seconds until the window ends when the budget is used up.
 */
async function reserve(
  deps: BudgetDeps,
  budget: { keyHash: string; max: number },
  now: Date,
): Promise<Place | { retryAfterSeconds: number }> {
  const windowMs = deps.config.rateLimit.windowMs;
  const b = passwordGuessBudgets;
  const ended = sql`${b.windowStartedAt} <= ${at(now)} - ${ms(windowMs)}`;
  const [place] = await deps.db
    .insert(b)
    .values({ keyHash: budget.keyHash, windowStartedAt: now, guesses: 1 })
    .onConflictDoUpdate({
      target: b.keyHash,
      set: {
        windowStartedAt: sql`CASE WHEN ${ended} THEN ${at(now)} ELSE ${b.windowStartedAt} END`,
        guesses: sql`CASE WHEN ${ended} THEN 1 ELSE ${b.guesses} + 1 END`,
      },
      setWhere: sql`${ended} OR ${b.guesses} < ${budget.max}`,
    })
    .returning({ keyHash: b.keyHash, windowStartedAt: b.windowStartedAt });
  if (place !== undefined) return place;
  const [row] = await deps.db
    .select({ windowStartedAt: b.windowStartedAt })
    .from(b)
    .where(eq(b.keyHash, budget.keyHash))
    .limit(1);
  const endsAt = (row?.windowStartedAt.getTime() ?? now.getTime()) + windowMs;
  return { retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)) };
}

/** Gives a place back (a right password), in the window it was taken in only. */
async function release(deps: Pick<Deps, 'db'>, place: Place): Promise<void> {
  const b = passwordGuessBudgets;
  await deps.db
    .update(b)
    .set({ guesses: sql`GREATEST(${b.guesses} - 1, 0)` })
    .where(and(eq(b.keyHash, place.keyHash), eq(b.windowStartedAt, place.windowStartedAt)));
}

/**
 * Checks a password under the account's guess budget: reserves a place in both budgets first
 * (429 RATE_LIMITED with Retry-After when either is used up: `verify` does not run, no hash is
 * spent, and a right password is refused too until the window ends), then runs `verify`; a right
 * password gives both places back. With `rateLimit.enabled` off (benches), only `verify` runs.
 */
export async function checkPasswordGuess(
  deps: BudgetDeps,
  input: { email: string; ip: string; verify: () => Promise<boolean> },
): Promise<boolean> {
  if (!deps.config.rateLimit.enabled) return input.verify();
  const now = deps.clock();
  const places: Place[] = [];
  for (const budget of budgetsOf(deps.config, input.email, input.ip)) {
    const place = await reserve(deps, budget, now);
    if ('retryAfterSeconds' in place) {
      // The guess is not evaluated: the place taken in the other budget goes back.
      for (const taken of places) await release(deps, taken);
      throw tooManyAttempts(place.retryAfterSeconds);
    }
    places.push(place);
  }
  const right = await input.verify();
  if (right) for (const place of places) await release(deps, place);
  return right;
}

/** Deletes the budgets whose window ended (unknown e-mails leave rows behind); any process may. */
export async function purgePasswordGuessBudgets(
  deps: Pick<Deps, 'db' | 'config'>,
  input: { now: Date },
): Promise<void> {
  const ended = new Date(input.now.getTime() - deps.config.rateLimit.windowMs);
  await deps.db.delete(passwordGuessBudgets).where(lt(passwordGuessBudgets.windowStartedAt, ended));
}
