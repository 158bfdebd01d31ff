import { describe, expect, it } from 'vitest';
import { authErrorMessageKey, claimsFromMembership, isWorkshopUser } from './auth.ts';

const now = new Date('2026-11-21T12:00:00Z');
const base = {
  workshopId: 'w1',
  role: 'admin',
  subscriptionStatus: 'trialing',
  trialEndsAt: new Date('2026-12-01T00:00:00Z'),
  isFree: false,
};

describe('claimsFromMembership', () => {
  it('gives a trialing admin the workshop role with trial true', () => {
    expect(claimsFromMembership(base, now)).toEqual({
      roles: ['workshop'],
      workshop: { role: 'admin', uid: 'w1', active: false, trial: true, free: false },
    });
  });

  it('ends the trial when its end has passed', () => {
    const claims = claimsFromMembership({ ...base, trialEndsAt: new Date('2026-11-21T11:59:59Z') }, now);
    expect(claims.workshop?.trial).toBe(false);
  });

  it('marks an active subscription active and a free workshop free', () => {
    const claims = claimsFromMembership({ ...base, subscriptionStatus: 'active', isFree: true, role: 'mechanic' }, now);
    expect(claims.workshop).toEqual({ role: 'mechanic', uid: 'w1', active: true, trial: false, free: true });
  });

  it('gives no workshop claim without a workshop or with a role outside the three', () => {
    expect(claimsFromMembership(null, now)).toEqual({ roles: [] });
    expect(claimsFromMembership({ ...base, workshopId: null }, now)).toEqual({ roles: [] });
    expect(claimsFromMembership({ ...base, role: 'customer' }, now)).toEqual({ roles: [] });
    expect(isWorkshopUser(claimsFromMembership({ ...base, role: 'customer' }, now))).toBe(false);
    expect(isWorkshopUser(claimsFromMembership(base, now))).toBe(true);
  });
});

describe('authErrorMessageKey', () => {
  it('maps each sign-in failure to its own text and anything else to the generic one', () => {
    expect(authErrorMessageKey('auth/wrong-password')).toBe('auth.errors.wrongPassword');
    expect(authErrorMessageKey('auth/user-not-found')).toBe('auth.errors.userNotFound');
    expect(authErrorMessageKey('auth/email-already-in-use')).toBe('auth.errors.emailInUse');
    expect(authErrorMessageKey('auth/too-many-requests')).toBe('auth.errors.tooManyRequests');
    expect(authErrorMessageKey('auth/request-limit-exceeded')).toBe('auth.errors.requestLimit');
    expect(authErrorMessageKey('SOMETHING_ELSE')).toBe('auth.errors.other');
    expect(authErrorMessageKey(undefined)).toBe('auth.errors.other');
  });
});
