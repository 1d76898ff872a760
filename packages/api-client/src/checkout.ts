/**
 * The two answers of getCheckoutDetails and updateCheckoutDetails: an order's checkout
 * (`{orderId}`) or the basket's (`{cart: true}`, `cart` set in the answer). These tell them apart.
 */
import type { AnyCheckoutDetails, BasketCheckout, CheckoutDetails } from './contract';

/** True for the basket's checkout (an answer to a `cart: true` request). */
export function isBasketCheckout(details: AnyCheckoutDetails): details is BasketCheckout {
  return 'cart' in details && details.cart === true;
}

/** An order's checkout from an answer to an `{orderId}` request (throws on the basket's). */
export function orderCheckoutOf(details: AnyCheckoutDetails): CheckoutDetails {
  if (isBasketCheckout(details)) throw new TypeError('Expected an order checkout, got the basket');
  return details;
}

/** The basket's checkout from an answer to a `{cart: true}` request (throws on an order's). */
export function basketCheckoutOf(details: AnyCheckoutDetails): BasketCheckout {
  if (!isBasketCheckout(details)) throw new TypeError('Expected the basket checkout, got an order');
  return details;
}
