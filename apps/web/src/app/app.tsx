// The app once the server's config is known to be good (start-app.tsx): the features wired to one
// another, then the providers and the router around the routes; on the sign-in page, the sign-in frame
// until the user leaves it (decision 068's addendum).
import type { TPublicConfig } from '@rueda/domain';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { FullPageLoader } from '@/components/full-page-loader';
import { getIdToken, startTokenSync } from '@/features/auth';
import { SignInFrame, isSignInAddress } from '@/features/navigation';
import { setIdTokenGetter } from '@/lib/call';
import { whenIdle } from '@/lib/idle';
import { lazyNamed } from '@/lib/lazy-named';
import { primePublicConfig, publicConfigQueryOptions } from '@/lib/public-config';
import { AppProvider, createQueryClient } from './provider';
import { routeModules } from './route-modules';
import type { StartedApp } from './start-app';

/** The router, with every route: loaded at once, except on the sign-in page, which draws without it. */
const loadRouter = () => import('./router');
const AppRouter = lazyNamed(loadRouter, 'AppRouter');
const LoginRoute = lazyNamed(routeModules.login, 'LoginRoute');

/**
 * The sign-in page in its frame, until the user leaves it or is signed in; the router from then on. The router's
 * code is fetched once the sign-in page is idle, so leaving it waits for nothing.
 */
function Screens() {
  const [isRouted, setIsRouted] = useState(() => !isSignInAddress(window.location.pathname));
  const leave = useCallback(() => setIsRouted(true), []);
  useEffect(() => (isRouted ? undefined : whenIdle(() => void loadRouter().catch(() => {}))), [isRouted]);
  return (
    <Suspense fallback={<FullPageLoader />}>
      {isRouted ? (
        <AppRouter />
      ) : (
        <SignInFrame onLeave={leave}>
          <LoginRoute />
        </SignInFrame>
      )}
    </Suspense>
  );
}

export function createApp(): StartedApp {
  // Every function call sends the auth feature's ID token.
  setIdTokenGetter(getIdToken);
  // docs/product.md §7: the optional token sync follows every ID token from here on.
  startTokenSync();

  return function App({ config }: { config: TPublicConfig }) {
    // The config read at start is the one the app uses (the cache and the token sync alike): no
    // second request for it.
    const [queryClient] = useState(() => {
      primePublicConfig(config);
      const client = createQueryClient();
      client.setQueryData(publicConfigQueryOptions.queryKey, config);
      return client;
    });
    return (
      <AppProvider queryClient={queryClient}>
        <Screens />
      </AppProvider>
    );
  };
}
