import { describe, expect, it } from 'vitest';
import { orderTabParam } from './orders-url';

const read = (query: string) => orderTabParam.read(new URLSearchParams(query));

describe('the ?tab= of My Orders and Sales', () => {
  it('reads each tab', () => {
    expect(read('tab=active')).toBe('active');
    expect(read('tab=completed')).toBe('completed');
  });

  it('shows Active for a missing, empty or unknown tab, without throwing', () => {
    for (const query of ['', 'tab=', 'tab=Completed', 'tab=won', 'tab=active%20']) {
      expect(read(query), query).toBe('active');
    }
  });

  it('writes the tab over the other parameters, Active left out', () => {
    const base = new URLSearchParams('payment=success&tab=active');
    expect(orderTabParam.write('completed', base).toString()).toBe('payment=success&tab=completed');
    expect(orderTabParam.write('active', base).toString()).toBe('payment=success');
  });
});
