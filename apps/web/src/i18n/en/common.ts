/**
 * Texts of the web app that any page may show (bundled): the loader's, the header's language menu
 * and the placeholder of the screens still to come.
 */
export const common = {
  /** Shown while a page's code loads. */
  loading: 'Loading...',
  /** The header's language menu: the choice could not be saved on the account. */
  languageNotSaved: 'Could not save your language choice. Try again.',
  /** The placeholder of a screen that a later release builds (`ComingSoonPage`). */
  comingSoon: {
    overline: 'Coming soon',
    text: 'This page is coming soon. It is not available yet in this version of MarketDrop.',
    /** The screens the route table names, by key (`comingSoon('myOrders')`). */
    screens: {
      marketDrop: 'MarketDrop',
      home: 'Home',
      vehicles: 'Vehicles',
      auctionDetail: 'Auction Detail',
      sellerProfile: 'Seller Profile',
      myAuction: 'My Auction',
      myOrders: 'My Orders',
      savedCars: 'Saved Cars',
      aboutUs: 'About Us',
      contactSupport: 'Contact Support',
      faq: 'FAQ',
      terms: 'Terms & Conditions',
      privacy: 'Privacy Policy',
    },
  },
};
