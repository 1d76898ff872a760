/**
 * Canada's provinces and territories by code, and the code of a profile's province. Apart from the
 * fees (./fees.ts) so that a page reading a buyer's province (the auction detail) does not load
 * the tax tables with it.
 */

export const PROVINCE_CODES = [
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NS',
  'NT',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
] as const;
export type ProvinceCode = (typeof PROVINCE_CODES)[number];

const PROVINCE_NAMES: Record<string, ProvinceCode> = {
  alberta: 'AB',
  'british columbia': 'BC',
  'colombie-britannique': 'BC',
  manitoba: 'MB',
  'new brunswick': 'NB',
  'nouveau-brunswick': 'NB',
  'newfoundland and labrador': 'NL',
  newfoundland: 'NL',
  'terre-neuve-et-labrador': 'NL',
  'nova scotia': 'NS',
  'nouvelle-écosse': 'NS',
  'northwest territories': 'NT',
  'territoires du nord-ouest': 'NT',
  nunavut: 'NU',
  ontario: 'ON',
  'prince edward island': 'PE',
  'île-du-prince-édouard': 'PE',
  quebec: 'QC',
  québec: 'QC',
  saskatchewan: 'SK',
  yukon: 'YT',
};

export function isProvinceCode(value: unknown): value is ProvinceCode {
  return typeof value === 'string' && (PROVINCE_CODES as readonly string[]).includes(value);
}

/**
 * The province code of a profile's province, written as a code (`on`, `QC`) or a name in English
 * or French (`Ontario`, `Québec`); `null` when it is not a Canadian province or territory.
 */
export function provinceCodeOf(text: string | null | undefined): ProvinceCode | null {
  const value = text?.trim();
  if (!value) return null;
  const upper = value.toUpperCase();
  if (isProvinceCode(upper)) return upper;
  return PROVINCE_NAMES[value.toLowerCase().replace(/\s+/g, ' ')] ?? null;
}
