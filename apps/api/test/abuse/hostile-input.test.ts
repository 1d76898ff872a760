import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestSchemas } from '@marketdrop/api-client';
import { NUL_MESSAGE, TOO_DEEP_MESSAGE } from '../../src/shared/hostile-input';
import { WRONG_TYPE_MESSAGE } from '../../src/shared/validate';
import { signupFields, uniqueEmail } from '../helpers/fixtures';
import {
  PNG_BYTES,
  contractCalls,
  openTarget,
  postCalls,
  rawMultipart,
  targetNames,
  type Answer,
  type ContractCall,
  type Target,
} from './target';

type Body = {
  message?: string;
  code?: string;
  errors?: Record<string, string>;
  errorKeys?: Record<string, { key: string; values: Record<string, string | number> }>;
};

/** What yup's `describe()` says of a field, as far as the walk below reads it. */
type FieldDescription = {
  type: string;
  fields?: Record<string, FieldDescription>;
  innerType?: FieldDescription;
};

/**
 * Every number field of every call's request schema, read from the contract's schemas (a call or
 * a field added there is covered without touching the suite): its call, its top-level field and
 * whether it is a list of numbers.
 */
type NumberField = { call: ContractCall; field: string; list: boolean };
const numberFields: NumberField[] = contractCalls.flatMap((call): NumberField[] => {
  const schema = (requestSchemas as Record<string, { describe: () => FieldDescription }>)[
    call.name
  ];
  if (schema === undefined) return [];
  return Object.entries(schema.describe().fields ?? {}).flatMap(
    ([field, description]): NumberField[] => {
      if (description.type === 'number') return [{ call, field, list: false }];
      if (description.type === 'array' && description.innerType?.type === 'number') {
        return [{ call, field, list: true }];
      }
      return [];
    },
  );
});

/** A refusal the client can act on: a 4xx in the envelope, with a message and a stable code. */
function expectRefused(response: Answer, status: number | number[] = 400): Body {
  const statuses = Array.isArray(status) ? status : [status];
  expect(statuses, `${response.status} ${response.body.slice(0, 300)}`).toContain(response.status);
  const body = response.json<Body>();
  expect(body.message).toEqual(expect.any(String));
  expect(body.code).toEqual(expect.any(String));
  // Every field error carries its key (decision 031): a client never reads the English.
  if (body.errors !== undefined) {
    expect(Object.keys(body.errorKeys ?? {}).sort()).toEqual(Object.keys(body.errors).sort());
  }
  return body;
}

describe.each(targetNames)('hostile input on every POST call of the contract (%s)', (name) => {
  let target: Target;
  beforeAll(async () => {
    target = await openTarget(name);
  });
  afterAll(async () => {
    await target?.close();
  });

  const auth = (call?: ContractCall): Record<string, string> => {
    const token = call === undefined ? target.token : target.tokenFor(call);
    return token === undefined ? {} : { authorization: `Bearer ${token}` };
  };
  const postJson = (path: string, text: string, call?: ContractCall) =>
    target.send({
      method: 'POST',
      url: path,
      headers: { ...auth(call), 'content-type': 'application/json' },
      payload: text,
    });
  /**
   * Without the token a call needs (a deployed instance), it may stop at 401 or 403 before the
   * body.
   */
  const refusedStatuses = (status: number, call?: ContractCall) =>
    (call === undefined ? target.token : target.tokenFor(call)) === undefined
      ? [status, 401, 403]
      : [status];

  it('covers every POST call of the contract', () => {
    expect(postCalls.length).toBeGreaterThanOrEqual(20);
    expect(postCalls.map((call) => call.name)).toEqual(
      expect.arrayContaining(['signup', 'editProfile', 'contactUs', 'getAuctions']),
    );
  });

  describe.each(postCalls)('$name', (call) => {
    it('deep nesting (2,000 levels) is a 400 with a message, before anything walks it', async () => {
      const deep = `{"a":${'['.repeat(2000)}${']'.repeat(2000)}}`;
      const body = expectRefused(await postJson(call.path, deep, call), refusedStatuses(400, call));
      if (body.code !== 'UNAUTHENTICATED' && body.code !== 'FORBIDDEN') {
        expect(body).toEqual({ message: TOO_DEEP_MESSAGE, code: 'VALIDATION_FAILED' });
      }
    });

    it('200,000 nested arrays are refused with a 4xx, never a 500', async () => {
      const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
      const body = expectRefused(
        await postJson(call.path, deep, call),
        refusedStatuses(400, call).concat(413),
      );
      expect(['VALIDATION_FAILED', 'PAYLOAD_TOO_LARGE', 'UNAUTHENTICATED', 'FORBIDDEN']).toContain(
        body.code,
      );
    });

    it('a NUL character in a text field is a 400 naming the field', async () => {
      const text = JSON.stringify({
        email: 'nul\u0000@example.com',
        firstName: 'A\u0000nn',
        message: 'Hello\u0000 there, support',
      });
      const body = expectRefused(await postJson(call.path, text, call), refusedStatuses(400, call));
      if (body.code !== 'UNAUTHENTICATED' && body.code !== 'FORBIDDEN') {
        expect(body.code).toBe('VALIDATION_FAILED');
        expect(body.message).toBe(NUL_MESSAGE);
        expect(Object.values(body.errors ?? {})).toEqual([NUL_MESSAGE]);
      }
    });

    it.runIf(call.multipart)('multipart: NUL in a field or a file name is a 400', async () => {
      const field = rawMultipart([['firstName', 'A\u0000nn']]);
      const fieldBody = expectRefused(
        await target.send({
          method: 'POST',
          url: call.path,
          headers: { ...auth(call), ...field.headers },
          payload: field.payload,
        }),
        refusedStatuses(400, call),
      );
      if (fieldBody.code !== 'UNAUTHENTICATED' && fieldBody.code !== 'FORBIDDEN') {
        expect(fieldBody.errors).toEqual({ firstName: NUL_MESSAGE });
        expect(fieldBody.errorKeys).toEqual({ firstName: { key: 'nul', values: {} } });
      }
      const file = rawMultipart(
        [['firstName', 'Ann']],
        [
          {
            field: 'driverLicenseImage',
            filename: 'lic\u0000ence.png',
            type: 'image/png',
            bytes: PNG_BYTES,
          },
        ],
      );
      const fileBody = expectRefused(
        await target.send({
          method: 'POST',
          url: call.path,
          headers: { ...auth(call), ...file.headers },
          payload: file.payload,
        }),
        refusedStatuses(400, call),
      );
      if (fileBody.code !== 'UNAUTHENTICATED' && fileBody.code !== 'FORBIDDEN') {
        expect(fileBody.errors).toEqual({ driverLicenseImage: NUL_MESSAGE });
        expect(fileBody.errorKeys).toEqual({ driverLicenseImage: { key: 'nul', values: {} } });
      }
    });

    it.runIf(call.multipart)(
      'multipart calls: an object, a list or a boolean where text belongs is a 400',
      async () => {
        for (const value of [{ a: 1 }, ['x', 'Zed'], true, 42]) {
          const response = await postJson(call.path, JSON.stringify({ firstName: value }), call);
          const body = expectRefused(response, refusedStatuses(400, call));
          if (body.code !== 'UNAUTHENTICATED' && body.code !== 'FORBIDDEN') {
            expect(body.errors).toEqual({ firstName: WRONG_TYPE_MESSAGE });
            expect(body.errorKeys).toEqual({ firstName: { key: 'wrongType', values: {} } });
          }
        }
        const twice = rawMultipart([
          ['firstName', 'x'],
          ['firstName', 'Zed'],
        ]);
        const body = expectRefused(
          await target.send({
            method: 'POST',
            url: call.path,
            headers: { ...auth(call), ...twice.headers },
            payload: twice.payload,
          }),
          refusedStatuses(400, call),
        );
        if (body.code !== 'UNAUTHENTICATED' && body.code !== 'FORBIDDEN') {
          expect(body.errors).toEqual({ firstName: WRONG_TYPE_MESSAGE });
        }
      },
    );
  });

  it('JSON calls: a number or a boolean where text belongs is a 400 naming the field', async () => {
    const contact = await postJson(
      '/user/contactUs',
      JSON.stringify({
        name: true,
        email: 'someone@example.com',
        subject: 7,
        message: 'A message long enough',
      }),
    );
    const refused = expectRefused(contact);
    expect(refused.errors).toEqual({ name: WRONG_TYPE_MESSAGE, subject: WRONG_TYPE_MESSAGE });
    // With their key, as every field error (decision 031).
    const wrongType = { key: 'wrongType', values: {} };
    expect(refused.errorKeys).toEqual({ name: wrongType, subject: wrongType });
    const login = await postJson('/user/login', JSON.stringify({ email: 42, password: true }));
    expect(expectRefused(login).errors).toEqual({
      email: WRONG_TYPE_MESSAGE,
      password: WRONG_TYPE_MESSAGE,
    });
  });

  it('sign-up: control and bidirectional characters in names and addresses are refused, nothing stored', async () => {
    for (const [field, value, label] of [
      ['firstName', 'An\u0007n', 'First name'],
      ['lastName', 'Le\u001b[2Je', 'Last name'],
      ['address', '1 King\u202E St W', 'Address'],
      ['city', 'Toronto\u2066', 'City'],
    ] as const) {
      const fields = signupFields({ [field]: value });
      const form = rawMultipart(Object.entries(fields));
      const body = expectRefused(
        await target.send({ method: 'POST', url: '/user/signup', ...form }),
      );
      expect(body.errors?.[field]).toBe(`${label} contains characters that are not allowed`);
      // Nothing was stored: the address can still sign up, and was never taken.
      const login = await target.send({
        method: 'POST',
        url: '/user/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: fields.email, password: fields.password }),
      });
      expect(login.status).toBe(401);
    }
  });

  it('sign-up: a JSON flag stays a flag, a JSON object in a name is refused and not stored', async () => {
    const email = uniqueEmail();
    const fields = { ...signupFields({ email }), terms: true, creditCheck: true };
    const refused = await target.send({
      method: 'POST',
      url: '/user/signup',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...fields, firstName: { a: 1 } }),
    });
    expect(expectRefused(refused).errors).toEqual({ firstName: WRONG_TYPE_MESSAGE });
    const accepted = await target.send({
      method: 'POST',
      url: '/user/signup',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(fields),
    });
    expect(accepted.status, accepted.body).toBe(200);
  });

  it('edit profile: a bidirectional override in the address is refused and the profile is unchanged', async () => {
    if (target.token === undefined) return;
    const before = await target.send({ method: 'GET', url: '/user/getProfile', headers: auth() });
    const form = rawMultipart([['address', 'Main St \u202Egpj.exe']]);
    const body = expectRefused(
      await target.send({
        method: 'POST',
        url: '/user/editProfile',
        headers: { ...auth(), ...form.headers },
        payload: form.payload,
      }),
    );
    expect(body.errors).toEqual({ address: 'Address contains characters that are not allowed' });
    const after = await target.send({ method: 'GET', url: '/user/getProfile', headers: auth() });
    expect(after.json<{ data: unknown }>().data).toEqual(before.json<{ data: unknown }>().data);
  });

  it('covers the number fields of the contract (prices, amounts, years, pages, ratings)', () => {
    expect(numberFields.map(({ call, field }) => `${call.name}.${field}`)).toEqual(
      expect.arrayContaining([
        'getAuctions.minPrice',
        'getAuctions.maxPrice',
        'getAuctions.year',
        'placeBid.amount',
        'createListing.odometer',
        'reviewOrder.rating',
      ]),
    );
  });

  it.each([1.5, 0.000001, 12000.01])(
    'a fraction (%s) in any number field of any call is a 400 naming the field, never a 500',
    async (fraction) => {
      for (const { call, field, list } of numberFields) {
        const value = list ? [fraction] : fraction;
        // Path parameters get an id; the fraction goes in the body, or the query of a GET.
        const path = call.path.replace(/\{[^{}]+\}/g, randomUUID());
        const response =
          call.method === 'GET'
            ? await target.send({
                method: 'GET',
                url: `${path}?${field}=${fraction}`,
                headers: auth(call),
              })
            : await postJson(path, JSON.stringify({ [field]: value }), call);
        const label = `${call.name}.${field} = ${JSON.stringify(value)}`;
        expect(response.status, `${label}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
        const body = expectRefused(response, refusedStatuses(400, call));
        if (body.code !== 'UNAUTHENTICATED' && body.code !== 'FORBIDDEN') {
          expect(body.code, label).toBe('VALIDATION_FAILED');
          expect(body.errors?.[field], label).toEqual(expect.any(String));
        }
      }
    },
  );

  it('minPrice 1e999 (and other non-finite numbers) is a 400 every time', async () => {
    for (let i = 0; i < 3; i += 1) {
      for (const text of ['{"minPrice":1e999}', '{"maxPrice":-1e999}', '{"year":[1e400]}']) {
        const body = expectRefused(await postJson('/user/getAuctions', text));
        expect(body.message).toBe('Numbers must be finite');
      }
    }
  });

  it('a malformed URL and an unknown route are answered in the envelope', async () => {
    const bad = await target.send({ method: 'GET', url: '/user/%E0%A4%A' });
    expect(bad.status).toBe(400);
    expect(bad.json()).toEqual({
      message: 'The address is not valid (malformed percent-encoding)',
      code: 'VALIDATION_FAILED',
    });
    const unknown = await target.send({
      method: 'POST',
      url: '/user/noSuchCall',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json()).toEqual({
      message: 'Route POST /user/noSuchCall not found',
      code: 'NOT_FOUND',
    });
  });
});
