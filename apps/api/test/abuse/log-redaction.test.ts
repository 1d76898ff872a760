import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_STREAMS_MESSAGE } from '../../src/plugins/streams';
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

    it("the test payment page's ticket is not logged with its address", async () => {
      const ticket = `${randomUUID()}.1999999999.secret-ticket-signature`;
      const before = log.lines().length;
      const page = await t.app.inject({
        method: 'GET',
        url: `/user/testPayment/${randomUUID()}?lang=fr&ticket=${ticket}`,
      });
      expect(page.statusCode).toBe(404);
      const lines = log.lines().slice(before);
      const logged = lines.find((line) => line.includes('/user/testPayment/'));
      expect(logged, lines.join('\n')).toContain('?lang=fr&ticket=[Redacted]');
      expect(lines.join('\n')).not.toContain('secret-ticket-signature');
    });

    it('a live stream refused for the stream limit is one warning line, without a stack', async () => {
      // Every stream slot of the address the test's requests come from is taken.
      const releases: (() => void)[] = [];
      for (let i = 0; i < t.config.liveEvents.maxStreamsPerIp; i += 1) {
        releases.push(await t.app.streamSlots.acquire('127.0.0.1'));
      }
      const before = log.lines().length;
      try {
        const refused = await t.app.inject({
          method: 'GET',
          url: `/user/listingEvents?ids=${randomUUID()}`,
        });
        expect(refused.statusCode).toBe(503);
        expect(refused.json<{ message: string }>().message).toBe(TOO_MANY_STREAMS_MESSAGE);
      } finally {
        for (const release of releases) release();
      }
      const lines = log.lines().slice(before);
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const refusal = entries.filter((entry) => entry.msg === TOO_MANY_STREAMS_MESSAGE);
      expect(refusal, lines.join('\n')).toHaveLength(1);
      // pino's levels: 40 is warn, 50 error.
      expect(refusal[0]?.level).toBe(40);
      expect(refusal[0]).toMatchObject({ code: 'SERVICE_UNAVAILABLE', statusCode: 503 });
      expect(lines.join('\n')).not.toMatch(/"stack"|"err"/);
      expect(entries.filter((entry) => Number(entry.level) >= 50)).toEqual([]);
    });
  },
);
