/**
 * The JSON Schema of a call's request, for OpenAPI, generated from its yup schema with
 * `@sodaru/yup-to-json-schema` and corrected where that conversion says something JSON Schema
 * readers refuse:
 * - a `mixed()` field has no JSON type of its own: it takes the one its schema gives in
 *   `.meta({ jsonSchema })` (e.g. `{ type: 'string', format: 'date' }`), with `null` when the
 *   field is nullable (the conversion drops both and writes `type: []`);
 * - `oneOf([ref('newPassword')])` (a field that must equal another) is not an enumeration: the
 *   reference is taken out of `enum` and said in the field's description.
 */
import { convertSchema } from '@sodaru/yup-to-json-schema';
import { requestSchemas, type CallWithRequest } from '@marketdrop/api-client';
import type { SchemaDescription, SchemaFieldDescription } from 'yup';

/** A JSON Schema, as a plain object. */
export type JsonSchema = { [key: string]: unknown };

type Reference = { type: 'ref'; key: string };

function isReference(value: unknown): value is Reference {
  return (
    typeof value === 'object' &&
    value !== null &&
    'type' in value &&
    value.type === 'ref' &&
    'key' in value &&
    typeof value.key === 'string'
  );
}

function isJsonSchema(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasFields(
  description: SchemaFieldDescription,
): description is SchemaDescription & { fields: Record<string, SchemaFieldDescription> } {
  return 'fields' in description && isJsonSchema(description.fields);
}

function innerTypeOf(description: SchemaFieldDescription): SchemaFieldDescription | undefined {
  if (!('innerType' in description)) return undefined;
  const inner = description.innerType;
  // A tuple's inner types are a list: documented as the conversion gives them.
  return inner === undefined || Array.isArray(inner) ? undefined : inner;
}

/** The JSON Schema a `mixed()` field declares in `.meta({ jsonSchema })`, with `null` if nullable. */
function mixedField(description: SchemaDescription, converted: JsonSchema): JsonSchema {
  const meta: unknown = description.meta;
  const declared = isJsonSchema(meta) && isJsonSchema(meta.jsonSchema) ? meta.jsonSchema : {};
  const { type: _unknownType, ...rest } = converted;
  const type = declared.type;
  if (typeof type !== 'string') {
    // No JSON type known: any value (a reader still gets a valid schema, the test names the field).
    return { ...rest, ...declared };
  }
  return { ...rest, ...declared, type: description.nullable ? [type, 'null'] : type };
}

function correct(description: SchemaFieldDescription, converted: JsonSchema): JsonSchema {
  if (!('nullable' in description)) return converted;
  let schema = description.type === 'mixed' ? mixedField(description, converted) : converted;

  const references = description.oneOf.filter(isReference);
  if (references.length > 0 && Array.isArray(schema.enum)) {
    const { enum: values, ...rest } = schema;
    const remaining = values.filter((value: unknown) => !isReference(value));
    const equals = references.map((reference) => `\`${reference.key}\``).join(' or ');
    const note = `Must equal ${equals}.`;
    schema = {
      ...rest,
      ...(remaining.length > 0 ? { enum: remaining } : {}),
      description: typeof rest.description === 'string' ? `${rest.description} ${note}` : note,
    };
  }

  if (hasFields(description) && isJsonSchema(schema.properties)) {
    const properties: JsonSchema = {};
    for (const [field, value] of Object.entries(schema.properties)) {
      const fieldDescription = description.fields[field];
      properties[field] =
        fieldDescription && isJsonSchema(value) ? correct(fieldDescription, value) : value;
    }
    schema = { ...schema, properties };
  }

  const inner = innerTypeOf(description);
  if (inner && isJsonSchema(schema.items)) {
    schema = { ...schema, items: correct(inner, schema.items) };
  }
  return schema;
}

/** The JSON Schema of a call's request (OpenAPI), from its yup schema. */
export function requestJsonSchema(
  name: CallWithRequest,
  files: Record<string, string> = {},
): JsonSchema & { properties?: JsonSchema; required?: string[] } {
  const yupSchema = requestSchemas[name];
  const converted: unknown = convertSchema(yupSchema);
  if (!isJsonSchema(converted)) throw new Error(`The request schema of ${name} is not an object`);
  const { default: _defaults, ...schema } = correct(yupSchema.describe(), converted);
  // The defaults of the fields are documented on the fields themselves (`default` above).
  const properties: JsonSchema = isJsonSchema(schema.properties) ? { ...schema.properties } : {};
  for (const [field, description] of Object.entries(files)) {
    properties[field] = { type: 'string', format: 'binary', description };
  }
  const required = Array.isArray(schema.required)
    ? schema.required.filter((field: unknown): field is string => typeof field === 'string')
    : undefined;
  return {
    ...schema,
    ...(Object.keys(properties).length > 0 ? { properties } : {}),
    ...(required ? { required } : {}),
  };
}
