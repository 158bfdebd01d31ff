// Decision 076: what the staff app's service worker keeps and which addresses it answers, on a hand-written build
// manifest; and the web app manifest with its icons as the browsers read them.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
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

describe('the build step that writes the worker', () => {
  /** A build as Vite writes it: the staff app's files and a customers' page's, with Vite's manifest of them. */
  function fakeBuild() {
    const distDir = mkdtempSync(path.join(os.tmpdir(), 'rueda-sw-'));
    const files = [
      'index.html',
      'book.html',
      'boot.js',
      'favicon.svg',
      'manifest.webmanifest',
      'apple-touch-icon.png',
      'icons/icon-192.png',
      'server/render.js',
      ...Object.values(VITE_MANIFEST).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]),
    ];
    for (const file of files) {
      mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
      writeFileSync(path.join(distDir, file), `/* ${file} */`);
    }
    mkdirSync(path.join(distDir, '.vite'));
    writeFileSync(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(VITE_MANIFEST));
    return distDir;
  }

  /**
   * The plugin's hooks as Vite calls them at the end of a build of `distDir`, in a Node process of its own: Workbox
   * bundles the worker with Rollup, which does not run inside the tests' page (happy-dom).
   */
  function runPlugin(distDir, { ssr = false, fail = '' } = {}) {
    const script = `
      const { serviceWorker } = await import(${JSON.stringify(pathToFileURL(path.join(WEB_DIR, 'scripts', 'service-worker.mjs')).href)});
      const plugin = serviceWorker({ appPagePatterns: [/^\\/repairs$/] });
      plugin.configResolved({ root: ${JSON.stringify(distDir)}, build: { outDir: '.', ssr: ${ssr} }, logger: { info: () => {} } });
      plugin.buildEnd(${JSON.stringify(fail)} === 'build' ? new Error('the build failed') : undefined);
      if (${JSON.stringify(fail)} === 'render') plugin.renderError(new Error('a chunk imports a name no module exports'));
      await plugin.closeBundle();`;
    execFileSync(process.execPath, ['--input-type=module', '--eval', script], { cwd: WEB_DIR, stdio: 'pipe' });
    return path.join(distDir, 'sw.js');
  }

  it("writes sw.js keeping the staff app's files, not the customers' page nor the render module", () => {
    const distDir = fakeBuild();
    try {
      const worker = readFileSync(runPlugin(distDir), 'utf8');
      for (const file of ['index.html', 'boot.js', 'icons/icon-192.png', 'assets/main.js', 'assets/repairs.pt.js', 'assets/react.js'])
        expect(worker, file).toContain(`url:"${file}"`);
      for (const file of ['book.html', 'assets/booking.js', 'assets/page.js', 'server/render.js'])
        expect(worker, file).not.toContain(`"${file}"`);
      // It waits for the page's "Recargar" (features/app-update) before it takes over.
      expect(worker).toContain('SKIP_WAITING');
    } finally {
      rmSync(distDir, { recursive: true, force: true });
    }
  }, 30_000);

  it('writes nothing after the render module’s --ssr build, nor after a failed build', () => {
    const distDir = fakeBuild();
    try {
      expect(existsSync(runPlugin(distDir, { ssr: true }))).toBe(false);
      expect(existsSync(runPlugin(distDir, { fail: 'build' }))).toBe(false);
      expect(existsSync(runPlugin(distDir, { fail: 'render' }))).toBe(false);
    } finally {
      rmSync(distDir, { recursive: true, force: true });
    }
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
