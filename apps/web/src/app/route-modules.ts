// Issue 15 point 2: each screen's code loads with its screen. This is the one list of the modules behind
// the routes: the router loads a route's module from here when the route is first visited, and the
// navigation prefetches from here when a link is hovered or focused, or once the browser is idle.
// scripts/budgets.mjs measures the same modules (by their source path) against the size budgets.

export const routeModules = {
  login: () => import('./routes/auth/login'),
  register: () => import('./routes/auth/register'),
  onboarding: () => import('./routes/account/onboarding'),
  /** The signed-in layout: header, navigation, notifications. */
  shell: () => import('./routes/app/root'),
  dashboard: () => import('./routes/app/dashboard'),
  repairs: () => import('./routes/app/repairs'),
  repair: () => import('./routes/app/repair'),
  legacyRepair: () => import('./routes/app/legacy-repair'),
  profile: () => import('./routes/app/profile'),
  customers: () => import('./routes/app/customers'),
  booking: () => import('./routes/app/booking'),
  services: () => import('./routes/app/services'),
  subscription: () => import('./routes/app/subscription'),
  legal: () => import('@/features/legal'),
  notFound: () => import('./routes/not-found'),
};

export type RouteModuleKey = keyof typeof routeModules;

/** What one key's module exports, for the router to pick a route's component from. */
export type RouteModule<Key extends RouteModuleKey> = Awaited<ReturnType<(typeof routeModules)[Key]>>;

const prefetched = new Map<RouteModuleKey, Promise<unknown>>();

/**
 * Starts loading a screen's code, once. A prefetch that fails is forgotten, silently: the navigation
 * loads the module again and the route's error boundary reports a failure then.
 */
export function prefetchRouteModule(key: RouteModuleKey): void {
  if (prefetched.has(key)) return;
  prefetched.set(
    key,
    routeModules[key]().catch(() => {
      prefetched.delete(key);
    }),
  );
}
