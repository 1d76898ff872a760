import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, isEmail, isPhone, isTrimmedText, isUuid, NAME_PATTERN } from './patterns';

describe('e-mail pattern', () => {
  it.each([
    ['ana@example.ca', 'plain address'],
    ['ana.tremblay@example.ca', 'dot inside the local part'],
    ['ana_t+cars@example.co.uk', 'underscore and plus inside, several host parts'],
    ['_ana@example.com', 'may begin with an underscore'],
    ['a-b@sub-domain.example.org', 'hyphen in the local part and the host'],
    ['x1@[192.168.0.1]', 'bracketed IPv4 domain'],
    ['Z@EXAMPLE.COM', 'upper case'],
    ['a@b.co', 'shortest top-level part of two letters'],
  ])('accepts %s (%s)', (email) => {
    expect(isEmail(email)).toBe(true);
  });

  it.each([
    [' ana@example.ca', 'begins with a space'],
    ['.ana@example.ca', 'begins with a dot'],
    ['+ana@example.ca', 'begins with a plus'],
    ['-ana@example.ca', 'begins with a minus'],
    ['ana.@example.ca', 'local part ends with a dot'],
    ['ana-@example.ca', 'local part ends with a minus'],
    ['ana..t@example.ca', 'two dots in a row'],
    ['ana@example', 'no top-level part'],
    ['ana@example.c', 'top-level part of one letter'],
    ['ana@example.123', 'numeric top-level part'],
    ['ana@[300.1.1.1]', 'bracketed address out of range'],
    ['ana@[1.2.3]', 'bracketed address with three parts'],
    ['ana@-example.ca', 'host label begins with a hyphen'],
    ['ana@exa mple.ca', 'space in the host'],
    ['ana#x@example.ca', 'character outside the allowed set'],
    ['ana@@example.ca', 'two @'],
    ['', 'empty'],
    ['@example.ca', 'no local part'],
  ])('refuses %j (%s)', (email) => {
    expect(isEmail(email)).toBe(false);
  });

  const localChar = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCXYZ0123456789'.split(''));
  const local = fc
    .tuple(
      fc.array(localChar, { minLength: 1, maxLength: 10 }),
      fc.constantFrom('', '.', '_', '+', '-'),
    )
    .map(([chars, sep]) => {
      const s = chars.join('');
      return s.length > 1 ? `${s.slice(0, 1)}${sep}${s.slice(1)}` : s;
    });
  const label = fc.array(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'.split('')), {
    minLength: 1,
    maxLength: 12,
  });
  const tld = fc.array(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'.split('')), {
    minLength: 2,
    maxLength: 6,
  });

  it('accepts every address built from the allowed parts (property)', () => {
    fc.assert(
      fc.property(local, fc.array(label, { minLength: 1, maxLength: 3 }), tld, (l, labels, t) => {
        const address = `${l}@${labels.map((x) => x.join('')).join('.')}.${t.join('')}`;
        return EMAIL_PATTERN.test(address);
      }),
    );
  });

  it('refuses any valid address with a forbidden first character put in front (property)', () => {
    fc.assert(
      fc.property(local, label, tld, fc.constantFrom(' ', '.', '+', '-'), (l, lab, t, bad) => {
        return !isEmail(`${bad}${l}@${lab.join('')}.${t.join('')}`);
      }),
    );
  });

  it('never accepts a string without exactly one @ (property)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const ats = s.split('@').length - 1;
        fc.pre(ats !== 1);
        return !isEmail(s);
      }),
    );
  });
});

describe('phone pattern', () => {
  it.each([
    ['123456', 'six digits, the minimum'],
    ['123456789012345', 'fifteen digits, the maximum'],
    ['4165550123', 'a Toronto number'],
  ])('accepts %s (%s)', (phone) => {
    expect(isPhone(phone)).toBe(true);
  });

  it.each([
    ['12345', 'five digits'],
    ['1234567890123456', 'sixteen digits'],
    ['416-555-0123', 'dashes'],
    ['+14165550123', 'a plus sign'],
    ['416 555 0123', 'spaces'],
    ['٤١٦٥٥٥٠١٢٣', 'non-ASCII digits'],
    ['', 'empty'],
  ])('refuses %j (%s)', (phone) => {
    expect(isPhone(phone)).toBe(false);
  });

  it('accepts exactly the strings of 6 to 15 ASCII digits (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789a -+'.split('')), maxLength: 20 }),
        (s) => {
          const expected = /^[0-9]+$/.test(s) && s.length >= 6 && s.length <= 15;
          return isPhone(s) === expected;
        },
      ),
    );
  });
});

describe('generic text pattern', () => {
  it.each([
    ['hello', true],
    ['two words', true],
    ['', true],
    [' leading', false],
    ['trailing ', false],
    ['\ttab', false],
    ['line\n', false],
  ])('%j -> %s', (text, ok) => {
    expect(isTrimmedText(text)).toBe(ok);
  });

  it('holds exactly when trimming changes nothing (property)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => isTrimmedText(s) === (s === s.replace(/^\s+|\s+$/g, ''))),
    );
  });
});

describe('name pattern', () => {
  it.each(['Ana', 'Élise', 'Côté Roy', 'Ωmega', 'Zoë'])('accepts %s', (name) => {
    expect(NAME_PATTERN.test(name)).toBe(true);
  });
  it.each(['Ana2', 'Jean-Luc', "O'Neil", 'Ana!'])(
    'refuses %s (letters and spaces only)',
    (name) => {
      expect(NAME_PATTERN.test(name)).toBe(false);
    },
  );
});

describe('uuid pattern', () => {
  it.each([
    '8c0f3e1a-5b7d-4f2e-9a61-0c3d2b1a4e5f',
    '8C0F3E1A-5B7D-4F2E-9A61-0C3D2B1A4E5F',
    '00000000-0000-0000-0000-000000000000',
  ])('accepts %s', (id) => {
    expect(isUuid(id)).toBe(true);
  });
  it.each([
    ['', 'empty'],
    ['8c0f3e1a5b7d4f2e9a610c3d2b1a4e5f', 'no hyphens'],
    ['8c0f3e1a-5b7d-4f2e-9a61-0c3d2b1a4e5', 'one digit short'],
    ['8c0f3e1a-5b7d-4f2e-9a61-0c3d2b1a4e5g', 'a letter that is not hexadecimal'],
    [' 8c0f3e1a-5b7d-4f2e-9a61-0c3d2b1a4e5f', 'a leading space'],
    ['8c0f3e1a-5b7d-4f2e-9a61-0c3d2b1a4e5f\n', 'a trailing line break'],
  ])('refuses %j (%s)', (id) => {
    expect(isUuid(id)).toBe(false);
  });
});
