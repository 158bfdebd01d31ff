// The app once the server's config is known to be good (start-app.tsx): the features wired to one
// another, then the providers and the router around the routes. The sign-in page is not the app's: the server
// renders it (decision 070).
import type { TPublicConfig } from '@rueda/domain';
import { Suspense, useState } from 'react';
import { FullPageLoader } from '@/components/full-page-loader';
import { getIdToken, startTokenSync } from '@/features/auth';
import { setIdTokenGetter } from '@/lib/call';
import { lazyNamed } from '@/lib/lazy-named';
import { primePublicConfig, publicConfigQueryOptions } from '@/lib/public-config';
import { AppProvider, createQueryClient } from './provider';
import type { StartedApp } from './start-app';

const AppRouter = lazyNamed(() => import('./router'), 'AppRouter');

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
        <Suspense fallback={<FullPageLoader />}>
          <AppRouter />
        </Suspense>
      </AppProvider>
    );
  };
}
