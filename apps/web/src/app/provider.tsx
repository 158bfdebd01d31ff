import { TOAST_LIMIT, TOAST_POSITION, TOAST_TIMEOUT_MS } from '@rueda/domain';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SessionProvider } from '@/features/auth';
import { ChatWidget, CookieBanner } from '@/features/cookies';
import { i18n } from '@/lib/i18n';
import { theme } from './theme';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1 },
    },
  });
}

export interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own client (no retries) so nothing leaks between them. */
  queryClient?: QueryClient;
  /** Mantine's 'test' environment renders without transitions or portals. */
  mantineEnv?: 'default' | 'test';
}

export function AppProvider({ children, queryClient, mantineEnv = 'default' }: AppProviderProps) {
  const [defaultClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient ?? defaultClient}>
        {/* SPEC.md §1, §9: dark mode is always on. */}
        <MantineProvider theme={theme} forceColorScheme="dark" defaultColorScheme="dark" env={mantineEnv}>
          {/* SPEC.md §9: toasts top-right, at most 20, 5000 ms. */}
          <Notifications position={TOAST_POSITION} limit={TOAST_LIMIT} autoClose={TOAST_TIMEOUT_MS} />
          {/* SPEC.md §2: the cookie notice on every page (auth, law, app, 404), first in the tab order. */}
          <CookieBanner />
          <ChatWidget />
          <SessionProvider>{children}</SessionProvider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
