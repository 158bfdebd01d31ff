// Rueda on PAYMENTS_PROVIDER=stripe against the fake Stripe API (stripe-fake.ts), and Stripe's webhooks
// signed as Stripe signs them, with the SDK's own test-signature helper.
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { expect } from 'vitest';
import { subscriptions } from '../src/db/schema.ts';
import { startStripeFake, stripeId, type StripeFake } from './stripe-fake.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import type { Workshop } from './workshop-fixture.ts';

/** Test-mode values in Stripe's formats; the price is the recorded one (subscription-active.json). */
export const STRIPE_ENV = {
  PAYMENTS_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_51SDgXwKp7RvW2xYzRuedaTestKeyNotReal',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_51SDgXwKp7RvW2xYzRuedaTestKeyNotReal',
  STRIPE_WEBHOOK_SECRET: 'whsec_RuedaTestWebhookSecretNotReal',
  STRIPE_PRICE_ID: 'price_1SDgZxKp7RvW2xYzH3kLmN8q',
} as const;

export async function startStripeServer(): Promise<{ server: TestServer; fake: StripeFake }> {
  const fake = await startStripeFake();
  const server = await startTestServer({ env: { ...STRIPE_ENV, STRIPE_API_BASE: fake.url } });
  const close = server.close;
  server.close = async () => {
    await close();
    await fake.close();
  };
  return { server, fake };
}

/** The workshop's customer at Stripe, as Rueda recorded it. */
export async function customerOf(server: TestServer, workshopId: string): Promise<string> {
  const [row] = await server.database.db.select().from(subscriptions).where(eq(subscriptions.workshopId, workshopId));
  if (!row) throw new Error(`workshop ${workshopId} has no customer yet`);
  return row.customerId;
}

/** A Stripe event as Stripe sends it (fixtures/stripe/event.json) around `object`. */
export function stripeEvent(fake: StripeFake, type: string, object: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const template = fake.object('event', '');
  const id = stripeId('evt_1', 23);
  return { id, payload: JSON.stringify({ ...template, id, type, data: { object, ...extra } }, null, 2) };
}

/** An event about a customer whose payload is the recorded object `name`. */
export function eventAbout(fake: StripeFake, type: string, name: string, customerId: string) {
  return stripeEvent(fake, type, fake.object(name, customerId));
}

export interface Delivery {
  secret?: string;
  /** Unix seconds; the server's clock by default. */
  timestamp?: number;
  /** A header as it arrives, instead of a computed one. */
  header?: string;
}

/** POST /api/webhooks/stripe, signed with Stripe.webhooks.generateTestHeaderString. */
export async function deliver(server: TestServer, payload: string, delivery: Delivery = {}) {
  const timestamp = delivery.timestamp ?? Math.floor(server.clock.now().getTime() / 1000);
  const header =
    delivery.header ??
    Stripe.webhooks.generateTestHeaderString({ payload, secret: delivery.secret ?? STRIPE_ENV.STRIPE_WEBHOOK_SECRET, timestamp });
  const response = await fetch(`${server.url}/api/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
    body: payload,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Moves the server's clock forward to `instant` (never back). */
export function advanceTo(server: TestServer, instant: Date) {
  const offset = instant.getTime() - server.clock.now().getTime();
  if (offset > 0) server.clock.advance(offset);
}

/** A checkout paid at Stripe's hosted page, announced by its webhook and confirmed by the admin. */
export async function subscribeAtStripe(server: TestServer, fake: StripeFake, shop: Workshop) {
  const { sessionId } = await shop.admin.ok('callablesCreateCheckoutSession', { planId: 'workshop-pro' });
  const customerId = await customerOf(server, shop.id);
  fake.completeCheckout(sessionId);
  const completed = eventAbout(fake, 'checkout.session.completed', 'checkout-session-complete', customerId);
  expect((await deliver(server, completed.payload)).status).toBe(200);
  expect(await shop.admin.ok('callablesConfirmCheckoutSession', { sessionId })).toEqual({ success: true });
  return { sessionId, customerId };
}
