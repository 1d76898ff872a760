import type { FastifyInstance } from 'fastify';
import type { ContactUsRequest, ResponseOf } from '@marketdrop/api-client';
import { DEFAULT_LANGUAGE, contactSchema } from '@marketdrop/validation';
import { authOf } from '../plugins/auth';
import { bodyOf } from '../shared/validate';
import { listContactMessages } from './list-contact-messages';
import { CONTACT_US_MESSAGE, sendContactMessage } from './send-contact-message';
import { optionalLanguage } from '../shared/language';
import { contactMessageListSchema, contactUsBody, contactUsData } from './schemas';
import { bearer, envelope, errorResponses } from '../shared/route-schemas';

/** The contact form's schema, plus the optional language the sender writes in. */
const contactUsSchema = contactSchema.shape({ language: optionalLanguage });

const tags = ['content'];

/** Contact Support: send a message; a signed-in user lists the messages they sent. */
export default async function contactRoutes(app: FastifyInstance) {
  app.post<{ Body: ContactUsRequest }>(
    '/contactUs',
    {
      schema: {
        tags,
        summary: 'Send a message to Support',
        description:
          'Validated like the form (400 with field errors). The message is stored, then mailed to the support mailbox (SUPPORT_EMAIL) with the sender as reply-to. Rate-limited per IP and per e-mail (429).',
        body: contactUsBody,
        response: { 200: envelope(contactUsData), ...errorResponses },
      },
      onRequest: app.authenticateOptional,
      preValidation: [app.rateLimitFor('contactUs'), bodyOf(contactUsSchema)],
    },
    async (request): Promise<ResponseOf<'contactUs'>> => {
      const { language, ...values } = request.body;
      const data = await sendContactMessage(app, {
        values,
        language: language ?? request.user?.language ?? DEFAULT_LANGUAGE,
        user: request.user,
      });
      return { message: CONTACT_US_MESSAGE, data };
    },
  );

  app.get(
    '/getContactMessages',
    {
      schema: {
        tags,
        summary: 'The messages the signed-in user sent to Support, newest first',
        description: 'Only messages sent while signed in; at most 50.',
        security: bearer,
        response: { 200: envelope(contactMessageListSchema), ...errorResponses },
      },
      onRequest: app.authenticate,
    },
    async (request): Promise<ResponseOf<'getContactMessages'>> => ({
      message: 'Contact messages fetched successfully',
      data: await listContactMessages(app, { userId: authOf(request).user.id }),
    }),
  );
}
