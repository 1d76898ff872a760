import {
  REWARD_POINT_VALUE_CENTS,
  type CouponKind,
  type CouponStatus,
  type CouponTarget,
  type ProductKind,
  type ProductTaxClass,
} from '@marketdrop/validation';

/**
 * The promotions' arithmetic (docs/product.md §14.4 to §14.6, decision 042), pure: a basket's lines
 * priced in cents in, the free products added, the coupon's and the points' discounts out, each
 * shared among the lines to the cent (for the taxes of each line). A coupon and points take off
 * MarketDrop's fees and the add-on products only, never a dealer's vehicle price.
 */

/** One line of a basket as the pricing sees it (the basket builds these). */
export type PricedBasketLine = {
  /** The basket line's id (a free line's is `free:<promotion slug>`). */
  lineId: string;
  kind: 'vehicle' | 'product';
  /** A vehicle line's auction (and its order when one exists). */
  auctionId?: string | null;
  orderId?: string | null;
  /** A product line's product and kind. */
  productId?: string | null;
  productKind?: ProductKind | null;
  /** The price of one, in cents, before taxes (a vehicle: the dealer's price). */
  unitCents: number;
  /** 1 for a vehicle; 1 to the product's limit. */
  quantity: number;
  /** MarketDrop's fees on the whole line, in cents (a vehicle: the documentation fee). */
  feeCents: number;
  /** How the line is taxed: a vehicle's rules, or a product's class. */
  taxClass: 'vehicle' | ProductTaxClass;
};

/** A coupon's rules as the pricing needs them (its row, or a test's). */
export type CouponRule = {
  couponId: string;
  code: string;
  kind: CouponKind;
  amountCents: number | null;
  percent: number | null;
  maxDiscountCents: number | null;
  target: CouponTarget;
  minBasketCents: number;
  startsAt: Date;
  endsAt: Date | null;
};

/** A free-product promotion as the pricing needs it. */
export type FreeProductRule = {
  promotionId: string;
  slug: string;
  productId: string;
  productKind: ProductKind;
  /** The product's usual price of one, in cents (shown struck through; the line costs $0). */
  listPriceCents: number;
  taxClass: ProductTaxClass;
  /** A vehicle of the basket priced at least this (null: any vehicle). */
  minVehiclePriceCents: number | null;
  /** The vehicles the basket needs, at least 1. */
  minVehicles: number;
  startsAt: Date;
  endsAt: Date | null;
};

export type PromotionsOptions = {
  /** Now: a coupon or a promotion outside its dates does not apply. */
  now: Date;
  /** The coupon the buyer applied (its rules), if any. */
  coupon?: CouponRule | null;
  /** The points the buyer applied (0: none). */
  points?: number;
  /** The buyer's balance: the points used never exceed it. */
  pointsBalance?: number;
  /** The free-product promotions in force. */
  freeProducts?: readonly FreeProductRule[];
};

/** A product added at $0 by a promotion. */
export type FreeLine = PricedBasketLine & {
  kind: 'product';
  promotionId: string;
  promotionSlug: string;
  listPriceCents: number;
};

/** What the discounts take off one line, split between its price and its fees (for taxes). */
export type LineDiscount = {
  lineId: string;
  couponCents: number;
  pointsCents: number;
  /** Of the two discounts, what comes off the line's price (add-ons only) and off its fees. */
  onPriceCents: number;
  onFeeCents: number;
};

export type PromotionsResult = {
  /** The paid lines' prices and fees, before discounts and taxes, in cents. */
  subtotalCents: number;
  /** The products the basket gets at $0 (a promotion it qualifies for). */
  freeLines: FreeLine[];
  coupon: {
    couponId: string;
    code: string;
    status: CouponStatus;
    /** The basket subtotal the coupon needs (for `minimum_not_met`'s message). */
    minBasketCents: number;
    discountCents: number;
  } | null;
  points: { applied: number; used: number; discountCents: number };
  /** Lines with a discount, in the basket's order (lines without one are left out). */
  lineDiscounts: LineDiscount[];
  discountCents: number;
  /** `subtotalCents - discountCents`: what is owed before taxes. */
  totalBeforeTaxesCents: number;
};

/** A share of a discount: one line's price (add-ons) or fees. */
type Bucket = { lineIndex: number; part: 'price' | 'fee'; cents: number };

const isWholeCents = (value: number) => Number.isSafeInteger(value) && value >= 0;

function assertLine(line: PricedBasketLine): void {
  if (!isWholeCents(line.unitCents) || !isWholeCents(line.feeCents)) {
    throw new RangeError(`Line ${line.lineId}: prices must be whole cents, 0 or more`);
  }
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
    throw new RangeError(`Line ${line.lineId}: the quantity must be a whole number from 1`);
  }
  if (line.kind === 'vehicle' && line.quantity !== 1) {
    throw new RangeError(`Line ${line.lineId}: a vehicle line holds 1`);
  }
}

const inForce = (rule: { startsAt: Date; endsAt: Date | null }, now: Date) =>
  rule.startsAt.getTime() <= now.getTime() &&
  (rule.endsAt === null || now.getTime() < rule.endsAt.getTime());

/** Where `rule` stands at `now`: before its start, past its end, or in force. */
export function datesStatus(
  rule: { startsAt: Date; endsAt: Date | null },
  now: Date,
): 'not_yet_valid' | 'expired' | 'in_force' {
  if (now.getTime() < rule.startsAt.getTime()) return 'not_yet_valid';
  if (rule.endsAt !== null && now.getTime() >= rule.endsAt.getTime()) return 'expired';
  return 'in_force';
}

/** Whether a basket of `lines` qualifies for `rule` (dates aside). */
export function qualifiesForFreeProduct(
  lines: readonly PricedBasketLine[],
  rule: Pick<FreeProductRule, 'minVehiclePriceCents' | 'minVehicles'>,
): boolean {
  const vehicles = lines.filter((line) => line.kind === 'vehicle');
  if (vehicles.length < Math.max(1, rule.minVehicles)) return false;
  const floor = rule.minVehiclePriceCents;
  return floor === null || vehicles.some((vehicle) => vehicle.unitCents >= floor);
}

/**
 * Shares `cents` among `buckets` in proportion to their amounts, to the cent: each gets the floor
 * of its share, and the cents left go one each to the largest remainders (ties: the earlier
 * bucket). Never more than a bucket holds, as long as `cents` is at most their sum.
 */
export function shareCents(cents: number, amounts: readonly number[]): number[] {
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  if (cents <= 0 || total === 0) return amounts.map(() => 0);
  if (cents >= total) return [...amounts];
  const shares = amounts.map((amount) => Math.floor((cents * amount) / total));
  let left = cents - shares.reduce((sum, share) => sum + share, 0);
  const order = amounts
    .map((amount, index) => ({ index, remainder: (cents * amount) % total }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** The coupon's discount on `base` cents it may apply to. */
export function couponDiscount(
  coupon: Pick<CouponRule, 'kind' | 'amountCents' | 'percent' | 'maxDiscountCents'>,
  base: number,
): number {
  let discount =
    coupon.kind === 'amount'
      ? (coupon.amountCents ?? 0)
      : Math.floor((base * (coupon.percent ?? 0)) / 100);
  if (coupon.maxDiscountCents !== null) discount = Math.min(discount, coupon.maxDiscountCents);
  return Math.max(0, Math.min(discount, base));
}

/**
 * The promotions of a basket: the free products it qualifies for (added at $0), then the coupon
 * (on the fees or the add-ons, once the basket's subtotal reaches its minimum and within its
 * dates), then the points (on what the coupon left of the fees and add-ons, never more than the
 * balance). Every amount is in whole cents and the line discounts add up to the totals.
 */
export function applyPromotions(
  lines: readonly PricedBasketLine[],
  options: PromotionsOptions,
): PromotionsResult {
  for (const line of lines) assertLine(line);
  const { now } = options;
  const subtotalCents = lines.reduce(
    (sum, line) => sum + line.unitCents * line.quantity + line.feeCents,
    0,
  );

  const freeLines: FreeLine[] = [];
  const seenProducts = new Set<string>();
  for (const rule of options.freeProducts ?? []) {
    if (!inForce(rule, now) || !qualifiesForFreeProduct(lines, rule)) continue;
    if (seenProducts.has(rule.productId)) continue;
    seenProducts.add(rule.productId);
    freeLines.push({
      lineId: `free:${rule.slug}`,
      kind: 'product',
      productId: rule.productId,
      productKind: rule.productKind,
      unitCents: 0,
      quantity: 1,
      feeCents: 0,
      taxClass: rule.taxClass,
      promotionId: rule.promotionId,
      promotionSlug: rule.slug,
      listPriceCents: rule.listPriceCents,
    });
  }

  // What each line leaves to discount: its fees, and an add-on's price.
  const feeLeft = lines.map((line) => line.feeCents);
  const priceLeft = lines.map((line) =>
    line.kind === 'product' ? line.unitCents * line.quantity : 0,
  );
  const couponShare = lines.map(() => ({ price: 0, fee: 0 }));
  const pointsShare = lines.map(() => ({ price: 0, fee: 0 }));

  const spread = (
    cents: number,
    buckets: Bucket[],
    into: Array<{ price: number; fee: number }>,
  ): void => {
    const shares = shareCents(
      cents,
      buckets.map((bucket) => bucket.cents),
    );
    buckets.forEach((bucket, index) => {
      const share = shares[index] ?? 0;
      const target = into[bucket.lineIndex];
      if (target === undefined || share === 0) return;
      if (bucket.part === 'fee') {
        target.fee += share;
        feeLeft[bucket.lineIndex] = (feeLeft[bucket.lineIndex] ?? 0) - share;
      } else {
        target.price += share;
        priceLeft[bucket.lineIndex] = (priceLeft[bucket.lineIndex] ?? 0) - share;
      }
    });
  };
  const bucketsOf = (parts: ReadonlyArray<'price' | 'fee'>): Bucket[] =>
    lines.flatMap((_, lineIndex) =>
      parts
        .map((part) => ({
          lineIndex,
          part,
          cents: (part === 'fee' ? feeLeft[lineIndex] : priceLeft[lineIndex]) ?? 0,
        }))
        .filter((bucket) => bucket.cents > 0),
    );

  let coupon: PromotionsResult['coupon'] = null;
  if (options.coupon) {
    const rule = options.coupon;
    const dates = datesStatus(rule, now);
    const status: CouponStatus =
      dates !== 'in_force'
        ? dates
        : subtotalCents < rule.minBasketCents
          ? 'minimum_not_met'
          : 'applied';
    let discountCents = 0;
    if (status === 'applied') {
      const buckets = bucketsOf(rule.target === 'fees' ? ['fee'] : ['price']);
      const base = buckets.reduce((sum, bucket) => sum + bucket.cents, 0);
      discountCents = couponDiscount(rule, base);
      spread(discountCents, buckets, couponShare);
    }
    coupon = {
      couponId: rule.couponId,
      code: rule.code,
      status,
      minBasketCents: rule.minBasketCents,
      discountCents,
    };
  }

  const applied = Math.max(0, Math.floor(options.points ?? 0));
  const balance =
    options.pointsBalance === undefined ? applied : Math.max(0, options.pointsBalance);
  const pointBuckets = bucketsOf(['fee', 'price']);
  const left = pointBuckets.reduce((sum, bucket) => sum + bucket.cents, 0);
  const used = Math.min(applied, balance, Math.floor(left / REWARD_POINT_VALUE_CENTS));
  const pointsCents = used * REWARD_POINT_VALUE_CENTS;
  spread(pointsCents, pointBuckets, pointsShare);

  const lineDiscounts: LineDiscount[] = [];
  lines.forEach((line, index) => {
    const fromCoupon = couponShare[index] ?? { price: 0, fee: 0 };
    const fromPoints = pointsShare[index] ?? { price: 0, fee: 0 };
    const couponCents = fromCoupon.price + fromCoupon.fee;
    const linePoints = fromPoints.price + fromPoints.fee;
    if (couponCents + linePoints === 0) return;
    lineDiscounts.push({
      lineId: line.lineId,
      couponCents,
      pointsCents: linePoints,
      onPriceCents: fromCoupon.price + fromPoints.price,
      onFeeCents: fromCoupon.fee + fromPoints.fee,
    });
  });

  const discountCents = (coupon?.discountCents ?? 0) + pointsCents;
  return {
    subtotalCents,
    freeLines,
    coupon,
    points: { applied, used, discountCents: pointsCents },
    lineDiscounts,
    discountCents,
    totalBeforeTaxesCents: subtotalCents - discountCents,
  };
}
