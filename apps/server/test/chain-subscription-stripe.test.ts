// docs/product.md §32.6 with PAYMENTS_PROVIDER=stripe: a chain's checkout asks Stripe for the plan once per workshop,
// its customer names the chain; Stripe's webhooks sync the chain's subscription as a workshop's (its workshops active
// through it, an invoice with a line per workshop, the quantity set to the chain's workshops), and when Stripe says it
// was canceled each workshop falls back to its own trial.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainInvoices, chainSubscriptions, workshops } from '../src/db/schema.ts';
import { joinByInvitation, ownerWithWorkshop } from './chain-fixture.ts';
import type { StripeFake } from './stripe-fake.ts';
import { deliver, eventAbout, startStripeServer } from './stripe-support.ts';
import type { TestServer } from './test-server.ts';
import { createWorkshop, type Workshop } from './workshop-fixture.ts';

let server: TestServer;
let fake: StripeFake;
let owner: Awaited<ReturnType<typeof ownerWithWorkshop>>['owner'];
let centreId: string;
let beach: Workshop;

const statusOf = async (workshopId: string) =>
  (await server.database.db.select({ status: workshops.subscriptionStatus }).from(workshops).where(eq(workshops.id, workshopId)))[0]
    ?.status;

async function ownerOk<T>(name: string, data: unknown): Promise<T> {
  const answer = await owner.client.send(name, data, { token: await owner.client.idToken() });
  expect(answer.status, JSON.stringify(answer.body.error)).toBe(200);
  return answer.body.result as T;
}

beforeAll(async () => {
  ({ server, fake } = await startStripeServer());
  ({ owner, workshopId: centreId } = await ownerWithWorkshop(server, 'Bicis Centro'));
  beach = await createWorkshop(server, 'Bicis Playa');
  await joinByInvitation(server, beach, owner.client, owner.email, 'admin');
  await owner.client.call('accountWorkshopSwitch', { workshopId: centreId }, { token: await owner.client.idToken() });
  await ownerOk('chainsCreate', { name: 'Bicis del Norte' });
  await ownerOk('chainsAddWorkshop', { workshopId: beach.id });
});
afterAll(async () => server?.close());

describe('a chain’s subscription at Stripe', () => {
  it('is one checkout for every workshop, and Stripe’s webhook makes each of them active', async () => {
    const { sessionId } = await ownerOk<{ sessionId: string }>('chainSubscriptionCheckout', { planId: 'workshop-pro' });
    const customer = fake.requests.find(
      (request) => request.method === 'POST' && request.path === '/v1/customers' && request.body.get('metadata[chainId]'),
    );
    expect(customer?.body.get('name')).toBe('Bicis del Norte');
    const checkout = fake.requests.find((request) => request.method === 'POST' && request.path === '/v1/checkout/sessions');
    expect(checkout?.body.get('line_items[0][quantity]')).toBe('2');
    const [row] = await server.database.db.select().from(chainSubscriptions);
    expect(row?.provider).toBe('stripe');

    fake.completeCheckout(sessionId);
    const completed = eventAbout(fake, 'checkout.session.completed', 'checkout-session-complete', row!.customerId);
    expect((await deliver(server, completed.payload)).status).toBe(200);
    expect((await server.database.db.select().from(chainSubscriptions))[0]?.state).toBe('active');
    expect(await statusOf(centreId)).toBe('active');
    expect(await statusOf(beach.id)).toBe('active');
    const [invoice] = await server.database.db.select().from(chainInvoices);
    expect((invoice?.lines as { name: string }[]).map((line) => line.name)).toEqual(['Bicis Centro', 'Bicis Playa']);
    // Stripe's recorded subscription is for one: Rueda sets it to the chain's two workshops from the next invoice.
    const update = fake.requests.find((request) => request.method === 'POST' && request.path.startsWith('/v1/subscriptions/'));
    expect(update?.body.get('items[0][quantity]')).toBe('2');
    expect(update?.body.get('proration_behavior')).toBe('none');
  });

  it('falls back to each workshop’s own trial when Stripe says it was canceled', async () => {
    const [row] = await server.database.db.select().from(chainSubscriptions);
    fake.setScenario(row!.customerId, 'canceled');
    const deleted = eventAbout(fake, 'customer.subscription.deleted', 'subscription-canceled', row!.customerId);
    expect((await deliver(server, deleted.payload)).status).toBe(200);
    expect((await server.database.db.select().from(chainSubscriptions))[0]?.state).toBe('canceled');
    expect(await statusOf(centreId)).toBe('trialing');
    expect(await statusOf(beach.id)).toBe('trialing');
  });
});
