import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateAdminError, createAdmin } from '../../src/accounts/create-admin';
import { buildTestApp, drivers, type TestApp } from '../helpers/build-test-app';
import { bearer, login, signUpVerified } from '../helpers/fixtures';

describe.each(drivers)('pnpm admin:create (createAdmin) on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ driver });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates an admin who signs in and reaches the admin calls; run again, sets the password', async () => {
    const created = await createAdmin(t.app, {
      email: '  Ops@MarketDrop.test ',
      password: 'Adm1n!pass',
    });
    expect(created).toMatchObject({ email: 'ops@marketdrop.test', created: true });
    const signIn = await login(t.app, 'ops@marketdrop.test', 'Adm1n!pass');
    expect(signIn.statusCode, signIn.body).toBe(200);
    const { token, user } = signIn.json<{ data: { token: string; user: { userType: string } } }>()
      .data;
    expect(user.userType).toBe('admin');
    const queue = await t.app.inject({
      method: 'POST',
      url: '/user/getVerificationQueue',
      headers: bearer(token),
      payload: {},
    });
    expect(queue.statusCode).toBe(200);

    const again = await createAdmin(t.app, {
      email: 'ops@marketdrop.test',
      password: 'N3w!passw0rd',
    });
    expect(again.created).toBe(false);
    const old = await t.app.inject({
      method: 'GET',
      url: '/user/getProfile',
      headers: bearer(token),
    });
    expect(old.statusCode).toBe(401);
    expect((await login(t.app, 'ops@marketdrop.test', 'N3w!passw0rd')).statusCode).toBe(200);
  });

  it('refuses a weak password, a bad e-mail and the e-mail of a consumer', async () => {
    await expect(createAdmin(t.app, { email: 'a@b.test', password: 'short' })).rejects.toThrow(
      CreateAdminError,
    );
    await expect(
      createAdmin(t.app, { email: 'not-an-email', password: 'Adm1n!pass' }),
    ).rejects.toThrow('--email: Invalid email');
    const { email } = await signUpVerified(t.app);
    await expect(createAdmin(t.app, { email, password: 'Adm1n!pass' })).rejects.toThrow(
      `${email} belongs to a consumer account`,
    );
  });
});
