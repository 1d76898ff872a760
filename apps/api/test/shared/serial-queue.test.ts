import { describe, expect, it } from 'vitest';
import { createSerialQueue } from '../../src/shared/serial-queue';

describe('createSerialQueue', () => {
  it('runs tasks one at a time, in the order they were queued, a failure not blocking the next', async () => {
    const queue = createSerialQueue();
    const events: string[] = [];
    let active = 0;
    let peak = 0;
    const task =
      (name: string, fail = false) =>
      async () => {
        active += 1;
        peak = Math.max(peak, active);
        events.push(`start ${name}`);
        // Yield a few times: a task that ran beside another would show here.
        for (let i = 0; i < 5; i += 1) await Promise.resolve();
        events.push(`end ${name}`);
        active -= 1;
        if (fail) throw new Error(`${name} failed`);
        return name;
      };
    const results = Promise.allSettled([
      queue.run(task('a')),
      queue.run(task('b', true)),
      queue.run(task('c')),
    ]);
    expect(queue.waiting).toBe(3);
    const settled = await results;
    expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(peak).toBe(1);
    expect([queue.waiting, queue.running]).toEqual([0, 0]);
  });
});
