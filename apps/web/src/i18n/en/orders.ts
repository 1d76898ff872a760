/**
 * The web app's after-sale pages (docs/product.md §3.8, §5): My Bids, My Orders, an order and its
 * bill of sale; what they toast. The components' own texts are in @marketdrop/ui's `orders` area.
 */
export const orders = {
  basket: {
    title: 'Basket',
    checkoutTitle: 'Checkout',
    paymentSuccess: 'Thank you! Your payment was received: every order of your basket is paid.',
    paymentCancelled: 'The payment was cancelled. Your basket is as you left it.',
    seeOrders: 'See your orders',
    pointsNow_one: 'You now have {{count}} reward point.',
    pointsNow_other: 'You now have {{count}} reward points.',
    soldNamed:
      '{{name}} has just been sold to someone else: remove it from your basket to pay for the rest. Nothing was charged.',
    added: 'Added to your basket.',
    addToBasket: 'Add to basket',
    payAllWon: 'Pay for all won vehicles',
    merged_one: 'The item of your guest basket is now in your basket.',
    merged_other: 'The {{count}} items of your guest basket are now in your basket.',
    dropped: '{{name}} was left out of your basket: {{reason}}',
  },
  myBids: { title: 'My Auction' },
  myOrders: { title: 'My Orders' },
  order: {
    title: 'Order',
    billOfSale: 'Bill of Sale',
    paymentSuccess: 'Thank you! Your payment was received.',
    paymentPending: 'Thank you! Your payment is being confirmed.',
    paymentCancelled: 'The payment was cancelled. You can pay again before the deadline.',
  },
  toasts: {
    orderCancelled: 'Your order is cancelled.',
    reviewSent: 'Thank you for your review!',
    statusChanged: 'The order is now: {{status}}',
    paymentFailed: 'The payment could not be started. Please try again.',
    deliveryFailed: 'Your delivery details could not be saved. Please try again.',
    cancelFailed: 'The order could not be cancelled. Please try again.',
    reviewFailed: 'Your review could not be sent. Please try again.',
    statusFailed: 'The status could not be changed. Please try again.',
  },
};
