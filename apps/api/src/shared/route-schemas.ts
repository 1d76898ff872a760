/**
 * The route-schema pieces every domain's routes share: the error responses (their JSON Schema is
 * `ErrorBodySchema` of @marketdrop/api-client/schemas, like every answer's) and the bearer
 * security requirement.
 */
import { ErrorBodySchema } from '@marketdrop/api-client/schemas';

/** The error statuses every route may answer with, in the envelope. */
export const errorResponses = { '4xx': ErrorBodySchema, '5xx': ErrorBodySchema } as const;

/** The OpenAPI security requirement of a route that needs a session. */
export const bearer = [{ bearerAuth: [] }];
