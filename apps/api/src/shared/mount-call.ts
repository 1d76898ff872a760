/**
 * Mounts a `/user/` call from its one declaration in @marketdrop/api-client: the method and path,
 * the auth hook, the validation of its request with the declared yup schema (today's exact 400
 * answers), the JSON Schema of that request in OpenAPI (generated from the same schema), the JSON
 * Schema of its answer (`responseSchemas`: the TypeBox schema its type comes from, which documents
 * the answer and shapes its serialization), and the types of the handler's request and answer. A
 * handler cannot be mounted on another path or method.
 */
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  preValidationHookHandler,
} from 'fastify';
import {
  calls,
  requestSchemas,
  type CallAuth,
  type CallName,
  type CallWithRequest,
  type Calls,
  type ResponseOf,
  type ValidatedRequestOf,
} from '@marketdrop/api-client';
import { Type, responseSchemas } from '@marketdrop/api-client/schemas';
import type { AnyObject, ObjectSchema } from 'yup';
import { AppError } from './errors';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_MAX_LENGTH, withIdempotency } from './idempotency';
import { errorResponses } from './route-schemas';
import { securityOf } from './openapi';
import { requestJsonSchema } from './request-json-schema';
import { bodyOf, listBodyOf, queryOf } from './validate';

/** What a call's handler gets: its body (POST) or query (GET), validated and cast by its schema. */
export type CallRouteGeneric<N extends CallName> = N extends CallWithRequest
  ? Calls[N] extends { multipart: true }
    ? // A multipart form is read by the handler (files go to storage before the fields are checked).
      object
    : Calls[N]['method'] extends 'GET'
      ? { Querystring: ValidatedRequestOf<N> }
      : { Body: ValidatedRequestOf<N> }
  : object;

export type CallRequest<N extends CallName> = FastifyRequest<CallRouteGeneric<N>>;

/**
 * A call's handler: it answers with the declared response, or sends it itself through `reply`
 * (e.g. an answer already serialized) and returns the reply.
 */
export type CallHandler<N extends CallName> = (
  request: CallRequest<N>,
  reply: FastifyReply,
) => Promise<ResponseOf<N> | FastifyReply>;

/** What OpenAPI says of a call beside what its declaration gives. */
export type CallDocs = {
  tags: string[];
  summary: string;
  description?: string;
  /** Multipart calls: the file parts, by field name, with their description. */
  files?: Record<string, string>;
};

export type MountOptions<N extends CallName> = {
  docs: CallDocs;
  /** Hooks run before the request is validated (e.g. `app.rateLimitFor('login')`). */
  preValidation?: preValidationHookHandler[];
  handler: CallHandler<N>;
};

/**
 * Routes of declared calls keyed by their names: each domain's routes are one such object (checked
 * with `satisfies`, so a key that is not a declared call fails `tsc`), and `../mounted-calls.ts`
 * checks that together they cover every declared call.
 */
export type CallRoutes = { [N in CallName]?: MountOptions<N> };

/** Mounts each route of `routes` on `app` (registered with the `/user` prefix). */
export function mountCalls(app: FastifyInstance, routes: CallRoutes): void {
  for (const name of Object.keys(routes) as CallName[]) {
    const options = routes[name];
    if (options) mountCall(app, name, options as MountOptions<typeof name>);
  }
}

/** `{name}` path parameters of a declaration as Fastify's `:name`. */
function routeUrl(app: FastifyInstance, name: string, path: string): string {
  if (!path.startsWith(`${app.prefix}/`)) {
    throw new Error(`${name} is declared at ${path}, outside the "${app.prefix}" plugin`);
  }
  return path.slice(app.prefix.length).replace(/\{([^{}]+)\}/g, ':$1');
}

function authHook(app: FastifyInstance, auth: CallAuth): preValidationHookHandler | undefined {
  if (auth === 'public') return undefined;
  if (auth === 'optional') return app.authenticateOptional;
  if (auth === 'session') return app.authenticate;
  const { role } = auth;
  return async (request, reply) => {
    await app.authenticate(request, reply);
    if (request.user?.userType !== role) {
      throw new AppError(403, 'FORBIDDEN', 'You do not have access to this');
    }
  };
}

function hasRequest(name: CallName): name is CallWithRequest {
  return name in requestSchemas;
}

/** Mounts the call `name` on `app` (registered with the `/user` prefix) from its declaration. */
export function mountCall<N extends CallName>(
  app: FastifyInstance,
  name: N,
  options: MountOptions<N>,
): void {
  const declaration: Calls[CallName] = calls[name];
  const { docs } = options;
  const errors = declaration.errors.map((code) => `\`${code}\``).join(', ');
  const schema: FastifySchema & Record<string, unknown> = {
    operationId: name,
    tags: docs.tags,
    summary: docs.summary,
    description: [docs.description, errors && `Error codes: ${errors}.`].filter(Boolean).join(' '),
    security: securityOf(declaration.auth),
    // The declared answer (@marketdrop/api-client/schemas): the serializer keeps exactly its fields.
    response: { 200: responseSchemas[name], ...errorResponses },
  };

  const preValidation = [...(options.preValidation ?? [])];
  if (hasRequest(name)) {
    const yupSchema = requestSchemas[name] as ObjectSchema<AnyObject>;
    const jsonSchema = requestJsonSchema(name, docs.files);
    if ('multipart' in declaration) {
      schema.consumes = ['multipart/form-data'];
      schema.body = jsonSchema;
    } else if (declaration.method === 'GET') {
      const pathParams = [...declaration.path.matchAll(/\{([^{}]+)\}/g)].map(
        (match) => match[1] as string,
      );
      if (pathParams.length > 0) {
        // Path parameters are documented as such, not as query parameters.
        const properties = { ...(jsonSchema.properties ?? {}) };
        const inPath: Record<string, unknown> = {};
        for (const name of pathParams) {
          inPath[name] = properties[name] ?? Type.String();
          delete properties[name];
        }
        schema.params = { type: 'object', properties: inPath, required: pathParams };
        schema.querystring = {
          ...jsonSchema,
          properties,
          ...('required' in jsonSchema && Array.isArray(jsonSchema.required)
            ? {
                required: (jsonSchema.required as string[]).filter(
                  (name) => !pathParams.includes(name),
                ),
              }
            : {}),
        };
      } else {
        schema.querystring = jsonSchema;
      }
      preValidation.push(queryOf(yupSchema, pathParams));
    } else {
      schema.body = jsonSchema;
      preValidation.push(
        'validation' in declaration && declaration.validation === 'list'
          ? listBodyOf(yupSchema)
          : bodyOf(yupSchema),
      );
    }
  }

  let handler = options.handler as (
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<unknown>;
  if ('idempotent' in declaration && declaration.idempotent === true) {
    if (declaration.auth === 'public' || declaration.auth === 'optional') {
      throw new Error(`${name} is idempotent: its keys are per user, so it must need a session`);
    }
    handler = withIdempotency(app, name, handler);
    schema.headers = Type.Object({
      [IDEMPOTENCY_HEADER]: Type.Optional(
        Type.String({
          maxLength: IDEMPOTENCY_KEY_MAX_LENGTH,
          description:
            'Optional. A retry with the same key and body gets the first answer and changes nothing; the same key with another body: 422. Kept 24 hours, per user.',
        }),
      ),
    });
  }

  const onRequest = authHook(app, declaration.auth);
  app.route({
    method: declaration.method,
    url: routeUrl(app, name, declaration.path),
    schema,
    ...(onRequest ? { onRequest } : {}),
    ...(preValidation.length > 0 ? { preValidation } : {}),
    handler,
  });
}
