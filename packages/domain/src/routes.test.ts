import { describe, expect, it } from 'vitest';
import { ROUTES, routeKind, safeRedirectTarget } from './routes.ts';

describe('routeKind', () => {
  it('knows every route of docs/product.md §2', () => {
    for (const path of [
      '/',
      '/dashboard',
      '/repairs',
      ROUTES.repair('r 1'),
      ROUTES.legacyRepair('x'),
      '/profile',
      '/customers',
      ROUTES.customer('u1'),
      ROUTES.bike('u1', 'b 1'),
      ROUTES.repairTag('r1'),
      '/booking',
      '/services',
      '/subscription',
      '/subscription/success',
      '/subscription/cancel',
      '/subscription-expired',
      ROUTES.invoice('inv 1'),
      ROUTES.sales,
      ROUTES.salesNew,
      ROUTES.salesSettings,
      ROUTES.salesDocument('d 1'),
    ]) {
      expect(routeKind(path), path).toBe('app');
    }
    expect(routeKind('/law/privacy-policy')).toBe('law');
    expect(routeKind('/auth/login?mode=resetPassword')).toBe('auth');
    expect(routeKind('/account/onboarding/')).toBe('onboarding');
    expect(routeKind('/join')).toBe('invitation');
    for (const path of [
      '/law/other',
      '/auth/forgot',
      '/repairs/a/b',
      '/customers/u1/bikes',
      '/subscriptions',
      '/invoices',
      '/sales/d1/x',
      '/xyz',
    ])
      expect(routeKind(path), path).toBe('not-found');
  });
});

describe('safeRedirectTarget', () => {
  it('keeps paths inside Rueda and refuses the rest', () => {
    expect(safeRedirectTarget('/repairs/r1?x=1')).toBe('/repairs/r1?x=1');
    for (const target of ['https://evil.example', '//evil.example', '/\\evil.example', 'repairs', '', null, undefined, '/auth/login']) {
      expect(safeRedirectTarget(target), String(target)).toBeUndefined();
    }
  });
});
