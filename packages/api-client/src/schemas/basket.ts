/** Response shapes of the basket: add-on products (docs/product.md §14 Basket). */
import { LANGUAGES, PRODUCT_KINDS, PRODUCT_TAX_CLASSES } from '@marketdrop/validation';
import { Type, bool, int, oneOf, str } from './shape';

/** An add-on product MarketDrop sells beside the vehicles, in one language. */
export const Product = Type.Object({
  _id: str(),
  slug: str({ description: 'A stable name, e.g. `dash-cam`' }),
  kind: oneOf(PRODUCT_KINDS),
  language: oneOf(LANGUAGES, { description: 'The language of `name` and `description`' }),
  name: str(),
  description: str(),
  priceCents: int({ description: 'The price of one, in cents, before taxes' }),
  taxClass: oneOf(PRODUCT_TAX_CLASSES, {
    description: "`standard`: the buyer's province's sales taxes; `exempt`: none",
  }),
  maxQuantity: int({ description: 'The most of it one basket line may hold' }),
  perVehicle: bool({
    description:
      'At most one per vehicle in the same basket (a protection plan), within maxQuantity',
  }),
  image: str({
    description: 'The path of its picture on this server, e.g. `/products/dash-cam.svg`',
  }),
});
