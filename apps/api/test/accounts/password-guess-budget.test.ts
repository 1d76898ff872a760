import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountJobs } from '../../src/accounts/jobs';
import { passwordGuessBudgets, users } from '../../src/db/schema';
import { buildTestApp, drivers, sharedDatabase, type TestApp } from '../helpers/build-test-app';
import { bearer, multipart, signUpVerified, uniqueEmail } from '../helpers/fixtures';
import { eq } from 'drizzle-orm';

type Body = { message: string; code?: string; errors?: Record<string, string> };

/** Login's limits (decision 016 §5): 10 passwords a minute per account and address, 25 from all. */
const ENV = {
  RATE_LIMIT_MAX: '1000',
  RATE_LIMIT_ACCOUNT_MAX: '10',
  RATE_LIMIT_ACCOUNT_WIDE_MAX: '25',
  RATE_LIMIT_WINDOW_MS: '60000',
};
const WINDOW_MS = 60_000;
const ATTACKER = '203.0.113.9';
const OWNER = '198.51.100.7';
const WRONG = 'Wrong#pass1';
const NEW_PASSWORD = 'N3w#password';

function expectLimited(response: { statusCode: number; body: string; headers: object }) {
  expect(response.statusCode, response.body).toBe(429);
  const body = JSON.parse(response.body) as Body;
  expect(body.code).toBe('RATE_LIMITED');
  const retryAfter = Number((response.headers as Record<string, string>)['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_MS / 1000);
  expect(body.message).toBe(
    `Too many attempts. Please try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`,
  );
}

describe.each(drivers)('the password-guess budget on %s (decision 016 §5)', (driver) => {
  let t: TestApp;
  /** Passwords argon2 verified (a refused guess must cost none). */
  let hashes = 0;
  beforeAll(async () => {
    t = await buildTestApp({ driver, env: ENV });
    const { verify, verifyNothing } = t.app.passwords;
    t.app.passwords.verify = async (hash, secret) => {
      hashes += 1;
      return verify(hash, secret);
    };
    t.app.passwords.verifyNothing = async (secret) => {
      hashes += 1;
      return verifyNothing(secret);
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  const login = (email: string, password: string, ip = ATTACKER) =>
    t.app.inject({
      method: 'POST',
      url: '/user/login',
      remoteAddress: ip,
      payload: { email, password },
    });
  const changePassword = (token: string, oldPassword: string, ip = ATTACKER) =>
    t.app.inject({
      method: 'POST',
      url: '/user/changePassword',
      remoteAddress: ip,
      headers: bearer(token),
      payload: { oldPassword, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
  const changeEmail = async (token: string, email: string, currentPassword: string) => {
    const body = await multipart({ email, currentPassword });
    return t.app.inject({
      method: 'POST',
      url: '/user/editProfile',
      remoteAddress: ATTACKER,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
  };
  const passwordHash = async (userId: string) =>
    (await t.app.db.select().from(users).where(eq(users.id, userId)))[0]?.passwordHash;

  it('changePassword: from the 11th wrong password on, 429 with Retry-After and no hash; the right one waits for the window', async () => {
    const { token, userId, password, email } = await signUpVerified(t.app);
    for (let i = 0; i < 10; i += 1) {
      const wrong = await changePassword(token, WRONG);
      expect(wrong.statusCode, wrong.body).toBe(400);
      expect(wrong.json<Body>().errors).toEqual({ oldPassword: 'Current password is incorrect' });
    }
    const before = hashes;
    expectLimited(await changePassword(token, WRONG));
    expectLimited(await changePassword(token, WRONG));
    // Locked out: the right password is refused too, and nothing changes.
    const stored = await passwordHash(userId);
    expectLimited(await changePassword(token, password));
    expect(hashes).toBe(before);
    expect(await passwordHash(userId)).toBe(stored);
    // The owner, elsewhere, still signs in: the limit is per account and address.
    expect((await login(email, password, OWNER)).statusCode).toBe(200);

    t.clock.advance(WINDOW_MS);
    const changed = await changePassword(token, password);
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await login(email, NEW_PASSWORD, OWNER)).statusCode).toBe(200);
  });

  it('the e-mail change: from the 11th wrong current password on, 429; the right one waits for the window', async () => {
    const { token, userId, password } = await signUpVerified(t.app);
    const fresh = uniqueEmail('moved');
    for (let i = 0; i < 10; i += 1) {
      const wrong = await changeEmail(token, fresh, WRONG);
      expect(wrong.statusCode, wrong.body).toBe(400);
      expect(wrong.json<Body>().errors).toEqual({
        currentPassword: 'Current password is incorrect',
      });
    }
    const before = hashes;
    expectLimited(await changeEmail(token, fresh, WRONG));
    expectLimited(await changeEmail(token, fresh, WRONG));
    expectLimited(await changeEmail(token, fresh, password));
    expect(hashes).toBe(before);
    const [locked] = await t.app.db.select().from(users).where(eq(users.id, userId));
    expect(locked?.pendingEmail).toBeNull();

    t.clock.advance(WINDOW_MS);
    const pending = await changeEmail(token, fresh, password);
    expect(pending.statusCode, pending.body).toBe(200);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, userId));
    expect(row?.pendingEmail).toBe(fresh);
  });

  it('login and changePassword share the budget', async () => {
    const { token, email, password } = await signUpVerified(t.app);
    for (let i = 0; i < 6; i += 1) expect((await login(email, WRONG)).statusCode).toBe(401);
    for (let i = 0; i < 4; i += 1)
      expect((await changePassword(token, WRONG)).statusCode).toBe(400);
    expectLimited(await login(email, password));
    expectLimited(await changePassword(token, password));
    t.clock.advance(WINDOW_MS);
    expect((await login(email, password)).statusCode).toBe(200);
  });

  it('a right password gives its place back', async () => {
    const { email, password } = await signUpVerified(t.app);
    for (let i = 0; i < 9; i += 1) expect((await login(email, WRONG)).statusCode).toBe(401);
    for (let i = 0; i < 3; i += 1) expect((await login(email, password)).statusCode).toBe(200);
    expect((await login(email, WRONG)).statusCode).toBe(401);
    expectLimited(await login(email, WRONG));
  });

  it('an e-mail without an account is counted alike: the 429 tells nothing', async () => {
    const email = uniqueEmail('nobody');
    for (let i = 0; i < 10; i += 1) expect((await login(email, WRONG)).statusCode).toBe(401);
    expectLimited(await login(email, WRONG));
  });

  it('an attack spread over many addresses meets the account-wide ceiling', async () => {
    const { email, password } = await signUpVerified(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 26; i += 1) {
      statuses.push((await login(email, WRONG, `192.0.2.${i + 1}`)).statusCode);
    }
    expect(statuses.slice(0, 25)).toEqual(Array(25).fill(401));
    expect(statuses[25]).toBe(429);
    expectLimited(await login(email, password, OWNER));
  });

  it('30 wrong passwords at once: exactly 10 are checked, 20 refused', async () => {
    const { email, token } = await signUpVerified(t.app);
    const before = hashes;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 2 === 0 ? login(email, WRONG) : changePassword(token, WRONG),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    expect(statuses.filter((status) => status === 401 || status === 400)).toHaveLength(10);
    expect(hashes - before).toBe(10);
  });

  it('stores neither the e-mail nor the address, and budgets whose window ended are purged', async () => {
    const { email } = await signUpVerified(t.app);
    await login(email, WRONG);
    const rows = await t.app.db.select().from(passwordGuessBudgets);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.keyHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(email);
      expect(JSON.stringify(row)).not.toContain(ATTACKER);
    }
    // Budgets still in their window stay (the two of this guess: the account, and from this address).
    const [job] = accountJobs(t.app);
    await job?.run(t.clock.now());
    expect((await t.app.db.select().from(passwordGuessBudgets)).length).toBeGreaterThanOrEqual(2);
    t.clock.advance(WINDOW_MS + 1);
    // The job purges at most once an hour per process: a fresh one runs now.
    const [fresh] = accountJobs(t.app);
    await fresh?.run(t.clock.now());
    expect(await t.app.db.select().from(passwordGuessBudgets)).toEqual([]);
  });
});

describe.runIf(drivers.includes('postgres'))(
  'the password-guess budget of two servers on one PostgreSQL database',
  () => {
    it('wrong logins alternating between the two servers meet one limit', async () => {
      const shared = await sharedDatabase('postgres');
      const apps: TestApp[] = [];
      try {
        for (let i = 0; i < 2; i += 1) {
          apps.push(
            await buildTestApp({ driver: 'postgres', database: shared.database, env: ENV }),
          );
        }
        const [a, b] = apps as [TestApp, TestApp];
        const { email, password } = await signUpVerified(a.app);
        const statuses: number[] = [];
        for (let i = 0; i < 12; i += 1) {
          const server = i % 2 === 0 ? a : b;
          const answer = await server.app.inject({
            method: 'POST',
            url: '/user/login',
            remoteAddress: ATTACKER,
            payload: { email, password: WRONG },
          });
          statuses.push(answer.statusCode);
        }
        expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
        const right = await b.app.inject({
          method: 'POST',
          url: '/user/login',
          remoteAddress: ATTACKER,
          payload: { email, password },
        });
        expect(right.statusCode).toBe(429);
      } finally {
        for (const app of apps) await app.close();
        await shared.drop();
      }
    });
  },
);
