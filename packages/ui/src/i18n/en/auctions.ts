/**
 * The live auction (docs/product.md §3.7 Auction detail, docs/product.md §3.7, §4, §5.2): the countdown on the
 * server clock, the bid dialogs (Place Your Bid, Confirm Your Bid, Bid Placed Successfully), the
 * Claim Now and Buy Now confirmations, the all-in price and the next price drop. (A card's live
 * price label is in `catalogue.card`: it comes with every card, these texts with the detail.)
 */
export const auctions = {
  countdown: {
    sold: 'Sold',
    ended: 'Ended',
    reserveNotMet: 'Reserve not met',
    extended: 'Extended',
    over: 'Sale over: {{status}}',
    /** The seller's sales are paused: the time left stands still. */
    paused: 'Paused',
    pausedLong: 'Sale paused: the time left stands still',
  },
  price: {
    nextDrop: 'Next drop at {{time}}',
  },
  fees: {
    title: 'Price breakdown',
    vehiclePrice: 'Vehicle price',
    documentationFee: 'Documentation fee',
    deliveryCharge: 'Delivery charge',
    discount: 'Coupon and points',
    tax: '{{name}} ({{rate}})',
    total: 'All-in total',
    noPremium: "No buyer's premium.",
    taxesLater: 'Sales taxes of your province are added at checkout.',
    ratesAsOf: 'Tax rates as of {{date}}.',
    names: { GST: 'GST', HST: 'HST', PST: 'PST', RST: 'RST', QST: 'QST' },
  },
  bid: {
    title: 'Place Your Bid',
    currentBid: 'Current Bid',
    amount: 'Your bid',
    amountHelp: 'Minimum bid: {{amount}}',
    maxAmount: 'Maximum bid (optional)',
    maxHelp:
      'We bid for you, one increment at a time, up to this amount. No one else ever sees it.',
    continue: 'Continue',
    cancel: 'Cancel',
    confirmTitle: 'Confirm Your Bid',
    lockedIn: 'Once submitted, it will be locked in',
    yourBid: 'Your bid',
    yourMax: 'Your maximum bid',
    ifYouWin: 'What you pay if you win at {{amount}}:',
    back: 'Back',
    submit: 'Place Bid',
    successTitle: 'Bid Placed Successfully',
    outbidTitle: 'Bid placed, but outbid',
    leadingWithMax:
      'You are the highest bidder at {{amount}}. Your maximum bid of {{max}} bids for you only if someone bids more; no one else sees it.',
    overtakenSince:
      'Another bidder has bid more since: the price is now {{amount}} and you are not leading.',
    leading: 'You are the highest bidder at {{amount}}.',
    notLeading:
      'Your bid of {{amount}} was accepted, but you were outbid by an earlier maximum bid: you are not leading.',
    bidAgain: 'Bid again',
    done: 'Done',
    /** The caller leads: they can only raise their own maximum (docs/product.md §4.3). */
    raiseTitle: 'Raise your maximum',
    raiseText: 'You are the highest bidder. Your maximum bid is {{amount}}.',
    newMax: 'New maximum bid',
    newMaxHelp: 'At least {{amount}}. We bid for you up to it; no one else ever sees it.',
    yourNewMax: 'Your new maximum bid',
    ifYouWinAtMost: 'What you pay at most, if you win at {{amount}}:',
    raiseSubmit: 'Raise maximum',
    raised: 'Your maximum bid is now {{amount}}. You are still the highest bidder.',
    errors: {
      amountRequired: 'Enter your bid in whole dollars',
      tooLow: 'Your bid must be at least {{amount}}',
      maxTooLow: 'Your maximum bid must be at least your bid',
      outbid: 'Another bidder got there first. The minimum bid is now {{amount}}.',
      ended: 'This auction has ended. Your bid was not placed.',
      sold: 'This vehicle has been sold. Your bid was not placed.',
      paused: 'Sales by this seller are paused. Your bid was not placed.',
      failed: 'Your bid could not be placed. Please try again.',
      newMaxTooLow: 'Your new maximum must be at least {{amount}}',
      alreadyLeading:
        'You are already the highest bidder. To bid more, raise your maximum above {{amount}}.',
    },
  },
  purchase: {
    claimTitle: 'Claim Now',
    buyNowTitle: 'Buy Now',
    claimText: 'Claim this vehicle at {{price}}.',
    buyNowText: 'Buy this vehicle now at {{price}}.',
    lockedIn: 'Once submitted, it will be locked in',
    claim: 'Claim Now',
    buyNow: 'Buy Now',
    cancel: 'Cancel',
    boughtTitle: 'You bought it',
    boughtText: 'The vehicle is yours. Your order is waiting for payment.',
    viewOrder: 'View your order',
    close: 'Close',
    soldMeanwhile: 'Sorry, this vehicle is no longer for sale.',
    ended: 'This sale has ended. Nothing was bought.',
    failed: 'Your purchase could not be completed. Please try again.',
    priceChanged: 'The price changed to {{price}}. Review it and confirm again.',
  },
};
