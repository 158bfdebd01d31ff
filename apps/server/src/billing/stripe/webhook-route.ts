// Stripe's webhooks (decision 014, docs/stripe.md): POST /api/webhooks/stripe. The signature is checked
// on the raw body; each event is handled once by its id (provider_events); an event only says which
// customer changed, and billing re-reads that customer from Stripe. So events delivered twice or out of
// order end in Stripe's current state, and a forged payload can change nothing.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import type { Db } from '../../db/client.ts';
import { providerEvents } from '../../db/schema.ts';
import { idOf } from './customer-state.ts';

export const STRIPE_WEBHOOK_PATH = '/api/webhooks/stripe';

/** The events to select for the endpoint in Stripe's Dashboard (docs/stripe.md lists the same). */
export const STRIPE_WEBHOOK_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'invoice.payment_action_required',
  'payment_method.attached',
  'payment_method.detached',
  'customer.updated',
] as const satisfies readonly Stripe.Event.Type[];

/** The customer an event is about, or null for an event Rueda does not handle. */
export function customerOfEvent(event: Stripe.Event): string | null {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'invoice.paid':
    case 'invoice.payment_failed':
    case 'invoice.payment_action_required':
    case 'payment_method.attached':
      return idOf(event.data.object.customer);
    case 'payment_method.detached':
      // A detached card names no customer any more; the event keeps the one it had.
      return idOf(event.data.previous_attributes?.customer);
    case 'customer.updated':
      return event.data.object.id;
    default:
      return null;
  }
}

export interface StripeWebhookOptions {
  db: Db;
  /** The server's clock: a signature's age is measured on it, as every other time is. */
  clock: () => Date;
  webhookSecret: string;
  /** Re-reads the customer at Stripe and writes Rueda's mirror; nothing for a customer Rueda does not know. */
  syncCustomer(customerId: string): Promise<void>;
}

export async function registerStripeWebhookRoute(app: FastifyInstance, options: StripeWebhookOptions): Promise<void> {
  const { db, clock, webhookSecret, syncCustomer } = options;
  // A scope of its own: only here is a JSON body kept as the bytes Stripe signed.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw new Error('no signature or no body');
        // Stripe's default tolerance (300 s) against a replayed request, measured on the server's clock.
        event = Stripe.webhooks.constructEvent(request.body, signature, webhookSecret, undefined, undefined, clock().getTime());
      } catch (error) {
        request.log.warn({ err: error }, 'a Stripe webhook with a bad or stale signature was refused');
        return reply.status(400).send({ error: 'invalid-signature' });
      }

      // Recorded first, so a second delivery of the same event finds it and does nothing.
      const recorded = await db
        .insert(providerEvents)
        .values({ id: event.id, provider: 'stripe', type: event.type, received: clock() })
        .onConflictDoNothing({ target: providerEvents.id })
        .returning({ id: providerEvents.id });
      if (recorded.length === 0) return reply.send({ received: true, duplicate: true });

      // An event Rueda does not handle still answers 2xx: Stripe retries anything else for days and
      // finally disables the endpoint. It stays recorded, so a retry is a duplicate.
      const customerId = customerOfEvent(event);
      if (customerId) {
        try {
          await syncCustomer(customerId);
        } catch (error) {
          // Not handled after all: forget it, and let Stripe's retry (on this 500) try again. The answer
          // is Rueda's own: a Stripe error carries Stripe's response headers, which Fastify would copy.
          await db.delete(providerEvents).where(eq(providerEvents.id, event.id));
          request.log.error({ err: error, event: event.id, customer: customerId }, 'a Stripe webhook could not be handled');
          return reply.status(500).send({ error: 'sync-failed' });
        }
      }
      return reply.send({ received: true });
    });
  });
}
