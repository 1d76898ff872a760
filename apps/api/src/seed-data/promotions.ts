import type { CouponKind, CouponTarget } from '@marketdrop/validation';

/** A coupon as seeded (docs/product.md §14.4): its rules and its description in both languages. */
export type SeedCoupon = {
  code: string;
  kind: CouponKind;
  amountCents: number | null;
  percent: number | null;
  maxDiscountCents: number | null;
  target: CouponTarget;
  minBasketCents: number;
  startsAt: string;
  endsAt: string | null;
  oncePerAccount: boolean;
  firstPurchaseOnly: boolean;
  en: string;
  fr: string;
};

/** MarketDrop's coupon codes (stored when missing by code; an operator's change is kept). */
export const COUPONS: readonly SeedCoupon[] = [
  {
    code: 'WELCOME25',
    kind: 'amount',
    amountCents: 2_500,
    percent: null,
    maxDiscountCents: null,
    target: 'fees',
    minBasketCents: 0,
    startsAt: '2026-01-01T05:00:00.000Z',
    endsAt: null,
    oncePerAccount: true,
    firstPurchaseOnly: true,
    en: '$25 off the documentation fees of your first purchase.',
    fr: '25 $ de rabais sur les frais de documentation de votre premier achat.',
  },
  {
    code: 'ADDONS10',
    kind: 'percent',
    amountCents: null,
    percent: 10,
    maxDiscountCents: 15_000,
    target: 'add_ons',
    minBasketCents: 0,
    startsAt: '2026-01-01T05:00:00.000Z',
    endsAt: null,
    oncePerAccount: true,
    firstPurchaseOnly: false,
    en: '10% off the add-ons in your basket, up to $150.',
    fr: "10 % de rabais sur les produits complémentaires de votre panier, jusqu'à 150 $.",
  },
  {
    code: 'FLEET99',
    kind: 'amount',
    amountCents: 9_900,
    percent: null,
    maxDiscountCents: null,
    target: 'fees',
    minBasketCents: 5_000_000,
    startsAt: '2026-01-01T05:00:00.000Z',
    endsAt: '2028-01-01T05:00:00.000Z',
    oncePerAccount: false,
    firstPurchaseOnly: false,
    en: 'One documentation fee waived ($99) on a basket of $50,000 or more.',
    fr: "Des frais de documentation offerts (99 $) sur un panier d'au moins 50 000 $.",
  },
  {
    code: 'WINTER15',
    kind: 'percent',
    amountCents: null,
    percent: 15,
    maxDiscountCents: 30_000,
    target: 'add_ons',
    minBasketCents: 100_000,
    startsAt: '2026-10-01T04:00:00.000Z',
    endsAt: '2027-04-01T04:00:00.000Z',
    oncePerAccount: true,
    firstPurchaseOnly: false,
    en: '15% off the add-ons of a basket of $1,000 or more this winter, up to $300.',
    fr: "15 % de rabais sur les produits complémentaires d'un panier d'au moins 1 000 $ cet hiver, jusqu'à 300 $.",
  },
];

/** A free-product promotion as seeded (docs/product.md §14.6): the product by its slug. */
export type SeedFreeProduct = {
  slug: string;
  productSlug: string;
  minVehiclePriceCents: number | null;
  minVehicles: number;
  startsAt: string;
  endsAt: string | null;
  en: string;
  fr: string;
};

export const FREE_PRODUCTS: readonly SeedFreeProduct[] = [
  {
    slug: 'detailing-over-20000',
    productSlug: 'detailing',
    minVehiclePriceCents: 2_000_000,
    minVehicles: 1,
    startsAt: '2026-01-01T05:00:00.000Z',
    endsAt: null,
    en: 'Free detailing with any vehicle of $20,000 or more',
    fr: "Esthétique complète offerte avec tout véhicule d'au moins 20 000 $",
  },
  {
    slug: 'floor-mats-three-vehicles',
    productSlug: 'floor-mats',
    minVehiclePriceCents: null,
    minVehicles: 3,
    startsAt: '2026-01-01T05:00:00.000Z',
    endsAt: null,
    en: 'Free floor mats with 3 vehicles or more in one basket',
    fr: 'Tapis toutes saisons offerts avec 3 véhicules ou plus dans un même panier',
  },
];
