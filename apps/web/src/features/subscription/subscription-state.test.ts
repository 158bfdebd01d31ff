import { DEFAULT_PLAN } from '@rueda/domain';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatLongDate, subscriptionViewOf } from './subscription-state';
import type { TAccount } from '@rueda/domain';

function account(overrides: Partial<TAccount> = {}, workshop: Partial<NonNullable<TAccount['workshop']>> = {}): TAccount {
  return {
    userId: 'u1',
    email: 'ana@taller.test',
    name: 'Ana',
    role: 'admin',
    language: null,
    mechanicId: null,
    onboardingCompleted: true,
    subscriptionStatus: 'trialing',
    isTrialing: true,
    isFree: false,
    memberships: [{ workshopId: 'w1', workshopName: 'Taller Ana', role: 'admin', active: true }],
    isChainAdmin: false,
    inChain: false,
    chainSharesCustomers: false,
    workshop: {
      id: 'w1',
      name: 'Taller Ana',
      address: '',
      phone: '',
      taxId: '',
      currency: { symbol: '€', name: 'EUR' },
      timeZone: 'Europe/Madrid',
      logoVersion: null,
      subscriptionStatus: 'trialing',
      trialStartedAt: null,
      trialEndsAt: null,
      isFree: false,
      ...workshop,
    },
    ...overrides,
  };
}

describe('subscriptionViewOf', () => {
  it('tells the states of docs/product.md §4 apart, free first', () => {
    expect(subscriptionViewOf(account())).toBe('trialing');
    expect(subscriptionViewOf(account({ isFree: true, subscriptionStatus: 'active', isTrialing: false }))).toBe('free');
    expect(subscriptionViewOf(account({ subscriptionStatus: 'active', isTrialing: false }))).toBe('active');
    expect(subscriptionViewOf(account({ subscriptionStatus: 'expired', isTrialing: false }))).toBe('expired');
    expect(subscriptionViewOf(account({ subscriptionStatus: 'canceled', isTrialing: false }))).toBe('canceled');
    expect(subscriptionViewOf(account({ subscriptionStatus: 'incomplete', isTrialing: false }))).toBe('incomplete');
    expect(subscriptionViewOf(account({ workshop: null, subscriptionStatus: null, isTrialing: false }))).toBe('none');
  });
});

describe('formatting', () => {
  it('writes the default plan’s price the Spanish way (docs/product.md §9)', () => {
    expect(formatAmount(DEFAULT_PLAN.price, 'eur').replace(/\s/g, ' ')).toBe('29,99 €');
  });

  it('writes a day in each language', () => {
    expect(formatLongDate('2026-06-12T10:00:00Z', 'es')).toBe('12 de junio de 2026');
    expect(formatLongDate('2026-06-12T10:00:00Z', 'pt')).toBe('12 de junho de 2026');
  });
});
