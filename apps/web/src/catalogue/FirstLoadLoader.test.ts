import { describe, expect, it, vi } from 'vitest';
import { createLoadingFlag } from './FirstLoadLoader';

describe('createLoadingFlag', () => {
  it('starts loading and tells its subscribers of a change only', () => {
    const flag = createLoadingFlag();
    const listener = vi.fn();
    const stop = flag.subscribe(listener);
    expect(flag.get()).toBe(true);

    flag.report(true);
    expect(listener).not.toHaveBeenCalled();
    flag.report(false);
    expect(flag.get()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
    flag.report(false);
    expect(listener).toHaveBeenCalledTimes(1);

    stop();
    flag.report(true);
    expect(flag.get()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
