/** Stored pages, FAQ, Contact Support and announcements (docs/product.md §3.10-3.12). */
import type * as schemas from '@marketdrop/validation';
import type {
  ContactMessage,
  ContactUsData,
  ContentPage,
  FaqItem,
  WhatsNewData,
} from '../contract';
import { call } from './declare';

export const contentCalls = {
  getAboutUs: call<typeof schemas.contentLanguageSchema, ContentPage>()('GET', '/user/getAboutUs', {
    auth: 'optional',
    errors: ['VALIDATION_FAILED'],
    validation: 'form',
  }),
  getTerms: call<typeof schemas.contentLanguageSchema, ContentPage>()('GET', '/user/getTerms', {
    auth: 'optional',
    errors: ['VALIDATION_FAILED'],
    validation: 'form',
  }),
  getPrivacy: call<typeof schemas.contentLanguageSchema, ContentPage>()('GET', '/user/getPrivacy', {
    auth: 'optional',
    errors: ['VALIDATION_FAILED'],
    validation: 'form',
  }),
  getFaqs: call<typeof schemas.contentLanguageSchema, FaqItem[]>()('GET', '/user/getFaqs', {
    auth: 'optional',
    errors: ['VALIDATION_FAILED'],
    validation: 'form',
  }),
  contactUs: call<typeof schemas.contactUsRequestSchema, ContactUsData>()(
    'POST',
    '/user/contactUs',
    {
      auth: 'optional',
      errors: ['VALIDATION_FAILED', 'RATE_LIMITED'],
      validation: 'form',
    },
  ),
  getContactMessages: call<undefined, ContactMessage[]>()('GET', '/user/getContactMessages', {
    auth: 'session',
    errors: ['UNAUTHENTICATED'],
  }),
  new: call<typeof schemas.contentLanguageSchema, WhatsNewData>()('GET', '/user/new', {
    auth: 'optional',
    errors: ['VALIDATION_FAILED'],
    validation: 'form',
  }),
} as const;
