import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { notificationsStore } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { SessionProvider, useSession } from '@/features/auth';
import { ConnectionBanner, useConnectionStatus } from '@/features/connection';
import { ChatWidget, CookieBanner } from '@/features/cookies';
import { isConnectionFailure, reconnectDelay } from '@/lib/connection';
import { whenIdle } from '@/lib/idle';
import { lazyNamed } from '@/lib/lazy-named';
import { DAYJS_LOCALES, FIRST_DAY_OF_WEEK } from '@/lib/date-locale';
import { currentLanguage, i18n } from '@/lib/i18n';
import { MANTINE_PROVIDER_PROPS } from './theme';

const Toasts = lazyNamed(() => import('@/components/toasts'), 'Toasts');
const DeviceData = lazyNamed(() => import('@/features/offline'), 'DeviceData');

const hasToastWaiting = () => notificationsStore.getState().notifications.length > 0 || notificationsStore.getState().queue.length > 0;

/**
 * The toasts' container (components/toasts.tsx), drawn once the page is idle, or at once when a toast is raised before
 * then: its code and its first render stay out of the first screen's main thread (decision 068's addendum). A toast
 * waits in Mantine's store until the container is there.
 */
function DeferredToasts() {
  const [isIdle, setIsIdle] = useState(false);
  const hasToast = useSyncExternalStore(notificationsStore.subscribe, hasToastWaiting);
  useEffect(() => whenIdle(() => setIsIdle(true)), []);
  if (!isIdle && !hasToast) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}

/**
 * docs/product.md §30.2: what the device keeps of the signed-in account's data, and shows without a connection. Its
 * code (IndexedDB's) arrives once the page is idle, or at once when the connection is gone.
 */
function DeferredDeviceData() {
  const session = useSession();
  const isOffline = useConnectionStatus() === 'offline';
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => whenIdle(() => setIsIdle(true)), []);
  const account = session.status === 'signed-in' ? session.user.id : null;
  if (!account || (!isIdle && !isOffline)) return null;
  return (
    <Suspense fallback={null}>
      <DeviceData account={account} canSend={session.status === 'signed-in' && !session.isFromDevice} />
    </Suspense>
  );
}

/**
 * docs/product.md §24.7: a read that found the server unreachable (its database down, or no answer at all)
 * tries again, waiting longer each time up to 10 s, for about half a minute before the screen shows
 * its error; the connection banner says meanwhile that it is retrying, and the reconnection loads
 * again whatever still failed. Any other failure is tried once more, as before.
 */
const CONNECTION_RETRIES = 6;

function shouldRetryQuery(failureCount: number, error: Error): boolean {
  return failureCount < (isConnectionFailure(error) ? CONNECTION_RETRIES : 1);
}

/** `failureCount` counts the failures before the last one (0 after the first); other failures keep TanStack Query's own delay. */
function queryRetryDelay(failureCount: number, error: Error): number {
  return isConnectionFailure(error) ? reconnectDelay(failureCount) : Math.min(1_000 * 2 ** failureCount, 30_000);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, retryDelay: queryRetryDelay },
    },
  });
}

/** Every Mantine date picker and calendar: the interface's language, weeks from Monday (docs/product.md §1). */
function LocalisedDatesProvider({ children }: { children: ReactNode }) {
  // Subscribes to language changes, so the calendars follow the switch.
  useTranslation();
  return (
    <DatesProvider settings={{ locale: DAYJS_LOCALES[currentLanguage()], firstDayOfWeek: FIRST_DAY_OF_WEEK, weekendDays: [0, 6] }}>
      {children}
    </DatesProvider>
  );
}

export interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own client (no retries) so nothing leaks between them. */
  queryClient?: QueryClient;
  /** Mantine's 'test' environment renders without transitions or portals. */
  mantineEnv?: 'default' | 'test';
}

/** What every screen needs around it: the texts, the query cache, the theme and the calendars' settings. */
export function BaseProvider({ children, queryClient, mantineEnv = 'default' }: AppProviderProps) {
  const [defaultClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient ?? defaultClient}>
        <MantineProvider {...MANTINE_PROVIDER_PROPS} env={mantineEnv}>
          <LocalisedDatesProvider>{children}</LocalisedDatesProvider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/** The base, plus what the whole app shares: toasts, the cookie notice, the chat widget, the connection banner and the session. */
export function AppProvider({ children, ...base }: AppProviderProps) {
  return (
    <BaseProvider {...base}>
      {/* docs/product.md §9: toasts top-right, at most 20, 5000 ms (components/toasts.tsx). */}
      <DeferredToasts />
      {/* docs/product.md §2: the cookie notice on every page (auth, law, app, 404), first in the tab order. */}
      <CookieBanner />
      <ChatWidget />
      <ConnectionBanner />
      <SessionProvider>
        <DeferredDeviceData />
        {children}
      </SessionProvider>
    </BaseProvider>
  );
}
