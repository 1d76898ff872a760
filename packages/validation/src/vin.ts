/**
 * Vehicle identification numbers (docs/product.md §9.9 Listings): 17 characters, the North
 * American check digit (position 9), and what a VIN tells without a lookup service: the model year
 * (position 10, read with position 7) and the make (the manufacturer code, positions 1 to 3) for
 * the manufacturers the makes list holds.
 */

export const VIN_LENGTH = 17;

/** Digits and capital letters except I, O and Q. */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

const TRANSLITERATION: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};

const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** A VIN as typed: spaces and dashes dropped, capitals. */
export function normalizeVin(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

function valueOf(character: string): number | undefined {
  if (character >= '0' && character <= '9') return Number(character);
  return TRANSLITERATION[character];
}

/**
 * The check digit a VIN's other characters call for (`0`-`9` or `X`), or undefined when it is not
 * 17 characters of the VIN alphabet.
 */
export function vinCheckDigit(vin: string): string | undefined {
  const text = normalizeVin(vin);
  if (!VIN_PATTERN.test(text)) return undefined;
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i += 1) {
    sum += (valueOf(text.charAt(i)) ?? 0) * (WEIGHTS[i] ?? 0);
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** Whether a VIN is 17 characters of the VIN alphabet with a matching check digit. */
export function isValidVin(vin: string): boolean {
  const text = normalizeVin(vin);
  const expected = vinCheckDigit(text);
  return expected !== undefined && text.charAt(8) === expected;
}

/** Model-year codes (position 10), in the order of their 30-year cycle starting 1980 / 2010. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/**
 * The model year of a VIN (position 10): the code repeats every 30 years, and for passenger cars,
 * light trucks and SUVs a letter in position 7 means the 2010-2039 cycle, a digit 1980-2009.
 * Undefined when position 10 is not a year code.
 */
export function vinModelYear(vin: string): number | undefined {
  const text = normalizeVin(vin);
  if (text.length !== VIN_LENGTH) return undefined;
  const index = YEAR_CODES.indexOf(text.charAt(9));
  if (index < 0) return undefined;
  const recentCycle = /[A-Z]/.test(text.charAt(6));
  return (recentCycle ? 2010 : 1980) + index;
}

/**
 * World manufacturer identifiers (positions 1 to 3) of the makes MarketDrop lists, by make name
 * (the names of the makes list). Codes shared by several makes (e.g. Chrysler's `1C4`) are left
 * out: the make is then chosen by hand.
 */
export const VIN_MANUFACTURERS: Readonly<Record<string, readonly string[]>> = {
  Acura: ['JH4', '19U', '2HN', '5J8'],
  Audi: ['WAU', 'WA1', 'WUA'],
  BMW: ['WBA', 'WBS', 'WBX', 'WBY', '5UX', '5YM', '4US'],
  Buick: ['1G4', '2G4', '5GA', 'KL4', 'LRB'],
  Cadillac: ['1G6', '1GY', '3GY'],
  Chevrolet: ['1G1', '1GC', '1GN', '1GB', '2G1', '2GN', '2GC', '3G1', '3GC', '3GN', 'KL7', 'KL8'],
  Chrysler: ['1C3', '2C3', '2A4', '2C8'],
  Dodge: ['1B3', '2B3', '2D3', '3D4', '1D7', '2B7'],
  Ford: ['1FA', '1FB', '1FC', '1FD', '1FM', '1FT', '2FA', '2FM', '2FT', '3FA', '3FM', '3FT', 'MAJ'],
  GMC: ['1GT', '1GK', '1GD', '2GT', '2GK', '3GT', '3GK'],
  Honda: ['JHM', 'JHL', '1HG', '2HG', '2HK', '5FN', '5J6', '7FA', 'SHH', 'SHS'],
  Hyundai: ['KMH', 'KM8', '5NP', '5NM', '3KM'],
  Jeep: ['1J4', '1J8', 'ZAC'],
  Kia: ['KNA', 'KND', 'KNE', '5XY', '5XX', '3KP'],
  Lexus: ['JTH', 'JTJ', '2T2', '58A'],
  Lincoln: ['1LN', '2LM', '3LN', '5LM', '5LT'],
  Mazda: ['JM1', 'JM3', 'JMZ', '3MZ', '3MV'],
  'Mercedes-Benz': ['WDB', 'WDC', 'WDD', 'W1K', 'W1N', '4JG', '55S'],
  Mini: ['WMW'],
  Mitsubishi: ['JA3', 'JA4', 'ML3', '4A3', '4A4'],
  Nissan: ['JN1', 'JN8', '1N4', '1N6', '3N1', '3N6', '5N1'],
  Porsche: ['WP0', 'WP1'],
  Ram: ['1C6', '3C6', '3C7', '2C7'],
  Subaru: ['JF1', 'JF2', '4S3', '4S4'],
  Tesla: ['5YJ', '7SA', 'LRW'],
  Toyota: [
    'JT2',
    'JTD',
    'JTE',
    'JTK',
    'JTL',
    'JTM',
    'JTN',
    '2T1',
    '2T3',
    '4T1',
    '4T3',
    '4T4',
    '5TD',
    '5TF',
    '5TE',
    '5YF',
  ],
  Volkswagen: ['WVW', 'WVG', '1VW', '3VW', '3VV'],
  Volvo: ['YV1', 'YV4', '7JR', 'LYV'],
};

const MAKE_OF_WMI: ReadonlyMap<string, string> = new Map(
  Object.entries(VIN_MANUFACTURERS).flatMap(([make, codes]) =>
    codes.map((code) => [code, make] as const),
  ),
);

/** The make a VIN's manufacturer code names, when it is one the table knows. */
export function vinMake(vin: string): string | undefined {
  return MAKE_OF_WMI.get(normalizeVin(vin).slice(0, 3));
}

/** What a VIN tells: whether it is valid, and its model year and make where known. */
export type VinFacts = {
  vin: string;
  /** 17 characters of the VIN alphabet. */
  wellFormed: boolean;
  /** Well formed with a matching check digit. */
  valid: boolean;
  year: number | undefined;
  make: string | undefined;
};

/** Reads a VIN (a form fills year and make from it where known). */
export function decodeVin(value: string): VinFacts {
  const vin = normalizeVin(value);
  const wellFormed = VIN_PATTERN.test(vin);
  return {
    vin,
    wellFormed,
    valid: wellFormed && isValidVin(vin),
    year: wellFormed ? vinModelYear(vin) : undefined,
    make: wellFormed ? vinMake(vin) : undefined,
  };
}
