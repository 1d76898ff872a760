import { describe, expect, it } from 'vitest';
import { dealerStateParam } from './dashboard-url';

const read = (query: string) => dealerStateParam.read(new URLSearchParams(query));

describe("the dealer dashboard's ?state=", () => {
  it('reads each state of the tabs', () => {
    expect(read('state=draft')).toBe('draft');
    expect(read('state=unsold')).toBe('unsold');
    expect(read('state=live')).toBe('live');
  });

  it('shows Live for a missing, empty or unknown state, without throwing', () => {
    for (const query of ['', 'state=', 'state=LIVE', 'state=deleted', 'state=%E2%9C%93', 'state']) {
      expect(read(query), query).toBe('live');
    }
  });

  it('writes the state, Live as the plain /dealer', () => {
    expect(dealerStateParam.write('draft').toString()).toBe('state=draft');
    expect(dealerStateParam.write('live').toString()).toBe('');
    expect(read(dealerStateParam.write('unsold').toString())).toBe('unsold');
  });
});
