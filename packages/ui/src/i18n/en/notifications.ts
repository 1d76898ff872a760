/**
 * The notifications (docs/product.md §5.4): the header's bell, its list, and the alerts page's list.
 * `{{vehicle}}` is the vehicle's name, `{{amount}}` whole dollars as money.
 */
export const notifications = {
  title: 'Notifications',
  bellUnread_one: 'Notifications, {{count}} unread',
  bellUnread_other: 'Notifications, {{count}} unread',
  markAllRead: 'Mark all as read',
  seeAll: 'See all notifications',
  empty: 'No notifications yet',
  emptyHint: 'Outbid alerts, auctions you win and vehicles you sell show up here.',
  loadError: 'Failed to load notifications',
  retry: 'Try again',
  unread: 'Unread',
  loadMore: 'Load More',
  someVehicle: 'a vehicle',
  kinds: {
    outbid: 'You were outbid on {{vehicle}}: {{amount}}',
    outbidNoAmount: 'You were outbid on {{vehicle}}',
    won: 'You won {{vehicle}}: {{amount}}',
    wonNoAmount: 'You won {{vehicle}}',
    lost: 'You did not win {{vehicle}}. Highest bid: {{amount}}',
    lostNoAmount: 'You did not win {{vehicle}}',
    sold: 'Your {{vehicle}} sold: {{amount}}',
    soldNoAmount: 'Your {{vehicle}} sold',
    unsold: 'Your {{vehicle}} did not sell. Highest bid: {{amount}}',
    unsoldNoAmount: 'Your {{vehicle}} did not sell',
    dealerVerified: 'Your business is verified: you can now publish listings',
    dealerRejected: 'We could not verify your business: {{reason}}',
    dealerRejectedNoReason: 'We could not verify your business',
    listingUnpublished: 'Your {{vehicle}} was unpublished: {{reason}}',
    listingUnpublishedNoReason: 'Your {{vehicle}} was unpublished',
    reserveOffer: '{{vehicle}} closed below your reserve: accept {{amount}} within 24 hours',
    reserveOfferNoAmount: '{{vehicle}} closed below your reserve',
  },
};
