import { useCallback } from 'react';
import { useTranslation } from '@marketdrop/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession, useToggleFavourite } from '@marketdrop/api-client/react';
import type { VehicleCardAuction } from '@marketdrop/ui';
import { paths } from '../routing/paths';
import { loginStateFrom } from '../routing/navigation-state';
import { toast } from '../toast';
import { catalogue } from '../i18n/en/catalogue';

/**
 * The hearts of a page's vehicle cards, wired to the shared favourites store (docs/product.md §8.4): one toggle
 * per auction in flight (its hearts are disabled), every card of that auction in sync, the old
 * state back with the toast "Failed to update favorite status" on failure. A visitor without a
 * session is sent to /login and brought back afterwards.
 */
export function useHearts() {
  const { t } = useTranslation('web', { catalogue });
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const favourite = useToggleFavourite({
    onError: () => toast.error(t('catalogue.toasts.favourite')),
  });
  const { toggle, isPending } = favourite;

  const onToggleSave = useCallback(
    (auctionId: string, nextSaved: boolean) => {
      if (!isLoggedIn) {
        void navigate(paths.login, { state: loginStateFrom(location) });
        return;
      }
      void toggle(auctionId, nextSaved);
    },
    [isLoggedIn, location, navigate, toggle],
  );

  const getCardProps = useCallback(
    (auction: VehicleCardAuction) => ({ toggling: isPending(auction._id) }),
    [isPending],
  );

  return { onToggleSave, getCardProps, isPending };
}
