/**
 * Where the abuse suite sends its requests: an app built for the test (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL), or a deployed instance when ABUSE_BASE_URL is set
 * (`ABUSE_BASE_URL=https://host pnpm --filter @marketdrop/api test:abuse`; ABUSE_TOKEN, a session
 * token of a throw-away account there, lets the signed-in calls read their bodies too).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { calls } from '@marketdrop/api-client';
import { createSession } from '../../src/accounts/create-session';
import { users } from '../../src/db/schema';
import { ensureDealerOf } from '../../src/dealers/dealer-account';
import { buildTestApp, drivers, type Driver, type TestApp } from '../helpers/build-test-app';
import { signUpVerified } from '../helpers/fixtures';

export type Answer = {
  status: number;
  headers: Record<string, string | undefined>;
  body: string;
  json: <T = { message?: string; code?: string; errors?: Record<string, string> }>() => T;
};

export type Send = (request: {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
}) => Promise<Answer>;

export type Target = {
  name: string;
  send: Send;
  /** A session token, when one is known (always for a local app): a consumer's locally. */
  token: string | undefined;
  /**
   * The token a call needs: a verified dealer's for dealer calls, an admin's for admin calls, else
   * `token`. Undefined when none is known (a deployed instance only has ABUSE_TOKEN).
   */
  tokenFor: (call: ContractCall) => string | undefined;
  /** The app itself, for local targets only (heap, database, log). */
  local: TestApp | undefined;
  close: () => Promise<void>;
};

export const remoteBaseUrl: string | undefined = process.env.ABUSE_BASE_URL?.replace(/\/+$/, '');

/** The targets to run against: the deployed instance, or one local app per database driver. */
export const targetNames: string[] = remoteBaseUrl !== undefined ? ['remote'] : drivers;

function answer(status: number, headers: Record<string, string | undefined>, body: string): Answer {
  return { status, headers, body, json: <T>() => JSON.parse(body) as T };
}

function injector(app: FastifyInstance): Send {
  return async ({ method, url, headers, payload }) => {
    const response = await app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    const flat: Record<string, string | undefined> = {};
    for (const [key, value] of Object.entries(response.headers)) {
      flat[key] = Array.isArray(value) ? value.join(', ') : value?.toString();
    }
    return answer(response.statusCode, flat, response.body);
  };
}

function fetcher(base: string): Send {
  return async ({ method, url, headers, payload }) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers,
      ...(payload === undefined
        ? {}
        : { body: typeof payload === 'string' ? payload : new Uint8Array(payload) }),
    });
    const flat: Record<string, string | undefined> = {};
    response.headers.forEach((value, key) => {
      flat[key] = value;
    });
    return answer(response.status, flat, await response.text());
  };
}

export async function openTarget(
  name: string,
  options: { env?: Record<string, string> } = {},
): Promise<Target> {
  if (name === 'remote') {
    const token = process.env.ABUSE_TOKEN;
    return {
      name,
      send: fetcher(remoteBaseUrl as string),
      token,
      // ABUSE_TOKEN's role is not known here: role calls may stop at 403 before the body.
      tokenFor: (call) => (call.role === null ? token : undefined),
      local: undefined,
      close: async () => {},
    };
  }
  const local = await buildTestApp({ driver: name as Driver, ...options });
  const { token } = await signUpVerified(local.app);
  const roleTokens = await roleSessions(local.app);
  return {
    name,
    send: injector(local.app),
    token,
    tokenFor: (call) => (call.role === null ? token : roleTokens[call.role]),
    local,
    close: local.close,
  };
}

/** A verified dealer's and an admin's sessions on a local app (written straight in). */
async function roleSessions(app: FastifyInstance): Promise<Record<CallRole, string>> {
  const tokens = {} as Record<CallRole, string>;
  for (const role of ['dealer', 'admin'] as const) {
    const id = randomUUID();
    const [user] = await app.db
      .insert(users)
      .values({
        id,
        userType: role,
        firstName: 'Abuse',
        lastName: 'Suite',
        email: `abuse.${role}.${id}@example.com`,
        passwordHash: 'not-a-real-hash',
        phoneNumber: '4165550123',
        isVerified: true,
        businessName: role === 'dealer' ? 'Abuse Motors' : null,
        dealerStatus: role === 'dealer' ? 'verified' : null,
      })
      .returning();
    if (role === 'dealer' && user !== undefined) {
      await ensureDealerOf(app.db, { user, now: app.clock() });
    }
    tokens[role] = await createSession(app, {
      userId: id,
      deviceType: null,
      now: app.clock(),
      ttlMs: 24 * 60 * 60_000,
    });
  }
  return tokens;
}

/** The role a call is declared for (`{ role }`), if any. */
export type CallRole = 'dealer' | 'admin';

export type ContractCall = {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  multipart: boolean;
  role: CallRole | null;
};

/**
 * Every call of the contract, read from `calls` of @marketdrop/api-client whatever else each
 * declaration holds: a call added there is covered here without touching the suite.
 */
export const contractCalls: ContractCall[] = Object.entries(
  calls as unknown as Record<
    string,
    { method: string; path: string; multipart?: boolean; auth: unknown }
  >,
).map(([name, call]) => ({
  name,
  method: call.method === 'GET' ? 'GET' : 'POST',
  path: call.path,
  multipart: call.multipart === true,
  role:
    typeof call.auth === 'object' && call.auth !== null
      ? ((call.auth as { role: CallRole }).role ?? null)
      : null,
}));

export const postCalls = contractCalls.filter((call) => call.method === 'POST');

/** A multipart body written by hand, so that names and file names go on the wire unchanged. */
export function rawMultipart(
  fields: Array<[string, string]>,
  files: Array<{ field: string; filename: string; type: string; bytes: Buffer }> = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----abuse${Math.random().toString(36).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of fields) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\ncontent-type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A tiny valid PNG (the signature and an IHDR chunk are what the sniffer reads). */
export const PNG_BYTES = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6360000000020001e221bc330000000049454e44ae426082',
  'hex',
);
