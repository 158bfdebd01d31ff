import { useState } from 'react';
import { Navigate, RouterProvider, createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RedirectIfSignedIn, RequireSignedIn } from '@/features/auth';
import { RepairsRoute } from './routes/app/repairs';
import { AppRoot } from './routes/app/root';
import { LoginRoute } from './routes/auth/login';
import { RegisterRoute } from './routes/auth/register';
import { RouteErrorBoundary } from './routes/error';
import { NotFoundRoute } from './routes/not-found';

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorBoundary />,
    children: [
      { path: paths.home.path, element: <Navigate to={paths.app.repairs.getHref()} replace /> },
      {
        element: <RedirectIfSignedIn />,
        children: [
          { path: paths.auth.login.path, element: <LoginRoute /> },
          { path: paths.auth.register.path, element: <RegisterRoute /> },
        ],
      },
      {
        element: <RequireSignedIn />,
        children: [
          {
            element: <AppRoot />,
            children: [{ path: paths.app.repairs.path, element: <RepairsRoute /> }],
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
