/**
 * Work that must not run side by side in one process (decoding large photos: each can take
 * hundreds of megabytes): tasks run one at a time, in the order they were queued. `waiting` and
 * `running` say how deep the queue is (a metric, and what tests observe).
 */
export type SerialQueue = {
  /** Runs `task` once every task queued before it has settled; answers what it answers. */
  run: <T>(task: () => Promise<T>) => Promise<T>;
  /** Tasks queued and not started. */
  readonly waiting: number;
  /** Tasks running now: 0 or 1. */
  readonly running: number;
};

export function createSerialQueue(): SerialQueue {
  let tail: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  let running = 0;
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      waiting += 1;
      const result = tail.then(async () => {
        waiting -= 1;
        running += 1;
        try {
          return await task();
        } finally {
          running -= 1;
        }
      });
      // The next task waits for this one to settle, whether it succeeded or not.
      tail = result.catch(() => undefined);
      return result;
    },
    get waiting() {
      return waiting;
    },
    get running() {
      return running;
    },
  };
}
