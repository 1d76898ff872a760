import { object, string, type InferType } from 'yup';
import { keyedMessages } from './keyed';
import { EMAIL_PATTERN } from './patterns';
import { plainText } from './rules';

/**
 * The product had no rules for the contact form; these are what a server needs. Lengths follow the
 * shared administration limits of docs/product.md §9.8 (60 for name and e-mail, 150 for other short text).
 */
export const CONTACT_LIMITS = {
  nameMax: 60,
  emailMax: 60,
  subjectMax: 150,
  messageMin: 10,
  messageMax: 5000,
} as const;

export const contactSchema = object({
  name: plainText('name')
    .trim()
    .required(keyedMessages.required('name'))
    .max(CONTACT_LIMITS.nameMax, keyedMessages.tooLong('name', CONTACT_LIMITS.nameMax)),
  email: string()
    .trim()
    .required(keyedMessages.emailRequired)
    .max(CONTACT_LIMITS.emailMax, keyedMessages.tooLong('email', CONTACT_LIMITS.emailMax))
    .matches(EMAIL_PATTERN, { message: keyedMessages.pleaseEnterValidEmail }),
  // One line, as the support mail's subject: no control or bidirectional-override characters.
  subject: plainText('subject')
    .trim()
    .required(keyedMessages.required('subject'))
    .max(CONTACT_LIMITS.subjectMax, keyedMessages.tooLong('subject', CONTACT_LIMITS.subjectMax)),
  message: string()
    .trim()
    .required(keyedMessages.required('message'))
    .min(CONTACT_LIMITS.messageMin, keyedMessages.tooShort('message', CONTACT_LIMITS.messageMin))
    .max(CONTACT_LIMITS.messageMax, keyedMessages.tooLong('message', CONTACT_LIMITS.messageMax)),
});
export type ContactValues = InferType<typeof contactSchema>;
