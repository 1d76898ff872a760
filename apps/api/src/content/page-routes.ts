import type { FastifyInstance } from 'fastify';
import { languageOf } from '../shared/language';
import { mountCall } from '../shared/mount-call';
import { findAnnouncements, findContentPage, findFaqs } from './find-content';

export const CONTENT_MESSAGES = {
  about: 'About us fetched successfully',
  terms: 'Terms & conditions fetched successfully',
  privacy: 'Privacy policy fetched successfully',
  faqs: 'FAQs fetched successfully',
  whatsNew: "What's new fetched successfully",
} as const;

const tags = ['content'];

/** The stored pages, the FAQ and what's new (docs/product.md §10.1 Calls), public. */
export default async function pageRoutes(app: FastifyInstance) {
  const pages = [
    ['getAboutUs', 'about', 'About Us'],
    ['getTerms', 'terms', 'Terms & Conditions'],
    ['getPrivacy', 'privacy', 'Privacy Policy'],
  ] as const;
  for (const [call, key, name] of pages) {
    mountCall(app, call, {
      docs: {
        tags,
        summary: `${name}, in the requested language`,
      },
      handler: async (request) => ({
        message: CONTENT_MESSAGES[key],
        data: await findContentPage(app, {
          key,
          language: languageOf(request, { asked: request.query.language }),
        }),
      }),
    });
  }

  mountCall(app, 'getFaqs', {
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
  });

  mountCall(app, 'new', {
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
  });
}
