import { useCallback, useMemo } from 'react';
import type { LiveAuctionState } from '@marketdrop/api-client';
import { useLiveAuctions } from '@marketdrop/api-client/react';
import type { VehicleCardAuction, VehicleCardProps } from '@marketdrop/ui';
import { useOwnSellerId } from '../dealers/useOwnSellerId';

export type LiveStates = ReadonlyMap<string, LiveAuctionState>;

/**
 * The live states of the vehicle cards a page shows (docs/product.md §3.5: the live price beside
 * the sticker price), on the page's one multiplexed stream (`useLiveAuctions` of
 * @marketdrop/api-client: `listingEvents`, shared with every other live hook of the page).
 */
export function useLiveCards(auctionIds: readonly string[]): LiveStates {
  const states = useLiveAuctions(auctionIds);
  return useMemo(() => new Map(Object.entries(states)), [states]);
}

type CardProps = Partial<Omit<VehicleCardProps, 'auction' | 'LinkComponent' | 'imageBaseUrl'>>;

/**
 * `getCardProps` of a grid, with each card's live state (`useLiveCards`) added to `base`'s props,
 * and `yours` on the signed-in dealer's own sales (the card says "Your listing"; a bidder's
 * "You're winning" / "Outbid" comes from the auction's own fields and the live highest bid).
 */
export function useLiveCardProps(
  states: LiveStates,
  base: (auction: VehicleCardAuction) => CardProps,
): (auction: VehicleCardAuction) => CardProps {
  const ownSellerId = useOwnSellerId();
  return useCallback(
    (auction) => {
      const live = states.get(auction._id);
      const props = live ? { ...base(auction), live } : base(auction);
      return ownSellerId !== null && auction.seller?._id === ownSellerId
        ? { ...props, yours: true }
        : props;
    },
    [base, states, ownSellerId],
  );
}
