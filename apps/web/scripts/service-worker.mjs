// Decision 076: the staff app's service worker, written by Workbox's generateSW once the build is written (`serviceWorker`,
// the Vite plugin below). Every option is given here, so that a journey writes the worker of a new release exactly as the
// build does (`writeServiceWorker`, e2e/tests/app-install.spec.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const SERVICE_WORKER_FILE = 'sw.js';

/** The build's files the worker keeps, besides the staff app's scripts and style sheets (`staffAppFiles`). */
const SHELL_FILES = ['index.html', 'boot.js', 'favicon.svg', 'manifest.webmanifest', 'apple-touch-icon.png', 'icons/*.png'];

/**
 * What index.html's entry (main.tsx) runs and may ever load, from Vite's manifest: each chunk's static and dynamic
 * imports, transitively (every screen, dialog and texts' chunk), with their style sheets and assets. The customers'
 * pages' and the sign-in page's own chunks are not in it; the chunks they share with the staff app (React) are.
 */
export function staffAppFiles(viteManifest) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    const chunk = viteManifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(imported);
  };
  visit('index.html');
  if (files.size === 0) throw new Error("Vite's manifest has no index.html entry: the service worker would keep nothing of the staff app.");
  return files;
}

/**
 * Workbox matches a navigation's path and query against these: each of the domain's patterns (anchored at both ends)
 * with any query after it.
 */
export function navigationAllowlist(patterns) {
  return patterns.map((pattern) => new RegExp(`${pattern.source.replace(/\$$/, '')}(?:\\?.*)?$`, pattern.flags));
}

/**
 * generateSW's options for the build in `distDir`. `appPagePatterns`: the addresses answered with the cached index.html
 * (the domain's APP_SHELL_PATTERNS); every other navigation goes to the server.
 */
export function serviceWorkerOptions({ distDir, appPagePatterns }) {
  return {
    globDirectory: distDir,
    swDest: path.join(distDir, SERVICE_WORKER_FILE),
    globPatterns: [...SHELL_FILES, 'assets/*.{js,css}'],
    // Nothing the server renders (book.html, repair-link.html, sign-in.html, the render module in server/), and of
    // assets/ only the staff app's (Vite's manifest is read once the build has written it).
    manifestTransforms: [
      (entries) => {
        const staff = staffAppFiles(JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')));
        return { manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || staff.has(entry.url)), warnings: [] };
      },
    ],
    // Vite names assets by their content: their URL is their version, the others get Workbox's revision hash.
    dontCacheBustURLsMatching: /^assets\//,
    navigateFallback: 'index.html',
    navigateFallbackAllowlist: navigationAllowlist(appPagePatterns),
    // No runtime caching: the answers of /api are the device store's to keep (docs/product.md §30), never the worker's.
    // A new worker waits until the page asks it to take over ("Recargar"), and never takes a page it did not serve.
    skipWaiting: false,
    clientsClaim: false,
    cleanupOutdatedCaches: true,
    // One file, sw.js, served with `cache-control: no-cache` (apps/server/src/http/spa.ts): no workbox-<hash>.js beside it.
    inlineWorkboxRuntime: true,
    offlineGoogleAnalytics: false,
    sourcemap: false,
    mode: 'production',
  };
}

/**
 * Writes the worker of the build in `distDir` with the options above: what the build does, and what a journey uses to
 * make a new release of a copied build. Fails when Workbox would leave a file out (one over its size limit, a pattern
 * that finds nothing): the worker must keep every screen.
 */
export async function writeServiceWorker(build) {
  const { generateSW } = await import('workbox-build');
  const result = await generateSW(serviceWorkerOptions(build));
  if (result.warnings.length > 0) throw new Error(`The service worker would not keep the whole app: ${result.warnings.join(' ')}`);
  return result;
}

/**
 * The Vite plugin: dist/sw.js once the staff app's build is written. Not after the render module's `--ssr` build, and
 * not after a failed build, whose own error stays the one shown (vite-plugin-pwa, tried first, wrote its worker after a
 * failed render too, and its missing-manifest error took the build's place).
 */
export function serviceWorker({ appPagePatterns }) {
  let distDir = '';
  let isServerBuild = false;
  let hasFailed = false;
  let logger;
  return {
    name: 'rueda-service-worker',
    apply: 'build',
    configResolved(config) {
      distDir = path.resolve(config.root, config.build.outDir);
      isServerBuild = Boolean(config.build.ssr);
      logger = config.logger;
    },
    buildEnd(error) {
      if (error) hasFailed = true;
    },
    renderError() {
      hasFailed = true;
    },
    async closeBundle(error) {
      if (error || hasFailed || isServerBuild) return;
      const { count, size } = await writeServiceWorker({ distDir, appPagePatterns });
      logger?.info(`${SERVICE_WORKER_FILE} keeps ${count} files, ${(size / 1000).toFixed(1)} kB before compression`);
    },
  };
}
