/**
 * The route-schema pieces every domain's routes share: the response envelope, the error
 * responses, the bearer security requirement and the message-only answer.
 */

const str = { type: 'string' } as const;

export const errorSchema = {
  type: 'object',
  properties: {
    message: str,
    code: str,
    errors: { type: 'object', additionalProperties: str, description: '{ field: message }' },
    errorKeys: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        properties: {
          key: str,
          values: {
            type: 'object',
            additionalProperties: { type: ['string', 'number'] },
          },
        },
        required: ['key', 'values'],
      },
      description:
        '{ field: { key, values } }: the key of each field message of @marketdrop/validation and the values its text is built with (decision 031)',
    },
    data: {
      type: 'object',
      properties: {
        minimumBid: { type: 'integer' },
        currentPrice: { type: 'integer' },
        restrictedUntil: { type: 'string', format: 'date-time' },
        yourMaxBid: { type: 'integer' },
      },
      description:
        'Facts to recover with (BID_TOO_LOW: the minimum bid accepted now; PRICE_CHANGED: the price now; BUYER_RESTRICTED: when the buyer may buy, claim and bid again; ALREADY_LEADING: the leader’s own maximum)',
    },
  },
  required: ['message'],
} as const;

/** The error statuses every route may answer with, in the envelope. */
export const errorResponses = { '4xx': errorSchema, '5xx': errorSchema } as const;

export const messageOnly = {
  type: 'object',
  properties: { message: str },
  required: ['message'],
} as const;

export function envelope<T extends object>(data: T) {
  return {
    type: 'object',
    properties: { message: str, data },
    required: ['message', 'data'],
  } as const;
}

/** The OpenAPI security requirement of a route that needs a session. */
export const bearer = [{ bearerAuth: [] }];
