import { describe, expect, it } from 'vitest';
import { afterSignInTarget, safeRedirectTarget } from './redirect';

describe('safeRedirectTarget', () => {
  it('keeps paths inside the app, with their query', () => {
    expect(safeRedirectTarget('/repairs')).toBe('/repairs');
    expect(safeRedirectTarget('/customers/abc?tab=bikes')).toBe('/customers/abc?tab=bikes');
  });

  it.each([
    ['nothing', null],
    ['an absolute URL', 'https://evil.test/repairs'],
    ['a protocol-relative URL', '//evil.test/repairs'],
    ['a backslash trick', '/\\evil.test'],
    ['a relative path', 'repairs'],
    ['an auth page (would loop)', '/auth/login'],
    ['a javascript: URL', 'javascript:alert(1)'],
  ])('refuses %s', (_label, value) => {
    expect(safeRedirectTarget(value)).toBeNull();
  });
});

describe('afterSignInTarget', () => {
  it('is /repairs unless a safe redirect was asked for', () => {
    expect(afterSignInTarget(null)).toBe('/repairs');
    expect(afterSignInTarget('https://evil.test')).toBe('/repairs');
    expect(afterSignInTarget('/profile')).toBe('/profile');
  });
});
