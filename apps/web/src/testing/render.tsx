// The one way tests render: the whole app at a URL, or one component or hook inside the app's own
// providers, each with a query cache of its own and a user-event instance.
import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { render, renderHook } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { AppProvider, BaseProvider } from '@/app/provider';
import { routes } from '@/app/router';

/**
 * The router loads each screen's code when the screen is first visited (decision 036). Tests render the
 * same routes with every module loaded once, up front, as the router's static imports did before: a route
 * renders as soon as the router starts, and a test on a fake clock never waits on a module being fetched.
 */
async function withModulesLoaded(routeObjects: RouteObject[]): Promise<RouteObject[]> {
  return Promise.all(
    routeObjects.map(async ({ lazy, children, ...route }) => {
      const loaded = typeof lazy === 'function' ? await lazy() : {};
      return { ...route, ...loaded, ...(children ? { children: await withModulesLoaded(children) } : {}) } as RouteObject;
    }),
  );
}

const loadedRoutes = await withModulesLoaded(routes);

/** A query cache for one test: no retries, so a failure shows at once. */
export function createTestQueryClient({ queries, mutations }: DefaultOptions = {}): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, ...queries }, mutations: { retry: false, ...mutations } } });
}

export function setUpUser() {
  return userEvent.setup();
}

export interface ProvidersOptions {
  queryClient?: QueryClient;
  /**
   * 'app' (always for the whole app): the base plus toasts, cookie notice, chat widget and session,
   * which read the fake server; 'base' (the default for a component or a hook): texts, queries,
   * theme and calendars only.
   */
  providers?: 'app' | 'base';
  /** React's StrictMode, as the app runs in production (effects run twice). */
  isStrict?: boolean;
}

interface TestProvidersProps extends ProvidersOptions {
  children: ReactNode;
  queryClient: QueryClient;
}

function TestProviders({ children, queryClient, providers, isStrict = false }: TestProvidersProps) {
  const Provider = providers === 'app' ? AppProvider : BaseProvider;
  const tree = (
    <Provider queryClient={queryClient} mantineEnv="test">
      {children}
    </Provider>
  );
  return isStrict ? <StrictMode>{tree}</StrictMode> : tree;
}

function renderRoutes(
  routeObjects: RouteObject[],
  url: string,
  { queryClient = createTestQueryClient(), providers = 'app', isStrict }: ProvidersOptions,
) {
  const router = createMemoryRouter(routeObjects, { initialEntries: [url] });
  const user = setUpUser();
  const view = render(
    <TestProviders queryClient={queryClient} providers={providers} isStrict={isStrict}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...view, router, user, queryClient };
}

/** The whole app at `url`, as a user would see it. */
export function renderApp(url: string, options: Omit<ProvidersOptions, 'providers'> = {}) {
  return renderRoutes(loadedRoutes, url, options);
}

/** One component, on every path of a router of its own (at `url`, '/' unless said). */
export function renderComponent(ui: ReactElement, { url = '/', providers = 'base', ...options }: ProvidersOptions & { url?: string } = {}) {
  return renderRoutes([{ path: '*', element: ui }], url, { providers, ...options });
}

/** One hook inside the providers (no router). */
export function renderHookWithProviders<Result>(
  hook: () => Result,
  { queryClient = createTestQueryClient(), providers = 'base', isStrict }: ProvidersOptions = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders queryClient={queryClient} providers={providers} isStrict={isStrict}>
      {children}
    </TestProviders>
  );
  return { ...renderHook(hook, { wrapper }), queryClient };
}
