/**
 * Response JSON schemas of the content routes: they document the answers in OpenAPI (`/docs`) and
 * shape their serialization. Requests are declared in @marketdrop/api-client (`calls`) and
 * validated with their yup schemas; their JSON Schema is generated (`mountCall`).
 */

const str = { type: 'string' } as const;
const language = { type: 'string', enum: ['en', 'fr'] } as const;

export const contentPageSchema = {
  type: 'object',
  properties: {
    key: { type: 'string', enum: ['about', 'terms', 'privacy'] },
    language,
    title: str,
    effectiveOn: { type: ['string', 'null'], description: 'YYYY-MM-DD' },
    sections: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          heading: str,
          body: { type: 'array', items: str, description: 'One plain-text paragraph each' },
        },
      },
    },
    updatedAt: str,
  },
} as const;

export const faqListSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: { _id: str, position: { type: 'integer' }, question: str, answer: str },
  },
} as const;

export const contactUsData = {
  type: 'object',
  properties: { _id: str, reference: str, createdAt: str },
} as const;

export const contactMessageListSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      _id: str,
      reference: str,
      subject: str,
      message: str,
      language,
      status: { type: 'string', enum: ['received', 'forwarded', 'forward_failed'] },
      createdAt: str,
    },
  },
} as const;

export const whatsNewData = {
  type: 'object',
  properties: {
    announcements: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          _id: str,
          title: str,
          body: str,
          link: { type: ['string', 'null'] },
          publishedAt: str,
        },
      },
    },
  },
} as const;
