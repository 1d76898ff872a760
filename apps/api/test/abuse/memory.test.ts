import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTarget, targetNames, type Target } from './target';

/** A full garbage collection, exposed for this process (the heap is measured after it). */
function collectGarbage(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

const MIB = 1024 * 1024;
/** Distinct large bodies sent to each listing call. */
const BODIES = 120;
/** Bodies just under each call's body limit (plugins/limits.ts), so the server reads every one. */
const LARGE = 'P'.repeat(60_000);
const SMALL = 'P'.repeat(12_000);
/**
 * Heap growth allowed after sending them (about 11 MB in all). The remembered bodies (1 MiB per
 * route) and the catalogue's answers stay well within it: measured 1 MiB, against 12.5 MiB when
 * every valid body was remembered by its text with its unknown fields (the cause of finding 1).
 */
const HEAP_BUDGET_BYTES = 8 * MIB;

const LISTING_CALLS: Array<{ path: string; body: (i: number) => Record<string, unknown> }> = [
  // Unknown fields (the probe's shape): validated every time, never remembered.
  { path: '/user/getAuctions', body: (i) => ({ x: `${i}${LARGE}` }) },
  { path: '/user/getCategoryWiseDetails', body: (i) => ({ x: `${i}${SMALL}` }) },
  { path: '/user/getSaveAuction', body: (i) => ({ x: `${i}${SMALL}` }) },
  // Known fields at their limits, each body different: remembered and answered from the cache.
  {
    path: '/user/getAuctions',
    body: (i) => ({
      fuelType: Array.from({ length: 100 }, (_, k) => `fuel ${i} ${k} ${'f'.repeat(45)}`),
      transmission: Array.from({ length: 100 }, (_, k) => `gear ${i} ${k} ${'g'.repeat(45)}`),
      search: `search ${i}`,
    }),
  },
];

describe.each(targetNames)('memory stays bounded under distinct large bodies (%s)', (name) => {
  let target: Target;
  beforeAll(async () => {
    target = await openTarget(name);
  });
  afterAll(async () => {
    await target?.close();
  });

  it(`${BODIES} distinct large bodies per listing call: every one answered, the heap within budget`, async () => {
    const gc = target.local === undefined ? undefined : collectGarbage();
    const send = (path: string, body: Record<string, unknown>) =>
      target.send({
        method: 'POST',
        url: path,
        headers: {
          'content-type': 'application/json',
          ...(target.token === undefined ? {} : { authorization: `Bearer ${target.token}` }),
        },
        payload: JSON.stringify(body),
      });
    // Warm up: the first answers fill the caches with what any traffic would.
    for (const call of LISTING_CALLS) await send(call.path, {});
    gc?.();
    const before = process.memoryUsage().heapUsed;

    const statuses = new Map<number, number>();
    for (let i = 0; i < BODIES; i += 1) {
      for (const call of LISTING_CALLS) {
        const response = await send(call.path, call.body(i));
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }
    // Answered, never a failure of the server (200, or a 4xx for a body it will not take).
    for (const status of statuses.keys())
      expect(status, JSON.stringify([...statuses])).toBeLessThan(500);
    const health = await target.send({ method: 'GET', url: '/user/getActiveLanguage' });
    expect(health.status).toBe(200);

    if (gc === undefined) return; // a deployed instance's heap is not visible from here
    gc();
    const grown = process.memoryUsage().heapUsed - before;
    expect(grown, `heap grew by ${(grown / MIB).toFixed(1)} MiB`).toBeLessThan(HEAP_BUDGET_BYTES);
  });
});
