import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '@marketdrop/api-client/react';
import { paths } from './paths';
import { fromPath, type FromState } from './navigation-state';

/**
 * Login, sign-up, recovery and OTP: a signed-in user is sent to / (docs/product.md §2.2 Guards) — or, right after
 * signing in on one of these pages, back to the page they were sent away from. This guard is also
 * what moves the user on after a successful sign-in: the pages store the session and the guard
 * redirects, so there is one navigation, never two racing ones.
 */
export function GuestOnly() {
  const { isLoggedIn } = useSession();
  const location = useLocation();
  if (isLoggedIn) return <Navigate to={fromPath(location.state) ?? paths.home} replace />;
  return <Outlet />;
}

/**
 * Pages that need a session: a visitor without one is sent to /login, remembering where they were
 * going so that signing in brings them back (docs/product.md §2.2 Guards).
 */
export function RequireSession() {
  const { isLoggedIn } = useSession();
  const location = useLocation();
  if (!isLoggedIn) {
    const state: FromState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return <Outlet />;
}

/**
 * Pages of one role (the dealer dashboard, the admin console), inside `RequireSession`: another
 * signed-in user is sent to /. The server checks the role of every call anyway (docs/product.md
 * §6.3); this only keeps a page from showing what the account cannot use.
 */
export function RequireRole({ role }: { role: 'dealer' | 'admin' }) {
  const { user } = useSession();
  if (user?.userType !== role) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
