/**
 * What a buyer owes on top of the vehicle price (docs/product.md §5.2): a flat documentation fee,
 * no buyer's premium, and the sales taxes of the buyer's province. One dated table, used by the
 * screens (the all-in total of Confirm Your Bid, Claim Now and Buy Now) and by the server.
 * Amounts are computed in whole cents. Decision 017 states the sources and the simplifications.
 */
import { isProvinceCode, type ProvinceCode } from './provinces';

/** The flat documentation fee, in dollars, on every purchase. */
export const DOCUMENTATION_FEE = 99;
/** The buyer's premium: none. */
export const BUYERS_PREMIUM = 0;
/** The day the rates of `SALES_TAXES` were checked against; a rate change means a new table. */
export const SALES_TAX_RATES_AS_OF = '2026-01-01';

/** The kinds of Canadian sales tax; Manitoba's provincial tax is officially the RST. */
export type SalesTaxCode = 'GST' | 'HST' | 'PST' | 'RST' | 'QST';

/** A rate by vehicle price: `rate` applies from `from` dollars (inclusive) up to the next bracket. */
export type TaxBracket = { from: number; rate: number };

export type SalesTax = {
  code: SalesTaxCode;
  /** Rate as a fraction (0.13 for 13 %). For a bracketed tax, the rate of the lowest bracket. */
  rate: number;
  /** Rates that depend on the vehicle price (British Columbia's PST on passenger vehicles). */
  brackets?: readonly TaxBracket[];
};

const GST: SalesTax = { code: 'GST', rate: 0.05 };
const hst = (rate: number): SalesTax[] => [{ code: 'HST', rate }];

/**
 * British Columbia's PST on passenger vehicles bought from a dealer, by purchase price (in force
 * since 2022-07-01).
 */
export const BC_VEHICLE_PST_BRACKETS: readonly TaxBracket[] = [
  { from: 0, rate: 0.07 },
  { from: 55_000, rate: 0.08 },
  { from: 56_000, rate: 0.09 },
  { from: 57_000, rate: 0.1 },
  { from: 125_000, rate: 0.15 },
  { from: 150_000, rate: 0.2 },
];

/**
 * Sales taxes on a vehicle sold by a dealer, by province, as of `SALES_TAX_RATES_AS_OF`.
 * Nova Scotia's HST is 14 % since 2025-04-01 (15 % before).
 */
export const SALES_TAXES: Readonly<Record<ProvinceCode, readonly SalesTax[]>> = {
  AB: [GST],
  BC: [GST, { code: 'PST', rate: 0.07, brackets: BC_VEHICLE_PST_BRACKETS }],
  MB: [GST, { code: 'RST', rate: 0.07 }],
  NB: hst(0.15),
  NL: hst(0.15),
  NS: hst(0.14),
  NT: [GST],
  NU: [GST],
  ON: hst(0.13),
  PE: hst(0.15),
  QC: [GST, { code: 'QST', rate: 0.09975 }],
  SK: [GST, { code: 'PST', rate: 0.06 }],
  YT: [GST],
};

/** The rate of `tax` for a vehicle of `vehiclePrice` dollars. */
export function taxRate(tax: SalesTax, vehiclePrice: number): number {
  if (!tax.brackets) return tax.rate;
  let rate = tax.rate;
  for (const bracket of tax.brackets) if (vehiclePrice >= bracket.from) rate = bracket.rate;
  return rate;
}

export type TaxLine = {
  code: SalesTaxCode;
  /** Rate as a fraction, e.g. 0.13. */
  rate: number;
  /** The taxed amount (vehicle price + documentation fee), in cents. */
  baseCents: number;
  amountCents: number;
};

export type AllInBreakdown = {
  province: ProvinceCode;
  vehiclePriceCents: number;
  documentationFeeCents: number;
  buyersPremiumCents: number;
  /** The delivery charge when Delivery is chosen (0 for Pickup), in cents; taxed with the rest. */
  deliveryChargeCents: number;
  taxes: TaxLine[];
  taxCents: number;
  totalCents: number;
  /** The date of the rates used (`SALES_TAX_RATES_AS_OF`). */
  ratesAsOf: string;
};

/** Rounds a non-negative amount of cents half up (avoids 0.5 drifting with float error). */
function roundCents(value: number): number {
  return Math.floor(value + 0.5 + 1e-9);
}

/**
 * The sales taxes of `province` on `baseCents`, each rounded to the cent: a vehicle's
 * (`vehiclePrice` in dollars: a bracketed rate is the one of its price) or, `vehiclePrice` null,
 * a taxable add-on product's at the general rates. The one tax calculator of the checkouts.
 */
export function salesTaxLines(
  baseCents: number,
  province: ProvinceCode,
  vehiclePrice: number | null,
): TaxLine[] {
  if (!Number.isSafeInteger(baseCents) || baseCents < 0) {
    throw new RangeError(`The taxed amount must be whole cents, 0 or more: ${baseCents}`);
  }
  if (!isProvinceCode(province)) throw new RangeError(`Unknown province: ${String(province)}`);
  return SALES_TAXES[province].map((tax): TaxLine => {
    const rate = vehiclePrice === null ? tax.rate : taxRate(tax, vehiclePrice);
    return { code: tax.code, rate, baseCents, amountCents: roundCents(baseCents * rate) };
  });
}

/**
 * The all-in price of a vehicle of `vehiclePrice` dollars for a buyer in `province`: the price,
 * the documentation fee, the delivery charge (`deliveryCharge` dollars, 0 for Pickup), each tax on
 * their sum rounded to the cent, and the total, in cents. A bracketed rate (British Columbia's PST)
 * is the one of the vehicle's price. Throws a `RangeError` on a negative or non-finite amount or
 * an unknown province.
 */
export function allInBreakdown(
  vehiclePrice: number,
  province: ProvinceCode,
  deliveryCharge = 0,
): AllInBreakdown {
  if (!Number.isFinite(vehiclePrice) || vehiclePrice < 0) {
    throw new RangeError(`The vehicle price must be a positive amount of dollars: ${vehiclePrice}`);
  }
  if (!Number.isFinite(deliveryCharge) || deliveryCharge < 0) {
    throw new RangeError(`The delivery charge must be a positive amount: ${deliveryCharge}`);
  }
  if (!isProvinceCode(province)) throw new RangeError(`Unknown province: ${String(province)}`);
  const vehiclePriceCents = Math.round(vehiclePrice * 100);
  const documentationFeeCents = DOCUMENTATION_FEE * 100;
  const buyersPremiumCents = BUYERS_PREMIUM * 100;
  const deliveryChargeCents = Math.round(deliveryCharge * 100);
  const baseCents =
    vehiclePriceCents + documentationFeeCents + buyersPremiumCents + deliveryChargeCents;
  const taxes = salesTaxLines(baseCents, province, vehiclePriceCents / 100);
  const taxCents = taxes.reduce((sum, line) => sum + line.amountCents, 0);
  return {
    province,
    vehiclePriceCents,
    documentationFeeCents,
    buyersPremiumCents,
    deliveryChargeCents,
    taxes,
    taxCents,
    totalCents: baseCents + taxCents,
    ratesAsOf: SALES_TAX_RATES_AS_OF,
  };
}

/**
 * The delivery charge (docs/product.md §5.2, the terms page's Pickup and Delivery): a flat amount
 * by where the vehicle goes, in dollars. Pickup at the dealer is free.
 */
export const DELIVERY_CHARGES = {
  /** To an address in the dealer's own province. */
  sameProvince: 250,
  /** To another province. */
  otherProvince: 650,
  /** To Yukon, the Northwest Territories or Nunavut (from anywhere else). */
  territories: 1500,
} as const;

const TERRITORIES: readonly ProvinceCode[] = ['YT', 'NT', 'NU'];

/**
 * The delivery charge in dollars for a vehicle at a dealer in `dealerProvince` (null: unknown,
 * charged as another province) delivered to `deliveryProvince`.
 */
export function deliveryCharge(
  dealerProvince: ProvinceCode | null,
  deliveryProvince: ProvinceCode,
): number {
  if (dealerProvince === deliveryProvince) return DELIVERY_CHARGES.sameProvince;
  if (TERRITORIES.includes(deliveryProvince)) return DELIVERY_CHARGES.territories;
  return DELIVERY_CHARGES.otherProvince;
}
