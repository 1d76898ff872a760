import { AUCTION_MESSAGE_PARAMS, auctionMessages } from './auctions';
import { BASKET_MESSAGE_PARAMS, basketMessages } from './basket-messages';
import { CATALOGUE_MESSAGE_PARAMS, catalogueMessages } from './catalogue';
import { DEALER_MESSAGE_PARAMS, dealerMessages } from './dealers';
import { MESSAGE_PARAMS } from './keyed';
import { LISTING_MESSAGE_PARAMS, listingMessages } from './listings';
import { messages } from './messages';
import { ORDER_MESSAGE_PARAMS, orderMessages } from './order-values';

/**
 * Every dictionary of validation messages, by the prefix of its keys (`''` for `messages`: the
 * key is the name; `listings`: `listings.<name>`...), with the names of its functions' arguments
 * (`{{field}}`, `{{max}}` in a translation). What a translation catalogue must cover: the ui's
 * test enumerates these keys and requires a French text for each (decision 031).
 */
export const MESSAGE_DICTIONARIES = {
  '': { messages, params: MESSAGE_PARAMS },
  listings: { messages: listingMessages, params: LISTING_MESSAGE_PARAMS },
  orders: { messages: orderMessages, params: ORDER_MESSAGE_PARAMS },
  dealers: { messages: dealerMessages, params: DEALER_MESSAGE_PARAMS },
  auctions: { messages: auctionMessages, params: AUCTION_MESSAGE_PARAMS },
  catalogue: { messages: catalogueMessages, params: CATALOGUE_MESSAGE_PARAMS },
  basket: { messages: basketMessages, params: BASKET_MESSAGE_PARAMS },
} as const;

/** The key of every message of `MESSAGE_DICTIONARIES` (`required`, `listings.vinLength`...). */
export function messageKeys(): string[] {
  return Object.entries(MESSAGE_DICTIONARIES).flatMap(([prefix, { messages: dictionary }]) =>
    Object.keys(dictionary).map((name) => (prefix === '' ? name : `${prefix}.${name}`)),
  );
}
