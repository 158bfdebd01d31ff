// The app once the server's config is known to be good (start-app.tsx): the features wired to one
// another, then the providers and the router around the routes; on the sign-in page, the sign-in frame
// until the user leaves it (decision 068's addendum).
import type { TPublicConfig } from '@rueda/domain';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { FullPageLoader } from '@/components/full-page-loader';
import { getIdToken, startTokenSync } from '@/features/auth';
import { SignInFrame, isSignInAddress } from '@/features/navigation';
import { setIdTokenGetter } from '@/lib/call';
import { lazyNamed } from '@/lib/lazy-named';
import { primePublicConfig, publicConfigQueryOptions } from '@/lib/public-config';
import { AppProvider, createQueryClient } from './provider';
import { routeModules } from './route-modules';
import type { StartedApp } from './start-app';

/** The router, with every route: loaded at once, except on the sign-in page, which draws without it. */
const loadRouter = () => import('./router');
const AppRouter = lazyNamed(loadRouter, 'AppRouter');
/** The sign-in screen's code and texts, asked for as soon as the app runs on its page, beside the session's answer. */
let loginModule: ReturnType<typeof routeModules.login> | null = null;
const loadLogin = () => (loginModule ??= routeModules.login());
const LoginRoute = lazyNamed(loadLogin, 'LoginRoute');

/** Runs `work` once, at the user's first press of a key or a pointer on the page; the returned function cancels it. */
function onFirstInteraction(work: () => void): () => void {
  const events = ['pointerdown', 'keydown'] as const;
  const run = () => {
    stop();
    work();
  };
  const stop = () => events.forEach((event) => window.removeEventListener(event, run, true));
  events.forEach((event) => window.addEventListener(event, run, { capture: true, passive: true }));
  return stop;
}

/**
 * The sign-in page in its frame, until the user leaves it or is signed in; the router from then on. The router's
 * code is fetched at the user's first key or tap, as they start to fill the form, so leaving the page seldom waits for
 * it; not while the page loads, when its evaluation would hold the main thread (decision 068's addendum).
 */
function Screens() {
  const [isRouted, setIsRouted] = useState(() => !isSignInAddress(window.location.pathname));
  const leave = useCallback(() => setIsRouted(true), []);
  useEffect(() => (isRouted ? undefined : onFirstInteraction(() => void loadRouter().catch(() => {}))), [isRouted]);
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

  if (isSignInAddress(window.location.pathname)) loadLogin().catch(() => {});

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
