import {
  CHECK_DELAY_MS,
  CLAIMS_RECHECK_MS,
  FORCED_CHECK_WAIT_MS,
  REPEAT_NOTIFICATION_SUPPRESSION_MS,
  type TTokenClaims,
} from '@rueda/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSessionMonitor, type SessionMonitor, type SessionMonitorDeps } from './session-monitor';

const ACTIVE: TTokenClaims = { roles: ['workshop'], workshop: { role: 'admin', uid: 'w1', active: true, trial: false, free: false } };
const EXPIRED: TTokenClaims = { roles: ['workshop'], workshop: { role: 'admin', uid: 'w1', active: false, trial: false, free: false } };

const monitors: SessionMonitor[] = [];

/** A monitor whose token check answers `claims` (by token name), with every effect recorded. */
function monitorWith(overrides: Partial<SessionMonitorDeps> = {}) {
  const state = { claims: ACTIVE, path: '/repairs', flag: false };
  const deps = {
    refreshToken: vi.fn(async (): Promise<string | null> => 'token'),
    claimsOf: vi.fn(() => state.claims),
    currentPath: () => state.path,
    isOnboardingJustCompleted: () => state.flag,
    clearOnboardingJustCompleted: vi.fn(() => {
      state.flag = false;
    }),
    isOnboardingCompleted: () => true,
    redirect: vi.fn((to: string) => {
      state.path = to;
    }),
    notify: vi.fn(),
    endSession: vi.fn(),
    now: () => Date.now(),
    ...overrides,
  } satisfies SessionMonitorDeps;
  monitors.push(startSessionMonitor(deps));
  return { deps, state, monitor: monitors.at(-1) as SessionMonitor };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  for (const monitor of monitors.splice(0)) monitor.stop();
});

describe('the session monitor', () => {
  it('makes a forced check FORCED_CHECK_WAIT_MS (2 s) after it starts', async () => {
    const { deps } = monitorWith();
    await vi.advanceTimersByTimeAsync(FORCED_CHECK_WAIT_MS - 1);
    expect(deps.refreshToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.refreshToken).toHaveBeenCalledTimes(1);
  });

  it('rechecks every CLAIMS_RECHECK_MS (10 min), each CHECK_DELAY_MS (100 ms) after the tick', async () => {
    const { deps } = monitorWith();
    await vi.advanceTimersByTimeAsync(FORCED_CHECK_WAIT_MS);
    expect(deps.refreshToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(CLAIMS_RECHECK_MS - FORCED_CHECK_WAIT_MS);
    expect(deps.refreshToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(CHECK_DELAY_MS - 1);
    expect(deps.refreshToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.refreshToken).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(CLAIMS_RECHECK_MS);
    expect(deps.refreshToken).toHaveBeenCalledTimes(3);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('sends a workshop without access to /subscription with the subscription_required notice', async () => {
    const { deps, state } = monitorWith();
    state.claims = EXPIRED;
    await vi.advanceTimersByTimeAsync(FORCED_CHECK_WAIT_MS);
    expect(deps.redirect).toHaveBeenCalledWith('/subscription');
    expect(deps.notify).toHaveBeenCalledWith('subscription_required');
  });

  it('sends a workshop that became active from /subscription to /repairs, with no toast (subscription_active speaks of the dashboard)', async () => {
    const { deps, state } = monitorWith();
    state.path = '/subscription';
    await vi.advanceTimersByTimeAsync(FORCED_CHECK_WAIT_MS);
    expect(deps.redirect).toHaveBeenCalledWith('/repairs');
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it('clears the onboarding flag when it takes the user from /subscription to /repairs', async () => {
    const { deps, state } = monitorWith();
    state.claims = EXPIRED;
    state.path = '/subscription';
    state.flag = true;
    await vi.advanceTimersByTimeAsync(FORCED_CHECK_WAIT_MS);
    expect(deps.clearOnboardingJustCompleted).toHaveBeenCalledTimes(1);
    expect(deps.redirect).toHaveBeenCalledWith('/repairs');
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it('does nothing while everything is in order', async () => {
    const { deps } = monitorWith();
    await vi.advanceTimersByTimeAsync(FORCED_CHECK_WAIT_MS);
    expect(deps.redirect).not.toHaveBeenCalled();
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it('suppresses a repeat of the same notice within 30 s, and shows it again after', async () => {
    const { deps, state, monitor } = monitorWith();
    state.claims = EXPIRED;
    await vi.advanceTimersByTimeAsync(FORCED_CHECK_WAIT_MS);
    expect(deps.notify).toHaveBeenCalledTimes(1);

    // The user wanders off /subscription again; a forced check within 30 s redirects without a toast.
    state.path = '/customers';
    monitor.forceCheck();
    await vi.advanceTimersByTimeAsync(FORCED_CHECK_WAIT_MS);
    expect(deps.redirect).toHaveBeenCalledTimes(2);
    expect(deps.notify).toHaveBeenCalledTimes(1);

    state.path = '/customers';
    await vi.advanceTimersByTimeAsync(REPEAT_NOTIFICATION_SUPPRESSION_MS);
    monitor.forceCheck();
    await vi.advanceTimersByTimeAsync(FORCED_CHECK_WAIT_MS);
    expect(deps.notify).toHaveBeenCalledTimes(2);
  });

  it('stops: no timers left, and a check in flight changes nothing', async () => {
    let answer: (token: string) => void = () => {};
    const { deps, state, monitor } = monitorWith({
      refreshToken: vi.fn(() => new Promise<string | null>((resolve) => (answer = resolve))),
    });
    state.claims = EXPIRED;
    await vi.advanceTimersByTimeAsync(FORCED_CHECK_WAIT_MS);
    expect(deps.refreshToken).toHaveBeenCalledTimes(1);
    monitor.stop();
    answer('token');
    await vi.advanceTimersByTimeAsync(CLAIMS_RECHECK_MS * 3);
    expect(vi.getTimerCount()).toBe(0);
    expect(deps.refreshToken).toHaveBeenCalledTimes(1);
    expect(deps.redirect).not.toHaveBeenCalled();
  });

  it.each(['user-token-expired', 'auth/user-token-expired', 'user-not-found', 'auth/user-not-found'])(
    'ends the session when the token check fails with %s, and stops',
    async (code) => {
      const { deps } = monitorWith({
        refreshToken: vi.fn(async () => Promise.reject(Object.assign(new Error('token check failed'), { code }))),
      });
      await vi.advanceTimersByTimeAsync(FORCED_CHECK_WAIT_MS);
      expect(deps.endSession).toHaveBeenCalledTimes(1);
      expect(vi.getTimerCount()).toBe(0);
    },
  );

  it('ends the session when the server no longer has one (no token comes back)', async () => {
    const { deps } = monitorWith({ refreshToken: vi.fn(async () => null) });
    await vi.advanceTimersByTimeAsync(FORCED_CHECK_WAIT_MS);
    expect(deps.endSession).toHaveBeenCalledTimes(1);
  });

  it('only logs any other failure, and keeps checking', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { deps } = monitorWith({ refreshToken: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) });
    await vi.advanceTimersByTimeAsync(FORCED_CHECK_WAIT_MS);
    expect(deps.endSession).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(CLAIMS_RECHECK_MS + CHECK_DELAY_MS);
    expect(deps.refreshToken).toHaveBeenCalledTimes(2);
    expect(deps.endSession).not.toHaveBeenCalled();
  });
});
