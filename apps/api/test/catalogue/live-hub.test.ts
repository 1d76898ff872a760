import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveAuctionState } from '@marketdrop/api-client';
import { LiveHub } from '../../src/catalogue/live-hub';
import type { BusEvent } from '../../src/plugins/bus';

/** A bus the test publishes on, and a "database" of seqs per auction that counts its reads. */
function setup(coalesceMs = 50) {
  const listeners = new Set<(event: BusEvent) => void>();
  const seqs = new Map<string, number>();
  const reads: string[][] = [];
  let failNext = false;
  const state = (auctionId: string, seq: number): LiveAuctionState => ({
    auctionId,
    seq,
    status: 'open',
    currentPrice: 1000 + seq,
    highestBid: null,
    bidCount: seq,
    minimumBid: 1000,
    endsAt: '2026-11-27T00:00:00.000Z',
    extended: false,
    priceChangesAt: null,
    serverTime: '2026-11-23T12:00:00.000Z',
  });
  const warn = vi.fn();
  const hub = new LiveHub({
    bus: {
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    coalesceMs,
    log: { warn },
    read: async (ids) => {
      reads.push([...ids]);
      if (failNext) {
        failNext = false;
        throw new Error('connection lost');
      }
      return ids.flatMap((id) => {
        const seq = seqs.get(id);
        return seq === undefined ? [] : [state(id, seq)];
      });
    },
  });
  let top = 0;
  /** Writes auctions (new seqs) and publishes the change like the trigger does. */
  const write = (ids: string[], publishIds: string[] | null = ids) => {
    for (const id of ids) seqs.set(id, ++top);
    for (const listener of listeners) {
      listener({
        type: 'auction-changes',
        change: { seq: top, count: ids.length, ids: publishIds },
      });
    }
  };
  return {
    hub,
    reads,
    write,
    warn,
    listeners,
    failNextRead: () => {
      failNext = true;
    },
    seqOf: (id: string) => seqs.get(id),
    state,
  };
}

describe('the live hub', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('re-reads a changed auction once for all its watchers', async () => {
    const s = setup();
    const got: LiveAuctionState[][] = Array.from({ length: 50 }, () => []);
    got.forEach((list) => s.hub.watch(['a'], (state) => list.push(state)));
    s.write(['a']);
    await vi.runAllTimersAsync();
    expect(s.reads).toEqual([['a']]);
    for (const list of got) expect(list.map((state) => state.seq)).toEqual([s.seqOf('a')]);
  });

  it('coalesces a burst: at most one read per interval, ending on the latest state', async () => {
    const s = setup(50);
    const seen: number[] = [];
    s.hub.watch(['a'], (state) => seen.push(state.seq));
    // 100 changes over 100 ms: one every millisecond.
    for (let i = 0; i < 100; i += 1) {
      s.write(['a']);
      await vi.advanceTimersByTimeAsync(1);
    }
    await vi.runAllTimersAsync();
    expect(s.reads.length).toBeGreaterThanOrEqual(2);
    expect(s.reads.length).toBeLessThanOrEqual(4);
    expect(seen.at(-1)).toBe(s.seqOf('a'));
    // Never backwards.
    expect([...seen].sort((x, y) => x - y)).toEqual(seen);
  });

  it('reads only watched auctions, in one statement per batch', async () => {
    const s = setup();
    const seen: string[] = [];
    s.hub.watch(['a', 'b'], (state) => seen.push(state.auctionId));
    s.hub.watch(['b', 'c'], (state) => seen.push(state.auctionId));
    s.write(['a', 'b', 'c', 'x', 'y']);
    await vi.runAllTimersAsync();
    expect(s.reads).toHaveLength(1);
    expect([...(s.reads[0] ?? [])].sort()).toEqual(['a', 'b', 'c']);
    expect(seen.sort()).toEqual(['a', 'b', 'b', 'c']);
  });

  it('a change without ids re-reads every watched auction', async () => {
    const s = setup();
    s.write(['a', 'b']);
    const seen: string[] = [];
    s.hub.watch(['a', 'b'], (state) => seen.push(`${state.auctionId}${state.seq}`));
    s.write(['a', 'b', 'z'], null);
    await vi.runAllTimersAsync();
    expect([...(s.reads[0] ?? [])].sort()).toEqual(['a', 'b']);
    expect(seen.sort()).toEqual([`a${s.seqOf('a')}`, `b${s.seqOf('b')}`]);
  });

  it('never sends a watcher a state at or below one it already has', async () => {
    const s = setup();
    s.write(['a']);
    const seen: number[] = [];
    const watch = s.hub.watch(['a'], (state) => seen.push(state.seq));
    s.write(['a']);
    await vi.runAllTimersAsync();
    // The stream's own first read comes back late, with the older state.
    watch.push([s.state('a', 1)]);
    expect(seen).toEqual([s.seqOf('a')]);
  });

  it('stops reading an auction nobody watches any more', async () => {
    const s = setup();
    const watch = s.hub.watch(['a'], () => undefined);
    expect(s.hub.watchedAuctions).toBe(1);
    watch.stop();
    expect(s.hub.watchedAuctions).toBe(0);
    s.write(['a']);
    await vi.runAllTimersAsync();
    expect(s.reads).toEqual([]);
  });

  it('reads again after a failed read', async () => {
    const s = setup();
    const seen: number[] = [];
    s.hub.watch(['a'], (state) => seen.push(state.seq));
    s.failNextRead();
    s.write(['a']);
    await vi.runAllTimersAsync();
    expect(s.reads).toHaveLength(2);
    expect(s.warn).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([s.seqOf('a')]);
  });

  it('close() drops the bus subscription', () => {
    const s = setup();
    expect(s.listeners.size).toBe(1);
    s.hub.close();
    expect(s.listeners.size).toBe(0);
  });
});
