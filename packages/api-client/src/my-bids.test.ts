import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MY_BIDS_STATE,
  EMPTY_MY_BIDS_FILTERS,
  countMyBidsFilters,
  myBidsRequest,
  readMyBidsUrl,
  writeMyBidsUrl,
  type MyBidsState,
} from './my-bids';

const read = (query: string) => readMyBidsUrl(new URLSearchParams(query));

describe('the My Bids model', () => {
  it('reads the Active tab, every type and the server’s order from a bare address', () => {
    expect(read('')).toEqual(DEFAULT_MY_BIDS_STATE);
    expect(countMyBidsFilters(EMPTY_MY_BIDS_FILTERS)).toBe(0);
  });

  it('reads the tab, the types in the product’s order and the sort, leaving out anything unknown', () => {
    expect(read('tab=won&type=claimpoint&type=auction&type=auction&sort=endDate')).toEqual({
      tab: 'won',
      auctionType: ['auction', 'claimpoint'],
      sortBy: 'endDate',
    });
    expect(read('tab=sold&type=raffle&sort=cheapest')).toEqual(DEFAULT_MY_BIDS_STATE);
  });

  it('writes back what it reads, keeping the address’s other parameters', () => {
    const state: MyBidsState = {
      tab: 'lost',
      auctionType: ['marketdropai'],
      sortBy: 'bidHighToLow',
    };
    const params = writeMyBidsUrl(state, new URLSearchParams('payment=paid&type=auction'));
    expect(params.toString()).toBe('payment=paid&tab=lost&type=marketdropai&sort=bidHighToLow');
    expect(readMyBidsUrl(params)).toEqual(state);
    expect(writeMyBidsUrl(DEFAULT_MY_BIDS_STATE).toString()).toBe('');
    expect(countMyBidsFilters(state)).toBe(2);
  });

  it('asks myBids for the tab and only the filters that are on', () => {
    expect(myBidsRequest(DEFAULT_MY_BIDS_STATE)).toEqual({ tab: 'active' });
    expect(
      myBidsRequest({ tab: 'won', auctionType: ['auction', 'claimpoint'], sortBy: 'endDate' }),
    ).toEqual({ tab: 'won', auctionType: ['auction', 'claimpoint'], sortBy: 'endDate' });
  });
});
