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
import {
  fillTemplate,
  loadRenderer,
  readTemplate,
  type CustomerPagesRenderer,
  type PageLanguage,
  type RenderedPage,
} from './customer-pages-render.ts';

export interface CustomerPagesOptions {
  /** The web build (apps/web/dist), its render module beside it. */
  distDir: string;
  db: Db;
  clock: () => Date;
  availability: DatabaseAvailability;
  publicRateLimit: Pick<PublicRateLimit, 'take'>;
  formTokens: BookingFormTokens;
}

/** One customer's page: its address, template, bucket and headers, what it reads and how it renders. */
interface CustomerPage<T> {
  prefix: 'r' | 'book';
  template: string;
  bucket: PublicBucket;
  headers: Record<string, string>;
  /** The workshop the address's key names (not-found when it names no live page). */
  workshopOf: (key: string, now: Date) => Promise<string>;
  /** What the page shows. */
  read: (key: string, now: Date) => Promise<T>;
  readyState: (value: T) => unknown;
  notFoundState: unknown;
  render: (renderer: CustomerPagesRenderer, data: { language: PageLanguage; logoUrl: string | null; state: unknown }) => RenderedPage;
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

  /** The workshop's logo version for the page whose address names `key`, read beside the page's own data. */
  async function readWithLogo<T>(page: CustomerPage<T>, key: string, now: Date): Promise<{ value: T; logo: string | null }> {
    const [value, logo] = await Promise.all([
      page.read(key, now),
      page.workshopOf(key, now).then(async (workshopId) => versionOf(await logoUpdatedAt(db, workshopId))),
    ]);
    return { value, logo };
  }

  /** `/<prefix>/<key>` answers the page rendered, `/<prefix>/<key>/logo` its workshop's logo; nothing else is the customer's. */
  function servePage<T>(page: CustomerPage<T>): void {
    site.get(`/${page.prefix}/*`, async (request, reply) => {
      for (const [name, value] of Object.entries(page.headers)) reply.header(name, value);
      const rest = (request.params as { '*': string })['*'];
      const logo = /^([^/]+)\/logo$/.exec(rest);
      if (logo) {
        const key = logo[1]!;
        return sendLogo(reply, await read(page.bucket, request, async (now) => logoOf(await page.workshopOf(key, now))));
      }
      // A final slash too: some messaging apps add one to the links they show.
      const key = /^([^/]+)\/?$/.exec(rest)?.[1];
      // No other address under the prefix is the customer's: the staff app's, as before.
      if (!key) return reply.callNotFound();
      if (!renderer) return reply.type('text/html; charset=utf-8').send(page.template);
      const outcome = await read(page.bucket, request, (now) => readWithLogo(page, key, now));
      const language = renderer.pickLanguage(request.headers.cookie, request.headers['accept-language']);
      const state =
        outcome.kind === 'ready'
          ? page.readyState(outcome.value.value)
          : outcome.kind === 'not-found'
            ? page.notFoundState
            : { kind: 'error', isTooMany: outcome.kind === 'too-many' };
      const logoUrl =
        outcome.kind === 'ready' && outcome.value.logo ? `/${page.prefix}/${encodeURIComponent(key)}/logo?v=${outcome.value.logo}` : null;
      return sendPage(reply, page.template, STATUS[outcome.kind], (pages) => page.render(pages, { language, logoUrl, state }));
    });
  }

  // docs/product.md §21.6: the repair link; its address carries the token, so no Referer takes it on and no search engine keeps it.
  if (repairTemplate)
    servePage({
      prefix: 'r',
      template: repairTemplate,
      bucket: 'repairLinkRead',
      headers: { 'cache-control': 'no-cache', 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex, nofollow' },
      workshopOf: async (token, now) => (await liveLinkOf(db, token, now)).workshopId,
      read: (token, now) => readPublicRepair(db, token, now),
      readyState: (repair) => ({ kind: 'ready', repair, hasJustAnswered: false }),
      notFoundState: { kind: 'invalid' },
      render: (pages, data) => pages.renderRepairLinkPage(data),
    });

  // docs/product.md §22.7: the booking page, its form token issued as publicBookingOptions issues it.
  if (bookingTemplate)
    servePage({
      prefix: 'book',
      template: bookingTemplate,
      bucket: 'bookingRead',
      headers: { 'cache-control': 'no-cache' },
      workshopOf: async (slug, now) => (await bookingWorkshopOf(db, slug, now)).id,
      read: (slug, now) => publicBookingOptions(db, slug, now, (workshopId) => formTokens.issue(workshopId, now)),
      readyState: (options) => ({ kind: 'ready', options }),
      notFoundState: { kind: 'not-found' },
      render: (pages, data) => pages.renderBookingPage(data),
    });
}
