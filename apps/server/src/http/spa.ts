// Serves the built web app: files from apps/web/dist, index.html for every client route, and a JSON
// 404 for unknown /api paths.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { SERVER_FOLDER } from './customer-pages-render.ts';

/**
 * Files of the build the browser asks for by name, never pages (decision 076): the service worker, Workbox's runtime if
 * it is ever written beside it, and the web app manifest. Missing from the build, each is a 404 that says so, not the
 * app's page answered as a worker script or a manifest.
 */
const BUILD_FILES = /^\/(sw\.js|workbox-[\w-]+\.js|manifest\.webmanifest)$/;

export async function registerSpa(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const hasSpa = distDir !== undefined && existsSync(path.join(distDir, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      // docs/decisions/067: the customers' pages' render module is the server's to run, not a browser's to fetch.
      allowedPath: (pathName) => !pathName.startsWith(`/${SERVER_FOLDER}/`),
      // docs/product.md §26.2: the build wrote .br and .gz beside each asset; the browser gets the best it accepts,
      // with `vary: accept-encoding`.
      preCompressed: true,
      // Vite names assets by content hash, so they never change; index.html always revalidates, as the service worker
      // and the manifest must, or a browser would keep an old version for as long as it was told (decision 076).
      setHeaders(res, filePath) {
        res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // The app's own address: static's `index: false` would refuse the root as a directory (403).
  if (hasSpa)
    app.get('/', (request, reply) => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html'));

  // The customers' pages (`/r/<token>`, `/book/<slug>`) are http/customer-pages.ts's, rendered on the server.

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.status(404).send({ error: { status: 'NOT_FOUND', message: `Nothing is at ${request.method} ${pathname}.` } });
    }
    if (BUILD_FILES.test(pathname)) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    if ((request.method === 'GET' || request.method === 'HEAD') && hasSpa) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    if (!hasSpa && request.method === 'GET') {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }
    return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  });
}
