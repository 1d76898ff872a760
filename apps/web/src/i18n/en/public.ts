/** Texts of the public pages (engineer D): landing, About, Terms, Privacy, FAQ, Contact Support. */
export const publicPages = {
  titles: {
    landing: 'MarketDrop: vehicles that sell every Thursday',
    about: 'About Us',
    terms: 'Terms & Conditions',
    privacy: 'Privacy Policy',
    faq: "FAQ's",
    contact: 'Contact Support',
    listing: 'All Vehicles',
    notFound: 'Page Not Found',
    auctionNotFound: 'Auction Not Found',
  },
  /** What search results and link previews show under each public page's title. */
  descriptions: {
    landing:
      'Vehicles from licensed dealers sell every Thursday on MarketDrop: classic auctions, MarketDropAI prices that drop until someone claims them, ClaimPOINT and Buy Now.',
    about: 'Who we are and how MarketDrop sells vehicles from licensed dealers every Thursday.',
    terms: 'The terms that apply when you buy or sell a vehicle on MarketDrop.',
    privacy: 'What MarketDrop collects about you, why, and how to reach us about it.',
    faq: 'Answers to the questions buyers and dealers ask most: bidding, MarketDropAI, ClaimPOINT, fees, payment and pickup.',
    contact: 'Write to MarketDrop support: we reply by e-mail.',
    listing:
      'Every vehicle on sale this week on MarketDrop, with its price now: bid, claim or buy before the Thursday close.',
    notFound: 'This page does not exist on MarketDrop.',
    /** A vehicle's page: `{{vehicle}}`, its price now, then the facts known (`vehicleFacts`). */
    vehicle: '{{vehicle}} on MarketDrop: {{price}} now.',
    vehicleOdometer: '{{odometer}}.',
    vehicleSeller: 'Sold by {{seller}}.',
    vehicleSellerCity: 'Sold by {{seller}}, {{city}}.',
    vehicleEnds: 'The sale ends {{date}}.',
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
