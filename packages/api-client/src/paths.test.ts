import { describe, expect, it } from 'vitest';
import { dealerEditListingPath, detailPath, paths, sellerProfilePath } from './paths';

describe('paths', () => {
  it('names each route once, every one absolute and distinct', () => {
    const all = Object.values(paths);
    expect(new Set(all).size).toBe(all.length);
    for (const path of all) expect(path.startsWith('/')).toBe(true);
  });

  it('builds the page of an auction with its id encoded', () => {
    expect(detailPath('auc-1')).toBe('/detail/auc-1');
    expect(detailPath('a/b c')).toBe('/detail/a%2Fb%20c');
  });

  it('builds the dealer editor and the seller profile with their ids encoded', () => {
    expect(dealerEditListingPath('l-1')).toBe('/dealer/listings/l-1/edit');
    expect(dealerEditListingPath('a/b')).toBe('/dealer/listings/a%2Fb/edit');
    expect(sellerProfilePath('s 1')).toBe('/seller-profile?seller=s%201');
  });
});
