import type { FastifyInstance } from 'fastify';
import type { ResponseOf } from '@marketdrop/api-client';
import type { ContentPageKey } from './tables';
import { findAnnouncements, findContentPage, findFaqs } from './find-content';
import { languageOf } from '../shared/language';
import { contentPageSchema, faqListSchema, languageQuery, whatsNewData } from './schemas';
import { envelope, errorResponses } from '../shared/route-schemas';

export const CONTENT_MESSAGES = {
  about: 'About us fetched successfully',
  terms: 'Terms & conditions fetched successfully',
  privacy: 'Privacy policy fetched successfully',
  faqs: 'FAQs fetched successfully',
  whatsNew: "What's new fetched successfully",
} as const;

const tags = ['content'];

/** The stored pages, the FAQ and what's new (spec §7 "Guest and content"), public. */
export default async function pageRoutes(app: FastifyInstance) {
  const pages: [string, ContentPageKey, string][] = [
    ['/getAboutUs', 'about', 'About Us'],
    ['/getTerms', 'terms', 'Terms & Conditions'],
    ['/getPrivacy', 'privacy', 'Privacy Policy'],
  ];
  for (const [url, key, name] of pages) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: `${name}, in the requested language`,
          querystring: languageQuery,
          response: { 200: envelope(contentPageSchema), ...errorResponses },
        },
        onRequest: app.authenticateOptional,
      },
      async (request): Promise<ResponseOf<'getAboutUs'>> => ({
        message: CONTENT_MESSAGES[key],
        data: await findContentPage(app, { key, language: await languageOf(request) }),
      }),
    );
  }

  app.get(
    '/getFaqs',
    {
      schema: {
        tags,
        summary: 'The FAQ (seven questions), in display order',
        querystring: languageQuery,
        response: { 200: envelope(faqListSchema), ...errorResponses },
      },
      onRequest: app.authenticateOptional,
    },
    async (request): Promise<ResponseOf<'getFaqs'>> => ({
      message: CONTENT_MESSAGES.faqs,
      data: await findFaqs(app, { language: await languageOf(request) }),
    }),
  );

  app.get(
    '/new',
    {
      schema: {
        tags,
        summary: "What's new: the latest announcements, newest first",
        description: 'At most 10 items already published.',
        querystring: languageQuery,
        response: { 200: envelope(whatsNewData), ...errorResponses },
      },
      onRequest: app.authenticateOptional,
    },
    async (request): Promise<ResponseOf<'new'>> => ({
      message: CONTENT_MESSAGES.whatsNew,
      data: {
        announcements: await findAnnouncements(app, {
          language: await languageOf(request),
          now: app.clock(),
        }),
      },
    }),
  );
}
