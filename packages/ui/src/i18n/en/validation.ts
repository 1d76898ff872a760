import {
  AUCTION_MESSAGE_PARAMS,
  BASKET_MESSAGE_PARAMS,
  CATALOGUE_MESSAGE_PARAMS,
  DEALER_MESSAGE_PARAMS,
  FIELD_LABELS,
  LISTING_MESSAGE_PARAMS,
  MESSAGE_PARAMS,
  ORDER_MESSAGE_PARAMS,
  auctionMessages,
  basketMessages,
  catalogueMessages,
  dealerMessages,
  listingMessages,
  messages,
  orderMessages,
  templatesOf,
} from '@marketdrop/validation';

/** The texts as plain strings (French translates them), not the literal types of `as const`. */
const texts = <K extends string>(values: Record<K, string>): Record<K, string> => values;

/** Some entries of a record (the listing messages a form does not show under `dealer.errors`). */
const pick = <T extends Readonly<Record<string, string>>, const K extends keyof T & string>(
  record: T,
  names: readonly K[],
): Record<K, string> =>
  Object.fromEntries(names.map((name) => [name, record[name]])) as unknown as Record<K, string>;

/**
 * The validation messages of `@marketdrop/validation`, one key per message, with `{{field}}` /
 * `{{max}}` / `{{min}}`... where the message takes them: English is the package's own text
 * (`templatesOf`). A message is translated by its key (`useValidationMessage`): `<name>` is
 * `validation.messages.<name>`, `<domain>.<name>` is `validation.<domain>.<name>`. Every key of
 * `MESSAGE_DICTIONARIES` has a text here (or, for the listing form's own, in `dealer.errors`): a
 * test checks it.
 */
export const validation = {
  messages: texts(templatesOf(messages, MESSAGE_PARAMS)),
  /**
   * The field names the messages put in `{{field}}`, by field id (`FIELD_LABELS`, the English
   * labels). In French each is a noun with its article ("Le prénom"), so "{{field}} est
   * obligatoire" reads naturally.
   */
  fields: texts(FIELD_LABELS),
  /** `orders.<name>`: the after-sale forms (Delivery Details, cancel, review) and order requests. */
  orders: texts(templatesOf(orderMessages, ORDER_MESSAGE_PARAMS)),
  /** `dealers.<name>`: the dealer's verification and the admin console. */
  dealers: texts(templatesOf(dealerMessages, DEALER_MESSAGE_PARAMS)),
  /**
   * `auctions.<name>`: bids, claims and Buy Now. The two that format an amount (`$12,350`) are
   * written out: a template cannot go through the formatter.
   */
  auctions: texts({
    ...templatesOf(auctionMessages, AUCTION_MESSAGE_PARAMS),
    priceChanged: 'The price changed to ${{price}}. Review it and try again.',
    bidTooLow: 'Your bid must be at least ${{minimum}}',
  }),
  /** `catalogue.<name>`: the listing's filters and the live stream's ids. */
  catalogue: texts(templatesOf(catalogueMessages, CATALOGUE_MESSAGE_PARAMS)),
  /** `basket.<name>`: the add-on products and the basket's calls. */
  basket: texts(templatesOf(basketMessages, BASKET_MESSAGE_PARAMS)),
  /**
   * `listings.<name>` that the listing form does not show under `dealer.errors`: ids, photos,
   * documents, the close and the server's own checks.
   */
  listings: texts(
    pick(templatesOf(listingMessages, LISTING_MESSAGE_PARAMS), [
      'vinRequired',
      'yearRequired',
      'makeRequired',
      'odometerRequired',
      'auctionTypeRequired',
      'endsAtRequired',
      'listingIdRequired',
      'listingId',
      'state',
      'pageNumber',
      'pageSize',
      'photoIds',
      'photoIdRequired',
      'documentIdRequired',
      'documentName',
      'makeUnknown',
      'categoryUnknown',
      'endsAtPast',
      'endsAtTooFar',
      'photoRequired',
      'tooManyPhotos',
      'tooManyPerUpload',
      'noPhotos',
      'photoUnreadable',
      'photoTooManyPixels',
      'lastPhoto',
      'photoOrder',
      'tooManyDocuments',
      'noDocuments',
    ]),
  ),
};
