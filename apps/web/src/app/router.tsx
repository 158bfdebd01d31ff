import { useState } from 'react';
import { Navigate, RouterProvider, createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { CookiesPolicyRoute, LegalAdviceRoute, PrivacyPolicyRoute } from '@/features/legal';
import { NavigationGuard } from '@/features/navigation';
import { OnboardingRoute } from './routes/account/onboarding';
import { ProfileRoute } from './routes/app/profile';
import { RepairsRoute } from './routes/app/repairs';
import { AppRoot } from './routes/app/root';
import { LegacyRepairRoute } from './routes/app/legacy-repair';
import { RepairRoute, RepairTagRoute } from './routes/app/repair';
import { BikeRoute, CustomerRoute, CustomersRoute } from './routes/app/customers';
import { BookingRoute } from './routes/app/booking';
import { DashboardRoute } from './routes/app/dashboard';
import { ServicesRoute } from './routes/app/services';
import {
  InvoiceRoute,
  SubscriptionCancelRoute,
  SubscriptionExpiredRoute,
  SubscriptionRoute,
  SubscriptionSuccessRoute,
} from './routes/app/subscription';
import { LoginRoute } from './routes/auth/login';
import { RegisterRoute } from './routes/auth/register';
import { RouteErrorBoundary } from './routes/error';
import { NotFoundRoute } from './routes/not-found';

// docs/product.md §2. The legal pages and the 404 page need no sign-in and sit outside the guard; every
// other route goes through the one navigation guard, which decides with the domain's rules.
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorBoundary />,
    children: [
      { path: paths.law.cookiesPolicy.path, element: <CookiesPolicyRoute /> },
      { path: paths.law.legalAdvice.path, element: <LegalAdviceRoute /> },
      { path: paths.law.privacyPolicy.path, element: <PrivacyPolicyRoute /> },
      {
        element: <NavigationGuard />,
        children: [
          { path: paths.auth.login.path, element: <LoginRoute /> },
          { path: paths.auth.register.path, element: <RegisterRoute /> },
          { path: paths.account.onboarding.path, element: <OnboardingRoute /> },
          {
            element: <AppRoot />,
            children: [
              // The guard sends everyone on from the index; this only covers a moment's render.
              { path: paths.home.path, element: <Navigate to={paths.app.repairs.getHref()} replace /> },
              { path: paths.app.dashboard.path, element: <DashboardRoute /> },
              { path: paths.app.repairs.path, element: <RepairsRoute /> },
              { path: paths.app.repair.path, element: <RepairRoute /> },
              { path: paths.app.repairTag.path, element: <RepairTagRoute /> },
              { path: paths.app.legacyRepair.path, element: <LegacyRepairRoute /> },
              { path: paths.app.profile.path, element: <ProfileRoute /> },
              { path: paths.app.customers.path, element: <CustomersRoute /> },
              { path: paths.app.customer.path, element: <CustomerRoute /> },
              { path: paths.app.bike.path, element: <BikeRoute /> },
              { path: paths.app.booking.path, element: <BookingRoute /> },
              { path: paths.app.services.path, element: <ServicesRoute /> },
              { path: paths.app.subscription.path, element: <SubscriptionRoute /> },
              { path: paths.app.subscriptionSuccess.path, element: <SubscriptionSuccessRoute /> },
              { path: paths.app.subscriptionCancel.path, element: <SubscriptionCancelRoute /> },
              { path: paths.app.subscriptionExpired.path, element: <SubscriptionExpiredRoute /> },
              { path: paths.app.invoice.path, element: <InvoiceRoute /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export function AppRouter() {
  // One router for the page's lifetime; created on first render so tests can build their own.
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
