// Each screen's code loads with its screen (decision 036). This is the one list of the modules behind
// the routes: the router loads a route's module from here when the route is first visited, and the
// navigation prefetches from here when a link is hovered or focused, or once the browser is idle.
// scripts/budgets.mjs measures the same modules (by their source path) against the size budgets.
import { loadTexts, type Namespace } from '@/lib/i18n';
import routeTexts from './route-texts.json';

/**
 * The texts (lib/i18n.ts namespaces) each route module's screens use, fetched in the current language with
 * its code. Keyed by the module's source path, as scripts/budgets.mjs measures them; a namespace missing here
 * is still fetched when a screen asks for it (react-i18next suspends), only later. Each feature brings the
 * namespaces of the features it renders (the repairs board shows catalogue services, photos, suspensions).
 */
const ROUTE_TEXTS: Record<string, readonly Namespace[] | undefined> = routeTexts as Record<string, Namespace[]>;

/** A route module's loader that also fetches the texts its screens use. */
function withTexts<Module>(sourcePath: string, load: () => Promise<Module>): () => Promise<Module> {
  const namespaces = ROUTE_TEXTS[sourcePath];
  if (!namespaces) throw new Error(`${sourcePath} is not in app/route-texts.json`);
  return async () => (await Promise.all([load(), loadTexts(namespaces)]))[0];
}

export const routeModules = {
  login: withTexts('src/app/routes/auth/login.tsx', () => import('./routes/auth/login')),
  register: withTexts('src/app/routes/auth/register.tsx', () => import('./routes/auth/register')),
  /** An invitation's page (docs/product.md §17.2). */
  join: withTexts('src/app/routes/auth/join.tsx', () => import('./routes/auth/join')),
  onboarding: withTexts('src/app/routes/account/onboarding.tsx', () => import('./routes/account/onboarding')),
  /** The signed-in layout: header, navigation, notifications. */
  shell: withTexts('src/app/routes/app/root.tsx', () => import('./routes/app/root')),
  dashboard: withTexts('src/app/routes/app/dashboard.tsx', () => import('./routes/app/dashboard')),
  repairs: withTexts('src/app/routes/app/repairs.tsx', () => import('./routes/app/repairs')),
  repair: withTexts('src/app/routes/app/repair.tsx', () => import('./routes/app/repair')),
  repairTag: withTexts('src/app/routes/app/repair-tag.tsx', () => import('./routes/app/repair-tag')),
  legacyRepair: withTexts('src/app/routes/app/legacy-repair.tsx', () => import('./routes/app/legacy-repair')),
  profile: withTexts('src/app/routes/app/profile.tsx', () => import('./routes/app/profile')),
  /** docs/product.md §31.2: the Pedidos view. */
  parts: withTexts('src/app/routes/app/parts.tsx', () => import('./routes/app/parts')),
  /** docs/product.md §32.2: the chain's view. */
  chain: withTexts('src/app/routes/app/chain.tsx', () => import('./routes/app/chain')),
  customers: withTexts('src/app/routes/app/customers.tsx', () => import('./routes/app/customers')),
  booking: withTexts('src/app/routes/app/booking.tsx', () => import('./routes/app/booking')),
  services: withTexts('src/app/routes/app/services.tsx', () => import('./routes/app/services')),
  /** docs/product.md §32.4: stock moves between the chain's shops. */
  transfers: withTexts('src/app/routes/app/transfers.tsx', () => import('./routes/app/transfers')),
  subscription: withTexts('src/app/routes/app/subscription.tsx', () => import('./routes/app/subscription')),
  /** docs/product.md §29: the sales documents, charging, the tax settings and one document. */
  sales: withTexts('src/app/routes/app/sales-documents.tsx', () => import('./routes/app/sales-documents')),
  salesCharge: withTexts('src/app/routes/app/sales-charge.tsx', () => import('./routes/app/sales-charge')),
  salesSettings: withTexts('src/app/routes/app/sales-settings.tsx', () => import('./routes/app/sales-settings')),
  salesTill: withTexts('src/app/routes/app/sales-till.tsx', () => import('./routes/app/sales-till')),
  salesDocument: withTexts('src/app/routes/app/sales-document.tsx', () => import('./routes/app/sales-document')),
  legal: withTexts('src/features/legal/index.ts', () => import('@/features/legal')),
  notFound: withTexts('src/app/routes/not-found.tsx', () => import('./routes/not-found')),
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
