// The billing portal page, its actions (cancel at the period's end, resume, change the card, update the
// billing address) and its invoices' PDFs. The portal session names the customer; the customer names
// the workshop (Stripe's metadata), and only that workshop's invoices are listed or served.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { readBookingSettings } from '../../../data/booking-settings.ts';
import { invoiceFileName, renderInvoicePdf } from '../../invoice-pdf.ts';
import { findInvoice, listInvoices } from '../../invoices.ts';
import type { LocalPay } from '../index.ts';
import { LocalPayError } from '../support.ts';
import { PayError, parseBody } from './errors.ts';
import { portalPage, type PortalOutcome } from './portal-page.ts';
import { sendJson, sendNotice, sendPage } from './replies.ts';
import { ZEmptyBodySchema, ZInvoiceIdSchema, ZPortalAddressBodySchema, ZPortalCardBodySchema, ZPortalSessionIdSchema } from './schemas.ts';
import { languageOfRequest, PAY_TEXTS_ES, pageLanguage } from './texts.ts';

interface Params {
  Params: { portalSessionId: string };
}

const OUTCOMES = Object.keys(PAY_TEXTS_ES.portal.done) as PortalOutcome[];

function portalSessionIdOf(value: string): string {
  const parsed = ZPortalSessionIdSchema.safeParse(value);
  if (!parsed.success) throw new PayError('not-found', 'This portal session does not exist.');
  return parsed.data;
}

/** The page a refused portal session gets: unknown, ended because its opener no longer manages the subscription, or gone. */
function portalRefusal(request: FastifyRequest, reply: FastifyReply, error: LocalPayError) {
  if (error.reason === 'not-found') return sendNotice(request, reply, 404, 'notFound');
  if (error.reason === 'ended') return sendNotice(request, reply, 403, 'portalEnded');
  return sendNotice(request, reply, 410, 'portalGone');
}

export function registerPortalRoutes(pay: FastifyInstance, local: LocalPay, db: Db): void {
  pay.get<Params & { Querystring: { done?: string } }>('/portal/:portalSessionId', async (request, reply) => {
    const parsed = ZPortalSessionIdSchema.safeParse(request.params.portalSessionId);
    if (!parsed.success) return sendNotice(request, reply, 404, 'notFound');
    try {
      const session = await local.portal.sessionOf(parsed.data);
      const state = await local.provider.retrieveCustomerState(session.customerId);
      if (!state) return sendNotice(request, reply, 404, 'notFound');
      const [invoices, settings] = await Promise.all([listInvoices(db, session.workshopId), readBookingSettings(db, session.workshopId)]);
      const done = OUTCOMES.find((outcome) => outcome === request.query.done) ?? null;
      const lang = pageLanguage(languageOfRequest(request), settings.timeZone);
      return sendPage(reply, portalPage(lang, { sessionId: parsed.data, returnUrl: session.returnUrl, state, invoices, done }));
    } catch (error) {
      if (!(error instanceof LocalPayError)) throw error;
      return portalRefusal(request, reply, error);
    }
  });

  pay.post<Params>('/portal/:portalSessionId/cancel', { bodyLimit: 1024 }, async (request, reply) => {
    const id = portalSessionIdOf(request.params.portalSessionId);
    parseBody(ZEmptyBodySchema, request.body);
    await local.portal.cancelAtPeriodEnd(id);
    return sendJson(reply, { status: 'canceled' });
  });

  pay.post<Params>('/portal/:portalSessionId/resume', { bodyLimit: 1024 }, async (request, reply) => {
    const id = portalSessionIdOf(request.params.portalSessionId);
    parseBody(ZEmptyBodySchema, request.body);
    await local.portal.resume(id);
    return sendJson(reply, { status: 'resumed' });
  });

  pay.post<Params>('/portal/:portalSessionId/card', { bodyLimit: 4 * 1024 }, async (request, reply) => {
    const id = portalSessionIdOf(request.params.portalSessionId);
    const body = parseBody(ZPortalCardBodySchema, request.body);
    const result = await local.portal.changeDefaultCard(id, body.card);
    return sendJson(reply, result.status === 'saved' ? { status: 'saved' } : result);
  });

  pay.post<Params>('/portal/:portalSessionId/address', { bodyLimit: 4 * 1024 }, async (request, reply) => {
    const id = portalSessionIdOf(request.params.portalSessionId);
    const body = parseBody(ZPortalAddressBodySchema, request.body);
    await local.portal.updateBillingAddress(id, body.billingAddress);
    return sendJson(reply, { status: 'saved' });
  });

  pay.get<{ Params: { portalSessionId: string; file: string } }>('/portal/:portalSessionId/invoices/:file', async (request, reply) => {
    const portalSessionId = ZPortalSessionIdSchema.safeParse(request.params.portalSessionId);
    const invoiceId = ZInvoiceIdSchema.safeParse(request.params.file.replace(/\.pdf$/, ''));
    if (!portalSessionId.success || !invoiceId.success || !request.params.file.endsWith('.pdf')) {
      return sendNotice(request, reply, 404, 'notFound');
    }
    try {
      const session = await local.portal.sessionOf(portalSessionId.data);
      // Another workshop's invoice is as absent as one that does not exist.
      const invoice = await findInvoice(db, session.workshopId, invoiceId.data);
      if (!invoice) return sendNotice(request, reply, 404, 'notFound');
      const language = languageOfRequest(request);
      const pdf = await renderInvoicePdf(invoice, language, (await readBookingSettings(db, session.workshopId)).timeZone);
      // The number is Rueda's ("2026-000001"); only its letters, digits and dashes reach the header.
      const fileName = invoiceFileName(invoice, language).replace(/[^\w.-]/g, '');
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .type('application/pdf')
        .send(pdf);
    } catch (error) {
      if (!(error instanceof LocalPayError)) throw error;
      return portalRefusal(request, reply, error);
    }
  });
}
