/**
 * Full examples of declared answers (@marketdrop/api-client/schemas): a value of a response's JSON
 * Schema with every property present and every nullable field set, for tests that need an answer
 * the server's serializer accepts whole.
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
};

/** A value of the schema with every property present and every nullable field set. */
export function fullExample(schema: JsonSchema): unknown {
  if ('const' in schema) return schema.const;
  if (schema.anyOf) {
    const branch = schema.anyOf.find((option) => option.type !== 'null');
    return fullExample(branch ?? { type: 'null' });
  }
  if (schema.enum) return schema.enum.find((value) => value !== null);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = types.find((t) => t !== 'null');
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        value[key] = fullExample(property);
      }
      if (typeof schema.additionalProperties === 'object') {
        value.someField = fullExample(schema.additionalProperties);
      }
      return value;
    }
    case 'array':
      return [fullExample(schema.items ?? {}), fullExample(schema.items ?? {})];
    case 'string':
      return schema.format === 'date-time' ? '2026-11-26T17:00:00.000Z' : 'text';
    case 'integer':
      return 42;
    case 'number':
      return 4.5;
    case 'boolean':
      return true;
    default:
      throw new Error(`No example for ${JSON.stringify(schema)}`);
  }
}
