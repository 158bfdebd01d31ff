// The subscription journey on PAYMENTS_PROVIDER=stripe (decision 014, docs/stripe.md), through the app
// against the fake Stripe API's recorded answers: a checkout at Stripe's hosted page, the webhook that
// makes Rueda mirror the subscription, the confirmation, the Billing Portal, a declined renewal in its
// grace period, the card's extra confirmation, a renewal paid with a new card, the cancellation at the
// period's end. Also: the Content-Security-Policy lets Stripe.js in only with this provider.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions } from '../src/db/schema.ts';
import type { StripeFake } from './stripe-fake.ts';
import { advanceTo, customerOf, deliver, eventAbout, STRIPE_ENV, startStripeServer } from './stripe-support.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { createWorkshop, type Workshop } from './workshop-fixture.ts';

let server: TestServer;
let fake: StripeFake;
let shop: Workshop;

beforeAll(async () => {
  ({ server, fake } = await startStripeServer());
  shop = await createWorkshop(server);
});
afterAll(async () => server?.close());

const details = () => shop.admin.ok('callablesGetSubscriptionDetails', null);

describe('the Stripe journey', () => {
  let sessionId: string;
  let customerId: string;

  it('tells the app to load Stripe.js with the publishable key', async () => {
    expect(await details()).toMatchObject({
      provider: 'stripe',
      publishableKey: STRIPE_ENV.STRIPE_PUBLISHABLE_KEY,
      isTrialing: true,
      subscriptionId: null,
    });
  });

  it('opens a Checkout Session for the default plan’s price and records it', async () => {
    const checkout = await shop.admin.ok('callablesCreateCheckoutSession', { planId: 'workshop-pro' });
    sessionId = checkout.sessionId;
    customerId = await customerOf(server, shop.id);
    expect(sessionId).toMatch(/^cs_test_/);
    expect(checkout.url).toBe(`https://checkout.stripe.com/c/pay/${sessionId}${new URL(checkout.url).hash}`);

    const created = fake.requests.find((request) => request.method === 'POST' && request.path === '/v1/customers')!;
    expect(Object.fromEntries(created.body)).toMatchObject({ 'metadata[workshopId]': shop.id, name: 'Taller de prueba' });
    const opened = fake.requests.find((request) => request.method === 'POST' && request.path === '/v1/checkout/sessions')!;
    expect(Object.fromEntries(opened.body)).toMatchObject({
      mode: 'subscription',
      customer: customerId,
      'line_items[0][price]': STRIPE_ENV.STRIPE_PRICE_ID,
      'line_items[0][quantity]': '1',
      success_url: `${server.url}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${server.url}/subscription/cancel`,
      billing_address_collection: 'required',
    });
    const [recorded] = await server.database.db
      .select()
      .from(checkoutSessions)
      .where(sql`${checkoutSessions.id} = ${sessionId}`);
    expect(recorded).toMatchObject({ workshopId: shop.id, userId: shop.admin.userId, provider: 'stripe', planId: 'workshop-pro' });
  });

  it('has nothing to confirm while the session is open', async () => {
    const early = await shop.admin.call('callablesConfirmCheckoutSession', { sessionId });
    expect(early.status).toBe(409);
    expect(early.body.error?.details).toMatchObject({ reason: 'not-completed', status: 'open' });
  });

  it('mirrors the subscription when checkout.session.completed arrives, read from Stripe', async () => {
    fake.completeCheckout(sessionId);
    const completed = eventAbout(fake, 'checkout.session.completed', 'checkout-session-complete', customerId);
    expect(await deliver(server, completed.payload)).toEqual({ status: 200, body: { received: true } });
    const mirrored = await details();
    expect(mirrored).toMatchObject({
      active: true,
      subscriptionStatus: 'active',
      subscriptionId: 'sub_1SDh3tKp7RvW2xYzUq4Lm8Nb',
      planName: 'Workshop Pro',
      amount: 2999,
      currency: 'EUR',
      currentPeriodStart: fake.time('2026-10-02T09:14:05Z').toISOString(),
      currentPeriodEnd: fake.time('2026-11-02T09:14:05Z').toISOString(),
      nextBillingDate: fake.time('2026-11-02T09:14:05Z').toISOString(),
      cancelAtPeriodEnd: false,
      paymentFailureReason: null,
      pendingPayment: null,
      defaultPaymentMethod: 'pm_1SDh3rKp7RvW2xYzVb6Nm4Qw',
      paymentMethods: [{ id: 'pm_1SDh3rKp7RvW2xYzVb6Nm4Qw', brand: 'visa', last4: '0341', expMonth: 12, expYear: 2034, isDefault: true }],
      billingAddress: {
        name: 'Taller de prueba S.L.',
        line1: 'Calle Mayor 1',
        line2: '',
        postalCode: '28013',
        city: 'Madrid',
        country: 'ES',
        taxId: 'B12345678',
      },
    });
    expect(mirrored.paymentHistory).toEqual([
      expect.objectContaining({
        id: 'pi_3SDh3uKp7RvW2xYz0kL9mN2b',
        amount: 2999,
        currency: 'EUR',
        status: 'succeeded',
        failureReason: null,
      }),
    ]);
    // Rueda's own invoice for the payment, with the billing address Checkout collected.
    const invoice = await shop.admin.ok('invoicesGet', { invoiceId: mirrored.paymentHistory[0]!.invoiceId! });
    expect(invoice).toMatchObject({ total: 2999, currency: 'EUR', planName: 'Workshop Pro', billingAddress: { taxId: 'B12345678' } });
  });

  it('confirms the completed session once', async () => {
    expect(await shop.admin.ok('callablesConfirmCheckoutSession', { sessionId })).toEqual({ success: true });
    const replay = await shop.admin.call('callablesConfirmCheckoutSession', { sessionId });
    expect(replay.status).toBe(409);
    expect(replay.body.error?.details).toMatchObject({ reason: 'already-confirmed' });
  });

  it('opens the Billing Portal for the workshop’s customer', async () => {
    const { url } = await shop.admin.ok('callablesCreatePortalSession', null);
    expect(url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\/test_/);
    const portal = fake.requests.find((request) => request.path === '/v1/billing_portal/sessions')!;
    expect(Object.fromEntries(portal.body)).toEqual({ customer: customerId, return_url: `${server.url}/profile` });
  });

  it('keeps a declined renewal active in its grace period, with the card’s words', async () => {
    advanceTo(server, fake.time('2026-11-02T12:00:00Z'));
    fake.setScenario(customerId, 'pastDue');
    expect((await deliver(server, eventAbout(fake, 'invoice.payment_failed', 'invoice-renewal-failed', customerId).payload)).status).toBe(
      200,
    );
    const pastDue = await details();
    expect(pastDue).toMatchObject({
      active: true,
      subscriptionStatus: 'active',
      // Seven days from the renewal invoice's first attempt (docs/product.md §4).
      gracePeriodUntil: fake.time('2026-11-09T10:14:06Z').toISOString(),
      paymentFailureReason: 'Your card was declined.',
      currentPeriodEnd: fake.time('2026-12-02T09:14:05Z').toISOString(),
      nextBillingDate: null,
    });
    expect(pastDue.paymentHistory.map(({ status, failureReason }) => ({ status, failureReason }))).toEqual([
      { status: 'failed', failureReason: 'Your card was declined.' },
      { status: 'succeeded', failureReason: null },
    ]);
  });

  it('offers the renewal’s extra confirmation with the payment intent’s client secret', async () => {
    fake.setScenario(customerId, 'actionRequired');
    const event = eventAbout(fake, 'invoice.payment_action_required', 'invoice-renewal-failed', customerId);
    expect((await deliver(server, event.payload)).status).toBe(200);
    expect((await details()).pendingPayment).toEqual({
      clientSecret: 'pi_3SPr1bKp7RvW2xYz1aS2dF3g_secret_1aS2dF3gQw3ErT5yU7iO9pA1sD',
      amount: 2999,
      currency: 'EUR',
    });
  });

  it('is active again when a new card from the portal pays the renewal', async () => {
    advanceTo(server, fake.time('2026-11-03T16:41:00Z'));
    fake.setScenario(customerId, 'renewed');
    expect((await deliver(server, eventAbout(fake, 'invoice.paid', 'invoice-renewal-paid', customerId).payload)).status).toBe(200);
    const renewed = await details();
    expect(renewed).toMatchObject({
      active: true,
      gracePeriodUntil: null,
      paymentFailureReason: null,
      pendingPayment: null,
      defaultPaymentMethod: 'pm_1SQ2cdKp7RvW2xYzJk8Lp0Zx',
      nextBillingDate: fake.time('2026-12-02T09:14:05Z').toISOString(),
    });
    expect(renewed.paymentMethods.map(({ brand, last4, isDefault }) => ({ brand, last4, isDefault }))).toEqual([
      { brand: 'visa', last4: '0341', isDefault: false },
      { brand: 'mastercard', last4: '4444', isDefault: true },
    ]);
    expect(renewed.paymentHistory.map(({ status, invoiceNumber }) => ({ status, hasInvoice: invoiceNumber !== null }))).toEqual([
      { status: 'succeeded', hasInvoice: true },
      { status: 'succeeded', hasInvoice: true },
    ]);
  });

  it('runs to the period’s end once canceled in the portal, then is canceled', async () => {
    fake.setScenario(customerId, 'canceling');
    const updated = eventAbout(fake, 'customer.subscription.updated', 'subscription-canceling', customerId);
    expect((await deliver(server, updated.payload)).status).toBe(200);
    expect(await details()).toMatchObject({ active: true, cancelAtPeriodEnd: true, nextBillingDate: null });

    advanceTo(server, fake.time('2026-12-02T09:15:00Z'));
    fake.setScenario(customerId, 'canceled');
    const deleted = eventAbout(fake, 'customer.subscription.deleted', 'subscription-canceled', customerId);
    expect((await deliver(server, deleted.payload)).status).toBe(200);
    expect(await details()).toMatchObject({ active: false, subscriptionStatus: 'canceled' });
  });
});

describe('a checkout that expired at Stripe', () => {
  it('cannot be confirmed', async () => {
    const other = await createWorkshop(server, 'Otro taller');
    const { sessionId } = await other.admin.ok('callablesCreateCheckoutSession', { planId: 'workshop-pro' });
    fake.expireCheckout(sessionId);
    const answer = await other.admin.call('callablesConfirmCheckoutSession', { sessionId });
    expect(answer.status).toBe(409);
    expect(answer.body.error?.details).toMatchObject({ reason: 'not-completed', status: 'expired' });
  });
});

describe('the Content-Security-Policy', () => {
  const policyOf = async (target: TestServer) => {
    const response = await fetch(`${target.url}/api/health`);
    return Object.fromEntries(
      response.headers
        .get('content-security-policy')!
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...sources]) => [name, sources]),
    ) as Record<string, string[]>;
  };

  it('lets Stripe.js load, frame and call Stripe with the Stripe provider', async () => {
    const policy = await policyOf(server);
    expect(policy['script-src']).toContain('https://js.stripe.com');
    expect(policy['frame-src']).toContain('https://js.stripe.com');
    expect(policy['connect-src']).toContain('https://api.stripe.com');
  });

  it('names no Stripe origin with the local provider', async () => {
    const local = await startTestServer();
    try {
      const response = await fetch(`${local.url}/api/health`);
      expect(response.headers.get('content-security-policy')).not.toMatch(/stripe/);
      expect(await policyOf(local)).toMatchObject({ 'script-src': ["'self'"], 'frame-src': ["'self'"], 'connect-src': ["'self'"] });
    } finally {
      await local.close();
    }
  });
});
