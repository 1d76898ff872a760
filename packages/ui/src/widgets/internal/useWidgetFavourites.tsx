import { Suspense, lazy, useState } from 'react';
import { useSession, useToggleFavourite } from '@marketdrop/api-client/react';
import type { CatalogueAuction } from '../../internal/catalogue';

const FavouriteFailedSnackbar = lazy(() =>
  import('./failures').then((module) => ({ default: module.FavouriteFailedSnackbar })),
);

/**
 * The hearts of a widget, through the shared favourites store of `@marketdrop/api-client/react`:
 * shown only while the widget's client has a MarketDrop session (a partner page usually has
 * none); a failed toggle puts the old state back and shows "Failed to update favorite status"
 * in a snackbar of the widget (and calls `onError`).
 */
export function useWidgetFavourites(onError?: (error: unknown) => void) {
  const { isLoggedIn } = useSession();
  const [failed, setFailed] = useState(0);
  // Mounted from the first failure on, so later ones reuse it (and it can animate out).
  const [everFailed, setEverFailed] = useState(false);
  if (failed > 0 && !everFailed) setEverFailed(true);
  const favourite = useToggleFavourite({
    onError: (error) => {
      setFailed((count) => count + 1);
      onError?.(error);
    },
  });

  const onToggleSave = isLoggedIn
    ? (auctionId: string, nextSaved: boolean) => void favourite.toggle(auctionId, nextSaved)
    : undefined;
  const getCardProps = (auction: CatalogueAuction) => ({
    toggling: favourite.isPending(auction._id),
  });

  const snackbar = everFailed ? (
    <Suspense fallback={null}>
      <FavouriteFailedSnackbar failed={failed} onClose={() => setFailed(0)} />
    </Suspense>
  ) : null;

  return { onToggleSave, getCardProps, isPending: favourite.isPending, snackbar };
}
