/**
 * How a call is declared: `call<Schema, Data>()(method, path, config)` and the types of a
 * declaration. The declarations themselves are in this folder, one file per domain; `calls`
 * (`../contract.ts`) joins them.
 */
import type { Role } from '@marketdrop/validation';
import type { ServerErrorCode } from '../errors';

/**
 * Who may make a call: anyone (`public`), anyone with the caller's session read when there is one
 * (`optional`: e.g. `isSaved` or the user's language), a signed-in user only (`session`: 401
 * otherwise), or a signed-in user of one type (`{ role }`: 403 for the others).
 */
export type CallAuth = 'public' | 'optional' | 'session' | { role: Role };

/**
 * How a bad request is answered (400, code VALIDATION_FAILED, one message per field in `errors`):
 * - `form`: fields are single values; the message is "Please correct the highlighted fields";
 * - `list`: fields may be lists (filters, ids); the message is the first problem itself, and a
 *   problem inside a list (`year[2]`) is reported on the list (`year`).
 */
export type CallValidation = 'form' | 'list';

/** The input type of a yup object schema: fields with a default may be left out. */
type InputOfSchema<S> = S extends { __outputType: infer O; __default: infer D }
  ? O extends object
    ? Simplify<OptionalFields<InputFields<O, D>>>
    : O
  : S;
// Not a homomorphic mapping (`keyof O` of yup's key-remapped types is not a plain key set).
type InputFields<O, D> = {
  [K in Extract<keyof O, string>]: K extends keyof D ? Loosen<O[K], D[K]> : O[K];
};
type Loosen<T, Default> = undefined extends Default ? T : T | undefined;
type OptionalKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? K : never }[keyof T];
type OptionalFields<T> = { [K in OptionalKeys<T>]?: T[K] } & {
  [K in Exclude<keyof T, OptionalKeys<T>>]: T[K];
};
type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** The output type of a yup schema (what the server's handler gets after validation). */
export type OutputOfSchema<S> = S extends { __outputType: infer O } ? O : never;

/** One call's declaration. The fields below `validation` are phantom: types only, never set. */
type Call<
  M extends 'GET' | 'POST',
  P extends string,
  Schema,
  Res,
  Files,
  Extra,
  A extends CallAuth,
  E extends ServerErrorCode,
> = {
  method: M;
  path: P;
  auth: A;
  /** The codes this call answers with besides the common ones (`CommonErrorCode`). */
  errors: readonly E[];
  /** True when the body is sent as multipart FormData instead of JSON. */
  multipart?: true;
  /** How a bad request is answered; absent for calls without a request. */
  validation?: CallValidation;
  /** The call honours an `Idempotency-Key` header (decision 019). */
  idempotent?: true;
  /** Phantom: the type of the call's yup request schema (the schema is in `requestSchemas`). */
  schema?: Schema;
  /** Phantom: what the client sends, derived from `schema`. */
  request?: InputOfSchema<Schema>;
  response?: Res;
  /** Phantom: the file parts a multipart call accepts besides its text fields. */
  files?: Files;
  /** Phantom: fields of the response body beside `message` and `data` (e.g. `pagination`). */
  extra?: Extra;
};

/** How a call is sent and answered, beyond its method and path. */
export type CallConfig<
  A extends CallAuth = CallAuth,
  E extends ServerErrorCode = ServerErrorCode,
> = {
  auth: A;
  errors: readonly E[];
  /** Send the body as multipart FormData (text fields plus the call's file parts). */
  multipart?: boolean;
  validation?: CallValidation;
  /**
   * Honour an `Idempotency-Key` header (decision 019): a retry with the same key and body gets the
   * first answer and changes nothing; the same key with another body, 422. Keys are per user, so
   * only calls that need a session may be idempotent.
   */
  idempotent?: boolean;
};

/**
 * Declares one call: `call<typeof schemas.requestSchema, ResponseData>()(method, path, config)`. `Schema`
 * is the type of its yup request schema from @marketdrop/validation (`undefined`: no request); the
 * schema itself is listed in `requestSchemas` (checked against this type), so the browser's client
 * does not load yup. A path may hold parameters in braces (`/user/getProductDetails/{id}`): the
 * client fills them from the request fields of the same name.
 */
export function call<Schema, Res, Files = never, Extra = unknown>() {
  return <
    M extends 'GET' | 'POST',
    P extends `/user/${string}`,
    const A extends CallAuth,
    const E extends ServerErrorCode = never,
  >(
    method: M,
    path: P,
    config: CallConfig<A, E>,
  ): Call<M, P, Schema, Res, Files, Extra, A, E> => ({
    method,
    path,
    auth: config.auth,
    errors: config.errors,
    ...(config.multipart ? { multipart: true as const } : {}),
    ...(config.validation ? { validation: config.validation } : {}),
    ...(config.idempotent ? { idempotent: true as const } : {}),
  });
}

/** A file part of a multipart body: a browser `File`, or any `Blob`. */
export type UploadFile = Blob;
/** The file parts of sign-up: one optional driver licence file (image, pdf, doc or docx). */
export type SignupFiles = { driverLicenseImage?: UploadFile };
/** The file parts of edit profile: optional driver licence file(s) (jpeg, jpg, png, gif or pdf). */
export type EditProfileFiles = { driverLicenseImage?: UploadFile | UploadFile[] };

/** Multipart bodies are sent as FormData by the client; the server reads the same fields. */
export type Multipart<T> = T;

export const OTP_ERRORS = [
  'VALIDATION_FAILED',
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_ATTEMPTS_EXCEEDED',
] as const;
