import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PulseLoader, loadHeaderSearch } from '@marketdrop/ui';
import { SiteLayout } from '../layouts/SiteLayout';
import { GuestOnly, RequireRole, RequireSession } from './guards';
import { loadOrReload } from './chunk-reload';
import { RouteError } from './RouteError';
import { startAuctionCall, startListingCalls } from './earlyCalls';
import { paramPaths, paths } from './paths';
import type { PageData } from './page-data';

type LazyRoute = NonNullable<RouteObject['lazy']>;

// In the browser the route loaders send a page's calls at once (./earlyCalls) and hand them to the
// query cache (./prefetch, a chunk of its own fetched beside the page's: the query library is not
// part of every page's first load); on the server they fill the request's query cache before the
// page renders (../entry-server.tsx).

/** The browser's page data: sent early, cached without waiting (the page shows its skeletons). */
const browserPageData: PageData = {
  listing: async (args) => {
    startListingCalls(args);
    (await import('./prefetch')).prefetchListing(args);
  },
  auction: async (args) => {
    startAuctionCall(args);
    (await import('./prefetch')).prefetchAuction(args);
  },
  // The stored pages load their text themselves (it changes rarely and is cached for minutes).
  content: async () => {},
};

/**
 * A code-split page: the module is fetched the first time its route matches, with the code of any
 * part outside the page that shows on it only (`alsoLoad`), so that part is ready when the page
 * renders instead of being fetched after. Code that fails to load reloads the page once
 * (./chunk-reload.ts: a deploy replaced it), then the route's error page shows.
 */
function page<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  ...alsoLoad: (() => Promise<unknown>)[]
): LazyRoute {
  return async () => {
    const [module] = await Promise.all([
      loadOrReload(load),
      ...alsoLoad.map((start) => start().catch(() => {})),
    ]);
    return { Component: pick(module) };
  };
}

/**
 * A failed page (its code or its data) shows the product's error page (./RouteError.tsx): the root
 * route's when the frame itself fails; each layout's (and the pages directly in the frame) inside
 * the header and footer.
 */
const errorElement = <RouteError />;

/**
 * The whole route table of docs/product.md §2.1, with the loaders that get each page's data from
 * `data` (the browser's, or a server render's).
 */
export function createRoutes(data: PageData): RouteObject[] {
  return [
    {
      element: <SiteLayout />,
      hydrateFallbackElement: <PulseLoader />,
      errorElement,
      children: [
        // Public pages.
        {
          path: paths.homeLanding,
          errorElement,
          lazy: page(
            () => import('../pages/LandingPage'),
            (m) => m.LandingPage,
          ),
        },
        // Every page that calls the API: the query cache (TanStack Query) loads with them.
        {
          lazy: page(
            () => import('../layouts/QueryLayout'),
            (m) => m.QueryLayout,
          ),
          errorElement,
          children: [
            {
              path: paths.about,
              loader: async () => {
                await data.content('getAboutUs');
                return null;
              },
              lazy: page(
                () => import('../pages/AboutPage'),
                (m) => m.AboutPage,
              ),
            },
            {
              path: paths.contact,
              lazy: page(
                () => import('../pages/ContactPage'),
                (m) => m.ContactPage,
              ),
            },
            {
              path: paths.faq,
              loader: async () => {
                await data.content('getFaqs');
                return null;
              },
              lazy: page(
                () => import('../pages/FaqPage'),
                (m) => m.FaqPage,
              ),
            },
            {
              path: paths.terms,
              loader: async () => {
                await data.content('getTerms');
                return null;
              },
              lazy: page(
                () => import('../pages/TermsPage'),
                (m) => m.TermsPage,
              ),
            },
            {
              path: paths.privacy,
              loader: async () => {
                await data.content('getPrivacy');
                return null;
              },
              lazy: page(
                () => import('../pages/PrivacyPage'),
                (m) => m.PrivacyPage,
              ),
            },

            // Finishes "Continue with Google/Apple"; it signs the user in, so it is not guest-only.
            {
              path: paths.socialLogin,
              lazy: page(
                () => import('../pages/SocialLoginPage'),
                (m) => m.SocialLoginPage,
              ),
            },

            // Guest-only: a signed-in user is sent to /.
            {
              element: <GuestOnly />,
              children: [
                {
                  path: paths.login,
                  lazy: page(
                    () => import('../pages/LoginPage'),
                    (m) => m.LoginPage,
                  ),
                },
                {
                  path: paths.signup,
                  lazy: page(
                    () => import('../pages/SignupPage'),
                    (m) => m.SignupPage,
                  ),
                },
                {
                  path: paths.forgotPassword,
                  lazy: page(
                    () => import('../pages/ForgotPasswordPage'),
                    (m) => m.ForgotPasswordPage,
                  ),
                },
                {
                  path: paths.otpVerification,
                  lazy: page(
                    () => import('../pages/OtpVerificationPage'),
                    (m) => m.OtpVerificationPage,
                  ),
                },
                {
                  path: paths.resetPassword,
                  lazy: page(
                    () => import('../pages/ResetPasswordPage'),
                    (m) => m.ResetPasswordPage,
                  ),
                },
              ],
            },

            // The general page guard of Home, Vehicles and the auction detail is not a restriction
            // (docs/product.md §2.2 Guards); the header sends visitors without a session to /login instead.
            {
              path: paths.home,
              lazy: page(
                () => import('../pages/HomePage'),
                (m) => m.HomePage,
              ),
            },
            {
              path: paths.listing,
              loader: async (args) => {
                await data.listing(args);
                return null;
              },
              // The listing's filters, sort and search change its URL, not its route: the page's own
              // queries follow them. Not running the loader again keeps such a change from being a
              // route navigation (which would show the layout's loader in place of the page).
              shouldRevalidate: () => false,
              lazy: page(
                () => import('../pages/ListingPage'),
                (m) => m.ListingPage,
                // The header's search box shows on the listing only.
                loadHeaderSearch,
              ),
            },
            {
              path: paths.detail,
              lazy: page(
                () => import('../pages/DetailPage'),
                (m) => m.DetailPage,
              ),
            },
            {
              path: paramPaths.detail,
              loader: async (args) => {
                await data.auction(args);
                return null;
              },
              lazy: page(
                () => import('../pages/DetailPage'),
                (m) => m.DetailPage,
              ),
            },

            // The basket: a signed-in buyer's, or a visitor's guest basket (signing in brings it along).
            {
              path: paths.cart,
              lazy: page(
                () => import('../pages/CartPage'),
                (m) => m.CartPage,
              ),
            },

            // Login required: a visitor without a session goes to /login, and comes back after it.
            {
              element: <RequireSession />,
              children: [
                // A seller's public header, live listings and reviews (/seller-profile?seller={id}).
                {
                  path: paths.sellerProfile,
                  lazy: page(
                    () => import('../pages/SellerProfilePage'),
                    (m) => m.SellerProfilePage,
                  ),
                },
                // The dealer dashboard: verification, listings by state, the listing editor, sales.
                {
                  element: <RequireRole role="dealer" />,
                  children: [
                    {
                      path: paths.dealer,
                      lazy: page(
                        () => import('../pages/DealerDashboardPage'),
                        (m) => m.DealerDashboardPage,
                      ),
                    },
                    {
                      path: paths.dealerNewListing,
                      lazy: page(
                        () => import('../pages/ListingEditorPage'),
                        (m) => m.ListingEditorPage,
                      ),
                    },
                    {
                      path: paramPaths.dealerEditListing,
                      lazy: page(
                        () => import('../pages/ListingEditorPage'),
                        (m) => m.ListingEditorPage,
                      ),
                    },
                    {
                      path: paths.dealerSales,
                      lazy: page(
                        () => import('../pages/DealerSalesPage'),
                        (m) => m.DealerSalesPage,
                      ),
                    },
                  ],
                },
                // The admin console (role admin).
                {
                  element: <RequireRole role="admin" />,
                  children: [
                    {
                      path: paths.admin,
                      lazy: page(
                        () => import('../pages/AdminPage'),
                        (m) => m.AdminPage,
                      ),
                    },
                  ],
                },
                // The basket's checkout: one payment for the whole basket.
                {
                  path: paths.cartCheckout,
                  lazy: page(
                    () => import('../pages/BasketCheckoutPage'),
                    (m) => m.BasketCheckoutPage,
                  ),
                },
                // After the sale (docs/product.md §3.8, §5).
                {
                  path: paths.myBids,
                  lazy: page(
                    () => import('../pages/MyBidsPage'),
                    (m) => m.MyBidsPage,
                  ),
                },
                {
                  path: paths.myOrder,
                  lazy: page(
                    () => import('../pages/MyOrdersPage'),
                    (m) => m.MyOrdersPage,
                  ),
                },
                {
                  path: paramPaths.order,
                  lazy: page(
                    () => import('../pages/OrderPage'),
                    (m) => m.OrderPage,
                  ),
                },
                {
                  path: paramPaths.billOfSale,
                  lazy: page(
                    () => import('../pages/BillOfSalePage'),
                    (m) => m.BillOfSalePage,
                  ),
                },
                // The user's notifications in full (the header's bell shows the newest).
                {
                  path: paths.alerts,
                  lazy: page(
                    () => import('../pages/AlertsPage'),
                    (m) => m.AlertsPage,
                  ),
                },
                {
                  lazy: page(
                    () => import('../layouts/AccountLayout'),
                    (m) => m.AccountLayout,
                  ),
                  errorElement,
                  children: [
                    {
                      path: paths.myProfile,
                      lazy: page(
                        () => import('../pages/MyProfilePage'),
                        (m) => m.MyProfilePage,
                      ),
                    },
                    {
                      path: paths.editProfile,
                      lazy: page(
                        () => import('../pages/EditProfilePage'),
                        (m) => m.EditProfilePage,
                      ),
                    },
                    {
                      path: paths.savedCars,
                      lazy: page(
                        () => import('../pages/SavedCarsPage'),
                        (m) => m.SavedCarsPage,
                      ),
                    },
                    {
                      path: paths.savedSearches,
                      lazy: page(
                        () => import('../pages/SavedSearchesPage'),
                        (m) => m.SavedSearchesPage,
                      ),
                    },
                    {
                      path: paths.notifications,
                      lazy: page(
                        () => import('../pages/NotificationsPage'),
                        (m) => m.NotificationsPage,
                      ),
                    },
                    {
                      path: paths.changePassword,
                      lazy: page(
                        () => import('../pages/ChangePasswordPage'),
                        (m) => m.ChangePasswordPage,
                      ),
                    },
                  ],
                },
              ],
            },
          ],
        },

        // Any other path.
        {
          path: '*',
          errorElement,
          lazy: page(
            () => import('../pages/NotFoundPage'),
            (m) => m.NotFoundPage,
          ),
        },
      ],
    },
  ];
}

/** The browser's route table. */
export const routes: RouteObject[] = createRoutes(browserPageData);
