import { describe, expect, it } from 'vitest';
import { choiceParam, isOneOf } from './search-params';

const SECTIONS = ['verification', 'listings', 'users'] as const;
const section = choiceParam('section', SECTIONS, 'verification');

describe('choiceParam', () => {
  it('reads an allowed value', () => {
    expect(section.read(new URLSearchParams('section=users'))).toBe('users');
    expect(section.read(new URLSearchParams('other=1&section=listings'))).toBe('listings');
  });

  it('reads the fallback for a missing, empty, unknown or differently written value', () => {
    for (const query of [
      '',
      'section=',
      'section=unknown',
      'section=Users',
      'section=%20users',
      'section=users%00',
      'section=__proto__',
      'section=constructor',
      `section=${'x'.repeat(10_000)}`,
    ]) {
      expect(section.read(new URLSearchParams(query)), query).toBe('verification');
    }
  });

  it('reads the first of repeated values', () => {
    expect(section.read(new URLSearchParams('section=users&section=listings'))).toBe('users');
    expect(section.read(new URLSearchParams('section=nope&section=listings'))).toBe('verification');
  });

  it('writes the value over the other parameters, and leaves the fallback out', () => {
    const base = new URLSearchParams('page=2&section=users');
    expect(section.write('listings', base).toString()).toBe('page=2&section=listings');
    expect(section.write('verification', base).toString()).toBe('page=2');
    expect(base.toString()).toBe('page=2&section=users');
    expect(section.write('users').toString()).toBe('section=users');
  });

  it('reads back what it writes', () => {
    for (const value of SECTIONS) {
      expect(section.read(section.write(value))).toBe(value);
    }
  });
});

describe('isOneOf', () => {
  it('keeps only the allowed strings', () => {
    const values: unknown[] = ['users', 'nope', null, undefined, 3, ['users'], 'listings'];
    expect(values.filter(isOneOf(SECTIONS))).toEqual(['users', 'listings']);
  });
});
