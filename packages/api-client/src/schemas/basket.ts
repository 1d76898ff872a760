/** Response shapes of the basket: add-on products (docs/product.md §14 Basket). */
import {
  AUCTION_TYPES,
  CART_DROP_REASONS,
  CART_LINE_STATUSES,
  COUPON_STATUSES,
  LANGUAGES,
  PRODUCT_KINDS,
  PRODUCT_TAX_CLASSES,
} from '@marketdrop/validation';
import {
  Type,
  bool,
  instant,
  int,
  list,
  nullableInstant,
  nullableStr,
  oneOf,
  orNull,
  str,
} from './shape';

/** A basket line holds a vehicle or an add-on product. */
export const CART_LINE_KINDS = ['vehicle', 'product'] as const;

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

/** What a vehicle line holds: a Buy Now vehicle on sale, or the buyer's unpaid order. */
export const CartVehicle = Type.Object({
  auctionId: str(),
  auctionType: oneOf(AUCTION_TYPES),
  vehicleName: str(),
  /** The first picture's path, or null. */
  image: nullableStr(),
  orderId: nullableStr({
    description:
      "The buyer's unpaid order of this vehicle (won, claimed or bought); null: a Buy Now vehicle on sale",
  }),
  paymentDueAt: nullableInstant({ description: "The order's payment deadline (null without one)" }),
});

/** One line of a basket, priced now. */
export const CartLine = Type.Object({
  _id: str({ description: 'The item id (`itemId` of updateProductQty and removeProductFromCart)' }),
  kind: oneOf(CART_LINE_KINDS),
  status: oneOf(CART_LINE_STATUSES, {
    description: '`available`, or why it cannot be bought now (it counts in no total)',
  }),
  statusMessage: nullableStr({
    description: 'Why it cannot be bought now, in English (null when available)',
  }),
  quantity: int({ description: 'Always 1 for a vehicle' }),
  unitPriceCents: int({ description: 'The price of one now, in cents, before taxes' }),
  lineTotalCents: int({ description: 'quantity × unitPriceCents' }),
  documentationFeeCents: int({
    description: 'The documentation fee of a vehicle line; 0 for a product',
  }),
  vehicle: orNull(CartVehicle),
  product: orNull(Product),
  addedAt: instant(),
});

/** A basket with its lines priced now and its totals before taxes (taxes come at checkout). */
/** A product a promotion adds to the basket at $0. */
export const BasketFreeLine = Type.Object({
  productId: str(),
  kind: oneOf(PRODUCT_KINDS),
  name: str({ description: "The product's name in the answer's language" }),
  listPriceCents: int({ description: 'Its usual price of one, in cents (the line costs $0)' }),
  promotionId: str(),
});

/** What the signed-in buyer's coupon, points and free products do to their basket now. */
export const BasketPromotions = Type.Object({
  freeLines: list(BasketFreeLine),
  coupon: orNull(
    Type.Object({
      code: str(),
      status: oneOf(COUPON_STATUSES, {
        description: '`applied`, or why it takes nothing off now (it stays applied)',
      }),
      minBasketCents: int({ description: 'The subtotal it needs (0: none)' }),
      discountCents: int(),
    }),
    { description: 'The coupon applied (null: none)' },
  ),
  points: Type.Object({
    applied: int({ description: 'The points applied' }),
    used: int({ description: 'Those that take something off now (fees and add-ons only)' }),
    discountCents: int(),
  }),
  discountCents: int({ description: 'Coupon and points together, in cents' }),
  totalBeforeTaxesCents: int({ description: 'subtotalCents - discountCents; taxes at checkout' }),
});

export const CartDetails = Type.Object({
  lines: list(CartLine),
  count: int({ description: 'How many lines (the header badge)' }),
  vehicleCount: int({ description: 'How many vehicle lines' }),
  vehiclesCents: int({ description: 'The available vehicle lines, in cents' }),
  productsCents: int({ description: 'The available product lines, in cents' }),
  documentationFeesCents: int({ description: 'The documentation fee of each available vehicle' }),
  subtotalCents: int({ description: 'vehiclesCents + productsCents + documentationFeesCents' }),
  promotions: orNull(BasketPromotions, {
    description: "A signed-in buyer's coupon, points and free products; null for a guest",
  }),
});

/** `guestUser`: the token of a new guest basket. */
export const GuestUserData = Type.Object({
  guestToken: str({ description: 'Send it in the `X-Guest-Token` header of the guest calls' }),
  expiresAt: instant({ description: 'Forgotten then unless used again (30 days idle)' }),
});

/** A guest line left out when the guest basket joined the account's. */
export const CartMergeDropped = Type.Object({
  kind: oneOf(CART_LINE_KINDS),
  name: str({ description: 'The vehicle or product name' }),
  reason: oneOf(CART_DROP_REASONS),
  message: str({ description: 'Why, in English' }),
});

/** What signing in with a guest token did to the account's basket. */
export const CartMerge = Type.Object(
  {
    merged: int({ description: 'Guest lines added to (or joined with) the account basket' }),
    dropped: list(CartMergeDropped),
    count: int({ description: "The account basket's line count after the merge" }),
  },
  { description: 'Sent when a guestToken came with the sign-in: what joined the account basket' },
);
