/**
 * The building blocks of the response schemas: TypeBox schemas whose JSON Schema is what the server
 * serializes with (fast-json-stringify) and documents in OpenAPI, and whose `Static` type is the
 * contract's type. Nullable scalars and string enums are written as plain JSON Schema
 * (`type: ['string', 'null']`, `enum`) rather than `anyOf`, which serializes faster and reads
 * better in OpenAPI.
 */
import { Type, type SchemaOptions, type TSchema, type TUnsafe } from '@sinclair/typebox';

export { Type };
export type { Static, TSchema } from '@sinclair/typebox';

type Scalar = 'string' | 'integer' | 'number' | 'boolean';
type ScalarType<S extends Scalar> = S extends 'string'
  ? string
  : S extends 'boolean'
    ? boolean
    : number;

export const str = (options?: SchemaOptions) => Type.String(options);
export const int = (options?: SchemaOptions) => Type.Integer(options);
export const num = (options?: SchemaOptions) => Type.Number(options);
export const bool = (options?: SchemaOptions) => Type.Boolean(options);
/** An ISO instant. */
export const instant = (options?: SchemaOptions) =>
  Type.String({ format: 'date-time', ...options });

/** A scalar or null (`type: [scalar, 'null']`). */
export function nullable<S extends Scalar>(
  type: S,
  options?: SchemaOptions & { format?: string },
): TUnsafe<ScalarType<S> | null> {
  return Type.Unsafe<ScalarType<S> | null>({ type: [type, 'null'], ...options });
}
export const nullableStr = (options?: SchemaOptions) => nullable('string', options);
export const nullableInt = (options?: SchemaOptions) => nullable('integer', options);
export const nullableInstant = (options?: SchemaOptions) =>
  nullable('string', { format: 'date-time', ...options });

/** One of a list of strings (`type: 'string', enum`). */
export function oneOf<const V extends readonly string[]>(
  values: V,
  options?: SchemaOptions,
): TUnsafe<V[number]> {
  return Type.Unsafe<V[number]>({ type: 'string', enum: [...values], ...options });
}

/** One of a list of strings, or null. */
export function nullableOneOf<const V extends readonly string[]>(
  values: V,
  options?: SchemaOptions,
): TUnsafe<V[number] | null> {
  return Type.Unsafe<V[number] | null>({
    type: ['string', 'null'],
    enum: [...values, null],
    ...options,
  });
}

/** An object or null. */
export const orNull = <T extends TSchema>(schema: T, options?: SchemaOptions) =>
  Type.Union([schema, Type.Null()], options);

export const list = <T extends TSchema>(items: T, options?: SchemaOptions) =>
  Type.Array(items, options);

export const idName = Type.Object({ _id: str(), name: str() });

/** An object with one property per key, each of `value`'s schema (a `Record` of known keys). */
export function keyed<const K extends readonly string[], T extends TSchema>(keys: K, value: T) {
  return Type.Object(
    Object.fromEntries(keys.map((key) => [key, value])) as { [P in K[number]]: T },
  );
}
