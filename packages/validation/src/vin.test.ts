import { describe, expect, it } from 'vitest';
import { decodeVin, isValidVin, normalizeVin, vinCheckDigit, vinMake, vinModelYear } from './vin';

/** A VIN with its check digit (position 9) set to what the other characters call for. */
function withCheckDigit(vin: string): string {
  return `${vin.slice(0, 8)}${vinCheckDigit(vin) ?? '?'}${vin.slice(9)}`;
}

describe('VIN check digit (North American, position 9)', () => {
  it.each([
    // Published examples; a check digit of 10 is written X.
    ['1M8GDM9AXKP042788', 'X'],
    ['1HGCM82633A004352', '3'],
    ['3VWFE21C04M000001', '0'],
    ['11111111111111111', '1'],
  ])('%s is valid (check digit %s)', (vin, digit) => {
    expect(vinCheckDigit(vin)).toBe(digit);
    expect(isValidVin(vin)).toBe(true);
  });

  it.each([
    ['1M8GDM9A1KP042788', 'one wrong check digit'],
    ['1HGCM82643A004352', 'a typo beside the check digit'],
    ['1HGCM82633A004353', 'a typo in the serial number'],
    ['1HGCM82633A00435', 'sixteen characters'],
    ['1HGCM82633A0043521', 'eighteen characters'],
    ['1HGCM82633AO04352', 'the letter O'],
    ['1HGCM8263IA004352', 'the letter I'],
    ['1HGCM82Q33A004352', 'the letter Q'],
    ['', 'empty'],
  ])('%s is not valid (%s)', (vin) => {
    expect(isValidVin(vin)).toBe(false);
  });

  it('reads a VIN typed in lower case, with spaces or dashes', () => {
    expect(normalizeVin(' 1hgcm826-33a 004352 ')).toBe('1HGCM82633A004352');
    expect(isValidVin('1hgcm82633a004352')).toBe(true);
  });
});

describe('what a VIN tells', () => {
  it.each([
    ['1HGCM82633A004352', 2003, 'Honda'],
    [withCheckDigit('2T1BURHE0JC043821'), 2018, 'Toyota'],
    [withCheckDigit('5YJ3E1EA0LF000337'), 2020, 'Tesla'],
    [withCheckDigit('KM8J33A40NU123456'), 2022, 'Hyundai'],
    [withCheckDigit('WBA3A5C50CF256551'), 2012, 'BMW'],
    [withCheckDigit('1FTFW1ET0DFC10312'), 2013, 'Ford'],
    [withCheckDigit('2HGFC2F50AH512345'), 2010, 'Honda'],
  ])('%s: model year %i, make %s', (vin, year, make) => {
    expect(decodeVin(vin)).toEqual({ vin, wellFormed: true, valid: true, year, make });
  });

  it('uses position 7 to tell the 1980-2009 cycle from 2010-2039', () => {
    // Year code A with a digit in position 7: 1980; with a letter: 2010.
    expect(vinModelYear('1HGCM826XA0000000')).toBe(1980);
    expect(vinModelYear('1HGCM8B6XA0000000')).toBe(2010);
    expect(vinModelYear('1HGCM826X90000000')).toBe(2009);
    expect(vinModelYear('1HGCM8B6X90000000')).toBe(2039);
  });

  it('leaves the make and year unknown where the codes are unknown', () => {
    const vin = withCheckDigit('1M8GDM9A0KP042788');
    expect(vinMake(vin)).toBeUndefined();
    expect(decodeVin(vin).make).toBeUndefined();
    // Position 10 may not be 0, U or Z.
    expect(vinModelYear('1HGCM82630A004352')).toBeUndefined();
    expect(decodeVin('nonsense')).toEqual({
      vin: 'NONSENSE',
      wellFormed: false,
      valid: false,
      year: undefined,
      make: undefined,
    });
  });
});
