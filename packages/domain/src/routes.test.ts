import { describe, expect, it } from 'vitest';
import { APP_SHELL_PATTERNS, ROUTES, routeKind, safeRedirectTarget } from './routes.ts';

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
      ROUTES.parts,
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

describe('APP_SHELL_PATTERNS', () => {
  const isShell = (path: string) => APP_SHELL_PATTERNS.some((pattern) => pattern.test(path));

  it('name the signed-in screens, the onboarding and the invitation: the pages the service worker answers from its cache (decision 076)', () => {
    for (const path of ['/', '/repairs', ROUTES.repair('r1'), ROUTES.bike('u1', 'b1'), ROUTES.salesNew, ROUTES.onboarding, ROUTES.join]) {
      expect(isShell(path), path).toBe(true);
      expect(['app', 'onboarding', 'invitation'], path).toContain(routeKind(path));
    }
  });

  it('leave out the sign-in and registration pages, the legal pages and every address the server answers itself', () => {
    for (const path of [
      ROUTES.login,
      ROUTES.register,
      ROUTES.privacyPolicy,
      '/api/config',
      '/r/abc',
      '/book/taller',
      '/pay/checkout/x',
      '/dev/mailbox',
      '/sw.js',
      '/xyz',
    ])
      expect(isShell(path), path).toBe(false);
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
