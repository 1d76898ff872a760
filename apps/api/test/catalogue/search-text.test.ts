import { describe, expect, it } from 'vitest';
import {
  matchesSearch,
  searchQueryOf,
  searchTextOf,
  searchWords,
} from '../../src/catalogue/search-text';

describe('listing search text', () => {
  it('keeps lower-case, accent-free words, and joined forms of punctuated tokens', () => {
    expect(searchWords('Montréal, QC — F-150')).toEqual(['montreal', 'qc', 'f', '150']);
    expect(searchTextOf([2021, 'Ford', 'F-150', 'XLT', "St. John's"])).toBe(
      '2021 ford f 150 f150 xlt st john s johns',
    );
    expect(searchTextOf([null, undefined, 'Mazda', 'CX-5'])).toBe('mazda cx 5 cx5');
  });

  it('turns a search into a prefix query of its words, or nothing', () => {
    expect(searchQueryOf('Honda  civic')).toBe('honda:* & civic:*');
    expect(searchQueryOf("'); drop table auctions; --")).toBe('drop:* & table:* & auctions:*');
    expect(searchQueryOf('  %_  ')).toBeNull();
    expect(searchQueryOf(null)).toBeNull();
    expect(searchQueryOf('a b c d e f g h i j')?.split(' & ')).toHaveLength(8);
  });

  it('matches when every word starts a stored word', () => {
    const text = searchTextOf([2021, 'Toyota', 'RAV4', 'XLE', 'Québec']);
    expect(matchesSearch(text, 'toy rav')).toBe(true);
    expect(matchesSearch(text, 'QUEBEC 2021')).toBe(true);
    expect(matchesSearch(text, 'oyota')).toBe(false);
    expect(matchesSearch(text, 'toyota civic')).toBe(false);
    expect(matchesSearch(text, '')).toBe(true);
  });
});
