import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import type { TPublicConfig } from '@rueda/domain';
import { useState } from 'react';
import { startApp, type StartedApp } from '@/app/start-app';
import '@/lib/dates';
import '@/lib/i18n';

/**
 * The app itself, imported only once the server's config is known to be good, so that code that fails
 * to load (an outdated page after a release, say) ends on the start-up failure page too.
 */
async function loadApp(): Promise<StartedApp> {
  const [{ AppProvider, createQueryClient }, { AppRouter }, { startTokenSync }, { primePublicConfig, publicConfigQueryOptions }] = await Promise.all([
    import('@/app/provider'),
    import('@/app/router'),
    import('@/features/auth'),
    import('@/lib/public-config'),
  ]);

  // SPEC.md §7: the optional token sync follows every ID token from here on.
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
        <AppRouter />
      </AppProvider>
    );
  };
}

const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
void startApp(container, { loadApp });
