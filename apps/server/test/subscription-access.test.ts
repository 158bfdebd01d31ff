// Who may use the subscription callables (docs/roles.md), isolation between workshops, and bad input
// (invalid-argument naming the field, nothing written).
import { FUNCTIONS } from '@rueda/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './http-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { createWorkshop, type Caller, type Workshop } from './workshop-fixture.ts';
import { subscribe } from './billing-fixture.ts';

let server: TestServer;
let a: Workshop;
let b: Workshop;
let aSession: string;
let aInvoice: string;

beforeAll(async () => {
  server = await startTestServer();
  [a, b] = await Promise.all([createWorkshop(server, 'Taller A'), createWorkshop(server, 'Taller B')]);
  aSession = await subscribe(server, a);
  aInvoice = (await a.admin.ok('callablesGetSubscriptionDetails', null)).paymentHistory[0]!.invoiceId!;
});
afterAll(async () => server?.close());

/** Every billing row, as one fingerprint: any write shows. */
async function billingPrint(): Promise<string> {
  const result = await server.database.db.execute<{ print: string }>(sql`
    select md5(concat_ws('|',
      (select string_agg(t::text, ',' order by t.id) from checkout_sessions t),
      (select string_agg(t::text, ',' order by t.workshop_id) from subscriptions t),
      (select string_agg(t::text, ',' order by t.id) from localpay_customers t),
      (select string_agg(t::text, ',' order by t.id) from localpay_checkout_sessions t),
      (select string_agg(t::text, ',' order by t.id) from localpay_portal_sessions t),
      (select string_agg(t::text, ',' order by t.id) from invoices t),
      (select string_agg(t::text, ',' order by t.user_id) from user_subscription_flags t)
    )) as print`);
  return result.rows[0]!.print;
}

describe('roles', () => {
  let manager: Caller;
  let mechanic: Caller;
  beforeAll(async () => {
    [manager, mechanic] = await Promise.all([a.member('manager'), a.member('mechanic')]);
  });

  it('keeps checkout, confirmation and the portal to the admin', async () => {
    const before = await billingPrint();
    for (const member of [manager, mechanic]) {
      for (const [name, data] of [
        ['callablesCreateCheckoutSession', { planId: 'workshop-pro' }],
        ['callablesConfirmCheckoutSession', { sessionId: aSession }],
        ['callablesCreatePortalSession', null],
      ] as const) {
        const answer = await member.send(name, data);
        expect(answer.status, name).toBe(403);
        expect(answer.body.error?.status).toBe('PERMISSION_DENIED');
      }
    }
    expect(await billingPrint()).toBe(before);
  });

  it('lets every role read the state, the details and the invoices', async () => {
    for (const member of [a.admin, manager, mechanic]) {
      const details = await member.ok('callablesGetSubscriptionDetails', null);
      FUNCTIONS.callablesGetSubscriptionDetails.output.parse(details);
      expect(details.active).toBe(true);
      expect(await member.ok('callablesCheckSubscriptionStatus', null)).toEqual({ active: true });
      expect((await member.ok('invoicesGet', { invoiceId: aInvoice })).id).toBe(aInvoice);
      const trial = await member.ok('callablesValidateTrialStatus', { userId: member.userId });
      expect(trial).toMatchObject({ isTrialing: false, isFirebaseTrial: true, daysRemaining: 0 });
    }
  });

  it('answers a checkout without sign-in with unauthenticated, “User not authenticated” (docs/product.md §5)', async () => {
    const answer = await new TestClient(server.url).call('callablesCreateCheckoutSession', { planId: 'workshop-pro' });
    expect(answer.status).toBe(401);
    expect(answer.body.error).toMatchObject({ status: 'UNAUTHENTICATED', message: 'User not authenticated' });
  });

  it('lets an account read only its own trial', async () => {
    const answer = await mechanic.send('callablesValidateTrialStatus', { userId: a.admin.userId });
    expect(answer.status).toBe(403);
  });

  it('refuses the subscription callables to an account outside any workshop, except its own trial', async () => {
    const outsider = new TestClient(server.url);
    const signUp = await outsider.signUp('sin-taller@example.com', 'a good long password');
    const userId = (signUp.body.user as { id: string }).id;
    const token = await outsider.idToken();
    for (const name of [
      'callablesCreateCheckoutSession',
      'callablesGetSubscriptionDetails',
      'callablesCreatePortalSession',
      'invoicesGet',
    ] as const) {
      expect((await outsider.call(name, {}, { token })).status, name).toBe(403);
    }
    const trial = await outsider.call('callablesValidateTrialStatus', { userId }, { token });
    expect(trial.body.result).toEqual({
      isTrialing: false,
      isExpired: false,
      isFirebaseTrial: true,
      trialStarted: null,
      trialEnds: null,
      daysRemaining: 0,
    });
  });
});

describe('isolation between workshops', () => {
  it('answers not-found for another workshop’s checkout and invoice, and changes nothing', async () => {
    const before = await billingPrint();
    const confirm = await b.admin.call('callablesConfirmCheckoutSession', { sessionId: aSession });
    expect(confirm.status).toBe(404);
    expect((await b.admin.call('invoicesGet', { invoiceId: aInvoice })).status).toBe(404);
    expect((await b.admin.call('callablesConfirmCheckoutSession', { sessionId: 'cs_missing' })).status).toBe(404);
    expect((await b.admin.call('invoicesGet', { invoiceId: 'missing' })).status).toBe(404);
    // B has no customer yet: no portal.
    expect((await b.admin.call('callablesCreatePortalSession', null)).status).toBe(404);
    expect(await b.admin.ok('callablesGetSubscriptionDetails', null)).toMatchObject({
      subscriptionId: null,
      paymentHistory: [],
      paymentMethods: [],
    });
    expect(await billingPrint()).toBe(before);
  });

  it('refuses a second checkout to a workshop that is already active', async () => {
    const again = await a.admin.call('callablesCreateCheckoutSession', { planId: 'workshop-pro' });
    expect(again.status).toBe(409);
    expect(again.body.error?.details).toMatchObject({ reason: 'already-active' });
  });
});

describe('bad input', () => {
  it('answers invalid-argument naming the field, and writes nothing', async () => {
    const before = await billingPrint();
    const cases: [string, unknown, string][] = [
      ['callablesCreateCheckoutSession', { planId: 'gold' }, 'planId'],
      ['callablesCreateCheckoutSession', { planId: '' }, 'planId'],
      ['callablesCreateCheckoutSession', {}, 'planId'],
      ['callablesConfirmCheckoutSession', { sessionId: '' }, 'sessionId'],
      ['callablesConfirmCheckoutSession', { sessionId: ' ' }, 'sessionId'],
      ['invoicesGet', { invoiceId: '' }, 'invoiceId'],
      ['callablesValidateTrialStatus', { userId: '' }, 'userId'],
    ];
    for (const [name, data, field] of cases) {
      const answer = await b.admin.send(name, data);
      expect(answer.status, `${name} ${JSON.stringify(data)}`).toBe(400);
      expect(answer.body.error?.status).toBe('INVALID_ARGUMENT');
      expect((answer.body.error?.details as { fields: { field: string }[] }).fields.map((issue) => issue.field)).toContain(field);
    }
    expect(await billingPrint()).toBe(before);
  });
});
