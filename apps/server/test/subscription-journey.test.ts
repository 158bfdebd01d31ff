// The whole subscription journey on the local provider (docs/product.md §4, §7; decision 014): the trial
// ends, a declined card, a card that needs its extra confirmation, the confirmation and its replay, the
// portal's cancel at the period's end, and the end of the period. Also: no card number in the database
// or the logs.
import { CARD_MESSAGES } from '@rueda/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.ts';
import { createWorkshop, type Workshop } from './workshop-fixture.ts';
import { ADDRESS, CARDS, localPay, notificationsOf, tickAfter, workshopClaim } from './billing-fixture.ts';

let server: TestServer;
let shop: Workshop;
const logLines: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => logLines.push(line) } });
  shop = await createWorkshop(server);
});
afterAll(async () => server?.close());

describe('the local journey', () => {
  let sessionId: string;
  let periodEnd: string;

  it('starts in the trial', async () => {
    const details = await shop.admin.ok('callablesGetSubscriptionDetails', null);
    expect(details).toMatchObject({
      active: false,
      isTrialing: true,
      subscriptionStatus: 'trialing',
      trialDaysRemaining: 14,
      isFirebaseTrial: true,
      subscriptionId: null,
      paymentHistory: [],
      provider: 'local',
    });
    expect(await workshopClaim(shop.admin)).toMatchObject({ active: false, trial: true });
  });

  it('expires when the trial ends: the scheduler records it, raises the notification, and the claims follow', async () => {
    const { trialEnds } = await shop.admin.ok('callablesGetSubscriptionDetails', null);
    const report = await tickAfter(server, trialEnds!);
    expect(report.trialsEnded).toContain(shop.id);
    expect(await workshopClaim(shop.admin)).toMatchObject({ active: false, trial: false });
    expect(await notificationsOf(server, shop.id)).toEqual({
      sources: { garage: false, appointments: false, subscription: true },
      count: 1,
      identifiers: { appointments: [] },
      subscriptionStatus: 'expired',
    });
    expect(await shop.admin.ok('callablesCheckSubscriptionStatus', null)).toEqual({ active: false });
    // The subscription screen clears the flag once shown (docs/product.md §7), keeping the state; a bad
    // clearing write names its field and changes nothing.
    const badClear = await shop.admin.send('notificationsClear', { what: 'everything' });
    expect(badClear.status).toBe(400);
    expect(JSON.stringify(badClear.body)).toContain('what');
    expect((await notificationsOf(server, shop.id)).count).toBe(1);
    expect(await shop.admin.ok('notificationsClear', { what: 'subscription' })).toMatchObject({
      sources: { subscription: false },
      count: 0,
      subscriptionStatus: 'expired',
    });
    expect(await notificationsOf(server, shop.id)).toMatchObject({ count: 0, subscriptionStatus: 'expired' });
    // The rest of the app is closed to an expired workshop (docs/product.md §6).
    expect((await shop.admin.call('repairsList', {})).status).toBe(403);
  });

  it('opens a checkout on the local provider’s page', async () => {
    const checkout = await shop.admin.ok('callablesCreateCheckoutSession', { planId: 'workshop-pro' });
    expect(checkout.url).toBe(`${server.url}/pay/checkout/${checkout.sessionId}`);
    sessionId = checkout.sessionId;
  });

  it('keeps the session open with the provider’s message when the card is declined', async () => {
    expect(await localPay(server).completeCheckout(sessionId, CARDS.declined, ADDRESS)).toEqual({
      status: 'declined',
      message: CARD_MESSAGES.declined,
    });
    expect(await localPay(server).completeCheckout(sessionId, CARDS.notTestCard, ADDRESS)).toEqual({
      status: 'declined',
      message: CARD_MESSAGES.notTestCard,
    });
    expect(await server.billing.provider.retrieveCheckoutSession(sessionId)).toMatchObject({ status: 'open' });
    // Not paid: nothing to confirm yet.
    const early = await shop.admin.call('callablesConfirmCheckoutSession', { sessionId });
    expect(early.status).toBe(409);
    expect(early.body.error?.details).toMatchObject({ reason: 'not-completed' });
  });

  it('waits for the extra confirmation of a 3155 card, then activates', async () => {
    const pending = await localPay(server).completeCheckout(sessionId, CARDS.requiresAction, ADDRESS);
    expect(pending.status).toBe('requires_action');
    const clientSecret = (pending as { clientSecret: string }).clientSecret;
    const waiting = await shop.admin.ok('callablesGetSubscriptionDetails', null);
    expect(waiting).toMatchObject({
      active: false,
      subscriptionStatus: 'expired',
      pendingPayment: { clientSecret, amount: 2999, currency: 'EUR' },
    });

    expect(await localPay(server).confirmPayment(clientSecret, true)).toMatchObject({ status: 'succeeded' });
    expect(await server.billing.provider.retrieveCheckoutSession(sessionId)).toMatchObject({ status: 'complete' });
    expect(await shop.admin.ok('callablesConfirmCheckoutSession', { sessionId })).toEqual({ success: true });

    const flags = await server.database.db.execute<{ subscription_active: boolean }>(
      sql`select subscription_active from user_subscription_flags where user_id = ${shop.admin.userId}`,
    );
    expect(flags.rows).toEqual([{ subscription_active: true }]);
    expect(await workshopClaim(shop.admin)).toMatchObject({ active: true, trial: false });
    expect((await notificationsOf(server, shop.id)).subscriptionStatus).toBe('active');

    const details = await shop.admin.ok('callablesGetSubscriptionDetails', null);
    expect(details).toMatchObject({
      active: true,
      planName: 'Workshop Pro',
      amount: 2999,
      currency: 'EUR',
      isTrialing: false,
      subscriptionStatus: 'active',
      gracePeriodUntil: null,
      paymentFailureReason: null,
      trialDaysRemaining: 0,
      cancelAtPeriodEnd: false,
      pendingPayment: null,
      billingAddress: ADDRESS,
      paymentMethods: [{ brand: 'visa', last4: '3155', expMonth: 12, expYear: 2034, isDefault: true }],
    });
    expect(details.defaultPaymentMethod).toBe(details.paymentMethods[0]!.id);
    expect(details.nextBillingDate).toBe(details.currentPeriodEnd);
    const start = new Date(details.currentPeriodStart!);
    const end = new Date(details.currentPeriodEnd!);
    expect(end.getUTCMonth()).toBe((start.getUTCMonth() + 1) % 12);
    expect(details.paymentHistory).toHaveLength(1);
    expect(details.paymentHistory[0]).toMatchObject({ amount: 2999, currency: 'EUR', status: 'succeeded', failureReason: null });
    expect(details.paymentHistory[0]!.invoiceNumber).toMatch(new RegExp(`^${start.getUTCFullYear()}-\\d{6}$`));
    periodEnd = details.currentPeriodEnd!;

    const invoice = await shop.admin.ok('invoicesGet', { invoiceId: details.paymentHistory[0]!.invoiceId! });
    // docs/product.md §9 amounts in cents; VAT taken out of the price by the billing country (ES 21 %).
    expect(invoice).toMatchObject({ total: 2999, net: 2479, tax: 520, taxRate: 0.21, planName: 'Workshop Pro', billingAddress: ADDRESS });
    expect(invoice.workshop.name).toBe('Taller de prueba');
  });

  it('answers a replayed confirmation with aborted, already-confirmed', async () => {
    const replay = await shop.admin.call('callablesConfirmCheckoutSession', { sessionId });
    expect(replay.status).toBe(409);
    expect(replay.body.error).toMatchObject({ status: 'ABORTED', details: { reason: 'already-confirmed' } });
  });

  it('stays active after a cancel in the portal, until the period’s end', async () => {
    const { url } = await shop.admin.ok('callablesCreatePortalSession', null);
    expect(url.startsWith(`${server.url}/pay/portal/`)).toBe(true);
    await localPay(server).portal.cancelAtPeriodEnd(decodeURIComponent(url.split('/').pop()!));
    const details = await shop.admin.ok('callablesGetSubscriptionDetails', null);
    expect(details).toMatchObject({ active: true, cancelAtPeriodEnd: true, nextBillingDate: null, subscriptionStatus: 'active' });
    expect(await workshopClaim(shop.admin)).toMatchObject({ active: true });
  });

  it('is canceled once the period ended, without a renewal', async () => {
    await tickAfter(server, new Date(new Date(periodEnd).getTime() - 60_000), 0);
    expect((await shop.admin.ok('callablesGetSubscriptionDetails', null)).subscriptionStatus).toBe('active');
    await tickAfter(server, periodEnd);
    const details = await shop.admin.ok('callablesGetSubscriptionDetails', null);
    expect(details).toMatchObject({ active: false, subscriptionStatus: 'canceled' });
    expect(details.paymentHistory).toHaveLength(1);
    expect(await workshopClaim(shop.admin)).toMatchObject({ active: false, trial: false });
    expect((await notificationsOf(server, shop.id)).subscriptionStatus).toBe('canceled');
  });

  it('kept no whole card number in the database or the logs', async () => {
    const tables = await server.database.db.execute<{ name: string }>(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    let everything = logLines.join('\n');
    for (const { name } of tables.rows) {
      const dump = await server.database.db.execute<{ rows: string | null }>(
        sql`select string_agg(t::text, '|') as rows from ${sql.identifier(name)} t`,
      );
      everything += dump.rows[0]?.rows ?? '';
    }
    expect(everything).toContain('3155');
    for (const card of Object.values(CARDS)) {
      expect(everything).not.toContain(card.number);
      expect(everything).not.toContain(card.number.replaceAll(' ', ''));
    }
  });
});
