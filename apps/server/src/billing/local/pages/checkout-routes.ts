// The checkout page and what it posts: the card and billing address (completeCheckout), and the card's
// extra confirmation (confirmPayment), which local.js posts for this page and for the web app alike.
import { CARD_MESSAGES } from '@rueda/domain';
import type { FastifyInstance } from 'fastify';
import { readBookingSettings } from '../../../data/booking-settings.ts';
import type { Db } from '../../../db/client.ts';
import type { LocalPay } from '../index.ts';
import { LocalPayError } from '../support.ts';
import { checkoutPage } from './checkout-page.ts';
import { PayError, parseBody } from './errors.ts';
import { ZCheckoutBodySchema, ZCheckoutSessionIdSchema, ZConfirmBodySchema } from './schemas.ts';
import { sendJson, sendNotice, sendPage } from './replies.ts';
import { languageOfRequest, pageLanguage } from './texts.ts';

/** Which field a refusal of the provider's is about, so the page can mark it. */
const FIELD_OF_MESSAGE: Record<string, string> = {
  [CARD_MESSAGES.incorrectNumber]: 'card.number',
  [CARD_MESSAGES.invalidExpiry]: 'card.expiry',
  [CARD_MESSAGES.expired]: 'card.expiry',
  [CARD_MESSAGES.invalidCvc]: 'card.cvc',
};

export function registerCheckoutRoutes(pay: FastifyInstance, local: LocalPay, db: Db): void {
  pay.get<{ Params: { sessionId: string } }>('/checkout/:sessionId', async (request, reply) => {
    const sessionId = ZCheckoutSessionIdSchema.safeParse(request.params.sessionId);
    if (!sessionId.success) return sendNotice(request, reply, 404, 'notFound');
    try {
      const checkout = await local.describeCheckout(sessionId.data);
      // Its dates (the first charge's) on the workshop's clock, as the portal's (docs/product.md §1).
      const { timeZone } = await readBookingSettings(db, checkout.workshopId);
      return sendPage(reply, checkoutPage(pageLanguage(languageOfRequest(request), timeZone), sessionId.data, checkout));
    } catch (error) {
      if (!(error instanceof LocalPayError)) throw error;
      // An unknown session is absent; an expired or paid one is gone. Neither page says more.
      return error.reason === 'not-found' ? sendNotice(request, reply, 404, 'notFound') : sendNotice(request, reply, 410, 'checkoutGone');
    }
  });

  pay.post<{ Params: { sessionId: string } }>('/checkout/:sessionId', { bodyLimit: 8 * 1024 }, async (request, reply) => {
    const sessionId = ZCheckoutSessionIdSchema.safeParse(request.params.sessionId);
    if (!sessionId.success) throw new PayError('not-found', 'This checkout does not exist.');
    const body = parseBody(ZCheckoutBodySchema, request.body);
    // The name on the card is asked for as Stripe asks for it; the local provider keeps no more of a card than its brand and last four digits.
    const result = await local.completeCheckout(sessionId.data, body.card, body.billingAddress);
    if (result.status === 'declined') {
      const field = FIELD_OF_MESSAGE[result.message];
      return sendJson(reply, { status: 'declined', message: result.message, ...(field ? { field } : {}) });
    }
    return sendJson(reply, result);
  });

  pay.post('/confirm', { bodyLimit: 1024 }, async (request, reply) => {
    const body = parseBody(ZConfirmBodySchema, request.body);
    const result = await local.confirmPayment(body.clientSecret, body.approve);
    return sendJson(reply, result.status === 'succeeded' ? { status: 'succeeded' } : result);
  });
}
