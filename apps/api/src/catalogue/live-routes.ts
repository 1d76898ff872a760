import { auctions } from '@marketdrop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import { LISTING_EVENTS_MAX_IDS } from '@marketdrop/api-client';
import { keyedCatalogueMessages } from '@marketdrop/validation';
import { fieldsError } from '../shared/errors';
import { mountStream } from '../shared/mount-stream';
import { auctionNotFound, isAuctionId } from './find-auction';
import { findLiveStates } from './find-live-states';
import type { LiveHub } from './live-hub';

const tags = ['live'];

export const LISTING_EVENTS_MESSAGES = {
  required: keyedCatalogueMessages.idsRequired.text,
  tooMany: keyedCatalogueMessages.idsTooMany(LISTING_EVENTS_MAX_IDS).text,
  invalid: keyedCatalogueMessages.ids.text,
} as const;

/** The distinct lower-case ids of a `listingEvents` request, or a 400. */
export function listingEventIds(raw: string | undefined): string[] {
  const parts = (raw ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0) throw fieldsError({ ids: keyedCatalogueMessages.idsRequired });
  if (!parts.every(isAuctionId)) throw fieldsError({ ids: keyedCatalogueMessages.ids });
  const ids = [...new Set(parts.map((part) => part.toLowerCase()))];
  if (ids.length > LISTING_EVENTS_MAX_IDS) {
    throw fieldsError({ ids: keyedCatalogueMessages.idsTooMany(LISTING_EVENTS_MAX_IDS) });
  }
  return ids;
}

export type LiveRoutesOptions = { hub: LiveHub };

/**
 * The live event streams (docs/product.md §4 Auction rules): one auction's state for the detail,
 * and the states of the visible vehicle cards on one stream. Each stream first gets the current
 * state (on every connect, so a reconnect with Last-Event-ID is brought up to date at once), then
 * every change, from whichever process wrote it.
 */
export default async function liveRoutes(app: FastifyInstance, opts: LiveRoutesOptions) {
  const { hub } = opts;
  const read = (ids: readonly string[]) => findLiveStates(app, { ids });

  mountStream(app, 'auctionEvents', {
    docs: {
      tags,
      summary: "One auction's live state, at once and at every change",
      description:
        'Price, bids, minimum next bid, end (moved by soft close), status and MarketDropAI drops, as they happen. An id that names no auction: 404 before the stream starts.',
      event: auctions.PublicLiveAuctionState,
    },
    handler: async (request, sink) => {
      const raw = request.params.id ?? '';
      if (!isAuctionId(raw)) throw auctionNotFound();
      const id = raw.toLowerCase();
      // Watch first, then read: a change made meanwhile is not missed (the newer seq wins).
      const watch = hub.watch([id], (state) => sink.send(state, String(state.seq)));
      sink.onClose(watch.stop);
      const states = await read([id]);
      if (states.length === 0) throw auctionNotFound();
      watch.push(states);
    },
  });

  mountStream(app, 'listingEvents', {
    docs: {
      tags,
      summary: 'The live states of up to 60 auctions on one stream (the visible vehicle cards)',
      description:
        '`ids`: the auctions, comma-separated. Every state at once, then each change. Ids that name no auction are left out.',
      event: auctions.PublicLiveAuctionState,
    },
    handler: async (request, sink) => {
      const ids = listingEventIds(request.query.ids);
      const watch = hub.watch(ids, (state) => sink.send(state, String(state.seq)));
      sink.onClose(watch.stop);
      watch.push(await read(ids));
    },
  });
}
