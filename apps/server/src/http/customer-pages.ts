// docs/decisions/067: the customers' pages answer with their content. `/r/<token>` (docs/product.md §21, decision
// 052) and `/book/<slug>` (§22, decision 053) are read here from the same services as their public functions and
// counted on the same per-address buckets (`repairLinkRead`, `bookingRead`, docs/product.md §27.1), by the address
// Fastify resolved (TRUST_PROXY), then rendered by the web build's render module into the built page. A token or
// slug that is not live answers 404 with the same page whatever the reason; past the limit, 429. The workshop's
// logo is served under the page's own address (`…/logo?v=<version>`), which names no workshop, on the same bucket:
// it answers whether a token is live, so it must not add to what one address may try.
import { FunctionError } from '@rueda/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PublicBucket, PublicRateLimit } from '../data/public-rate-limit.ts';
import { logoUpdatedAt, readLogo } from '../data/workshop-logo.ts';
import type { DatabaseAvailability } from '../db/availability.ts';
import type { Db } from '../db/client.ts';
import { toFunctionError } from '../functions/errors.ts';
import type { BookingFormTokens } from '../services/booking-form-tokens.ts';
import { bookingWorkshopOf, publicBookingOptions } from '../services/public-booking.ts';
import { liveLinkOf, readPublicRepair } from '../services/public-repair-links.ts';
import { fillTemplate, loadRenderer, readTemplate, type CustomerPagesRenderer, type RenderedPage } from './customer-pages-render.ts';

export interface CustomerPagesOptions {
  /** The web build (apps/web/dist), its render module beside it. */
  distDir: string;
  db: Db;
  clock: () => Date;
  availability: DatabaseAvailability;
  publicRateLimit: Pick<PublicRateLimit, 'take'>;
  formTokens: BookingFormTokens;
}

type Read<T> = { kind: 'ready'; value: T } | { kind: 'not-found' } | { kind: 'too-many' } | { kind: 'failed' };

/** The status each outcome answers with. */
const STATUS: Record<Read<unknown>['kind'], number> = { ready: 200, 'not-found': 404, 'too-many': 429, failed: 503 };

/** The logo's address part that changes with each new logo. */
const versionOf = (updatedAt: Date | undefined) => (updatedAt ? updatedAt.getTime().toString(36) : null);

export async function registerCustomerPages(site: FastifyInstance, options: CustomerPagesOptions): Promise<void> {
  const { distDir, db, clock, availability, publicRateLimit, formTokens } = options;
  const repairTemplate = readTemplate(distDir, 'repair-link.html');
  const bookingTemplate = readTemplate(distDir, 'book.html');
  const renderer = await loadRenderer(distDir).catch((error: unknown) => {
    site.log.warn({ err: error }, 'the customers’ pages render in the browser: their render module did not load');
    return null;
  });

  /** The request counted on `bucket`, then `work`, as an outcome: nothing thrown reaches the page but its kind. */
  async function read<T>(bucket: PublicBucket, request: FastifyRequest, work: (now: Date) => Promise<T>): Promise<Read<T>> {
    const now = clock();
    try {
      await availability.guard(publicRateLimit.take(bucket, request.ip, now));
      return { kind: 'ready', value: await availability.guard(work(now)) };
    } catch (thrown) {
      const { error, unexpected } = toFunctionError(thrown);
      if (error.code === 'not-found') return { kind: 'not-found' };
      if (error.code === 'resource-exhausted') return { kind: 'too-many' };
      if (error.code === 'unavailable') availability.suspect();
      else if (unexpected) request.log.error({ err: thrown }, 'a customer page could not be read');
      return { kind: 'failed' };
    }
  }

  /** The page rendered into its template, or the template as it is (the browser renders it) if rendering failed. */
  function sendPage(reply: FastifyReply, template: string, status: number, render: (renderer: CustomerPagesRenderer) => RenderedPage) {
    let html = template;
    if (renderer)
      try {
        html = fillTemplate(template, render(renderer), renderer);
      } catch (error) {
        reply.log.error({ err: error }, 'a customer page could not be rendered');
      }
    return reply.status(status).header('vary', 'Accept-Language, Cookie').type('text/html; charset=utf-8').send(html);
  }

  /** A logo found: the PNG, kept by the browser (its address changes with it); anything else, its status alone. */
  function sendLogo(reply: FastifyReply, outcome: Read<Buffer>) {
    if (outcome.kind !== 'ready') return reply.status(STATUS[outcome.kind]).type('text/plain; charset=utf-8').send('Not available');
    return reply
      .header('content-type', 'image/png')
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .send(outcome.value);
  }

  async function logoOf(workshopId: string): Promise<Buffer> {
    const logo = await readLogo(db, workshopId);
    if (!logo) throw new FunctionError('not-found', 'No logo.');
    return logo.image;
  }

  if (repairTemplate)
    // A final slash too: some messaging apps add one to the links they show.
    site.get('/r/*', async (request, reply) => {
      reply.header('cache-control', 'no-cache').header('referrer-policy', 'no-referrer').header('x-robots-tag', 'noindex, nofollow');
      const rest = (request.params as { '*': string })['*'];
      const logo = /^([^/]+)\/logo$/.exec(rest);
      if (logo) {
        const token = logo[1]!;
        return sendLogo(reply, await read('repairLinkRead', request, async (now) => logoOf((await liveLinkOf(db, token, now)).workshopId)));
      }
      const token = /^([^/]+)\/?$/.exec(rest)?.[1];
      // No other address under /r/ is the customer's: the staff app's, as before.
      if (!token) return reply.callNotFound();
      if (!renderer) return reply.type('text/html; charset=utf-8').send(repairTemplate);
      const outcome = await read('repairLinkRead', request, (now) => readRepairPage(token, now));
      const language = renderer.pickLanguage(request.headers.cookie, request.headers['accept-language']);
      const state =
        outcome.kind === 'ready'
          ? { kind: 'ready', repair: outcome.value.repair, hasJustAnswered: false }
          : outcome.kind === 'not-found'
            ? { kind: 'invalid' }
            : { kind: 'error', isTooMany: outcome.kind === 'too-many' };
      const logoUrl =
        outcome.kind === 'ready' && outcome.value.logo ? `/r/${encodeURIComponent(token)}/logo?v=${outcome.value.logo}` : null;
      return sendPage(reply, repairTemplate, STATUS[outcome.kind], (pages) => pages.renderRepairLinkPage({ language, logoUrl, state }));
    });

  /** The repair as its link shows it, and its workshop's logo's version. */
  async function readRepairPage(token: string, now: Date) {
    const [repair, logo] = await Promise.all([
      readPublicRepair(db, token, now),
      liveLinkOf(db, token, now).then(async (row) => versionOf(await logoUpdatedAt(db, row.workshopId))),
    ]);
    return { repair, logo };
  }

  if (bookingTemplate)
    site.get('/book/*', async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      const rest = (request.params as { '*': string })['*'];
      const logo = /^([^/]+)\/logo$/.exec(rest);
      if (logo) {
        const slug = logo[1]!;
        return sendLogo(reply, await read('bookingRead', request, async (now) => logoOf((await bookingWorkshopOf(db, slug, now)).id)));
      }
      const slug = /^([^/]+)\/?$/.exec(rest)?.[1];
      if (!slug) return reply.callNotFound();
      if (!renderer) return reply.type('text/html; charset=utf-8').send(bookingTemplate);
      const outcome = await read('bookingRead', request, (now) => readBookingPage(slug, now));
      const language = renderer.pickLanguage(request.headers.cookie, request.headers['accept-language']);
      const state =
        outcome.kind === 'ready'
          ? { kind: 'ready', options: outcome.value.options }
          : outcome.kind === 'not-found'
            ? { kind: 'not-found' }
            : { kind: 'error', isTooMany: outcome.kind === 'too-many' };
      const logoUrl =
        outcome.kind === 'ready' && outcome.value.logo ? `/book/${encodeURIComponent(slug)}/logo?v=${outcome.value.logo}` : null;
      return sendPage(reply, bookingTemplate, STATUS[outcome.kind], (pages) => pages.renderBookingPage({ language, logoUrl, state }));
    });

  /** What the booking page offers, its form token issued as publicBookingOptions does, and the logo's version. */
  async function readBookingPage(slug: string, now: Date) {
    const [options, logo] = await Promise.all([
      publicBookingOptions(db, slug, now, (workshopId) => formTokens.issue(workshopId, now)),
      bookingWorkshopOf(db, slug, now).then(async (workshop) => versionOf(await logoUpdatedAt(db, workshop.id))),
    ]);
    return { options, logo };
  }
}
