// The session monitor's clock (docs/product.md §4): a forced check FORCED_CHECK_WAIT_MS after it starts, then
// one every CLAIMS_RECHECK_MS, each CHECK_DELAY_MS after its tick. A check forces a new ID token, reads
// its claims and asks the domain's `decideSessionCheck` what to do. Token-check failures follow
// docs/product.md §8: the session-ending ones end the session, any other is only logged.
import {
  CHECK_DELAY_MS,
  CLAIMS_RECHECK_MS,
  FORCED_CHECK_WAIT_MS,
  createNoticeSuppressor,
  decideSessionCheck,
  tokenFailureEndsSession,
  type SessionNotice,
  type TTokenClaims,
} from '@rueda/domain';

/** The code a failed token check is known by: the error's own `code`, if it has one. */
export function tokenFailureCodeOf(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/**
 * The code of a refresh answered with no token: the server no longer has a session for this browser,
 * which is what an expired token means here.
 */
export const NO_SESSION_FAILURE_CODE = 'user-token-expired';

export interface SessionMonitorDeps {
  /** Forces a new ID token; null when the server no longer has the session. */
  refreshToken: () => Promise<string | null>;
  claimsOf: (token: string) => TTokenClaims;
  /** The path the user is on now. */
  currentPath: () => string;
  isOnboardingJustCompleted: () => boolean;
  clearOnboardingJustCompleted: () => void;
  isOnboardingCompleted: () => boolean;
  redirect: (to: string) => void;
  notify: (notice: SessionNotice) => void;
  endSession: () => void;
  now?: () => number;
}

export interface SessionMonitor {
  /** A forced check: FORCED_CHECK_WAIT_MS from now (a pending one is replaced). */
  forceCheck: () => void;
  /** Stops every timer; a check in flight changes nothing when it answers. */
  stop: () => void;
}

export function startSessionMonitor(deps: SessionMonitorDeps): SessionMonitor {
  const now = deps.now ?? Date.now;
  const suppressor = createNoticeSuppressor();
  const delays = new Set<ReturnType<typeof setTimeout>>();
  let forced: ReturnType<typeof setTimeout> | undefined;
  let isStopped = false;

  // docs/product.md §4: every CLAIMS_RECHECK_MS, a check CHECK_DELAY_MS after the tick.
  const interval = setInterval(() => {
    const timer = setTimeout(() => {
      delays.delete(timer);
      void check();
    }, CHECK_DELAY_MS);
    delays.add(timer);
  }, CLAIMS_RECHECK_MS);

  function stop(): void {
    isStopped = true;
    clearInterval(interval);
    clearTimeout(forced);
    for (const timer of delays) clearTimeout(timer);
    delays.clear();
  }

  /** docs/product.md §8: an expired token or a vanished user ends the session; anything else is logged. */
  function onTokenFailure(code: string | undefined, error?: unknown): void {
    if (tokenFailureEndsSession(code)) {
      stop();
      deps.endSession();
    } else {
      console.warn('The session check could not refresh the ID token', error);
    }
  }

  async function check(): Promise<void> {
    if (isStopped) return;
    // The page the check is about is the one the user was on when it started: a redirect the
    // navigation guard makes meanwhile (same claims, same rules) must not hide the notice.
    const path = deps.currentPath();
    let token: string | null;
    try {
      token = await deps.refreshToken();
    } catch (error) {
      if (!isStopped) onTokenFailure(tokenFailureCodeOf(error), error);
      return;
    }
    if (isStopped) return;
    if (token === null) {
      onTokenFailure(NO_SESSION_FAILURE_CODE);
      return;
    }
    const decision = decideSessionCheck({
      claims: deps.claimsOf(token),
      path,
      onboardingJustCompleted: deps.isOnboardingJustCompleted(),
      onboardingCompleted: deps.isOnboardingCompleted(),
    });
    if (decision.kind !== 'redirect') return;
    if (decision.clearOnboardingFlag) deps.clearOnboardingJustCompleted();
    if (decision.notice && suppressor.shouldShow(decision.notice, now())) deps.notify(decision.notice);
    deps.redirect(decision.to);
  }

  function forceCheck(): void {
    if (isStopped) return;
    clearTimeout(forced);
    forced = setTimeout(() => {
      forced = undefined;
      void check();
    }, FORCED_CHECK_WAIT_MS);
  }

  forceCheck();
  return { forceCheck, stop };
}
