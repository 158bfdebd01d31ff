// Renewals on the server's clock (decision 014 "The clock"): a paid renewal makes the next payment and
// invoice, numbered next in the installation's sequence; a refused one keeps the workshop active through
// the grace period (docs/product.md §3 gracePeriodUntil, paymentFailureReason), then it is expired.
import { CARD_MESSAGES, GRACE_PERIOD_DAYS } from '@rueda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.ts';
import { createWorkshop } from './workshop-fixture.ts';
import {
  ADDRESS,
  CARDS,
  DAY_MS,
  localPay,
  notificationsOf,
  subscribe,
  tickAfter,
  trialEndingSoon,
  workshopClaim,
} from './billing-fixture.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

function sequenceOf(invoiceNumber: string | null): number {
  return Number(invoiceNumber!.split('-')[1]);
}

describe('a renewal that is paid', () => {
  it('starts the next period with a second payment and the next invoice number', async () => {
    const shop = await createWorkshop(server, 'Taller renovado');
    await subscribe(server, shop);
    const first = await shop.admin.ok('callablesGetSubscriptionDetails', null);
    const report = await tickAfter(server, first.currentPeriodEnd!);
    expect(report.customersChanged).toBe(1);

    const renewed = await shop.admin.ok('callablesGetSubscriptionDetails', null);
    expect(renewed).toMatchObject({ active: true, subscriptionStatus: 'active', currentPeriodStart: first.currentPeriodEnd });
    expect(Date.parse(renewed.currentPeriodEnd!)).toBeGreaterThan(Date.parse(first.currentPeriodEnd!));
    expect(renewed.paymentHistory).toHaveLength(2);
    const [latest, earliest] = renewed.paymentHistory;
    expect(latest).toMatchObject({ status: 'succeeded', amount: 2999, date: first.currentPeriodEnd });
    expect(sequenceOf(latest!.invoiceNumber)).toBe(sequenceOf(earliest!.invoiceNumber) + 1);
    const invoice = await shop.admin.ok('invoicesGet', { invoiceId: latest!.invoiceId! });
    expect(invoice).toMatchObject({ periodStart: first.currentPeriodEnd, periodEnd: renewed.currentPeriodEnd, total: 2999 });
    // Renewing changes no state: the notification is not raised again.
    expect((await notificationsOf(server, shop.id)).subscriptionStatus).toBe('active');

    // A second tick in the same period does nothing more.
    await server.scheduler.tick();
    expect((await shop.admin.ok('callablesGetSubscriptionDetails', null)).paymentHistory).toHaveLength(2);
  });
});

describe('a renewal that is refused', () => {
  it('keeps the workshop active through the grace period, then expires it', async () => {
    const shop = await createWorkshop(server, 'Taller moroso');
    await subscribe(server, shop, CARDS.declinesRenewals);
    const first = await shop.admin.ok('callablesGetSubscriptionDetails', null);
    expect(first.paymentMethods[0]).toMatchObject({ last4: '0341', isDefault: true });

    await tickAfter(server, first.currentPeriodEnd!);
    const graceUntil = new Date(Date.parse(first.currentPeriodEnd!) + GRACE_PERIOD_DAYS * DAY_MS).toISOString();
    const inGrace = await shop.admin.ok('callablesGetSubscriptionDetails', null);
    expect(inGrace).toMatchObject({
      active: true,
      subscriptionStatus: 'active',
      gracePeriodUntil: graceUntil,
      paymentFailureReason: CARD_MESSAGES.declined,
      nextBillingDate: null,
    });
    expect(inGrace.paymentHistory[0]).toMatchObject({ status: 'failed', failureReason: CARD_MESSAGES.declined, invoiceId: null });
    expect(await workshopClaim(shop.admin)).toMatchObject({ active: true });

    // Within the grace period the scheduler leaves it be.
    await tickAfter(server, new Date(Date.parse(graceUntil) - 60_000), 0);
    expect((await shop.admin.ok('callablesCheckSubscriptionStatus', null)).active).toBe(true);

    await tickAfter(server, graceUntil);
    const expired = await shop.admin.ok('callablesGetSubscriptionDetails', null);
    expect(expired).toMatchObject({
      active: false,
      subscriptionStatus: 'expired',
      gracePeriodUntil: null,
      paymentFailureReason: CARD_MESSAGES.declined,
    });
    expect(await workshopClaim(shop.admin)).toMatchObject({ active: false, trial: false });
    expect(await notificationsOf(server, shop.id)).toMatchObject({ sources: { subscription: true }, subscriptionStatus: 'expired' });
  });

  it('is paid at once when a working card replaces the refused one in the portal', async () => {
    const shop = await createWorkshop(server, 'Taller que paga tarde');
    await subscribe(server, shop, CARDS.declinesRenewals);
    const first = await shop.admin.ok('callablesGetSubscriptionDetails', null);
    await tickAfter(server, first.currentPeriodEnd!);
    expect((await shop.admin.ok('callablesGetSubscriptionDetails', null)).paymentFailureReason).toBe(CARD_MESSAGES.declined);

    const { url } = await shop.admin.ok('callablesCreatePortalSession', null);
    const portalId = decodeURIComponent(url.split('/').pop()!);
    expect(await localPay(server).portal.changeDefaultCard(portalId, CARDS.declined)).toEqual({
      status: 'declined',
      message: CARD_MESSAGES.declined,
    });
    expect(await localPay(server).portal.changeDefaultCard(portalId, CARDS.succeeds)).toMatchObject({ status: 'saved' });

    const paid = await shop.admin.ok('callablesGetSubscriptionDetails', null);
    expect(paid).toMatchObject({
      active: true,
      gracePeriodUntil: null,
      paymentFailureReason: null,
      currentPeriodStart: first.currentPeriodEnd,
    });
    expect(paid.paymentMethods.find((method) => method.isDefault)).toMatchObject({ last4: '4242' });
    expect(paid.paymentHistory.map((payment) => payment.status)).toEqual(['succeeded', 'failed', 'succeeded']);
  });
});

describe('a checkout', () => {
  it('typed again with another card after a 3155 one leaves no payment waiting', async () => {
    const shop = await createWorkshop(server, 'Taller indeciso');
    await trialEndingSoon(server, shop);
    const { sessionId } = await shop.admin.ok('callablesCreateCheckoutSession', { planId: 'workshop-pro' });
    const pending = await localPay(server).completeCheckout(sessionId, CARDS.requiresAction, ADDRESS);
    expect(pending.status).toBe('requires_action');
    expect(await localPay(server).completeCheckout(sessionId, CARDS.succeeds, ADDRESS)).toMatchObject({ status: 'complete' });
    const details = await shop.admin.ok('callablesGetSubscriptionDetails', null);
    expect(details).toMatchObject({ active: true, pendingPayment: null });
    expect(details.paymentHistory.map((payment) => payment.status)).toEqual(['succeeded']);
    await expect(localPay(server).confirmPayment((pending as { clientSecret: string }).clientSecret, true)).rejects.toThrow();
  });
});
