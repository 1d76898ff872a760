import { Suspense, lazy, useEffect, useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import { Link, Outlet, useHref, useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { useApiClient, useGuestToken, useSession } from '@marketdrop/api-client/react';
import { Header, PulseLoader } from '@marketdrop/ui';
import type { UserType } from '@marketdrop/validation';
import {
  useAccountLanguage,
  useChooseLanguage,
  useLanguageFollowsAddress,
} from '../i18n/useLanguage';
import { useHeaderSearch } from '../catalogue/useHeaderSearch';
import { paths } from '../routing/paths';
import { SiteFooter } from './SiteFooter';
import type { FromState, SignupState } from '../routing/navigation-state';

// Loaded the first time Logout is clicked: no page needs the dialog's code to show.
const LogoutConfirm = lazy(() => import('../accounts/LogoutConfirm'));
// The signed-in user's bell with its notifications: loaded after the page (it brings the query
// cache); the header holds its place until then.
const HeaderBell = lazy(() => import('../notifications/HeaderBell'));
const HeaderBasketCount = lazy(() => import('../basket/HeaderBasketCount'));

/** Header links that need a session: a visitor without one is sent to /login (docs/product.md §2.2 Guards). */
const SIGNED_IN_LINKS: readonly string[] = [paths.home, paths.listing];

/** Every navigation scrolls smoothly to the top (docs/product.md §2.4 Navigation, loaders, toasts). */
function useScrollToTopOnNavigation() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'smooth' });
  }, [pathname]);
}

/**
 * The page frame of every route: header, the page (or the loader while it loads), footer (loaded
 * when it nears the screen, see `SiteFooter`).
 */
export function SiteLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const client = useApiClient();
  const { user, isLoggedIn } = useSession();
  // The header's basket count (signed in, or a visitor with a guest basket), read by a lazy part
  // holding the query client.
  const [basketCount, setBasketCount] = useState<number | undefined>(undefined);
  const guestToken = useGuestToken();
  const hasBasket = isLoggedIn || guestToken !== null;
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [confirmMounted, setConfirmMounted] = useState(false);
  const chooseLanguage = useChooseLanguage();
  useAccountLanguage();
  useLanguageFollowsAddress();
  useScrollToTopOnNavigation();
  const headerSearch = useHeaderSearch();
  // The listing's address with the router's base (`/fr/listing` on a French page).
  const listingHref = useHref(paths.listing);

  const onMainLinkClick = (href: string, event: MouseEvent<HTMLElement>) => {
    if (isLoggedIn || !SIGNED_IN_LINKS.includes(href)) return;
    event.preventDefault();
    const state: FromState = { from: { pathname: href, search: '', hash: '' } };
    void navigate(paths.login, { state });
  };

  const onSignupContinue = (role: UserType) => {
    const state: SignupState = { role };
    void navigate(paths.signup, { state });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Header
        user={isLoggedIn ? (user ?? {}) : null}
        avatarSrc={isLoggedIn && user?.userImage ? client.url(user.userImage) : null}
        currentPath={location.pathname}
        LinkComponent={Link}
        onMainLinkClick={onMainLinkClick}
        {...headerSearch}
        searchAction={listingHref}
        onSignupContinue={onSignupContinue}
        bell={isLoggedIn ? <HeaderBell /> : undefined}
        basketCount={hasBasket ? (basketCount ?? 0) : undefined}
        onLanguageChange={(language) => void chooseLanguage(language)}
        onLogout={() => {
          setConfirmMounted(true);
          setConfirmOpen(true);
        }}
      />
      {hasBasket ? (
        <Suspense fallback={null}>
          <HeaderBasketCount onCount={setBasketCount} />
        </Suspense>
      ) : null}
      <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        {navigation.state === 'loading' ? <PulseLoader fullScreen={false} /> : <Outlet />}
      </Box>
      <SiteFooter />
      {confirmMounted ? (
        <Suspense fallback={null}>
          <LogoutConfirm open={confirmOpen} onClose={() => setConfirmOpen(false)} />
        </Suspense>
      ) : null}
    </Box>
  );
}
