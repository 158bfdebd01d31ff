// The navigation guard of docs/product.md §2 as one pure decision. The web app's router asks it before every
// route and does what it answers; the rules and their order live only here.
import type { TTokenClaims } from './auth.ts';
import { EXPIRED_ALLOWED_PATHS, normalisePath, ROUTES, routeKind, safeRedirectTarget } from './routes.ts';

/** docs/product.md §3 workshop_users/{uid}: what the guard needs of the signed-in account. */
export interface WorkshopAccount {
  onboardingCompleted: boolean;
  subscriptionStatus: string | null;
  isTrialing: boolean;
  isFree: boolean;
}

export type AuthState = 'initialising' | 'signed-out' | 'signed-in';

export interface NavigationInput {
  /** The path being opened, with its query string. */
  url: string;
  auth: AuthState;
  /** True once the guard has waited AUTH_WAIT_MS for authentication; it then goes on as signed out. */
  authWaitExpired?: boolean;
  claims: TTokenClaims | null;
  account: WorkshopAccount | null;
  /** The session flag 'onboarding-just-completed' is 'true'. */
  onboardingJustCompleted: boolean;
  /** The token was refreshed for this navigation already; do not ask again. */
  tokenRefreshed?: boolean;
}

export type NavigationDecision =
  | { kind: 'wait' }
  | { kind: 'allow'; clearOnboardingFlag?: true }
  | { kind: 'redirect'; to: string; clearOnboardingFlag?: true }
  | { kind: 'refresh-token' };

const ACTIVE_ACCOUNT_STATUSES = new Set(['active', 'trialing']);

/** docs/product.md §6: beyond /subscription and /profile, a workshop needs active, trial or free. */
export function hasAccess(claims: TTokenClaims | null): boolean {
  const workshop = claims?.workshop;
  return Boolean(workshop && (workshop.active || workshop.trial || workshop.free));
}

/** docs/product.md §2: what an account without access may still open. */
export function isReachableWithoutAccess(path: string): boolean {
  const clean = normalisePath(path);
  return clean === ROUTES.profile || EXPIRED_ALLOWED_PATHS.includes(clean);
}

/** One parameter of a query string (the domain package has no DOM or Node APIs). */
export function queryParam(query: string, name: string): string | null {
  for (const pair of query.replace(/^\?/, '').split('&')) {
    const [key, value = ''] = pair.split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.replace(/\+/g, ' '));
      } catch {
        return null;
      }
    }
  }
  return null;
}

function loginRedirect(url: string): string {
  const target = safeRedirectTarget(url);
  return target && normalisePath(target) !== ROUTES.index ? `${ROUTES.login}?redirect=${encodeURIComponent(target)}` : ROUTES.login;
}

export function decideNavigation(input: NavigationInput): NavigationDecision {
  const [pathPart = '/', query = ''] = input.url.split('?');
  const path = normalisePath(pathPart);
  const kind = routeKind(path);

  // Legal pages and the 404 page need no sign-in.
  if (kind === 'law' || kind === 'not-found') return { kind: 'allow' };

  // docs/product.md §2: wait up to 5 s for authentication to initialise, then go on as signed out.
  if (input.auth === 'initialising' && !input.authWaitExpired) return { kind: 'wait' };
  const signedIn = input.auth === 'signed-in';

  // docs/product.md §17.2: an invitation's page serves both: the signed-out create an account or sign in there,
  // the signed-in (onboarded or not) accept it there.
  if (kind === 'invitation') return { kind: 'allow' };

  if (!signedIn) {
    if (kind === 'auth') return { kind: 'allow' };
    return { kind: 'redirect', to: loginRedirect(input.url) };
  }

  // Signed-in users on /auth pages go on, except to set a new password (resetPassword mode); the
  // page they were sent away from comes first, so a deep link survives the sign-in.
  if (kind === 'auth') {
    if (queryParam(query, 'mode') === 'resetPassword') return { kind: 'allow' };
    return { kind: 'redirect', to: safeRedirectTarget(queryParam(query, 'redirect')) ?? ROUTES.repairs };
  }

  // The flag skips the redirect once; on /subscription it is removed and the user goes to /repairs.
  if (input.onboardingJustCompleted) {
    if (path === ROUTES.subscription) return { kind: 'redirect', to: ROUTES.repairs, clearOnboardingFlag: true };
    return { kind: 'allow', clearOnboardingFlag: true };
  }

  // Onboarding must be completed before other pages (docs/product.md §5).
  if (!input.account?.onboardingCompleted) {
    return path === ROUTES.onboarding ? { kind: 'allow' } : { kind: 'redirect', to: ROUTES.onboarding };
  }

  const claims = input.claims;
  if (!claims?.workshop) {
    // Non-workshop users whose workshop_users status says they may work: their token is stale.
    const account = input.account;
    const mayWork = account.isTrialing || account.isFree || ACTIVE_ACCOUNT_STATUSES.has(account.subscriptionStatus ?? '');
    if (mayWork && !input.tokenRefreshed) return { kind: 'refresh-token' };
    // docs/product.md §6: non-workshop users are directed to /subscription.
    return isReachableWithoutAccess(path) ? { kind: 'allow' } : { kind: 'redirect', to: ROUTES.subscription };
  }

  if (!hasAccess(claims)) {
    return isReachableWithoutAccess(path) ? { kind: 'allow' } : { kind: 'redirect', to: ROUTES.subscription };
  }

  // Trial, active or free users have nothing to do on onboarding or the index.
  if (path === ROUTES.onboarding || path === ROUTES.index) return { kind: 'redirect', to: ROUTES.repairs };
  return { kind: 'allow' };
}
