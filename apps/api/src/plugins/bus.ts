import fp from 'fastify-plugin';

/** The channel the auctions' trigger publishes on (migration 0003). */
export const AUCTION_CHANGES_CHANNEL = 'auction_changes';

/**
 * One statement's writes to `auctions`, from any process on the database: the highest `seq` it
 * gave, how many rows, and their ids when there were at most 50 (null: more, e.g. a bulk seed).
 */
export type AuctionChange = { seq: number; count: number; ids: string[] | null };

export type BusEvent = { type: 'auction-changes'; change: AuctionChange };

export type Bus = {
  /** Calls `listener` for every event; returns a function that unsubscribes it. */
  subscribe: (listener: (event: BusEvent) => void) => () => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Changes published by the database (every auction write, by its trigger), on every process. */
    bus: Bus;
  }
}

function parseChange(payload: string): AuctionChange | null {
  try {
    const raw = JSON.parse(payload) as { seq?: unknown; count?: unknown; ids?: unknown };
    return {
      seq: Number(raw.seq),
      count: Number(raw.count),
      ids: Array.isArray(raw.ids) ? raw.ids.map(String) : null,
    };
  } catch {
    return null;
  }
}

/** The events bus: LISTENs on the database's change channels and fans the events out. */
export default fp(
  async function busPlugin(app) {
    const listeners = new Set<(event: BusEvent) => void>();
    await app.dbListen(AUCTION_CHANGES_CHANNEL, (payload) => {
      const change = parseChange(payload);
      if (change === null) {
        app.log.warn({ payload }, 'Unreadable auction change');
        return;
      }
      for (const listener of listeners) {
        try {
          listener({ type: 'auction-changes', change });
        } catch (error) {
          app.log.error({ err: error }, 'A bus listener failed');
        }
      }
    });
    app.decorate('bus', {
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    } satisfies Bus);
  },
  { name: 'bus', dependencies: ['db'] },
);
