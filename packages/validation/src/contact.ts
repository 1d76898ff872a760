import { object, string, type InferType } from 'yup';
import { messages } from './messages';
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
  name: plainText('Name')
    .trim()
    .required(messages.required('Name'))
    .max(CONTACT_LIMITS.nameMax, messages.tooLong('Name', CONTACT_LIMITS.nameMax)),
  email: string()
    .trim()
    .required(messages.emailRequired)
    .max(CONTACT_LIMITS.emailMax, messages.tooLong('Email', CONTACT_LIMITS.emailMax))
    .matches(EMAIL_PATTERN, messages.pleaseEnterValidEmail),
  // One line, as the support mail's subject: no control or bidirectional-override characters.
  subject: plainText('Subject')
    .trim()
    .required(messages.required('Subject'))
    .max(CONTACT_LIMITS.subjectMax, messages.tooLong('Subject', CONTACT_LIMITS.subjectMax)),
  message: string()
    .trim()
    .required(messages.required('Message'))
    .min(
      CONTACT_LIMITS.messageMin,
      `Message must be at least ${CONTACT_LIMITS.messageMin} characters`,
    )
    .max(CONTACT_LIMITS.messageMax, messages.tooLong('Message', CONTACT_LIMITS.messageMax)),
});
export type ContactValues = InferType<typeof contactSchema>;
