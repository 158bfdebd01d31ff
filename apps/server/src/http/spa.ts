// Serves the built web app: files from apps/web/dist, index.html for every client route, and a JSON
// 404 for unknown /api paths.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The customer's repair link page, the web app's second entry (apps/web/repair-link.html). */
const REPAIR_LINK_PAGE = 'repair-link.html';
/** docs/product.md §22.1: a workshop's online booking page, the third entry (apps/web/book.html). */
const BOOKING_PAGE = 'book.html';

export async function registerSpa(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const hasSpa = distDir !== undefined && existsSync(path.join(distDir, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      // docs/product.md §26.2: the build wrote .br and .gz beside each asset; the browser gets the best it accepts,
      // with `vary: accept-encoding`.
      preCompressed: true,
      // Vite names assets by content hash, so they never change; index.html always revalidates.
      setHeaders(res, filePath) {
        res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // The app's own address: static's `index: false` would refuse the root as a directory (403).
  if (hasSpa)
    app.get('/', (request, reply) => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html'));

  // docs/product.md §21 (decision 052): the customer's repair link is a page of its own, with none of the staff's
  // code. Its address carries the token: no Referer takes it to another site, and no search engine keeps it.
  if (hasSpa && distDir !== undefined && existsSync(path.join(distDir, REPAIR_LINK_PAGE)))
    // A final slash too: some messaging apps add one to the links they show.
    for (const route of ['/r/:token', '/r/:token/'])
      app.get(route, (request, reply) =>
        reply
          .header('cache-control', 'no-cache')
          .header('referrer-policy', 'no-referrer')
          .header('x-robots-tag', 'noindex, nofollow')
          .type('text/html; charset=utf-8')
          .sendFile(REPAIR_LINK_PAGE),
      );

  // docs/product.md §22.1: the workshop's public booking page; the slug is read by the page and looked up by its function.
  if (hasSpa && distDir !== undefined && existsSync(path.join(distDir, BOOKING_PAGE)))
    for (const route of ['/book/:slug', '/book/:slug/'])
      app.get(route, (request, reply) => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile(BOOKING_PAGE));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.status(404).send({ error: { status: 'NOT_FOUND', message: `Nothing is at ${request.method} ${pathname}.` } });
    }
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
