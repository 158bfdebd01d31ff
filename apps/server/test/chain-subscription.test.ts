// docs/product.md §32.6: one subscription for a chain, through the local payments provider. The owner of two shops,
// their chain's administrator, pays for both with one subscription: both gain access and a shop outside does not; the
// beach shop's own subscription stops renewing and its screen names the chain; one invoice lists both with the total;
// a third shop that joins later is on the next invoice; when the chain's subscription ends each shop falls back to its
// own state. A member who does not administer the chain, an outsider and bad input are refused and change nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainSubscriptions, subscriptions, workshops } from '../src/db/schema.ts';
import { ADDRESS, CARDS, DAY_MS, localPay, subscribe, tickAfter } from './billing-fixture.ts';
import { errorOf, joinByInvitation, ownerWithWorkshop } from './chain-fixture.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { createWorkshop, type Workshop } from './workshop-fixture.ts';

let server: TestServer;
let owner: Awaited<ReturnType<typeof ownerWithWorkshop>>['owner'];
let centreId: string;
let beach: Workshop;
let sierra: Workshop;
let outsider: Workshop;
let chainId: string;

const db = () => server.database.db;
const statusOf = async (workshopId: string) =>
  (await db().select({ status: workshops.subscriptionStatus }).from(workshops).where(eq(workshops.id, workshopId)))[0]?.status;
const chainRows = () => db().select().from(chainSubscriptions);

/** The owner's call, in the centre (the chain's head office), with a fresh token. */
async function asOwner(name: string, data: unknown) {
  return owner.client.send(name, data, { token: await owner.client.idToken() });
}
async function ownerOk<T>(name: string, data: unknown): Promise<T> {
  const answer = await asOwner(name, data);
  expect(answer.status, JSON.stringify(answer.body.error)).toBe(200);
  return answer.body.result as T;
}

/** The centre's trial ended long ago: it has no access of its own. */
async function expireTrial(workshopId: string) {
  const past = new Date(server.clock.now().getTime() - DAY_MS);
  await db().update(workshops).set({ trialEndsAt: past, subscriptionStatus: 'expired' }).where(eq(workshops.id, workshopId));
}

type View = {
  state: string;
  amount: number;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  workshops: { id: string; ownRenews: boolean }[];
  invoices: { id: string; workshops: number; total: number }[];
};

beforeAll(async () => {
  server = await startTestServer();
  ({ owner, workshopId: centreId } = await ownerWithWorkshop(server, 'Bicis Centro'));
  beach = await createWorkshop(server, 'Bicis Playa');
  sierra = await createWorkshop(server, 'Bicis Sierra');
  outsider = await createWorkshop(server, 'Taller ajeno');
  await joinByInvitation(server, beach, owner.client, owner.email, 'admin');
  await joinByInvitation(server, sierra, owner.client, owner.email, 'admin');
  await owner.client.call('accountWorkshopSwitch', { workshopId: centreId }, { token: await owner.client.idToken() });
  chainId = (await ownerOk<{ chain: { id: string } }>('chainsCreate', { name: 'Bicis del Norte' })).chain.id;
  await ownerOk('chainsAddWorkshop', { workshopId: beach.id });
  // The beach pays for itself before the chain does.
  await subscribe(server, beach);
  await expireTrial(centreId);
});
afterAll(async () => {
  await server?.close();
});

describe('one subscription for a chain', () => {
  it('refuses anyone but the chain’s administrators, and bad input, changing nothing', async () => {
    for (const name of ['chainSubscriptionGet', 'chainSubscriptionCancel', 'chainSubscriptionResume']) {
      expect(errorOf(await beach.admin.send(name, null)), name).toMatchObject({ status: 'PERMISSION_DENIED', reason: 'not-chain-admin' });
      expect(errorOf(await outsider.admin.send(name, null)), name).toMatchObject({
        status: 'PERMISSION_DENIED',
        reason: 'not-chain-admin',
      });
    }
    expect(errorOf(await beach.admin.send('chainSubscriptionCheckout', { planId: 'workshop-pro' }))).toMatchObject({
      reason: 'not-chain-admin',
    });
    expect(errorOf(await outsider.admin.send('chainInvoicesGet', { invoiceId: 'x' }))).toMatchObject({ reason: 'not-chain-admin' });
    for (const bad of [{ planId: '' }, { planId: 'no-such-plan' }, {}, { planId: 7 }])
      expect(errorOf(await asOwner('chainSubscriptionCheckout', bad)), JSON.stringify(bad)).toMatchObject({
        status: 'INVALID_ARGUMENT',
        fields: [{ field: 'planId' }],
      });
    expect(errorOf(await asOwner('chainInvoicesPdf', { invoiceId: 'x', language: 'fr' }))).toMatchObject({
      status: 'INVALID_ARGUMENT',
      fields: [{ field: 'language' }],
    });
    expect(errorOf(await asOwner('chainSubscriptionCancel', null))).toMatchObject({
      status: 'FAILED_PRECONDITION',
      reason: 'no-subscription',
    });
    expect(await chainRows()).toEqual([]);
    expect(await statusOf(centreId)).toBe('expired');
  });

  it('pays for every workshop of the chain: each gains access, one outside does not, nothing is paid twice', async () => {
    const before = await ownerOk<View>('chainSubscriptionGet', null);
    expect(before).toMatchObject({ state: 'none', amount: 2 * 2999, invoices: [] });
    const { sessionId } = await ownerOk<{ sessionId: string }>('chainSubscriptionCheckout', { planId: 'workshop-pro' });
    expect((await localPay(server).completeCheckout(sessionId, CARDS.succeeds, ADDRESS)).status).toBe('complete');

    // The provider's event synced it: no refresh asked.
    const view = await ownerOk<View>('chainSubscriptionGet', null);
    expect(view).toMatchObject({ state: 'active', amount: 2 * 2999, cancelAtPeriodEnd: false });
    expect(view.invoices).toEqual([expect.objectContaining({ workshops: 2, total: 2 * 2999 })]);
    expect((await chainRows()).map((row) => [row.chainId, row.quantity])).toEqual([[chainId, 2]]);
    expect(await statusOf(centreId)).toBe('active');
    expect(await statusOf(beach.id)).toBe('active');
    expect(await statusOf(outsider.id)).toBe('trialing');
    // The centre's members get in through the chain's subscription (docs/product.md §6).
    const claims = await owner.client.call('accountGet', null, { token: await owner.client.idToken() });
    expect(claims.body.result?.workshop?.subscriptionStatus).toBe('active');

    // The beach's own subscription ends at its period's end and is not renewed; its screen names the chain.
    const [own] = await db().select().from(subscriptions).where(eq(subscriptions.workshopId, beach.id));
    expect(own?.cancelAtPeriodEnd).toBe(true);
    expect(view.workshops.find((workshop) => workshop.id === beach.id)?.ownRenews).toBe(false);
    const details = await beach.admin.ok('callablesGetSubscriptionDetails', null);
    expect(details).toMatchObject({ active: true, paidByChain: { chainName: 'Bicis del Norte' } });
    expect(errorOf(await beach.admin.send('callablesCreateCheckoutSession', { planId: 'workshop-pro' }))).toMatchObject({
      status: 'ABORTED',
      reason: 'paid-by-chain',
    });
    expect(errorOf(await asOwner('chainSubscriptionCheckout', { planId: 'workshop-pro' }))).toMatchObject({ reason: 'already-active' });
  });

  it('issues one invoice listing each workshop with the total, readable and as a PDF', async () => {
    const [summary] = (await ownerOk<View>('chainSubscriptionGet', null)).invoices;
    const invoice = await ownerOk<{
      lines: { name: string; net: number }[];
      net: number;
      tax: number;
      total: number;
      workshop: { name: string };
    }>('chainInvoicesGet', { invoiceId: summary!.id });
    expect(invoice.workshop.name).toBe('Bicis del Norte');
    expect(invoice.lines.map((line) => line.name)).toEqual(['Bicis Centro', 'Bicis Playa']);
    expect(invoice.lines.reduce((sum, line) => sum + line.net, 0)).toBe(invoice.net);
    expect(invoice.net + invoice.tax).toBe(invoice.total);
    expect(invoice.total).toBe(2 * 2999);
    const pdf = await ownerOk<{ fileName: string; contentBase64: string }>('chainInvoicesPdf', { invoiceId: summary!.id, language: 'es' });
    expect(Buffer.from(pdf.contentBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    // Another chain's, or no invoice, is not found; a workshop's own invoice list does not hold it.
    expect(errorOf(await asOwner('chainInvoicesGet', { invoiceId: 'no-such-invoice' }))).toMatchObject({ status: 'NOT_FOUND' });
    expect(errorOf(await beach.admin.send('invoicesGet', { invoiceId: summary!.id }))).toMatchObject({ status: 'NOT_FOUND' });
  });

  it('covers a workshop that joins later at once, and lists it on the next invoice', async () => {
    await ownerOk('chainsAddWorkshop', { workshopId: sierra.id });
    expect(await statusOf(sierra.id)).toBe('active');
    const view = await ownerOk<View>('chainSubscriptionGet', null);
    expect(view.amount).toBe(3 * 2999);
    await tickAfter(server, view.currentPeriodEnd!);
    const renewed = await ownerOk<View>('chainSubscriptionGet', null);
    expect(renewed.state).toBe('active');
    expect(renewed.invoices.map((invoice) => [invoice.workshops, invoice.total])).toEqual([
      [3, 3 * 2999],
      [2, 2 * 2999],
    ]);
    const latest = await ownerOk<{ lines: { name: string }[] }>('chainInvoicesGet', { invoiceId: renewed.invoices[0]!.id });
    expect(latest.lines.map((line) => line.name)).toEqual(['Bicis Centro', 'Bicis Playa', 'Bicis Sierra']);
    // The beach's own subscription ended at its period's end, and the chain still covers it.
    expect((await db().select().from(subscriptions).where(eq(subscriptions.workshopId, beach.id)))[0]?.providerStatus).toBe('canceled');
    expect(await statusOf(beach.id)).toBe('active');
  });

  it('when it ends, each workshop falls back to its own state', async () => {
    const canceled = await ownerOk<View>('chainSubscriptionCancel', null);
    expect(canceled).toMatchObject({ state: 'active', cancelAtPeriodEnd: true });
    expect(await ownerOk<View>('chainSubscriptionResume', null)).toMatchObject({ cancelAtPeriodEnd: false });
    const again = await ownerOk<View>('chainSubscriptionCancel', null);
    await tickAfter(server, again.currentPeriodEnd!);
    expect((await ownerOk<View>('chainSubscriptionGet', null)).state).toBe('canceled');
    expect(await statusOf(centreId)).toBe('expired');
    expect(await statusOf(beach.id)).toBe('canceled');
    expect(await statusOf(sierra.id)).toBe('expired');
    expect(await beach.admin.ok('callablesGetSubscriptionDetails', null)).toMatchObject({ active: false, paidByChain: null });
    // And a workshop may pay for itself again.
    expect((await beach.admin.call('callablesCreateCheckoutSession', { planId: 'workshop-pro' })).status).toBe(200);
  });
});
