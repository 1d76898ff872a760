/**
 * Texts of the public pages' components (engineer D): the landing sections, the FAQ accordion,
 * the contact form, the stored content pages and the mobile-app promotion. docs/product.md §3 wording where
 * it has one (How It Works, Why Buyers Win, Trust & Transparency, Claim Now, Shop the Market Now,
 * How Can We Help You?, Name, Email, Subject, Message, Submit).
 */
export const publicTexts = {
  landing: {
    hero: {
      label: 'Featured',
      slide: 'Slide {{number}} of {{total}}',
      goTo: 'Show slide {{number}}',
      pause: 'Pause the slides',
      play: 'Play the slides',
      claimNow: 'Claim Now',
      slide1: {
        eyebrow: 'MarketDropAI',
        title: 'The Price Drops Until Someone Claims It',
        subtitle:
          'Every MarketDropAI vehicle starts at its sticker price and drops at set intervals. Claim it the moment the price is right: the first claim wins.',
      },
      slide2: {
        eyebrow: 'Every Thursday',
        title: 'Every Vehicle Sells. Every Thursday.',
        subtitle:
          'Auctions, MarketDropAI, ClaimPOINT and Buy Now from verified Canadian dealers, all closing Thursday at 7 p.m. Toronto time.',
      },
    },
    howItWorks: {
      title: 'How It Works',
      step1: {
        title: 'Create your account',
        body: 'Sign up as a Consumer or a Dealer in a few minutes and confirm your email with a 4-digit code. You must be 18 or older.',
      },
      step2: {
        title: 'Bid, claim or buy',
        body: 'Bid in an auction and let us bid for you up to your maximum, claim a MarketDropAI vehicle as its price drops, claim a ClaimPOINT vehicle at its posted price, or use Buy Now.',
      },
      step3: {
        title: 'Win, pay and drive',
        body: 'Get a confirmation with payment and delivery instructions, pay within 48 hours, and choose Pickup or Delivery. Track your order until it is Completed.',
      },
    },
    whyBuyersWin: {
      title: 'Why Buyers Win',
      point1: {
        title: 'Prices start at sticker and only go down',
        body: 'MarketDropAI prices drop by a fixed step at fixed intervals until someone claims the vehicle. You decide when the price is right.',
      },
      point2: {
        title: 'Every vehicle sells',
        body: 'A MarketDropAI vehicle that reaches its floor price stays claimable at that price until the Thursday close.',
      },
      point3: {
        title: 'No buyer’s premium',
        body: 'You pay the winning price plus a flat $99 documentation fee and applicable HST/GST. No percentage on top, whatever the price.',
      },
      point4: {
        title: 'Fair, snipe-proof auctions',
        body: 'Proxy bids work for you up to your maximum, and a bid in the last 2 minutes extends the auction by 2 minutes so everyone can answer.',
      },
      point5: {
        title: 'A fresh sale every week',
        body: 'Vehicles sell every Thursday at 7 p.m. Toronto time, with new inventory from verified dealers each week.',
      },
    },
    trust: {
      title: 'Trust & Transparency',
      item1: {
        title: 'Verified dealers',
        body: 'Every dealer registers with a dealership number/ID and HST/GST number, and must have the business verified before listing a single vehicle.',
      },
      item2: {
        title: 'The full picture',
        body: 'Listings show photos, odometer in KM, condition reports, vehicle documents and location, so you know what you are bidding on.',
      },
      item3: {
        title: 'Clear rules, clear prices',
        body: 'Published increments, reserves and fees, prices in Canadian dollars, and order tracking from Pending Payment to Completed.',
      },
    },
    shop: {
      title: 'This Thursday’s Vehicles Won’t Wait',
      body: 'Prices are dropping right now. Find the car you want, claim it at the right price and drive it home next week.',
      cta: 'Shop the Market Now',
    },
  },
  faq: {
    loading: 'Loading the questions',
    empty: 'No questions have been published yet.',
  },
  contact: {
    title: 'How Can We Help You?',
    intro:
      'Questions about a vehicle, a sale or your account? Send us a message and our support team will reply by email.',
    formLabel: 'Contact Support',
    name: 'Name',
    email: 'Email',
    subject: 'Subject',
    message: 'Message',
    submit: 'Submit',
    characters: '{{count}} / {{max}}',
  },
  content: {
    effective: 'Effective {{date}}',
    onThisPage: 'On this page',
    loading: 'Loading the page',
    failed: 'This page could not be loaded.',
    retry: 'Try again',
  },
  appPromo: {
    /** Shown on a store badge whose address is not set yet (the app is not published). */
    comingSoon: 'Coming soon',
  },
};
