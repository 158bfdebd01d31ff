// Subscribing during the trial keeps it with Stripe too (docs/product.md §4 "Subscribing during the trial",
// docs/stripe.md): the Checkout Session carries subscription_data.trial_end, the trial's end, when more than
// 48 hours are left, and none with less; the customer Rueda makes carries the address and tax id the
// workshop gave at onboarding, which Checkout prefills (without a tax id Stripe refuses).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workshops } from '../src/db/schema.ts';
import { DAY_MS } from './billing-fixture.ts';
import type { StripeFake } from './stripe-fake.ts';
import { customerOf, startStripeServer } from './stripe-support.ts';
import type { TestServer } from './test-server.ts';
import { createWorkshop } from './workshop-fixture.ts';

let server: TestServer;
let fake: StripeFake;

beforeAll(async () => {
  ({ server, fake } = await startStripeServer());
});
afterAll(async () => server?.close());

/** The form fields of the last POST to `path` about `customerId` (or any, without it). */
function lastPost(path: string, customerId?: string) {
  const posts = fake.requests.filter(
    (request) => request.method === 'POST' && request.path === path && (!customerId || request.body.get('customer') === customerId),
  );
  return Object.fromEntries(posts.at(-1)!.body);
}

describe('a Checkout Session opened with 14 days of trial left', () => {
  it('ends the subscription’s trial at the workshop’s, so Stripe charges nothing until then', async () => {
    const shop = await createWorkshop(server, 'Ciclos Marta');
    await server.database.db
      .update(workshops)
      .set({ address: 'Calle Mayor 1, 28013 Madrid', taxId: 'B12345678' })
      .where(eq(workshops.id, shop.id));
    const { trialEnds } = await shop.admin.ok('callablesGetSubscriptionDetails', null);
    await shop.admin.ok('callablesCreateCheckoutSession', { planId: 'workshop-pro' });
    const customerId = await customerOf(server, shop.id);
    expect(lastPost('/v1/checkout/sessions', customerId)).toMatchObject({
      'subscription_data[trial_end]': String(Math.floor(Date.parse(trialEnds!) / 1000)),
      'subscription_data[metadata][planId]': 'workshop-pro',
    });
    // The customer starts with what onboarding gave: Checkout prefills it and asks for no tax id it has.
    expect(lastPost('/v1/customers')).toMatchObject({
      name: 'Ciclos Marta',
      'address[line1]': 'Calle Mayor 1',
      'address[postal_code]': '28013',
      'address[city]': 'Madrid',
      'address[country]': 'ES',
      'tax_id_data[0][type]': 'es_cif',
      'tax_id_data[0][value]': 'B12345678',
    });
  });
});

describe('a tax id Stripe refuses', () => {
  it('leaves the customer without it, for Checkout to ask, and the checkout opens all the same', async () => {
    const shop = await createWorkshop(server, 'Taller con NIF mal escrito');
    await server.database.db
      .update(workshops)
      .set({ address: 'Calle Mayor 1, 28013 Madrid', taxId: 'B-1234' })
      .where(eq(workshops.id, shop.id));
    const { url } = await shop.admin.ok('callablesCreateCheckoutSession', { planId: 'workshop-pro' });
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const created = fake.requests.filter((request) => request.method === 'POST' && request.path === '/v1/customers').slice(-2);
    expect(created.map((request) => request.body.get('tax_id_data[0][value]'))).toEqual(['B-1234', null]);
    expect(Object.fromEntries(created[1]!.body)).toMatchObject({ 'address[line1]': 'Calle Mayor 1', 'address[country]': 'ES' });
  });
});

describe('a Checkout Session opened with less than 48 hours of trial left', () => {
  it('has no trial_end, which Stripe would refuse: the first charge is at once', async () => {
    const shop = await createWorkshop(server, 'Taller con prisa');
    await server.database.db
      .update(workshops)
      .set({ trialEndsAt: new Date(server.clock.now().getTime() + DAY_MS) })
      .where(eq(workshops.id, shop.id));
    await shop.admin.ok('callablesCreateCheckoutSession', { planId: 'workshop-pro' });
    const opened = lastPost('/v1/checkout/sessions', await customerOf(server, shop.id));
    expect(opened).toMatchObject({ mode: 'subscription' });
    expect(opened).not.toHaveProperty('subscription_data[trial_end]');
    // Nothing from onboarding to prefill: no address and no tax id are sent.
    expect(Object.keys(lastPost('/v1/customers')).filter((key) => /^(address|tax_id_data)/.test(key))).toEqual([]);
  });
});
