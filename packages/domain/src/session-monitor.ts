// The session monitor's decisions (docs/product.md §4 "Session monitor"). The web app runs the timers and
// asks these functions what to do after each claims check.
import { hasAccess, isReachableWithoutAccess } from './navigation.ts';
import { REPEAT_NOTIFICATION_SUPPRESSION_MS } from './constants.ts';
import type { TTokenClaims } from './auth.ts';
import { normalisePath, routeKind, ROUTES } from './routes.ts';

export interface SessionCheckInput {
  claims: TTokenClaims | null;
  path: string;
  onboardingJustCompleted: boolean;
  /** The account finished onboarding; before that the navigation guard keeps it on onboarding. */
  onboardingCompleted: boolean;
}

/** Keys of the toasts the monitor may raise (docs/product.md §8). */
export type SessionNotice = 'subscription_required' | 'subscription_active';

export type SessionCheckDecision = { kind: 'stay' } | { kind: 'redirect'; to: string; notice?: SessionNotice; clearOnboardingFlag?: true };

/**
 * The four rules of docs/product.md §4, in the spec's numbering:
 * 1. a workshop with neither active nor trial goes to /subscription if elsewhere;
 * 2. a workshop that is active and not trial, on /subscription, goes to /repairs;
 * 3. a user without the workshop role, not on /subscription, goes to /subscription;
 * 4. with onboarding-just-completed 'true' on /subscription, the flag goes and the user goes to /repairs.
 * Rule 4 is checked first, as it undoes a redirect the others could make while a fresh trial's token
 * catches up. "Elsewhere" in rule 1 reads as "outside what an account without access may reach"
 * (docs/product.md §2: /subscription, /profile and the routes that allow expired), and a free workshop has
 * access (docs/product.md §6), so the monitor never fights the navigation guard.
 */
export function decideSessionCheck(input: SessionCheckInput): SessionCheckDecision {
  const path = normalisePath(input.path);
  const kind = routeKind(path);
  // Pages open to everyone, and onboarding (the guard's), are not the monitor's business.
  if (kind === 'law' || kind === 'not-found' || kind === 'auth') return { kind: 'stay' };
  const onSubscription = path === ROUTES.subscription;

  if (input.onboardingJustCompleted && onSubscription) return { kind: 'redirect', to: ROUTES.repairs, clearOnboardingFlag: true };
  if (!input.onboardingCompleted || kind === 'onboarding') return { kind: 'stay' };

  const workshop = input.claims?.roles.includes('workshop') ? input.claims.workshop : undefined;
  if (!workshop) {
    return onSubscription ? { kind: 'stay' } : { kind: 'redirect', to: ROUTES.subscription, notice: 'subscription_required' };
  }
  if (!hasAccess(input.claims)) {
    return isReachableWithoutAccess(path)
      ? { kind: 'stay' }
      : { kind: 'redirect', to: ROUTES.subscription, notice: 'subscription_required' };
  }
  // No toast here: subscription_active says it goes to the dashboard, which is where /subscription/success
  // sends a new subscriber (docs/product.md §8); this rule only moves a subscriber who opened /subscription.
  if (workshop.active && !workshop.trial && onSubscription) return { kind: 'redirect', to: ROUTES.repairs };
  return { kind: 'stay' };
}

/** docs/product.md §4: a repeat notification for the same state is suppressed for 30 s. */
export function createNoticeSuppressor(windowMs: number = REPEAT_NOTIFICATION_SUPPRESSION_MS) {
  let last: { key: string; at: number } | undefined;
  return {
    /** True when the notice for `key` should be shown now (and remembers it). */
    shouldShow(key: string, now: number): boolean {
      if (last && last.key === key && now - last.at < windowMs) return false;
      last = { key, at: now };
      return true;
    },
    reset() {
      last = undefined;
    },
  };
}

/** docs/product.md §8: token-check failures that end the session; any other is only logged. */
export const SESSION_ENDING_TOKEN_ERRORS: readonly string[] = ['user-token-expired', 'user-not-found'];

export function tokenFailureEndsSession(code: string | undefined): boolean {
  return code !== undefined && SESSION_ENDING_TOKEN_ERRORS.includes(code.replace(/^auth\//, ''));
}
