// The local provider's public surfaces (decision 014), under /pay in the site scope, which gives them
// helmet's headers and its CSP: the checkout and portal pages, their JSON endpoints, the card
// confirmation script and the pages' files. The session id in the address is the only credential, so
// every request is counted per client address (decision 015), every body is checked before anything
// is read or written, and pages are never stored by a cache or sent on as a referrer.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { LocalPay } from '../index.ts';
import { LocalPayError } from '../support.ts';
import { ASSET_NAMES, loadAssets, type AssetName } from './assets.ts';
import { registerCheckoutRoutes } from './checkout-routes.ts';
import { PayError, payErrorOf, sendPayError } from './errors.ts';
import { registerPortalRoutes } from './portal-routes.ts';
import { sendNotice } from './replies.ts';

export interface LocalPayPagesOptions {
  db: Db;
  /** Requests one client address may make per minute across /pay/*: reads (GET, HEAD) and the rest. */
  limits: { getsPerMinute: number; postsPerMinute: number };
}

const MINUTE_MS = 60_000;
/** Assets change only with a release, and their links carry their hash. */
const ASSET_CACHE = 'public, max-age=300';

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

export async function registerLocalPayPages(site: FastifyInstance, local: LocalPay, options: LocalPayPagesOptions): Promise<void> {
  const assets = loadAssets();
  await site.register(
    async (pay) => {
      // Counted in this instance's memory: with several instances each counts its own share (decision 015).
      await pay.register(rateLimit, { global: false });
      const reads = pay.createRateLimit({ max: options.limits.getsPerMinute, timeWindow: MINUTE_MS });
      const writes = pay.createRateLimit({ max: options.limits.postsPerMinute, timeWindow: MINUTE_MS });

      pay.addHook('onRequest', async (request, reply) => {
        reply.header('referrer-policy', 'no-referrer').header('x-robots-tag', 'noindex, nofollow');
        const limit = await (isRead(request) ? reads : writes)(request);
        if (limit.isAllowed || !limit.isExceeded) return;
        reply.header('retry-after', String(Math.max(1, limit.ttlInSeconds)));
        if (isRead(request)) return sendNotice(request, reply, 429, 'tooMany');
        return sendPayError(reply, new PayError('resource-exhausted', 'Too many requests from this address; try again later.'));
      });

      pay.setErrorHandler((error, request, reply) => {
        if (error instanceof PayError) return sendPayError(reply, error);
        if (error instanceof LocalPayError)
          return sendPayError(reply, payErrorOf(error, request.url.startsWith('/pay/portal') ? 'portal' : 'checkout'));
        const statusCode = (error as { statusCode?: number }).statusCode ?? 500;
        // Not JSON, not parseable, too large: the caller's mistake, and nothing was read or written.
        if (statusCode >= 400 && statusCode < 500) {
          return sendPayError(
            reply,
            new PayError('invalid-argument', 'The request body must be a JSON object.', [
              { field: 'body', message: 'Expected a JSON object.' },
            ]),
          );
        }
        request.log.error({ err: error }, 'a payment page failed');
        if (isRead(request)) return sendNotice(request, reply, 500, 'unexpected');
        return sendPayError(reply, new PayError('internal', 'Internal error.'));
      });

      pay.setNotFoundHandler((request, reply) =>
        isRead(request) ? sendNotice(request, reply, 404, 'notFound') : sendPayError(reply, new PayError('not-found', 'Nothing is here.')),
      );

      const sendAsset = (reply: FastifyReply, name: AssetName) => {
        const asset = assets.get(name)!;
        return reply.header('cache-control', ASSET_CACHE).type(asset.type).send(asset.body);
      };
      // The web app loads this address (apps/web/src/features/subscription/payment-confirmation.ts).
      pay.get('/local.js', (_request, reply) => sendAsset(reply, 'local.js'));
      pay.get<{ Params: { name: string } }>('/assets/:name', (request, reply) => {
        const name = ASSET_NAMES.find((candidate) => candidate === request.params.name);
        return name ? sendAsset(reply, name) : sendNotice(request, reply, 404, 'notFound');
      });

      registerCheckoutRoutes(pay, local, options.db);
      registerPortalRoutes(pay, local, options.db);
    },
    { prefix: '/pay' },
  );
}
