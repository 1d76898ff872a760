/** Texts of the public pages (engineer D): landing, About, Terms, Privacy, FAQ, Contact Support. */
export const publicPages = {
  titles: {
    landing: 'MarketDrop: vehicles that sell every Thursday',
    about: 'About Us',
    terms: 'Terms & Conditions',
    privacy: 'Privacy Policy',
    faq: "FAQ's",
    contact: 'Contact Support',
  },
  /** The landing page's main heading (read by screen readers; the hero shows the slides). */
  landingHeading: 'MarketDrop: vehicles that sell every Thursday',
  loadFailed: {
    about: 'Failed to load About Us',
    terms: 'Failed to load the Terms & Conditions',
    privacy: 'Failed to load the Privacy Policy',
    faq: 'Failed to load the questions',
  },
  faq: {
    title: 'Frequently Asked Questions',
    intro: 'Answers to the questions buyers and dealers ask us most.',
    more: 'Still have a question?',
    contact: 'Contact Support',
    retry: 'Try again',
  },
  contact: {
    sent: 'Thank you! Your message has been sent.',
    sentDetail:
      'Your message was sent (reference {{reference}}). Our support team will reply to {{email}}.',
    fixFields: 'Please correct the highlighted fields',
    failed: 'Something went wrong. Try again.',
  },
};
