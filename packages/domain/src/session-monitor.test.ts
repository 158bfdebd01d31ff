import { describe, expect, it } from 'vitest';
import type { TTokenClaims } from './auth.ts';
import { createNoticeSuppressor, decideSessionCheck, tokenFailureEndsSession, type SessionCheckInput } from './session-monitor.ts';

const claims = (state: Partial<{ active: boolean; trial: boolean; free: boolean }>): TTokenClaims => ({
  roles: ['workshop'],
  workshop: { role: 'manager', uid: 'w1', active: false, trial: false, free: false, ...state },
});
const check = (path: string, overrides: Partial<SessionCheckInput> = {}) =>
  decideSessionCheck({ path, claims: claims({ trial: true }), onboardingJustCompleted: false, onboardingCompleted: true, ...overrides });

describe('decideSessionCheck', () => {
  it('rule 1: a workshop with neither active nor trial goes to /subscription if elsewhere', () => {
    expect(check('/repairs', { claims: claims({}) })).toEqual({ kind: 'redirect', to: '/subscription', notice: 'subscription_required' });
    expect(check('/subscription', { claims: claims({}) })).toEqual({ kind: 'stay' });
    expect(check('/profile', { claims: claims({}) })).toEqual({ kind: 'stay' });
    expect(check('/subscription/success', { claims: claims({}) })).toEqual({ kind: 'stay' });
  });

  it('rule 1 leaves a free workshop alone', () => {
    expect(check('/repairs', { claims: claims({ free: true }) })).toEqual({ kind: 'stay' });
  });

  it('rule 2: an active workshop not in trial, on /subscription, goes to /repairs', () => {
    expect(check('/subscription', { claims: claims({ active: true }) })).toEqual({ kind: 'redirect', to: '/repairs' });
    expect(check('/subscription', { claims: claims({ active: true, trial: true }) })).toEqual({ kind: 'stay' });
    expect(check('/customers', { claims: claims({ active: true }) })).toEqual({ kind: 'stay' });
  });

  it('rule 3: a user without the workshop role, not on /subscription, goes to /subscription', () => {
    expect(check('/repairs', { claims: { roles: [] } })).toEqual({
      kind: 'redirect',
      to: '/subscription',
      notice: 'subscription_required',
    });
    expect(check('/subscription', { claims: { roles: [] } })).toEqual({ kind: 'stay' });
    expect(check('/repairs', { claims: null })).toEqual({ kind: 'redirect', to: '/subscription', notice: 'subscription_required' });
  });

  it('rule 4: with the flag on /subscription, the flag goes and the user goes to /repairs', () => {
    expect(check('/subscription', { claims: claims({}), onboardingJustCompleted: true })).toEqual({
      kind: 'redirect',
      to: '/repairs',
      clearOnboardingFlag: true,
    });
  });

  it('leaves onboarding, auth, legal and unknown pages to the guard', () => {
    expect(check('/account/onboarding', { claims: { roles: [] } })).toEqual({ kind: 'stay' });
    expect(check('/repairs', { claims: { roles: [] }, onboardingCompleted: false })).toEqual({ kind: 'stay' });
    expect(check('/law/cookies-policy', { claims: claims({}) })).toEqual({ kind: 'stay' });
    expect(check('/nowhere', { claims: claims({}) })).toEqual({ kind: 'stay' });
  });
});

describe('createNoticeSuppressor', () => {
  it('suppresses the same notice for 30 s, not a different one', () => {
    const suppressor = createNoticeSuppressor();
    expect(suppressor.shouldShow('subscription_required', 0)).toBe(true);
    expect(suppressor.shouldShow('subscription_required', 29_999)).toBe(false);
    expect(suppressor.shouldShow('subscription_required', 30_000)).toBe(true);
    expect(suppressor.shouldShow('subscription_active', 30_001)).toBe(true);
    expect(suppressor.shouldShow('subscription_required', 30_002)).toBe(true);
  });
});

describe('tokenFailureEndsSession', () => {
  it('ends the session for user-token-expired and user-not-found only', () => {
    expect(tokenFailureEndsSession('user-token-expired')).toBe(true);
    expect(tokenFailureEndsSession('auth/user-not-found')).toBe(true);
    expect(tokenFailureEndsSession('network-request-failed')).toBe(false);
    expect(tokenFailureEndsSession(undefined)).toBe(false);
  });
});
