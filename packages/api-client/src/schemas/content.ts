/** Response shapes of the guest and content calls (docs/product.md §10.1). */
import { LANGUAGES } from '@marketdrop/validation';
import { Type, instant, int, list, nullableStr, oneOf, str } from './shape';

export const CONTENT_PAGE_KEYS = ['about', 'terms', 'privacy'] as const;
export const CONTACT_MESSAGE_STATUSES = ['received', 'forwarded', 'forward_failed'] as const;

/** A titled block of a content page. */
export const ContentSection = Type.Object({
  heading: str(),
  body: list(str(), { description: 'One plain-text paragraph each' }),
});

/** A stored page (About Us, Terms & Conditions, Privacy Policy) in one language. */
export const ContentPage = Type.Object({
  key: oneOf(CONTENT_PAGE_KEYS),
  language: oneOf(LANGUAGES),
  title: str(),
  effectiveOn: nullableStr({ description: 'YYYY-MM-DD (Terms, Privacy); null for About' }),
  sections: list(ContentSection),
  updatedAt: str({ description: 'ISO instant of the last change' }),
});

/** One FAQ question; the list comes in display order. */
export const FaqItem = Type.Object({ _id: str(), position: int(), question: str(), answer: str() });

export const ContactUsData = Type.Object({
  _id: str(),
  reference: str({ description: 'A short reference to quote to Support, e.g. `MD-3F9A1C2B`' }),
  createdAt: str({ description: 'ISO instant' }),
});

/** A message the signed-in user sent to Support (getContactMessages). */
export const ContactMessage = Type.Object({
  _id: str(),
  reference: str(),
  subject: str(),
  message: str(),
  language: oneOf(LANGUAGES),
  status: oneOf(CONTACT_MESSAGE_STATUSES, {
    description: '`received`, then `forwarded` to the support mailbox (or `forward_failed`)',
  }),
  createdAt: str(),
});

/** A "what's new" item. */
export const Announcement = Type.Object({
  _id: str(),
  title: str(),
  body: str(),
  link: nullableStr({ description: 'An in-app path to read more, or null' }),
  publishedAt: instant(),
});
export const WhatsNewData = Type.Object({ announcements: list(Announcement) });
