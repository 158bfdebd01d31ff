// The routes of docs/product.md §2 and what each allows. The web app's paths module builds links from these;
// the navigation guard decides with them.

export const ROUTES = {
  index: '/',
  dashboard: '/dashboard',
  repairs: '/repairs',
  repair: (id: string) => `/repairs/${encodeURIComponent(id)}`,
  /** docs/product.md §12.4: the printable tag of the bike a repair is for. */
  repairTag: (id: string) => `/repairs/${encodeURIComponent(id)}/tag`,
  legacyRepair: (id: string) => `/legacy-repairs/${encodeURIComponent(id)}`,
  profile: '/profile',
  customers: '/customers',
  customer: (uid: string) => `/customers/${encodeURIComponent(uid)}`,
  /** docs/product.md §12.1: one of the customer's bikes and its history. */
  bike: (uid: string, bikeId: string) => `/customers/${encodeURIComponent(uid)}/bikes/${encodeURIComponent(bikeId)}`,
  booking: '/booking',
  services: '/services',
  /** docs/product.md §32.4: stock moves between the chain's shops, incoming and outgoing. */
  transfers: '/transfers',
  /** docs/product.md §31.2: the Pedidos view, the parts to order, ordered, arrived and the customers to call. */
  parts: '/parts',
  /** docs/product.md §32.2 "The chain's view": the chain's consolidated figures and repairs, for its administrators. */
  chain: '/chain',
  subscription: '/subscription',
  subscriptionSuccess: '/subscription/success',
  subscriptionCancel: '/subscription/cancel',
  subscriptionExpired: '/subscription-expired',
  /** A printable invoice of the workshop's subscription (decision 014). */
  invoice: (id: string) => `/invoices/${encodeURIComponent(id)}`,
  /** docs/product.md §29: the workshop's sales documents, newest first. */
  sales: '/sales',
  /** docs/product.md §29.4: charging a repair (`?repairId=`) or a counter sale. */
  salesNew: '/sales/new',
  /** docs/product.md §29.1: the workshop's tax settings and series (an admin's). */
  salesSettings: '/sales/settings',
  /** docs/product.md §29.6: the day's till and its Z report (`?day=` a past day). */
  salesTill: '/sales/till',
  /** One issued sales document, printable. */
  salesDocument: (id: string) => `/sales/${encodeURIComponent(id)}`,
  onboarding: '/account/onboarding',
  /** docs/product.md §17.1: where an invitation's link lands (its token after `#`, never sent to a server). */
  join: '/join',
  login: '/auth/login',
  register: '/auth/register',
  cookiesPolicy: '/law/cookies-policy',
  legalAdvice: '/law/legal-advice',
  privacyPolicy: '/law/privacy-policy',
} as const;

/** docs/product.md §2: the four subscription routes are reachable by an expired account. */
export const EXPIRED_ALLOWED_PATHS: readonly string[] = [
  ROUTES.subscription,
  ROUTES.subscriptionSuccess,
  ROUTES.subscriptionCancel,
  ROUTES.subscriptionExpired,
];

export type RouteKind = 'law' | 'auth' | 'invitation' | 'onboarding' | 'app' | 'not-found';

const APP_PATTERNS: readonly RegExp[] = [
  /^\/$/,
  /^\/dashboard$/,
  /^\/repairs$/,
  /^\/repairs\/[^/]+$/,
  /^\/repairs\/[^/]+\/tag$/,
  /^\/legacy-repairs\/[^/]+$/,
  /^\/profile$/,
  /^\/customers$/,
  /^\/customers\/[^/]+$/,
  /^\/customers\/[^/]+\/bikes\/[^/]+$/,
  /^\/booking$/,
  /^\/services$/,
  /^\/transfers$/,
  /^\/parts$/,
  /^\/chain$/,
  /^\/subscription$/,
  /^\/subscription\/success$/,
  /^\/subscription\/cancel$/,
  /^\/subscription-expired$/,
  /^\/invoices\/[^/]+$/,
  /^\/sales$/,
  /^\/sales\/[^/]+$/,
];

/**
 * The staff app's pages its service worker answers offline with the app's own page from its cache (decision 076):
 * the signed-in screens, the onboarding and the invitation. Not the sign-in page (the server renders it, decision
 * 070), the registration, the legal pages (customers open them from the customers' pages) nor anything else the
 * server answers (`/api`, `/r`, `/book`, `/pay`, `/dev`): those always go to the server.
 */
export const APP_SHELL_PATTERNS: readonly RegExp[] = [...APP_PATTERNS, /^\/account\/onboarding$/, /^\/join$/];

export function normalisePath(path: string): string {
  const trimmed = path.split(/[?#]/)[0] ?? '/';
  return trimmed.length > 1 ? trimmed.replace(/\/+$/, '') : trimmed;
}

/** docs/product.md §2: legal and auth pages need no sign-in; onboarding and the main layout do; the rest is 404. */
export function routeKind(path: string): RouteKind {
  const clean = normalisePath(path);
  if (/^\/law\/(cookies-policy|legal-advice|privacy-policy)$/.test(clean)) return 'law';
  if (/^\/auth\/(login|register)$/.test(clean)) return 'auth';
  if (clean === ROUTES.join) return 'invitation';
  if (clean === ROUTES.onboarding) return 'onboarding';
  if (APP_PATTERNS.some((pattern) => pattern.test(clean))) return 'app';
  return 'not-found';
}

/**
 * A redirect target that stays inside Rueda: a path starting with one slash. Anything else (another
 * host, `//evil.example`, a scheme) is refused, so the login page cannot be used to send people away.
 */
export function safeRedirectTarget(target: string | null | undefined): string | undefined {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return undefined;
  if (routeKind(target) === 'auth') return undefined;
  return target;
}
