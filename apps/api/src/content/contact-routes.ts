import type { FastifyInstance } from 'fastify';
import { authOf } from '../plugins/auth';
import { languageOf } from '../shared/language';
import { mountCalls, type CallRoutes } from '../shared/mount-call';
import { listContactMessages } from './list-contact-messages';
import { CONTACT_US_MESSAGE, sendContactMessage } from './send-contact-message';

const tags = ['content'];

/** Contact Support: send a message; a signed-in user lists the messages they sent. */
export function contactCalls(app: FastifyInstance) {
  return {
    contactUs: {
      docs: {
        tags,
        summary: 'Send a message to Support',
        description:
          'Validated like the form (400 with field errors). The message is stored, then mailed to the support mailbox (SUPPORT_EMAIL) with the sender as reply-to. Rate-limited per IP and per e-mail (429).',
      },
      preValidation: [app.rateLimitFor('contactUs')],
      handler: async (request) => {
        const { language, ...values } = request.body;
        const data = await sendContactMessage(app, {
          values,
          language: languageOf(request, { asked: language }),
          user: request.user,
        });
        return { message: CONTACT_US_MESSAGE, data };
      },
    },

    getContactMessages: {
      docs: {
        tags,
        summary: 'The messages the signed-in user sent to Support, newest first',
        description: 'Only messages sent while signed in; at most 50.',
      },
      handler: async (request) => ({
        message: 'Contact messages fetched successfully',
        data: await listContactMessages(app, { userId: authOf(request).user.id }),
      }),
    },
  } satisfies CallRoutes;
}

/** Mounts `contactCalls` (a Fastify plugin under `/user`). */
export default async function contactRoutes(app: FastifyInstance) {
  mountCalls(app, contactCalls(app));
}
