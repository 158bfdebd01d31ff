// POST /api/webhooks/stripe (decision 014, docs/stripe.md): a forged, stale or missing signature is
// refused with 400 and changes nothing; each event is handled once by its id; events delivered twice
// and out of order end in the same state as delivered once in order, because each one only names the
// customer and Rueda re-reads it from Stripe; an unknown event or customer answers 200 and changes
// nothing; a sync that fails answers 500 so Stripe retries, and the retry is handled.
import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerEvents, subscriptions } from '../src/db/schema.ts';
import type { StripeFake } from './stripe-fake.ts';
import { advanceTo, deliver, eventAbout, STRIPE_ENV, startStripeServer, stripeEvent, subscribeAtStripe } from './stripe-support.ts';
import type { TestServer } from './test-server.ts';
import { createWorkshop, type Workshop } from './workshop-fixture.ts';

let server: TestServer;
let fake: StripeFake;
let shop: Workshop;
let customerId: string;

beforeAll(async () => {
  ({ server, fake } = await startStripeServer());
  shop = await createWorkshop(server);
  ({ customerId } = await subscribeAtStripe(server, fake, shop));
});
afterAll(async () => server?.close());

const detailsOf = (workshop: Workshop) => workshop.admin.ok('callablesGetSubscriptionDetails', null);
type Details = Awaited<ReturnType<typeof detailsOf>>;
const mirrorRow = async (workshopId: string) =>
  (await server.database.db.select().from(subscriptions).where(eq(subscriptions.workshopId, workshopId)))[0];
const recordedEvent = async (id: string) => server.database.db.select().from(providerEvents).where(eq(providerEvents.id, id));

/** What a webhook may change, and proof that nothing did. */
async function snapshot(workshop: Workshop) {
  return { details: await detailsOf(workshop), mirror: await mirrorRow(workshop.id) };
}

describe('the signature', () => {
  it('refuses a payload signed with another secret, and changes nothing', async () => {
    fake.setScenario(customerId, 'pastDue');
    const before = await snapshot(shop);
    const requests = fake.requests.length;
    const event = eventAbout(fake, 'invoice.payment_failed', 'invoice-renewal-failed', customerId);
    expect(await deliver(server, event.payload, { secret: 'whsec_NotRuedasSecret' })).toEqual({
      status: 400,
      body: { error: 'invalid-signature' },
    });
    expect(await snapshot(shop)).toEqual(before);
    expect(await recordedEvent(event.id)).toEqual([]);
    expect(fake.requests.length).toBe(requests);
    fake.setScenario(customerId, 'active');
  });

  it('refuses a body changed after signing', async () => {
    const signed = eventAbout(fake, 'customer.subscription.updated', 'subscription-active', customerId);
    const header = Stripe.webhooks.generateTestHeaderString({
      payload: signed.payload,
      secret: STRIPE_ENV.STRIPE_WEBHOOK_SECRET,
      timestamp: Math.floor(server.clock.now().getTime() / 1000),
    });
    const forged = signed.payload.replace('"active"', '"canceled"');
    expect((await deliver(server, forged, { header })).status).toBe(400);
    expect(await recordedEvent(signed.id)).toEqual([]);
  });

  it('refuses a signature older than five minutes on the server’s clock', async () => {
    const event = eventAbout(fake, 'customer.subscription.updated', 'subscription-active', customerId);
    const now = Math.floor(server.clock.now().getTime() / 1000);
    expect((await deliver(server, event.payload, { timestamp: now - 301 })).status).toBe(400);
    expect(await recordedEvent(event.id)).toEqual([]);
    // Within Stripe's tolerance it is taken.
    expect((await deliver(server, event.payload, { timestamp: now - 240 })).status).toBe(200);
  });

  it('measures the signature’s age on the server’s clock, as tests move it', async () => {
    server.clock.advance(10 * 60 * 1000);
    const event = eventAbout(fake, 'customer.updated', 'customer', customerId);
    expect((await deliver(server, event.payload, { timestamp: Math.floor(Date.now() / 1000) })).status).toBe(400);
    expect((await deliver(server, event.payload)).status).toBe(200);
  });

  it('refuses a request without a signature', async () => {
    const event = eventAbout(fake, 'customer.updated', 'customer', customerId);
    expect((await deliver(server, event.payload, { header: '' })).status).toBe(400);
    const unsigned = await fetch(`${server.url}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: event.payload,
    });
    expect(unsigned.status).toBe(400);
  });
});

describe('each event once', () => {
  it('handles a second delivery of the same event as a duplicate, without asking Stripe again', async () => {
    const event = eventAbout(fake, 'customer.updated', 'customer', customerId);
    expect(await deliver(server, event.payload)).toEqual({ status: 200, body: { received: true } });
    const asked = fake.requestsAbout(customerId).length;
    expect(await deliver(server, event.payload)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(fake.requestsAbout(customerId).length).toBe(asked);
    expect(await recordedEvent(event.id)).toEqual([expect.objectContaining({ provider: 'stripe', type: 'customer.updated' })]);
  });

  it('answers 200 to an event type it does not handle, records it, and changes nothing', async () => {
    const before = await snapshot(shop);
    const requests = fake.requests.length;
    const event = stripeEvent(fake, 'product.updated', { id: 'prod_TA7uVx9QwErT2y', object: 'product', name: 'Workshop Pro' });
    expect(await deliver(server, event.payload)).toEqual({ status: 200, body: { received: true } });
    expect(await snapshot(shop)).toEqual(before);
    expect(fake.requests.length).toBe(requests);
    expect(await recordedEvent(event.id)).toEqual([expect.objectContaining({ type: 'product.updated' })]);
  });

  it('answers 200 to an event about a customer Rueda does not know, and changes nothing', async () => {
    const before = await snapshot(shop);
    const requests = fake.requests.length;
    const event = eventAbout(fake, 'customer.subscription.updated', 'subscription-past-due', 'cus_TZ9noSuchOne01');
    expect((await deliver(server, event.payload)).status).toBe(200);
    expect(await snapshot(shop)).toEqual(before);
    expect(fake.requests.length).toBe(requests);
  });

  it('answers 500 when Stripe cannot be read, forgets the event, and handles Stripe’s retry', async () => {
    fake.setScenario(customerId, 'pastDue');
    const event = eventAbout(fake, 'invoice.payment_failed', 'invoice-renewal-failed', customerId);
    fake.setFailing(true);
    try {
      expect((await deliver(server, event.payload)).status).toBe(500);
    } finally {
      fake.setFailing(false);
    }
    expect(await recordedEvent(event.id)).toEqual([]);
    expect((await mirrorRow(shop.id))?.providerStatus).toBe('active');
    expect(await deliver(server, event.payload)).toEqual({ status: 200, body: { received: true } });
    expect((await mirrorRow(shop.id))?.providerStatus).toBe('past_due');
    fake.setScenario(customerId, 'active');
    expect((await deliver(server, eventAbout(fake, 'invoice.paid', 'invoice-first', customerId).payload)).status).toBe(200);
  });

  it('finds the customer of a detached card among the event’s previous attributes', async () => {
    fake.setScenario(customerId, 'renewed');
    const card = { ...fake.object('payment-method-mastercard', customerId), customer: null };
    const event = stripeEvent(fake, 'payment_method.detached', card, { previous_attributes: { customer: customerId } });
    expect((await deliver(server, event.payload)).status).toBe(200);
    expect((await detailsOf(shop)).paymentMethods.map(({ last4 }) => last4)).toEqual(['0341', '4444']);
    fake.setScenario(customerId, 'active');
    expect((await deliver(server, eventAbout(fake, 'customer.updated', 'customer', customerId).payload)).status).toBe(200);
  });
});

describe('events twice and out of order', () => {
  /** Everything the screen shows that does not depend on which workshop it is. */
  const comparable = ({ trialStarted: _started, trialEnds: _ends, trialDaysRemaining: _days, paymentHistory, ...rest }: Details) => ({
    ...rest,
    paymentHistory: paymentHistory.map(({ invoiceId, invoiceNumber: _number, ...payment }) => ({
      ...payment,
      hasInvoice: invoiceId !== null,
    })),
  });

  it('end in Stripe’s current state, the same as delivered once in order', async () => {
    advanceTo(server, fake.time('2026-11-02T12:00:00Z'));
    const inOrder = await createWorkshop(server, 'Taller en orden');
    const shuffled = await createWorkshop(server, 'Taller desordenado');
    const first = await subscribeAtStripe(server, fake, inOrder);
    const second = await subscribeAtStripe(server, fake, shuffled);

    // The renewal fails, then a new card pays it: four events, delivered once in order.
    const story = (customer: string) => [
      eventAbout(fake, 'invoice.payment_failed', 'invoice-renewal-failed', customer),
      eventAbout(fake, 'customer.subscription.updated', 'subscription-past-due', customer),
      eventAbout(fake, 'invoice.paid', 'invoice-renewal-paid', customer),
      eventAbout(fake, 'customer.subscription.updated', 'subscription-renewed', customer),
    ];
    const [failed, pastDue, paid, renewed] = story(first.customerId);
    fake.setScenario(first.customerId, 'pastDue');
    for (const event of [failed!, pastDue!]) expect((await deliver(server, event.payload)).status).toBe(200);
    expect((await detailsOf(inOrder)).paymentFailureReason).toBe('Your card was declined.');
    fake.setScenario(first.customerId, 'renewed');
    for (const event of [paid!, renewed!]) expect((await deliver(server, event.payload)).status).toBe(200);

    // The same story for the other workshop arrives late, backwards and twice: by then Stripe says renewed,
    // and the payload saying past_due comes after the one saying active.
    const late = story(second.customerId);
    fake.setScenario(second.customerId, 'renewed');
    for (const index of [3, 2, 1, 0, 1, 3]) expect((await deliver(server, late[index]!.payload)).status).toBe(200);

    const expected = await detailsOf(inOrder);
    expect(expected).toMatchObject({ active: true, subscriptionStatus: 'active', paymentFailureReason: null, gracePeriodUntil: null });
    expect(comparable(await detailsOf(shuffled))).toEqual(comparable(expected));
    const handled = await server.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(providerEvents)
      .where(sql`${providerEvents.id} in ${late.map((event) => event.id)}`);
    expect(handled[0]!.count).toBe(4);
  });
});
