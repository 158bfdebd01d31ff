import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { compression } from 'vite-plugin-compression2';

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
 * Decision 026: the calendar and the charts, with what only they use, stay out of the groups every page
 * loads, so they come with their screens (booking, dashboard) in chunks of their own.
 */
const LAZY_ONLY =
  /node_modules[\\/](@fullcalendar|@full-ui|temporal-polyfill|preact|recharts|victory-vendor|d3-[a-z-]+|internmap|@reduxjs|react-redux|redux|redux-thunk|immer|reselect|decimal\.js-light|eventemitter3|tiny-invariant|es-toolkit|@mantine[\\/]charts)[\\/]/;

/**
 * Issue 15 point 1 (decision 034): every text asset is also written brotli- and gzip-compressed, at build
 * time and at the highest levels, so the server sends the best form the browser accepts without compressing
 * on each request. Below 1 KiB compression saves nothing worth a second file.
 */
const precompressed = compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' });

export default defineConfig({
  plugins: [react(), precompressed],
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
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 3 },
            { name: 'mantine', test: (id) => /node_modules[\\/](@mantine|@floating-ui)[\\/]/.test(id) && !LAZY_ONLY.test(id), priority: 2 },
            { name: 'vendor', test: (id) => /node_modules[\\/]/.test(id) && !LAZY_ONLY.test(id), priority: 1 },
          ],
        },
      },
    },
  },
});
