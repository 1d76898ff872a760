/**
 * The live events of one server process: every open stream's auctions, grouped by auction, fed by
 * ONE subscription to the database's change events (`app.bus`: every auction write, from any
 * process). A change re-reads each changed auction that someone watches once (not once per
 * watcher), in one statement per batch, and fans the new state out to its watchers. Bursts
 * coalesce: at most one read every `coalesceMs`, always of the latest rows, so a bid storm costs a
 * bounded number of reads and every watcher still ends on the latest state. A change event that
 * names no ids (more than 50 rows changed at once) re-reads every watched auction.
 */
import type { LiveAuctionState } from '@marketdrop/api-client';
import type { AuctionChange, Bus } from '../plugins/bus';

/** Reads the current states of some auctions (ids that name none are left out). */
export type ReadLiveStates = (ids: readonly string[]) => Promise<LiveAuctionState[]>;

export type LiveHubOptions = {
  bus: Pick<Bus, 'subscribe'>;
  read: ReadLiveStates;
  /** At most one read per this many milliseconds. */
  coalesceMs: number;
  log: { warn: (object: object, message: string) => void };
};

/** One stream's view of the hub. */
export type LiveWatch = {
  /** Delivers states read by the stream itself (its first states), with the same ordering rule. */
  push: (states: readonly LiveAuctionState[]) => void;
  /** Stops watching. */
  stop: () => void;
};

type Watcher = {
  deliver: (state: LiveAuctionState) => void;
  /** The highest seq delivered per auction: an older or equal state is never sent again. */
  seen: Map<string, number>;
};

/** Ids per read statement. */
const READ_CHUNK = 500;
/** After a failed read, the next try waits at least this long. */
const RETRY_AFTER_FAILURE_MS = 1000;

export class LiveHub {
  private readonly watchers = new Map<string, Set<Watcher>>();
  private readonly dirty = new Set<string>();
  private everything = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private reading = false;
  private lastReadAt = Number.NEGATIVE_INFINITY;
  private readonly unsubscribe: () => void;
  /** Reads made so far (for tests and monitoring). */
  reads = 0;

  constructor(private readonly options: LiveHubOptions) {
    this.unsubscribe = options.bus.subscribe((event) => {
      if (event.type === 'auction-changes') this.changed(event.change);
    });
  }

  /** Auctions watched by at least one stream. */
  get watchedAuctions(): number {
    return this.watchers.size;
  }

  /**
   * Watches `ids`: `deliver` gets each new state of any of them (a state never goes back: one
   * with a seq at or below the last delivered for its auction is dropped).
   */
  watch(ids: readonly string[], deliver: (state: LiveAuctionState) => void): LiveWatch {
    const watcher: Watcher = { deliver, seen: new Map() };
    const unique = [...new Set(ids)];
    for (const id of unique) {
      let set = this.watchers.get(id);
      if (set === undefined) {
        set = new Set();
        this.watchers.set(id, set);
      }
      set.add(watcher);
    }
    let stopped = false;
    return {
      push: (states) => {
        if (stopped) return;
        for (const state of states) this.deliverTo(watcher, state);
      },
      stop: () => {
        if (stopped) return;
        stopped = true;
        for (const id of unique) {
          const set = this.watchers.get(id);
          set?.delete(watcher);
          if (set?.size === 0) this.watchers.delete(id);
        }
      },
    };
  }

  /** Stops listening to the bus and drops every watcher. */
  close(): void {
    this.unsubscribe();
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.watchers.clear();
    this.dirty.clear();
    this.everything = false;
  }

  private deliverTo(watcher: Watcher, state: LiveAuctionState): void {
    const seen = watcher.seen.get(state.auctionId);
    if (seen !== undefined && state.seq <= seen) return;
    watcher.seen.set(state.auctionId, state.seq);
    try {
      watcher.deliver(state);
    } catch (error) {
      this.options.log.warn({ err: error }, 'A live event could not be delivered');
    }
  }

  private changed(change: AuctionChange): void {
    if (this.watchers.size === 0) return;
    if (change.ids === null) {
      this.everything = true;
    } else {
      for (const id of change.ids) if (this.watchers.has(id)) this.dirty.add(id);
    }
    if (this.everything || this.dirty.size > 0) this.schedule(0);
  }

  private schedule(minimumWaitMs: number): void {
    if (this.timer !== null || this.reading) return;
    const wait = Math.max(minimumWaitMs, this.lastReadAt + this.options.coalesceMs - Date.now());
    this.timer = setTimeout(
      () => {
        this.timer = null;
        void this.flush();
      },
      Math.max(0, wait),
    );
  }

  private async flush(): Promise<void> {
    const ids = this.everything
      ? [...this.watchers.keys()]
      : [...this.dirty].filter((id) => this.watchers.has(id));
    this.everything = false;
    this.dirty.clear();
    if (ids.length === 0) return;
    this.reading = true;
    this.lastReadAt = Date.now();
    let failed = false;
    try {
      for (let i = 0; i < ids.length; i += READ_CHUNK) {
        const chunk = ids.slice(i, i + READ_CHUNK);
        this.reads += 1;
        let states: LiveAuctionState[];
        try {
          states = await this.options.read(chunk);
        } catch (error) {
          // Read again later: a lost read costs a late event, never a wrong one.
          failed = true;
          for (const id of chunk) this.dirty.add(id);
          this.options.log.warn({ err: error }, 'Live states could not be read');
          continue;
        }
        for (const state of states) {
          const set = this.watchers.get(state.auctionId);
          if (set === undefined) continue;
          for (const watcher of [...set]) this.deliverTo(watcher, state);
        }
      }
    } finally {
      this.reading = false;
    }
    if (this.everything || this.dirty.size > 0) {
      this.schedule(failed ? RETRY_AFTER_FAILURE_MS : 0);
    }
  }
}
