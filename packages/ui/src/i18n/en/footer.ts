/** The site footer (docs/product.md §3.1 Header and footer). */
export const footer = {
  links: {
    aboutUs: 'About Us',
    contactSupport: 'Contact Support',
    faq: "FAQ's",
    feedback: 'Feedback',
    privacy: 'Privacy & Policy',
    terms: 'Terms & Conditions',
  },
  nav: 'Footer',
  tagline:
    'Prices start at the sticker price and drop until claimed. Every vehicle sells, every Thursday.',
  appTitle: 'Get the MarketDrop app',
  appText: 'Bid, claim and track your vehicles on the go.',
  appStorePrefix: 'Download on the',
  googlePlayPrefix: 'Get it on',
  copyright: '© {{year}} MarketDrop. All rights reserved.',
};
