import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { compression } from 'vite-plugin-compression2';
// By its path, not as '@rueda/domain': Vite bundles the config's relative imports, while Node, which runs no TypeScript
// on version 20, would load the package. routes.ts imports nothing.
import { APP_SHELL_PATTERNS } from '../../packages/domain/src/routes.ts';
import { deferredStyles } from './scripts/deferred-styles.mjs';
import { routePreloads } from './scripts/route-preloads.mjs';
import { serviceWorker } from './scripts/service-worker.mjs';

const SERVER_URL = process.env.RUEDA_SERVER_URL ?? 'http://localhost:8080';
const DEV_PORT = 5173;
/** The dev server's own origins: only requests from these may have their Origin rewritten. */
const DEV_ORIGINS = new Set([`http://localhost:${DEV_PORT}`, `http://127.0.0.1:${DEV_PORT}`]);

// better-auth refuses requests whose Origin it does not trust, and the server trusts its own port,
// not Vite's. The proxy therefore presents the dev page's requests as the server's own; requests
// from any other origin keep theirs, so the server's CSRF check still stops them.
const toServer: ProxyOptions = {
  target: SERVER_URL,
  changeOrigin: true,
  configure(proxy) {
    proxy.on('proxyReq', (proxyReq, req) => {
      const origin = req.headers.origin;
      if (origin && DEV_ORIGINS.has(origin)) proxyReq.setHeader('origin', new URL(SERVER_URL).origin);
    });
  },
};

/**
 * Decision 034: every text asset is also written brotli- and gzip-compressed, at build time and at the highest
 * levels, so the server sends the best form the browser accepts without compressing on each request. Small
 * files too (decision 034's addendum): the split leaves some fifty chunks under 1 KiB, a sign-in or a screen
 * loads thirty of them, and brotli halves each; the plugin skips a form no smaller.
 */
const precompressed = compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 0, logLevel: 'silent' });

/** In development, `/r/<token>` opens the repair link's page, as the server does in production (decision 052). */
const repairLinkPageInDev: Plugin = {
  name: 'rueda-repair-link-page',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      if (request.url && /^\/r\/[^/?#]+\/?(\?|$)/.test(request.url)) request.url = '/repair-link.html';
      next();
    });
  },
};

/** In development, `/book/<slug>` opens the workshop's booking page, as the server does in production (decision 053). */
const bookingPageInDev: Plugin = {
  name: 'rueda-booking-page',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      if (request.url && /^\/book\/[^/?#]+\/?(\?|$)/.test(request.url)) request.url = '/book.html';
      next();
    });
  },
};

/**
 * In development, `/auth/login` opens the sign-in page, as the server renders it in production (decision 070); its
 * reset-password mode stays the staff app's.
 */
const signInPageInDev: Plugin = {
  name: 'rueda-sign-in-page',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      const address = request.url ? new URL(request.url, 'http://dev') : null;
      if (address && /^\/auth\/login\/?$/.test(address.pathname) && address.searchParams.get('mode') !== 'resetPassword')
        request.url = '/sign-in.html';
      next();
    });
  },
};

/**
 * Decision 076: the staff app installs as an app and starts offline. Workbox writes dist/sw.js once the build is written
 * (not in the render module's `--ssr` build), keeping index.html, boot.js, the icons and every script and style sheet
 * the staff app may load. The manifest is public/manifest.webmanifest, which index.html alone links; the page registers
 * the worker itself (features/app-update), after its first paint.
 */
const serviceWorkerAfterTheBuild = serviceWorker({ appPagePatterns: APP_SHELL_PATTERNS });

/**
 * React Router's production build in the app's bundle (decision 068's addendum): the package's default export is its
 * development build, with warnings a user never sees; 0.4–0.5 KB of every page but the sign-in page's. The tests and the
 * development server keep the default, whose warnings are for them.
 */
const reactRouterProductionBuild: Plugin = {
  name: 'rueda-react-router-production',
  apply: 'build',
  enforce: 'pre',
  resolveId(source) {
    return source === 'react-router' ? fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/')) : null;
  },
};

export default defineConfig({
  // The route map goes into index.html before the compressed copies are written.
  plugins: [
    react(),
    reactRouterProductionBuild,
    routePreloads(),
    deferredStyles(),
    precompressed,
    serviceWorkerAfterTheBuild,
    repairLinkPageInDev,
    bookingPageInDev,
    signInPageInDev,
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: DEV_PORT,
    strictPort: true,
    proxy: { '/api': toServer, '/dev': toServer, '/pay': toServer },
  },
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: which chunks each module needs, for the size budgets (scripts/budgets.mjs).
    manifest: true,
    emptyOutDir: true,
    rolldownOptions: {
      // Decision 052: the customer's repair link is a page of its own (`/r/<token>`), with
      // its own small React tree and none of the staff app's code.
      // Decision 053: so is the workshop's booking page (`/book/<slug>`), built as dist/book.html.
      // Decision 070: the sign-in page too (`/auth/login`, dist/sign-in.html), rendered on the server.
      input: { main: 'index.html', repairLink: 'repair-link.html', booking: 'book.html', signIn: 'sign-in.html' },
      output: {
        // Decision 036: React and ReactDOM, which every page runs, are one chunk that stays cached across
        // releases; the router is another (decision 068), since the customers' pages (`/r/…`, `/book/…`) run
        // React without it. Everything else (Mantine's components among it) is split by the screens that
        // use it, so the sign-in page loads none of the board's, the calendar's or the charts' code (decision 026
        // kept the calendar and the charts out of the shared groups; with no such groups left, they stay with
        // their screens by themselves). apps/web/package.json's `sideEffects` lets a feature's index.ts re-export
        // its whole face without dragging it all into whichever chunk imports one name from it.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 3 },
            // Decision 068: Mantine's core (the provider, Box, the styles API), which every page runs from its
            // first paint, is one chunk too, so the way the screens share the components no longer cuts it in pieces.
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]/, priority: 2 },
          ],
        },
      },
    },
  },
});
