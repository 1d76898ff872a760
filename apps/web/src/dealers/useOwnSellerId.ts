import { useDealerStatus, useSession } from '@marketdrop/api-client/react';

/**
 * The signed-in dealer's seller id (an auction's `seller._id` when the sale is theirs), or null
 * for anyone else (a visitor, a buyer, an admin, a dealer not verified yet). Asked of the server
 * for a dealer only (`getDealerStatus`, cached with the dashboard's).
 */
export function useOwnSellerId(): string | null {
  const { user, isLoggedIn } = useSession();
  const isDealer = isLoggedIn && user?.userType === 'dealer';
  const status = useDealerStatus({ enabled: isDealer });
  return isDealer ? (status.data?.sellerId ?? null) : null;
}
