import { useState, type ComponentType } from 'react';
import { Navigate, Outlet, RouterProvider, createBrowserRouter, type RouteObject } from 'react-router';
import { FullPageLoader } from '@/components/full-page-loader';
import { NavigationProgress } from '@/components/navigation-progress';
import { paths } from '@/config/paths';
import { onlineOnly } from '@/features/connection';
import { NavigationGuard } from '@/features/navigation';
import { routeModules, type RouteModule, type RouteModuleKey } from './route-modules';
import { RouteErrorBoundary } from './routes/error';

/**
 * A route's component comes from its module (route-modules.ts, decision 036), loaded when the route
 * is first visited. A module that cannot load (a page left open across a release) ends on the error boundary.
 */
function lazyRoute<Key extends RouteModuleKey>(key: Key, component: (module: RouteModule<Key>) => ComponentType): RouteObject['lazy'] {
  const load = routeModules[key] as () => Promise<RouteModule<Key>>;
  return async () => ({ Component: component(await load()) });
}

/** Every route's frame: the progress bar while the next screen's code loads, then the screen. */
function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
    </>
  );
}

// docs/product.md §2. The legal pages and the 404 page need no sign-in and sit outside the guard; every
// other route goes through the one navigation guard, which decides with the domain's rules.
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    // The first screen's code is still loading: the loader the start-up showed stays, never a blank page.
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      { path: paths.law.cookiesPolicy.path, lazy: lazyRoute('legal', (module) => module.CookiesPolicyRoute) },
      { path: paths.law.legalAdvice.path, lazy: lazyRoute('legal', (module) => module.LegalAdviceRoute) },
      { path: paths.law.privacyPolicy.path, lazy: lazyRoute('legal', (module) => module.PrivacyPolicyRoute) },
      {
        element: <NavigationGuard />,
        children: [
          { path: paths.auth.login.path, lazy: lazyRoute('login', (module) => module.LoginRoute) },
          { path: paths.auth.register.path, lazy: lazyRoute('register', (module) => module.RegisterRoute) },
          { path: paths.auth.join.path, lazy: lazyRoute('join', (module) => module.JoinRoute) },
          { path: paths.account.onboarding.path, lazy: lazyRoute('onboarding', (module) => module.OnboardingRoute) },
          {
            lazy: lazyRoute('shell', (module) => module.AppRoot),
            children: [
              // The guard sends everyone on from the index; this only covers a moment's render.
              { path: paths.home.path, element: <Navigate to={paths.app.repairs.getHref()} replace /> },
              { path: paths.app.dashboard.path, lazy: lazyRoute('dashboard', (module) => module.DashboardRoute) },
              { path: paths.app.repairs.path, lazy: lazyRoute('repairs', (module) => module.RepairsRoute) },
              { path: paths.app.repair.path, lazy: lazyRoute('repair', (module) => module.RepairRoute) },
              { path: paths.app.repairTag.path, lazy: lazyRoute('repairTag', (module) => module.RepairTagRoute) },
              { path: paths.app.legacyRepair.path, lazy: lazyRoute('legacyRepair', (module) => module.LegacyRepairRoute) },
              // docs/product.md §30.6: the profile (team, settings), the subscription and the sales screens need the server
              // and say so without a connection (onlineOnly).
              { path: paths.app.profile.path, lazy: lazyRoute('profile', (module) => onlineOnly(module.ProfileRoute)) },
              { path: paths.app.parts.path, lazy: lazyRoute('parts', (module) => module.PartsRoute) },
              { path: paths.app.chain.path, lazy: lazyRoute('chain', (module) => onlineOnly(module.ChainRoute)) },
              { path: paths.app.customers.path, lazy: lazyRoute('customers', (module) => module.CustomersRoute) },
              { path: paths.app.customer.path, lazy: lazyRoute('customers', (module) => module.CustomerRoute) },
              { path: paths.app.bike.path, lazy: lazyRoute('customers', (module) => module.BikeRoute) },
              { path: paths.app.booking.path, lazy: lazyRoute('booking', (module) => module.BookingRoute) },
              { path: paths.app.services.path, lazy: lazyRoute('services', (module) => module.ServicesRoute) },
              { path: paths.app.transfers.path, lazy: lazyRoute('transfers', (module) => onlineOnly(module.TransfersRoute)) },
              { path: paths.app.subscription.path, lazy: lazyRoute('subscription', (module) => onlineOnly(module.SubscriptionRoute)) },
              {
                path: paths.app.subscriptionSuccess.path,
                lazy: lazyRoute('subscription', (module) => onlineOnly(module.SubscriptionSuccessRoute)),
              },
              {
                path: paths.app.subscriptionCancel.path,
                lazy: lazyRoute('subscription', (module) => onlineOnly(module.SubscriptionCancelRoute)),
              },
              { path: paths.app.subscriptionExpired.path, lazy: lazyRoute('subscription', (module) => module.SubscriptionExpiredRoute) },
              { path: paths.app.invoice.path, lazy: lazyRoute('subscription', (module) => onlineOnly(module.InvoiceRoute)) },
              { path: paths.app.sales.path, lazy: lazyRoute('sales', (module) => onlineOnly(module.SalesDocumentsRoute)) },
              { path: paths.app.salesNew.path, lazy: lazyRoute('salesCharge', (module) => onlineOnly(module.SalesChargeRoute)) },
              { path: paths.app.salesSettings.path, lazy: lazyRoute('salesSettings', (module) => onlineOnly(module.SalesSettingsRoute)) },
              { path: paths.app.salesTill.path, lazy: lazyRoute('salesTill', (module) => onlineOnly(module.SalesTillRoute)) },
              { path: paths.app.salesDocument.path, lazy: lazyRoute('salesDocument', (module) => onlineOnly(module.SalesDocumentRoute)) },
            ],
          },
        ],
      },
      { path: '*', lazy: lazyRoute('notFound', (module) => module.NotFoundRoute) },
    ],
  },
];

export function AppRouter() {
  // One router for the page's lifetime; created on first render so tests can build their own.
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
