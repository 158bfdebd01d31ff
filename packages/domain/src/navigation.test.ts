import { describe, expect, it } from 'vitest';
import type { TTokenClaims } from './auth.ts';
import { decideNavigation, type NavigationInput, type WorkshopAccount } from './navigation.ts';

const completed: WorkshopAccount = { onboardingCompleted: true, subscriptionStatus: 'trialing', isTrialing: true, isFree: false };
const claims = (state: Partial<{ active: boolean; trial: boolean; free: boolean }>): TTokenClaims => ({
  roles: ['workshop'],
  workshop: { role: 'admin', uid: 'w1', active: false, trial: false, free: false, ...state },
});
const trial = claims({ trial: true });
const expired = claims({});

function decide(url: string, overrides: Partial<NavigationInput> = {}) {
  return decideNavigation({ url, auth: 'signed-in', claims: trial, account: completed, onboardingJustCompleted: false, ...overrides });
}

describe('decideNavigation: public pages', () => {
  it.each(['/law/cookies-policy', '/law/legal-advice', '/law/privacy-policy', '/no/such/page'])('%s is open to everyone', (url) => {
    for (const auth of ['initialising', 'signed-out', 'signed-in'] as const)
      expect(decide(url, { auth, claims: null, account: null })).toEqual({ kind: 'allow' });
  });
});

describe('decideNavigation: waiting for authentication', () => {
  it('waits while authentication initialises', () => {
    expect(decide('/repairs', { auth: 'initialising' })).toEqual({ kind: 'wait' });
  });

  it('goes on as signed out once the 5 s wait is over', () => {
    expect(decide('/repairs', { auth: 'initialising', authWaitExpired: true })).toEqual({
      kind: 'redirect',
      to: '/auth/login?redirect=%2Frepairs',
    });
  });
});

describe('decideNavigation: signed-out users', () => {
  it('go to /auth/login, keeping where they were going', () => {
    expect(decide('/customers/c-9?tab=bikes', { auth: 'signed-out', claims: null, account: null })).toEqual({
      kind: 'redirect',
      to: `/auth/login?redirect=${encodeURIComponent('/customers/c-9?tab=bikes')}`,
    });
  });

  it('go to plain /auth/login from the index', () => {
    expect(decide('/', { auth: 'signed-out' })).toEqual({ kind: 'redirect', to: '/auth/login' });
  });

  it('need sign-in for onboarding too', () => {
    expect(decide('/account/onboarding', { auth: 'signed-out' })).toEqual({
      kind: 'redirect',
      to: '/auth/login?redirect=%2Faccount%2Fonboarding',
    });
  });

  it('may open the auth pages', () => {
    expect(decide('/auth/login', { auth: 'signed-out' })).toEqual({ kind: 'allow' });
    expect(decide('/auth/register', { auth: 'signed-out' })).toEqual({ kind: 'allow' });
  });
});

describe('decideNavigation: signed-in users on /auth pages', () => {
  it('go to /repairs', () => {
    expect(decide('/auth/login')).toEqual({ kind: 'redirect', to: '/repairs' });
    expect(decide('/auth/register')).toEqual({ kind: 'redirect', to: '/repairs' });
  });

  it('stay to set a new password in resetPassword mode', () => {
    expect(decide('/auth/login?mode=resetPassword&oobCode=abc')).toEqual({ kind: 'allow' });
  });

  it('go back to the page they were sent away from, only inside Rueda', () => {
    expect(decide('/auth/login?redirect=%2Fcustomers%2Fc-9')).toEqual({ kind: 'redirect', to: '/customers/c-9' });
    expect(decide('/auth/login?redirect=https%3A%2F%2Fevil.example')).toEqual({ kind: 'redirect', to: '/repairs' });
    expect(decide('/auth/login?redirect=%2F%2Fevil.example')).toEqual({ kind: 'redirect', to: '/repairs' });
  });

  it('the auth-page rule comes before onboarding', () => {
    expect(decide('/auth/login', { account: { ...completed, onboardingCompleted: false } })).toEqual({ kind: 'redirect', to: '/repairs' });
  });
});

describe('decideNavigation: onboarding', () => {
  const fresh: WorkshopAccount = { onboardingCompleted: false, subscriptionStatus: null, isTrialing: false, isFree: false };

  it('sends users whose onboarding is not completed to /account/onboarding', () => {
    expect(decide('/repairs', { claims: { roles: [] }, account: fresh })).toEqual({ kind: 'redirect', to: '/account/onboarding' });
    expect(decide('/subscription', { claims: { roles: [] }, account: fresh })).toEqual({ kind: 'redirect', to: '/account/onboarding' });
    expect(decide('/account/onboarding', { claims: { roles: [] }, account: fresh })).toEqual({ kind: 'allow' });
  });

  it('treats a signed-in account with no workshop_users data as not onboarded', () => {
    expect(decide('/repairs', { claims: { roles: [] }, account: null })).toEqual({ kind: 'redirect', to: '/account/onboarding' });
  });

  it('comes before the subscription rule', () => {
    expect(decide('/repairs', { claims: expired, account: fresh })).toEqual({ kind: 'redirect', to: '/account/onboarding' });
  });
});

describe('decideNavigation: accounts without access (active false, not trial, not free)', () => {
  it('go to /subscription from any other page', () => {
    for (const url of ['/', '/repairs', '/customers', '/booking', '/dashboard', '/account/onboarding']) {
      expect(decide(url, { claims: expired }), url).toEqual({ kind: 'redirect', to: '/subscription' });
    }
  });

  it('reach /subscription, /profile and the routes that allow expired', () => {
    for (const url of ['/subscription', '/subscription/success', '/subscription/cancel', '/subscription-expired', '/profile']) {
      expect(decide(url, { claims: expired }), url).toEqual({ kind: 'allow' });
    }
  });

  it('a free workshop has access', () => {
    expect(decide('/repairs', { claims: claims({ free: true }) })).toEqual({ kind: 'allow' });
  });

  it('an active workshop has access', () => {
    expect(decide('/customers', { claims: claims({ active: true }) })).toEqual({ kind: 'allow' });
  });
});

describe('decideNavigation: trial, active or free users', () => {
  it('are sent from onboarding or the index to /repairs', () => {
    for (const state of [{ trial: true }, { active: true }, { free: true }]) {
      expect(decide('/account/onboarding', { claims: claims(state) })).toEqual({ kind: 'redirect', to: '/repairs' });
      expect(decide('/', { claims: claims(state) })).toEqual({ kind: 'redirect', to: '/repairs' });
    }
  });

  it('reach every other page, subscription ones included', () => {
    for (const url of [
      '/repairs',
      '/repairs/r1',
      '/legacy-repairs/r1',
      '/customers/c1',
      '/booking',
      '/services',
      '/subscription',
      '/profile',
      '/dashboard',
    ]) {
      expect(decide(url), url).toEqual({ kind: 'allow' });
    }
  });
});

describe('decideNavigation: the onboarding-just-completed flag', () => {
  it('skips the redirect once', () => {
    expect(decide('/repairs', { claims: expired, onboardingJustCompleted: true })).toEqual({ kind: 'allow', clearOnboardingFlag: true });
  });

  it('on /subscription is removed and sends the user to /repairs without further checks', () => {
    expect(decide('/subscription', { claims: expired, onboardingJustCompleted: true })).toEqual({
      kind: 'redirect',
      to: '/repairs',
      clearOnboardingFlag: true,
    });
  });

  it('comes after sign-in: a signed-out user still goes to the login page', () => {
    expect(decide('/repairs', { auth: 'signed-out', onboardingJustCompleted: true })).toEqual({
      kind: 'redirect',
      to: '/auth/login?redirect=%2Frepairs',
    });
  });
});

describe('decideNavigation: non-workshop users', () => {
  const noWorkshop: TTokenClaims = { roles: [] };

  it.each([
    ['active', { subscriptionStatus: 'active', isTrialing: false, isFree: false }],
    ['trialing', { subscriptionStatus: 'trialing', isTrialing: true, isFree: false }],
    ['free', { subscriptionStatus: 'canceled', isTrialing: false, isFree: true }],
  ])('with a %s workshop_users status get their token refreshed', (_label, state) => {
    expect(decide('/repairs', { claims: noWorkshop, account: { ...completed, ...state } })).toEqual({ kind: 'refresh-token' });
  });

  it('after a refresh that did not help, or without such a status, go to /subscription', () => {
    expect(decide('/repairs', { claims: noWorkshop, account: completed, tokenRefreshed: true })).toEqual({
      kind: 'redirect',
      to: '/subscription',
    });
    const lapsed = { ...completed, subscriptionStatus: 'canceled', isTrialing: false };
    expect(decide('/repairs', { claims: noWorkshop, account: lapsed })).toEqual({ kind: 'redirect', to: '/subscription' });
    expect(decide('/profile', { claims: noWorkshop, account: lapsed })).toEqual({ kind: 'allow' });
  });
});

describe('decideNavigation: the invitation page (docs/product.md §17.2)', () => {
  it('opens signed out, signed in without a workshop, and signed in with one, but waits for authentication', () => {
    expect(decide('/join', { auth: 'signed-out', claims: null, account: null })).toEqual({ kind: 'allow' });
    const fresh: WorkshopAccount = { onboardingCompleted: false, subscriptionStatus: null, isTrialing: false, isFree: false };
    expect(decide('/join', { claims: { roles: [] }, account: fresh })).toEqual({ kind: 'allow' });
    expect(decide('/join')).toEqual({ kind: 'allow' });
    expect(decide('/join', { auth: 'initialising' })).toEqual({ kind: 'wait' });
    expect(decide('/join/extra', { auth: 'signed-out' })).toEqual({ kind: 'allow' });
  });
});
