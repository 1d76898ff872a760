import { Link, useRouteError } from 'react-router-dom';
import { PageError } from '@marketdrop/ui';

/**
 * The error element of the root and layout routes (./routes.tsx): a page whose code or data failed
 * to load shows the product's error page, with "Try again" (a reload: the page's code of the
 * version now deployed, its data again), never the router's developer screen. Renders on the
 * server too (no browser API while rendering).
 */
export function RouteError() {
  const error = useRouteError();
  // Still reported, for the developer's console and the browser's error tracking.
  if (typeof window !== 'undefined') console.error(error);
  return <PageError LinkComponent={Link} onRetry={() => window.location.reload()} />;
}
