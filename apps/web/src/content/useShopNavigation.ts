import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '@marketdrop/api-client/react';
import { paths } from '../routing/paths';
import type { FromState } from '../routing/navigation-state';

/**
 * Click handler of the landing page's Claim Now and Shop the Market Now links (to /listing): a
 * visitor without a session goes to /login first and comes back to /listing after it, as the
 * header's Vehicles link does (docs/product.md §2.2 Guards).
 */
export function useShopNavigation(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  const { isLoggedIn } = useSession();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (isLoggedIn) return;
      event.preventDefault();
      const state: FromState = { from: { pathname: paths.listing, search: '', hash: '' } };
      void navigate(paths.login, { state });
    },
    [isLoggedIn, navigate],
  );
}
