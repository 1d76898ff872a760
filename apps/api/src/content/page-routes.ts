import type { FastifyInstance } from 'fastify';
import { languageOf } from '../shared/language';
import { mountCalls, type CallRoutes, type CallRequest } from '../shared/mount-call';
import { findAnnouncements, findContentPage, findFaqs } from './find-content';

export const CONTENT_MESSAGES = {
  about: 'About us fetched successfully',
  terms: 'Terms & conditions fetched successfully',
  privacy: 'Privacy policy fetched successfully',
  faqs: 'FAQs fetched successfully',
  whatsNew: "What's new fetched successfully",
} as const;

const tags = ['content'];

/** A stored page's call (getAboutUs, getTerms, getPrivacy): the page `key`, in the requested language. */
function pageRoute(app: FastifyInstance, key: 'about' | 'terms' | 'privacy', name: string) {
  return {
    docs: {
      tags,
      summary: `${name}, in the requested language`,
    },
    handler: async (request: CallRequest<'getAboutUs'>) => ({
      message: CONTENT_MESSAGES[key],
      data: await findContentPage(app, {
        key,
        language: languageOf(request, { asked: request.query.language }),
      }),
    }),
  };
}

/** The stored pages, the FAQ and what's new (docs/product.md §10.1 Calls), public. */
export function pageCalls(app: FastifyInstance) {
  return {
    getAboutUs: pageRoute(app, 'about', 'About Us'),
    getTerms: pageRoute(app, 'terms', 'Terms & Conditions'),
    getPrivacy: pageRoute(app, 'privacy', 'Privacy Policy'),
    getFaqs: {
      docs: {
        tags,
        summary: 'The FAQ (seven questions), in display order',
      },
      handler: async (request) => ({
        message: CONTENT_MESSAGES.faqs,
        data: await findFaqs(app, {
          language: languageOf(request, { asked: request.query.language }),
        }),
      }),
    },
    new: {
      docs: {
        tags,
        summary: "What's new: the latest announcements, newest first",
        description: 'At most 10 items already published.',
      },
      handler: async (request) => ({
        message: CONTENT_MESSAGES.whatsNew,
        data: {
          announcements: await findAnnouncements(app, {
            language: languageOf(request, { asked: request.query.language }),
            now: app.clock(),
          }),
        },
      }),
    },
  } satisfies CallRoutes;
}

/** Mounts `pageCalls` (a Fastify plugin under `/user`). */
export default async function pageRoutes(app: FastifyInstance) {
  mountCalls(app, pageCalls(app));
}
