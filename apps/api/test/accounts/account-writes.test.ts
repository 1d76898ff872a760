import { describe, expect, it } from 'vitest';
import { EMAIL_TAKEN_MESSAGE, orEmailTaken } from '../../src/accounts/account-writes';
import { AppError } from '../../src/shared/errors';

describe('orEmailTaken', () => {
  it("answers another account's e-mail (a unique violation, wrapped by the driver) as EMAIL_TAKEN", async () => {
    const violation = new Error('insert failed', {
      cause: Object.assign(new Error('duplicate key'), { code: '23505' }),
    });
    const refused = await orEmailTaken(() => Promise.reject(violation)).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      statusCode: 409,
      code: 'EMAIL_TAKEN',
      errors: { email: EMAIL_TAKEN_MESSAGE },
    });
  });

  it('passes any other failure on as it is, and a success', async () => {
    const other = Object.assign(new Error('check violation'), { code: '23514' });
    await expect(orEmailTaken(() => Promise.reject(other))).rejects.toBe(other);
    await expect(orEmailTaken(() => Promise.resolve(42))).resolves.toBe(42);
  });
});
