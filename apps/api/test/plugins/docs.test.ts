/**
 * The OpenAPI document at `/docs/json` is one a partner can generate a client from: it passes
 * Redocly's recommended rules without an error, every operation is named after its call (or
 * stream) and says who may call it, and the TypeScript types openapi-typescript generates from it
 * type a few calls the way the declarations do (and refuse wrong ones).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, streams, type CallAuth } from '@marketdrop/api-client';
import { buildTestApp } from '../helpers/build-test-app';

type Schema = { [key: string]: unknown };
type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};
type Document = {
  openapi: string;
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
};

/**
 * Warnings of the recommended rules that say nothing true of this API (anything else fails):
 * the API has no licence to name; the social sign-in callback only ever redirects (303); health
 * and readiness never answer 4xx.
 */
const ACCEPTED_WARNINGS = [
  'info-license #/info',
  'operation-2xx-response #/paths/~1user~1socialLogin~1callback~1{provider}/get/responses',
  'operation-2xx-response #/paths/~1user~1socialLogin~1callback~1{provider}/post/responses',
  'operation-4xx-response #/paths/~1user~1health/get/responses',
  'operation-4xx-response #/paths/~1user~1ready/get/responses',
];

const where = (problem: NormalizedProblem) =>
  `${problem.ruleId} ${problem.location[0]?.pointer ?? ''}`;

function expectedSecurity(auth: CallAuth) {
  if (auth === 'public') return [];
  if (auth === 'optional') return [{}, { bearerAuth: [] }];
  return [{ bearerAuth: [] }];
}

/** The TypeScript a partner would write against the generated types: it must compile. */
const GOOD_CALLS = `
import type { operations, paths } from './schema';

type JsonBody<N extends keyof operations> = operations[N] extends {
  requestBody: { content: { 'application/json': infer B } };
}
  ? B
  : never;
type FormBody<N extends keyof operations> = operations[N] extends {
  requestBody: { content: { 'multipart/form-data': infer B } };
}
  ? B
  : never;
type Answer<N extends keyof operations> = operations[N]['responses'] extends {
  200: { content: { 'application/json': infer A } };
}
  ? A
  : never;
type Query<N extends keyof operations> = NonNullable<operations[N]['parameters']['query']>;

// Paths and operation names are two views of the same operation.
export const samePost: paths['/user/login']['post'] = {} as operations['login'];

export const login: JsonBody<'login'> = { email: 'ada@example.ca', password: 'Secret-123' };
export function tokenOf(answer: Answer<'login'>): string | undefined {
  return answer.data.token;
}

// A field that must equal another is a text, not an enumeration of references.
export const reset: JsonBody<'resetPassword'> = {
  email: 'ada@example.ca',
  otp: '1234',
  newPassword: 'Secret-123',
  confirmPassword: 'Secret-123',
};
export const change: JsonBody<'changePassword'>['confirmPassword'] = 'Secret-123';

// Dates are texts; a listing may have no start.
export const dob: FormBody<'signup'>['dob'] = '1990-04-01';
export const startsAt: JsonBody<'createListing'>['startsAt'] = null;
export const endsAt: JsonBody<'updateListing'>['endsAt'] = '2026-12-03T17:00:00.000Z';

export const about: Query<'getAboutUs'> = { language: 'fr' };
export const tracked: operations['trackOrder']['parameters']['path'] = {
  id: '0b6f4f3e-9d2a-4a57-8a53-2f7f3c1f5e11',
};

// The streams: their parameters and the data of each event.
export const ids: Query<'listingEvents'>['ids'] = 'a,b';
export function seqOf(
  event: operations['auctionEvents']['responses'][200]['content']['text/event-stream'],
): number | undefined {
  return event.seq;
}
`;

/** Calls a partner could get wrong: each line must be refused by the compiler. */
const BAD_CALLS = `
import type { operations } from './schema';

type JsonBody<N extends keyof operations> = operations[N] extends {
  requestBody: { content: { 'application/json': infer B } };
}
  ? B
  : never;

export const wrongType: JsonBody<'login'> = { email: 'ada@example.ca', password: 42 };
export const missingField: JsonBody<'resetPassword'> = { email: 'ada@example.ca', otp: '1234' };
export const noEnd: JsonBody<'createListing'>['endsAt'] = null;
export const unknownLanguage: NonNullable<operations['getAboutUs']['parameters']['query']> = {
  language: 'de',
};
export const unknownCall: keyof operations = 'getEverything';
`;

/** The diagnostics of each file, type-checked together with the generated `schema.d.ts`. */
function typecheck(dir: string, files: string[]): Map<string, string[]> {
  const program = ts.createProgram({
    rootNames: files.map((file) => path.join(dir, file)),
    options: {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts'],
      types: [],
    },
  });
  const byFile = new Map<string, string[]>();
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const file = diagnostic.file ? path.basename(diagnostic.file.fileName) : '(options)';
    const line = diagnostic.file?.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line;
    const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    byFile.set(file, [...(byFile.get(file) ?? []), `${line ?? 0}: ${text}`]);
  }
  return byFile;
}

describe('the OpenAPI document (/docs/json)', () => {
  let source: string;
  let spec: Document;
  let dir: string;
  beforeAll(async () => {
    const t = await buildTestApp();
    try {
      const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
      expect(response.statusCode).toBe(200);
      source = response.body;
      spec = response.json<Document>();
    } finally {
      await t.close();
    }
    dir = await mkdtemp(path.join(tmpdir(), 'md-openapi-'));
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("has no error under Redocly's recommended rules, and only the warnings explained above", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const errors = problems.filter((problem) => problem.severity === 'error');
    expect(errors.map((problem) => `${where(problem)}: ${problem.message}`)).toEqual([]);
    const warnings = problems.filter((problem) => problem.severity === 'warn').map(where);
    expect(warnings.sort()).toEqual([...ACCEPTED_WARNINGS].sort());
  });

  it('names this server', () => {
    expect(spec.servers).toEqual([
      expect.objectContaining({ url: expect.stringMatching(/^https?:\/\/[^/]+$/) }),
    ]);
  });

  it("names every call's operation after the call and says who may make it", () => {
    for (const [name, call] of Object.entries(calls)) {
      const operation = spec.paths[call.path]?.[call.method.toLowerCase()];
      expect(operation?.operationId, call.path).toBe(name);
      expect(operation?.security, name).toEqual(expectedSecurity(call.auth));
    }
    const ids = Object.values(spec.paths).flatMap((operations) =>
      Object.values(operations).map((operation) => operation.operationId),
    );
    expect(ids.filter((id) => id === undefined)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('describes the event streams: public, named, text/event-stream with the event schema', () => {
    for (const [name, declared] of Object.entries(streams)) {
      const operation = spec.paths[declared.path]?.get;
      expect(operation?.operationId, declared.path).toBe(name);
      expect(operation?.security).toEqual([]);
      const event = operation?.responses['200']?.content?.['text/event-stream']?.schema;
      expect(event).toMatchObject({ type: 'object', properties: { seq: { type: 'integer' } } });
    }
    const listing = spec.paths[streams.listingEvents.path]?.get;
    expect(listing?.parameters).toEqual([
      expect.objectContaining({ in: 'query', name: 'ids', schema: { type: 'string' } }),
    ]);
  });

  it('gives every request field a JSON type', () => {
    const untyped: string[] = [];
    for (const [url, operations] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const schemas = [
          ...Object.values(operation.requestBody?.content ?? {}).map((media) => media.schema),
          ...(operation.parameters ?? []).map((parameter) => ({
            properties: { [parameter.name]: parameter.schema },
          })),
        ];
        for (const schema of schemas) {
          const properties = (schema.properties ?? {}) as Record<string, Schema>;
          for (const [field, property] of Object.entries(properties)) {
            if (typeof property.type !== 'string') untyped.push(`${method} ${url} ${field}`);
            if (Array.isArray(property.enum) && property.enum.some((v) => typeof v === 'object')) {
              untyped.push(`${method} ${url} ${field} (enum of objects)`);
            }
          }
        }
      }
    }
    expect(untyped).toEqual([]);
  });

  it('generates TypeScript types (openapi-typescript) that type calls and refuse wrong ones', async () => {
    const ast = await openapiTS(source);
    await writeFile(path.join(dir, 'schema.d.ts'), astToString(ast));
    await writeFile(path.join(dir, 'good.ts'), GOOD_CALLS);
    await writeFile(path.join(dir, 'bad.ts'), BAD_CALLS);

    const diagnostics = typecheck(dir, ['good.ts', 'bad.ts']);
    expect(diagnostics.get('schema.d.ts') ?? []).toEqual([]);
    expect(diagnostics.get('good.ts') ?? []).toEqual([]);
    const bad = diagnostics.get('bad.ts') ?? [];
    // One refusal per wrong call (lines of BAD_CALLS, from 0).
    expect(bad.map((text) => Number(text.split(':')[0]))).toEqual([9, 10, 11, 13, 15]);
    expect(bad.join('\n')).toMatch(/number.*not assignable to type 'string'/);
    expect(bad.join('\n')).toMatch(/newPassword/);
    expect(bad.join('\n')).toMatch(/'"de"' is not assignable/);
    expect(bad.join('\n')).toMatch(/'"getEverything"' is not assignable/);
    // Generating and type-checking 13,000 lines of types: slow on a busy 2-core machine.
  }, 180_000);
});
