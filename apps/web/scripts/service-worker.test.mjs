// Decision 076: what the staff app's service worker keeps and which addresses it answers, on a hand-written build
// manifest; and the web app manifest with its icons as the browsers read them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { APP_SHELL_PATTERNS } from '../../../packages/domain/src/routes.ts';
import { ICONS } from './app-icons.mjs';
import { navigationAllowlist, serviceWorkerOptions, staffAppFiles } from './service-worker.mjs';

const WEB_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/** index.html → react, the app (later) → a screen (later) → its texts; the booking page → react, its own page. */
const VITE_MANIFEST = {
  'index.html': {
    file: 'assets/main.js',
    css: ['assets/main.css'],
    imports: ['_react.js'],
    dynamicImports: ['src/app/app.tsx'],
    isEntry: true,
  },
  '_react.js': { file: 'assets/react.js' },
  'src/app/app.tsx': { file: 'assets/app.js', imports: ['_react.js'], dynamicImports: ['src/app/routes/app/repairs.tsx'] },
  'src/app/routes/app/repairs.tsx': {
    file: 'assets/repairs.js',
    css: ['assets/repairs.css'],
    dynamicImports: ['src/locales/repairs.es.json', 'src/locales/repairs.pt.json'],
  },
  'src/locales/repairs.es.json': { file: 'assets/repairs.es.js' },
  'src/locales/repairs.pt.json': { file: 'assets/repairs.pt.js' },
  'book.html': { file: 'assets/booking.js', imports: ['_react.js'], dynamicImports: ['src/public/booking/page.tsx'], isEntry: true },
  'src/public/booking/page.tsx': { file: 'assets/page.js', imports: ['_react.js'] },
};

describe("the service worker's files", () => {
  it("are everything the staff app's page may load, at once or later, and nothing only the customers' pages load", () => {
    expect([...staffAppFiles(VITE_MANIFEST)].sort()).toEqual([
      'assets/app.js',
      'assets/main.css',
      'assets/main.js',
      'assets/react.js',
      'assets/repairs.css',
      'assets/repairs.es.js',
      'assets/repairs.js',
      'assets/repairs.pt.js',
    ]);
  });

  it('refuse a build without the staff app', () => {
    expect(() => staffAppFiles({ 'book.html': VITE_MANIFEST['book.html'] })).toThrow(/no index.html entry/);
  });

  it('leave the customers’ pages, the sign-in page and the render module to the server, and cache no answer', () => {
    const options = serviceWorkerOptions({ distDir: '/tmp/dist', appPagePatterns: APP_SHELL_PATTERNS });
    expect(options.globPatterns).not.toContain('*.html');
    expect(options.globPatterns.some((pattern) => /server|book|repair-link|sign-in/.test(pattern))).toBe(false);
    expect(options).not.toHaveProperty('runtimeCaching');
    expect(options).toMatchObject({ skipWaiting: false, clientsClaim: false, navigateFallback: 'index.html' });
  });
});

describe('the navigations the service worker answers with the cached index.html', () => {
  const allowlist = navigationAllowlist(APP_SHELL_PATTERNS);
  const answered = (address) => allowlist.some((pattern) => pattern.test(address));

  it("are the staff app's screens, with or without a query", () => {
    for (const address of [
      '/',
      '/repairs',
      '/repairs?view=list&q=ana',
      '/repairs/r-1',
      '/customers/u1/bikes/b1',
      '/sales/new?repairId=r1',
      '/join',
    ])
      expect(answered(address), address).toBe(true);
  });

  it('are none of the addresses the server answers itself', () => {
    for (const address of [
      '/auth/login',
      '/auth/login?mode=resetPassword',
      '/auth/register',
      '/law/privacy-policy',
      '/api/config',
      '/r/Zm9v',
      '/book/taller',
      '/pay/checkout/x',
      '/dev/mailbox',
      '/repairsx',
      '/repairs/r-1/x',
    ])
      expect(answered(address), address).toBe(false);
  });
});

/** A PNG's width and height, from its header. */
function pngSize(file) {
  const bytes = readFileSync(path.join(WEB_DIR, 'public', file));
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('the web app manifest', () => {
  const manifest = JSON.parse(readFileSync(path.join(WEB_DIR, 'public', 'manifest.webmanifest'), 'utf8'));

  it('opens Rueda on the board, standalone, in Spanish, over the whole site', () => {
    expect(manifest).toMatchObject({
      name: 'Rueda',
      short_name: 'Rueda',
      lang: 'es',
      start_url: '/repairs',
      scope: '/',
      display: 'standalone',
    });
    expect(manifest.description).toMatch(/taller de bicicletas/);
  });

  it("is painted in the dark theme's body colour, as index.html's start-up loader", () => {
    const indexHtml = readFileSync(path.join(WEB_DIR, 'index.html'), 'utf8');
    expect(manifest.theme_color).toBe(DEFAULT_THEME.colors.dark[7]);
    expect(manifest.background_color).toBe(DEFAULT_THEME.colors.dark[7]);
    expect(indexHtml).toContain(`background: ${manifest.background_color};`);
    expect(indexHtml).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
  });

  it('names icons of 192 and 512 pixels and a maskable one, each a PNG of its size, and the apple-touch-icon is 180', () => {
    const icons = manifest.icons.map((icon) => [icon.sizes, icon.purpose]);
    expect(icons).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]);
    for (const icon of manifest.icons) expect(pngSize(icon.src.replace(/^\//, '')), icon.src).toBe(icon.sizes);
    expect(pngSize('apple-touch-icon.png')).toBe('180x180');
    expect(ICONS.map((icon) => icon.file).sort()).toEqual(
      ['apple-touch-icon.png', ...manifest.icons.map((icon) => icon.src.slice(1))].sort(),
    );
  });
});
