/**
 * Every answer's schema (@marketdrop/api-client/schemas, decision 030) lets each declared field
 * reach the wire: the server's serializer (fast-json-stringify, through Fastify's response schema)
 * keeps every property of a full example of the declared type, optional and nullable ones included.
 * A field added to a response type is added to its schema (the type is the schema's `Static`), so
 * it reaches the wire too.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ErrorBodySchema, Type, responseSchemas } from '@marketdrop/api-client/schemas';
import { fullExample, type JsonSchema } from '../helpers/full-example';

/** What a Fastify route answering `value` with the response schema `schema` sends. */
async function wire(schema: object, value: unknown): Promise<unknown> {
  const app = Fastify();
  app.get('/', { schema: { response: { 200: schema } } }, async () => value);
  try {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    return response.json();
  } finally {
    await app.close();
  }
}

describe('response schemas', () => {
  const calls = Object.entries(responseSchemas);

  it('cover every declared call', () => {
    expect(calls.length).toBeGreaterThan(80);
  });

  it.each(calls)(
    '%s: the serializer keeps every field of the declared answer',
    async (_, schema) => {
      const example = fullExample(schema as JsonSchema);
      expect(await wire(schema, example)).toEqual(example);
    },
  );

  it('the error body keeps every field, field errors included', async () => {
    const example = fullExample(ErrorBodySchema as JsonSchema);
    expect(example).toMatchObject({ errors: { someField: 'text' }, data: { minimumBid: 42 } });
    expect(await wire(ErrorBodySchema, example)).toEqual(example);
  });

  it('a field the schema does not declare never reaches the wire (what the schemas prevent)', async () => {
    const declared = Type.Object({ message: Type.String() });
    expect(await wire(declared, { message: 'ok', added: 'field' })).toEqual({ message: 'ok' });
    const withField = Type.Object({ ...declared.properties, added: Type.String() });
    expect(await wire(withField, { message: 'ok', added: 'field' })).toEqual({
      message: 'ok',
      added: 'field',
    });
  });
});
