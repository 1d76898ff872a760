import { describe, expect, it } from 'vitest';
import {
  dealerEditListingPath,
  detailPath,
  isPublicPage,
  isSitePage,
  orderPath,
  paths,
  sellerProfilePath,
} from './paths';

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

  it('tells a page of the route table from any other address', () => {
    for (const page of [
      '/',
      '/listing',
      '/listing/',
      '/about',
      detailPath('7c9e6679-7425-40de-944b-e07fc1f90ae7'),
      orderPath('o-1'),
      `${orderPath('o-1')}/bill-of-sale`,
      dealerEditListingPath('l-1'),
      paths.dealerNewListing,
    ]) {
      expect(isSitePage(page), page).toBe(true);
    }
    for (const other of ['/nope', '/detail/a/b', '/listing/x', '/my-order/o-1/other', '/about/x']) {
      expect(isSitePage(other), other).toBe(false);
    }
  });

  it('knows each page at its French address too, and nothing else under /fr', () => {
    for (const page of [
      '/fr',
      '/fr/',
      '/fr/listing',
      '/fr/detail/abc',
      '/fr/about',
      '/fr/my-bids',
    ]) {
      expect(isSitePage(page), page).toBe(true);
    }
    for (const other of [
      '/fr/nope',
      '/fr/fr/listing',
      '/fr/detail/a/b',
      '/frx/listing',
      '/fr-CA',
    ]) {
      expect(isSitePage(other), other).toBe(false);
    }
  });

  it('tells the public pages (one address a language) from the others', () => {
    for (const page of [
      '/listing',
      '/fr/listing',
      '/detail/x',
      '/fr/detail/x',
      '/faq',
      '/listing/',
    ]) {
      expect(isPublicPage(page), page).toBe(true);
    }
    // Not found (an address that is no page) is rendered, but is no page of the table.
    for (const other of [
      '/',
      '/fr',
      '/login',
      '/fr/my-bids',
      '/detail',
      orderPath('o'),
      '/fr/nope',
    ]) {
      expect(isPublicPage(other), other).toBe(false);
    }
  });
});
