// Subscribing during the trial keeps it (docs/product.md §4 "Subscribing during the trial") on the local
// provider: nothing is charged at the checkout, which says so, and the subscription trials until the
// trial's end, when the renewals pass makes the first charge; with 48 hours or less left it is charged at
// once. The checkout starts from the address and tax id the workshop gave at onboarding.
import { formatLongDateInZone } from '@rueda/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localpaySubscriptions, workshops } from '../src/db/schema.ts';
import { ADDRESS, CARDS, DAY_MS, localPay, tickAfter } from './billing-fixture.ts';
import { getPay } from './pay-fixture.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { createWorkshop, FAR_APART_ZONES, setWorkshopZone, type Workshop } from './workshop-fixture.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { PAY_GETS_PER_MINUTE_PER_IP: '100000' } });
});
afterAll(async () => server?.close());

const details = (shop: Workshop) => shop.admin.ok('callablesGetSubscriptionDetails', null);
const openCheckout = async (shop: Workshop) =>
  (await shop.admin.ok('callablesCreateCheckoutSession', { planId: 'workshop-pro' })).sessionId;

describe('a workshop with 14 days of trial left that subscribes', () => {
  let shop: Workshop;
  let sessionId: string;
  let trialEnds: string;

  beforeAll(async () => {
    shop = await createWorkshop(server, 'Ciclos Marta');
    await server.database.db
      .update(workshops)
      .set({ address: 'Calle Mayor 1, 28013 Madrid', taxId: 'B12345678' })
      .where(eq(workshops.id, shop.id));
    trialEnds = (await details(shop)).trialEnds!;
    sessionId = await openCheckout(shop);
  });

  it('is told on the checkout, in both languages, that nothing is charged today and when the first charge falls', async () => {
    const spanish = await getPay(server, `/pay/checkout/${sessionId}?lang=es`);
    expect(spanish.text).toMatch(
      /No se te cobrará nada hoy\. El primer cargo, 29,99\s€, será el \d{1,2} de \w+ de \d{4}, al terminar tu prueba\./u,
    );
    expect(spanish.text).toContain('Suscribirme sin pagar hoy');
    expect(spanish.text).not.toMatch(/Pagar 29,99/u);
    const portuguese = await getPay(server, `/pay/checkout/${sessionId}?lang=pt`);
    expect(portuguese.text).toMatch(
      /Hoje não lhe será cobrado nada\. O primeiro pagamento, 29,99\s€, será a \d{1,2} de \w+ de \d{4}, no fim do período experimental\./u,
    );
    expect(portuguese.text).toContain('Subscrever sem pagar hoje');
  });

  it('reads the first charge’s day on the workshop’s clock, whatever the language (docs/product.md §1)', async () => {
    for (const timeZone of FAR_APART_ZONES) {
      await setWorkshopZone(server, shop.id, timeZone);
      for (const language of ['es', 'pt'] as const) {
        const page = await getPay(server, `/pay/checkout/${sessionId}?lang=${language}`);
        expect(page.text).toContain(formatLongDateInZone(trialEnds, timeZone, language));
      }
    }
    await setWorkshopZone(server, shop.id);
  });

  it('finds the checkout prefilled with the address and tax id given at onboarding', async () => {
    const page = await getPay(server, `/pay/checkout/${sessionId}?lang=es`);
    const valueOf = (id: string) => new RegExp(`id="${id}"[^>]*value="([^"]*)"`).exec(page.text)?.[1];
    expect(valueOf('address-name')).toBe('Ciclos Marta');
    expect(valueOf('address-line1')).toBe('Calle Mayor 1');
    expect(valueOf('address-postal-code')).toBe('28013');
    expect(valueOf('address-city')).toBe('Madrid');
    expect(valueOf('address-tax-id')).toBe('B12345678');
    expect(page.text).toMatch(/<option value="ES"\s+selected/);
  });

  it('pays nothing now: the subscription trials until the trial’s end, which is its first charge', async () => {
    expect(await localPay(server).completeCheckout(sessionId, CARDS.succeeds, ADDRESS)).toMatchObject({ status: 'complete' });
    expect(await shop.admin.ok('callablesConfirmCheckoutSession', { sessionId })).toEqual({ success: true });
    const [row] = await server.database.db.select().from(localpaySubscriptions).orderBy(localpaySubscriptions.created);
    expect(row).toMatchObject({ status: 'trialing' });
    expect(await details(shop)).toMatchObject({
      active: true,
      subscriptionStatus: 'active',
      paymentHistory: [],
      currentPeriodEnd: trialEnds,
      nextBillingDate: trialEnds,
    });
  });

  it('is charged by the renewals pass at the trial’s end, and its period then reads from there', async () => {
    await tickAfter(server, new Date(Date.parse(trialEnds) - 60_000), 0);
    expect((await details(shop)).paymentHistory).toEqual([]);
    await tickAfter(server, trialEnds);
    const charged = await details(shop);
    expect(charged).toMatchObject({ active: true, subscriptionStatus: 'active', currentPeriodStart: trialEnds });
    expect(Date.parse(charged.currentPeriodEnd!)).toBeGreaterThan(Date.parse(trialEnds) + 27 * DAY_MS);
    expect(charged.paymentHistory).toEqual([expect.objectContaining({ status: 'succeeded', amount: 2999, date: trialEnds })]);
    const invoice = await shop.admin.ok('invoicesGet', { invoiceId: charged.paymentHistory[0]!.invoiceId! });
    expect(invoice).toMatchObject({ periodStart: trialEnds, periodEnd: charged.currentPeriodEnd, total: 2999 });
  });
});

describe('a workshop with less than 48 hours of trial left that subscribes', () => {
  it('is charged at once, and its checkout says so by its button', async () => {
    const shop = await createWorkshop(server, 'Taller con prisa');
    const { trialEnds } = await details(shop);
    const soon = new Date(server.clock.now().getTime() + DAY_MS);
    await server.database.db.update(workshops).set({ trialEndsAt: soon }).where(eq(workshops.id, shop.id));
    const sessionId = await openCheckout(shop);
    expect(trialEnds).not.toBeNull();
    const page = await getPay(server, `/pay/checkout/${sessionId}?lang=es`);
    expect(page.text).toMatch(/Pagar 29,99\s€/u);
    expect(page.text).not.toContain('No se te cobrará nada hoy');
    expect(await localPay(server).completeCheckout(sessionId, CARDS.succeeds, ADDRESS)).toMatchObject({ status: 'complete' });
    expect((await details(shop)).paymentHistory).toEqual([expect.objectContaining({ status: 'succeeded', amount: 2999 })]);
  });
});
