import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useSession, useToggleFavourite } from '@marketdrop/api-client/react';
import type { CatalogueAuction } from '../../internal/catalogue';

/**
 * The hearts of a widget, through the shared favourites store of `@marketdrop/api-client/react`:
 * shown only while the widget's client has a MarketDrop session (a partner page usually has
 * none); a failed toggle puts the old state back and shows "Failed to update favorite status"
 * in a snackbar of the widget (and calls `onError`).
 */
export function useWidgetFavourites(onError?: (error: unknown) => void) {
  const { t } = useTranslation('ui');
  const { isLoggedIn } = useSession();
  const [failed, setFailed] = useState(0);
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

  const snackbar = (
    <Snackbar
      key={failed}
      open={failed > 0}
      autoHideDuration={4000}
      onClose={() => setFailed(0)}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity="error" variant="filled" onClose={() => setFailed(0)}>
        {t('widgets.favourite.failed')}
      </Alert>
    </Snackbar>
  );

  return { onToggleSave, getCardProps, isPending: favourite.isPending, snackbar };
}
