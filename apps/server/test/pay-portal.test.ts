// The local provider's billing portal over HTTP (decision 014): the page shows the subscription, the
// card, the address and the invoices; cancel at the period's end and resume are mirrored in the app;
// a new card (a declined one refused in the provider's words) and a new address are kept; another
// workshop's invoice, an unknown or expired session and hostile bodies are refused.
import { CARD_MESSAGES } from '@rueda/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, CARDS, subscribe } from './billing-fixture.ts';
import { billingRowCounts, getPay, idOfUrl, postPay } from './pay-fixture.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { createWorkshop, type Workshop } from './workshop-fixture.ts';

let server: TestServer;
let shop: Workshop;
let other: Workshop;
let portalId: string;
let base: string;

beforeAll(async () => {
  server = await startTestServer({ env: { PAY_GETS_PER_MINUTE_PER_IP: '100000', PAY_POSTS_PER_MINUTE_PER_IP: '100000' } });
  [shop, other] = await Promise.all([createWorkshop(server), createWorkshop(server, 'Otro taller')]);
  await subscribe(server, shop);
  await subscribe(server, other);
  portalId = idOfUrl((await shop.admin.ok('callablesCreatePortalSession', null)).url);
  base = `/pay/portal/${portalId}`;
});
afterAll(async () => server?.close());

const details = (workshop: Workshop = shop) => workshop.admin.ok('callablesGetSubscriptionDetails', null);

describe('the portal page', () => {
  it('shows the subscription, the card, the address and the invoices, with the way back', async () => {
    const page = await getPay(server, base);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.text).toContain('Gestionar la suscripción');
    expect(page.text).toContain('Workshop Pro');
    expect(page.text).toMatch(/29,99\s€ al mes/u);
    expect(page.text).toContain('pay-pill--active">Activa<');
    expect(page.text).toContain('Visa</span> ·· 4242');
    expect(page.text).toContain('Calle Mayor 1');
    expect(page.text).toContain(`href="${server.url}/profile"`);
    expect(page.text).toContain('id="cancel-button"');
    const { paymentHistory } = await details();
    const invoice = paymentHistory[0]!;
    expect(page.text).toContain(invoice.invoiceNumber!);
    expect(page.text).toContain(`href="${base}/invoices/${invoice.invoiceId}.pdf"`);
    const pt = await getPay(server, `${base}?lang=pt`);
    expect(pt.text).toContain('Gerir a subscrição');
    expect(pt.text).toMatch(/29,99\s€ por mês/u);
  });

  it('answers an unknown session with 404 and one past its 24 hours with 410', async () => {
    expect((await getPay(server, '/pay/portal/bps_AAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await getPay(server, '/pay/portal/x')).status).toBe(404);
    expect((await postPay(server, '/pay/portal/bps_AAAAAAAAAAAAAAAAAAAAAAAA/cancel', {})).status).toBe(404);
    const expiring = idOfUrl((await other.admin.ok('callablesCreatePortalSession', null)).url);
    server.clock.advance(25 * 60 * 60 * 1000);
    try {
      const page = await getPay(server, `/pay/portal/${expiring}`);
      expect(page.status).toBe(410);
      expect(page.text).toContain('Esta sesión del portal ha caducado');
      expect(page.text).not.toContain('Workshop Pro');
      const cancel = await postPay(server, `/pay/portal/${expiring}/cancel`, {});
      expect(cancel.status).toBe(410);
      expect(cancel.json.error?.code).toBe('expired');
      const invoiceId = (await details(other)).paymentHistory[0]!.invoiceId!;
      expect((await getPay(server, `/pay/portal/${expiring}/invoices/${invoiceId}.pdf`)).status).toBe(410);
    } finally {
      server.clock.advance(-25 * 60 * 60 * 1000);
    }
    expect((await details(other)).cancelAtPeriodEnd).toBe(false);
  });
});

describe('the portal’s actions', () => {
  it('cancels at the period’s end, mirrored in the app, and resumes', async () => {
    const canceled = await postPay(server, `${base}/cancel`, {});
    expect(canceled.status).toBe(200);
    expect(canceled.json).toEqual({ status: 'canceled' });
    const after = await details();
    expect(after).toMatchObject({ active: true, cancelAtPeriodEnd: true, subscriptionStatus: 'active' });
    const page = await getPay(server, `${base}?done=canceled`);
    expect(page.text).toContain('La suscripción se cancelará al final del periodo.');
    expect(page.text).toMatch(/Se cancelará el \d+ de \p{L}+ de \d{4}/u);
    expect(page.text).toContain('id="resume-button"');

    expect((await postPay(server, `${base}/resume`, {})).json).toEqual({ status: 'resumed' });
    expect(await details()).toMatchObject({ active: true, cancelAtPeriodEnd: false });
  });

  it('refuses a declined card in the provider’s words, keeping the old one, and keeps a good one', async () => {
    const before = await details();
    const declined = await postPay(server, `${base}/card`, { card: CARDS.declined, nameOnCard: 'Ana' });
    expect(declined.json).toEqual({ status: 'declined', message: CARD_MESSAGES.declined });
    expect((await details()).defaultPaymentMethod).toBe(before.defaultPaymentMethod);

    const saved = await postPay(server, `${base}/card`, { card: { ...CARDS.succeeds, number: '5555 5555 5555 4444' }, nameOnCard: 'Ana' });
    expect(saved.json).toEqual({ status: 'saved' });
    const after = await details();
    expect(after.paymentMethods.find((method) => method.isDefault)).toMatchObject({ brand: 'mastercard', last4: '4444' });
    expect((await getPay(server, base)).text).toContain('Mastercard</span> ·· 4444');
  });

  it('updates the billing address, escaped on the page', async () => {
    const address = {
      ...ADDRESS,
      name: '<img src=x onerror=alert(1)>',
      line1: 'Rua Augusta 10',
      city: 'Lisboa',
      postalCode: '1100-053',
      country: 'PT',
      taxId: '',
    };
    const saved = await postPay(server, `${base}/address`, { billingAddress: address });
    expect(saved.json).toEqual({ status: 'saved' });
    expect((await details()).billingAddress).toEqual(address);
    const page = await getPay(server, base);
    expect(page.text).not.toContain('<img src=x');
    expect(page.text).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page.text).toContain('Rua Augusta 10');
  });

  it('answers hostile bodies with 400 naming the field, and writes nothing', async () => {
    const before = await billingRowCounts(server);
    const { billingAddress } = await details();
    const cases: [string, unknown, string][] = [
      ['cancel', { now: true }, 'body'],
      ['resume', [], 'body'],
      ['card', { card: { ...CARDS.succeeds, number: 4242 } }, 'card.number'],
      ['card', { card: CARDS.succeeds }, 'nameOnCard'],
      ['address', { billingAddress: { ...ADDRESS, country: 'XX' } }, 'billingAddress.country'],
      ['address', { billingAddress: { ...ADDRESS, postalCode: '1'.repeat(21) } }, 'billingAddress.postalCode'],
      ['address', '{"billingAddress"', 'body'],
    ];
    for (const [action, body, field] of cases) {
      const answer = await postPay(server, `${base}/${action}`, body);
      expect(answer.status, `${action} ${JSON.stringify(body)}`).toBe(400);
      expect(answer.json.error).toMatchObject({ code: 'invalid-argument', field });
    }
    expect(await billingRowCounts(server)).toEqual(before);
    expect((await details()).billingAddress).toEqual(billingAddress);
  });
});

describe('the invoices', () => {
  it('serves the workshop’s own invoice as a PDF, named in the reader’s language', async () => {
    const invoice = (await details()).paymentHistory[0]!;
    const response = await fetch(`${server.url}${base}/invoices/${invoice.invoiceId}.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="factura-${invoice.invoiceNumber}.pdf"`);
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const pt = await fetch(`${server.url}${base}/invoices/${invoice.invoiceId}.pdf?lang=pt`);
    expect(pt.headers.get('content-disposition')).toBe(`attachment; filename="fatura-${invoice.invoiceNumber}.pdf"`);
  });

  it('serves no other workshop’s invoice, nor an unknown one', async () => {
    const theirs = (await details(other)).paymentHistory[0]!.invoiceId!;
    for (const file of [`${theirs}.pdf`, '00000000-0000-4000-8000-000000000000.pdf', 'nope.pdf', `${theirs}`]) {
      const answer = await getPay(server, `${base}/invoices/${file}`);
      expect(answer.status, file).toBe(404);
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    }
  });
});

// docs/stripe.md, "The billing portal and who opened it": a portal session serves only while its opener is an
// active admin of the workshop, checked on every request, and ends for good once they are removed, deactivated
// or made a manager.
describe('a portal session and the admin who opened it', () => {
  /** A second admin of the workshop, with a portal session of their own; what each of its pages answers. */
  async function secondAdminPortal() {
    const admin = await shop.member('admin');
    const path = `/pay/portal/${idOfUrl((await admin.ok('callablesCreatePortalSession', null)).url)}`;
    const invoiceId = (await details()).paymentHistory[0]!.invoiceId!;
    const answers = async () => {
      const page = await getPay(server, path);
      const pdf = await getPay(server, `${path}/invoices/${invoiceId}.pdf`);
      const cancel = await postPay(server, `${path}/cancel`, {});
      return { page: page.status, pdf: pdf.status, cancel: cancel.status, code: cancel.json.error?.code, text: page.text };
    };
    expect((await getPay(server, path)).status).toBe(200);
    return { admin, answers };
  }
  const ENDED = { page: 403, pdf: 403, cancel: 403, code: 'ended' };

  it('ends when its opener is removed from the team, with a page that says so; another admin’s goes on', async () => {
    const { admin, answers } = await secondAdminPortal();
    await shop.admin.ok('teamRemove', { userId: admin.userId });
    const after = await answers();
    expect(after).toMatchObject(ENDED);
    expect(after.text).toContain('Esta sesión del portal ha terminado');
    expect(after.text).not.toContain('Workshop Pro');
    expect((await getPay(server, base)).status).toBe(200);
    expect((await details()).cancelAtPeriodEnd).toBe(false);
  });

  it('ends when its opener is deactivated or made a manager, and stays ended once they are back', async () => {
    for (const change of [{ active: false }, { role: 'manager' as const }]) {
      const { admin, answers } = await secondAdminPortal();
      await shop.admin.ok('teamUpdate', { userId: admin.userId, ...change });
      expect(await answers(), JSON.stringify(change)).toMatchObject(ENDED);
      await shop.admin.ok('teamUpdate', { userId: admin.userId, active: true, role: 'admin' });
      expect(await answers(), JSON.stringify(change)).toMatchObject(ENDED);
    }
  });

  it('checks on every request that its opener is still an active admin of the workshop', async () => {
    const { admin, answers } = await secondAdminPortal();
    // Changed by hand, past the team's functions: the page reads the membership each time.
    const setRole = (role: string) =>
      server.database.db.execute(sql`update workshop_users set role = ${role} where user_id = ${admin.userId}`);
    await setRole('mechanic');
    expect(await answers()).toMatchObject(ENDED);
    await setRole('admin');
    expect((await answers()).page).toBe(200);
    // A session kept from before openers were recorded serves no one.
    await server.database.db.execute(sql`update localpay_portal_sessions set opened_by = null where opened_by = ${admin.userId}`);
    expect(await answers()).toMatchObject(ENDED);
  });
});
