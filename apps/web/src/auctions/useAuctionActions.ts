import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  createIdempotencyKeys,
  isApiError,
  sendIdempotent,
  type IdempotencyKeys,
  type LiveAuctionState,
  type PlaceBidRequest,
  type PurchaseData,
} from '@marketdrop/api-client';
import { queryKeys, useApiClient } from '@marketdrop/api-client/react';
import type { BidOutcome, BidRequest, PurchaseOutcome } from '@marketdrop/ui';
import { useErrorTextLater } from '../i18n/later';
import { loginStateFrom } from '../routing/navigation-state';
import { paths } from '../routing/paths';
import { liveStateOfBid } from './live-state';
import { bidOutcomeOfError, purchaseOutcomeOfError, type ErrorTextOf } from './outcomes';

export type AuctionActions = {
  /** Place Bid, confirmed: `placeBid`. */
  placeBid: (bid: BidRequest) => Promise<BidOutcome>;
  /** Claim Now, confirmed at the price shown: `claimAuction` with it as `expectedPrice`. */
  claim: (expectedPrice: number) => Promise<PurchaseOutcome>;
  /** Buy Now, confirmed at the price shown: `buyNow` with it as `expectedPrice`. */
  buyNow: (expectedPrice: number) => Promise<PurchaseOutcome>;
  /** Sends a visitor without a session to /login, and back to this page afterwards. */
  signIn: () => void;
};

/**
 * The detail page's bid, claim and Buy Now calls. Each user action sends one Idempotency-Key,
 * reused when the same request is sent again after a failure that may not have been answered
 * (`createIdempotencyKeys`). A claim or Buy Now always carries the price the buyer confirmed
 * (`expectedPrice`), so a price that changed meanwhile buys nothing (PRICE_CHANGED: the dialog
 * shows the new one). An answer's live state goes to `push`; after a success, or when the sale
 * turned out closed, paused or its price changed (or the buyer already led), the auction is loaded
 * again. A session that expired meanwhile (401) sends the buyer to /login and back.
 */
export function useAuctionActions(
  auctionId: string,
  push: (state: LiveAuctionState) => void,
): AuctionActions {
  const client = useApiClient();
  const queryClient = useQueryClient();
  // Loaded on the first refusal: the page shows none before an action.
  const errorText = useErrorTextLater();
  const navigate = useNavigate();
  const location = useLocation();
  // One set of keys per page: an action's retry finds its key again.
  const [keysOf] = useState<Record<'bid' | 'claim' | 'buyNow', IdempotencyKeys>>(() => ({
    bid: createIdempotencyKeys(),
    claim: createIdempotencyKeys(),
    buyNow: createIdempotencyKeys(),
  }));

  const signIn = useCallback(() => {
    void navigate(paths.login, { state: loginStateFrom(location) });
  }, [location, navigate]);

  const reload = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: queryKeys.auction(auctionId) }),
    [auctionId, queryClient],
  );

  /** What a refused call leads to beside its outcome: a reload when closed, /login when signed out. */
  const afterFailure = useCallback(
    (error: unknown) => {
      if (!isApiError(error)) return;
      if (
        error.code === 'AUCTION_NOT_OPEN' ||
        error.code === 'ALREADY_SOLD' ||
        error.code === 'PRICE_CHANGED' ||
        error.code === 'SELLER_SUSPENDED' ||
        error.code === 'ALREADY_LEADING'
      ) {
        reload();
      }
      if (error.isUnauthorized) signIn();
    },
    [reload, signIn],
  );
  // The dialogs show their own generic text when the error has none of its own.
  const textOf = useCallback(
    async (error: unknown): Promise<ErrorTextOf> => {
      const text = await errorText(error, '');
      return () => text;
    },
    [errorText],
  );

  const placeBid = useCallback(
    async (bid: BidRequest): Promise<BidOutcome> => {
      const request: PlaceBidRequest =
        bid.maxAmount === undefined
          ? { auctionId, amount: bid.amount }
          : { auctionId, amount: bid.amount, maxAmount: bid.maxAmount };
      try {
        const answer = await sendIdempotent(keysOf.bid, request, client.placeBid);
        push(liveStateOfBid(answer.data));
        reload();
        return {
          status: 'placed',
          amount: answer.data.bid.amount,
          isLeader: answer.data.bid.isLeader,
        };
      } catch (error) {
        afterFailure(error);
        return bidOutcomeOfError(error, await textOf(error));
      }
    },
    [afterFailure, auctionId, client, keysOf, push, reload, textOf],
  );

  const purchase = useCallback(
    async (
      kind: 'claim' | 'buyNow',
      send: typeof client.claimAuction,
      expectedPrice: number,
    ): Promise<PurchaseOutcome> => {
      try {
        const answer: { data: PurchaseData } = await sendIdempotent(
          keysOf[kind],
          { auctionId, expectedPrice },
          send,
        );
        push(answer.data.auction);
        reload();
        return { status: 'bought', orderId: answer.data.order._id };
      } catch (error) {
        afterFailure(error);
        return purchaseOutcomeOfError(error, await textOf(error));
      }
    },
    [afterFailure, auctionId, keysOf, push, reload, textOf],
  );

  const claim = useCallback(
    (expectedPrice: number) => purchase('claim', client.claimAuction, expectedPrice),
    [client, purchase],
  );
  const buyNow = useCallback(
    (expectedPrice: number) => purchase('buyNow', client.buyNow, expectedPrice),
    [client, purchase],
  );

  return { placeBid, claim, buyNow, signIn };
}
