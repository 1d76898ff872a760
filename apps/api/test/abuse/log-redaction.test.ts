import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, drivers, type TestApp } from '../helpers/build-test-app';
import { multipart, signupFields } from '../helpers/fixtures';
import { remoteBaseUrl } from './target';

/** Every line the app logs, parsed. */
function captureLog(): { stream: Writable; lines: () => string[] } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString('utf8'));
      done();
    },
  });
  return { stream, lines: () => chunks.join('').split('\n').filter(Boolean) };
}

// The log of a deployed instance is not readable from here: this part runs on a local app only.
describe.skipIf(remoteBaseUrl !== undefined).each(drivers)(
  'secrets stay out of the log (%s)',
  (driver) => {
    let t: TestApp;
    const log = captureLog();
    beforeAll(async () => {
      t = await buildTestApp({ driver, logger: { level: 'info', stream: log.stream } });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('a failing sign-up insert logs what failed, without the hash, e-mail, phone, birth date or address', async () => {
      // Every insert into users now fails in the database, after validation and hashing.
      await t.app.db.execute(
        sql.raw('alter table users add constraint abuse_no_insert check (false) not valid'),
      );
      try {
        const fields = signupFields({
          phoneNumber: '4165559876',
          dob: '1977-03-14',
          address: '77 Secret Lane',
        });
        const response = await t.app.inject({
          method: 'POST',
          url: '/user/signup',
          ...(await multipart(fields)),
        });
        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual({
          message: 'Something went wrong. Try again.',
          code: 'INTERNAL',
        });

        const lines = log.lines();
        const failure = lines.find((line) => line.includes('Unexpected error'));
        expect(failure, lines.join('\n')).toBeDefined();
        const entry = JSON.parse(failure as string) as { err: { message: string; stack: string } };
        // What failed is still there: the statement and the constraint.
        expect(JSON.stringify(entry.err)).toMatch(/insert into "users"|abuse_no_insert/);
        for (const secret of [
          '$argon2',
          fields.email,
          fields.phoneNumber,
          '1977-03-14',
          '77 Secret Lane',
          fields.password,
        ]) {
          expect(lines.join('\n')).not.toContain(secret);
        }
      } finally {
        await t.app.db.execute(sql.raw('alter table users drop constraint abuse_no_insert'));
      }
    });

    it('authorization headers, passwords, codes and tokens are redacted wherever they are logged', () => {
      t.app.log.info(
        {
          req: { headers: { authorization: 'Bearer tok-secret-1' } },
          body: { password: 'pw-secret-2', otp: '9731' },
          user: { passwordHash: 'hash-secret-3', token: 'tok-secret-4' },
        },
        'probe',
      );
      const probe = log.lines().find((line) => line.includes('"probe"')) as string;
      expect(probe).toBeDefined();
      for (const secret of [
        'tok-secret-1',
        'pw-secret-2',
        '9731',
        'hash-secret-3',
        'tok-secret-4',
      ]) {
        expect(probe).not.toContain(secret);
      }
      expect(probe).toContain('[Redacted]');
    });
  },
);
