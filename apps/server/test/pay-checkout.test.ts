// The local provider's checkout page and card confirmation over HTTP (decision 014, "The local
// provider's pages"): the page shows the plan escaped and in the payer's language; 4242 pays and the
// app confirms; 0002 is refused in the provider's words with nothing changed; 3155 waits for
// /pay/confirm; unknown and expired sessions say nothing more; hostile bodies are a 400 naming the
// field with nothing written; the scripts are served as scripts; no card number reaches the logs.
import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { CARD_MESSAGES, cardProblemOf, type TypedCard } from '@rueda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, CARDS, trialEndingSoon } from './billing-fixture.ts';
import { billingRowCounts, checkoutBody, getPay, postPay } from './pay-fixture.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { createWorkshop, type Workshop } from './workshop-fixture.ts';

let server: TestServer;
const logLines: string[] = [];

beforeAll(async () => {
  server = await startTestServer({
    env: { LOG_LEVEL: 'info', PAY_GETS_PER_MINUTE_PER_IP: '100000', PAY_POSTS_PER_MINUTE_PER_IP: '100000' },
    logStream: { write: (line) => logLines.push(line) },
  });
});
afterAll(async () => server?.close());

/** A checkout that charges at once (a day of trial left; subscription-trial-kept.test.ts has the kept trial). */
async function openCheckout(shop: Workshop): Promise<string> {
  await trialEndingSoon(server, shop);
  const { sessionId } = await shop.admin.ok('callablesCreateCheckoutSession', { planId: 'workshop-pro' });
  return sessionId;
}

const sessionOf = (sessionId: string) => server.billing.provider.retrieveCheckoutSession(sessionId);

describe('the checkout page', () => {
  let shop: Workshop;
  let sessionId: string;
  beforeAll(async () => {
    shop = await createWorkshop(server, 'Taller <script>alert("x")</script> & Cía');
    sessionId = await openCheckout(shop);
  });

  it('shows the plan, its amount and the payer, with every field labelled, and escapes what it shows', async () => {
    const page = await getPay(server, `/pay/checkout/${sessionId}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.text).toContain('<html lang="es">');
    expect(page.text).toContain('Suscribirse a Workshop Pro');
    expect(page.text).toMatch(/29,99\s€<span class="pay-summary__per">al mes<\/span>/u);
    expect(page.text).toMatch(/Pagar 29,99\s€/u);
    expect(page.text).toMatch(/@example\.com/);
    // The workshop's name prefills the billing name, escaped.
    expect(page.text).not.toContain('<script>alert');
    expect(page.text).toContain('Taller &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Cía');
    for (const token of ['cc-number', 'cc-exp', 'cc-csc', 'cc-name', 'address-line1', 'postal-code', 'country']) {
      expect(page.text).toContain(`autocomplete="${token}"`);
    }
    for (const id of [
      'card-number',
      'card-expiry',
      'card-cvc',
      'card-name',
      'address-name',
      'address-line1',
      'address-city',
      'address-country',
    ]) {
      expect(page.text).toContain(`<label for="${id}">`);
    }
    expect(page.text).toContain('inputmode="numeric"');
    expect(page.text).toContain('role="alert"');
    expect(page.text).toContain(`href="${server.url}/subscription/cancel"`);
    // No inline script: each one is a served file or data the browser does not run.
    for (const tag of page.text.match(/<script[^>]*>/g) ?? []) expect(tag).toMatch(/ src="\/pay\/|type="application\/json"/);
  });

  it('is never cached, sends no referrer and carries the site’s CSP', async () => {
    const page = await getPay(server, `/pay/checkout/${sessionId}`);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('speaks Portuguese when the browser prefers it or ?lang=pt asks', async () => {
    const preferred = await getPay(server, `/pay/checkout/${sessionId}`, { 'accept-language': 'pt-PT,pt;q=0.9,en;q=0.8' });
    expect(preferred.text).toContain('<html lang="pt">');
    expect(preferred.text).toContain('Subscrever Workshop Pro');
    expect(preferred.text).toMatch(/29,99\s€<span class="pay-summary__per">por mês<\/span>/u);
    const chosen = await getPay(server, `/pay/checkout/${sessionId}?lang=pt`, { 'accept-language': 'es-ES' });
    expect(chosen.text).toContain('Número do cartão');
    const spanish = await getPay(server, `/pay/checkout/${sessionId}?lang=es`, { 'accept-language': 'pt-PT' });
    expect(spanish.text).toContain('Número de tarjeta');
  });
});

describe('paying', () => {
  it('pays with 4242; the app’s confirmation then succeeds and the page is gone', async () => {
    const shop = await createWorkshop(server);
    const sessionId = await openCheckout(shop);
    const paid = await postPay(server, `/pay/checkout/${sessionId}`, checkoutBody(CARDS.succeeds, ADDRESS));
    expect(paid.status).toBe(200);
    expect(paid.headers.get('cache-control')).toBe('no-store');
    expect(paid.json).toEqual({ status: 'complete', successUrl: `${server.url}/subscription/success?session_id=${sessionId}` });
    expect(await shop.admin.ok('callablesConfirmCheckoutSession', { sessionId })).toEqual({ success: true });
    expect((await getPay(server, `/pay/checkout/${sessionId}`)).status).toBe(410);
    const again = await postPay(server, `/pay/checkout/${sessionId}`, checkoutBody(CARDS.succeeds, ADDRESS));
    expect(again.status).toBe(410);
    expect(again.json.error?.code).toBe('closed');
  });

  it('refuses 0002 in the provider’s words, and changes nothing', async () => {
    const shop = await createWorkshop(server);
    const sessionId = await openCheckout(shop);
    const before = await billingRowCounts(server);
    const declined = await postPay(server, `/pay/checkout/${sessionId}`, checkoutBody(CARDS.declined, ADDRESS));
    expect(declined.status).toBe(200);
    expect(declined.json).toEqual({ status: 'declined', message: CARD_MESSAGES.declined });
    const mistyped = await postPay(
      server,
      `/pay/checkout/${sessionId}`,
      checkoutBody({ ...CARDS.succeeds, number: '4242 4242 4242 4241' }, ADDRESS),
    );
    expect(mistyped.json).toEqual({ status: 'declined', message: CARD_MESSAGES.incorrectNumber, field: 'card.number' });
    const expired = await postPay(
      server,
      `/pay/checkout/${sessionId}`,
      checkoutBody({ ...CARDS.succeeds, expMonth: 1, expYear: 20 }, ADDRESS),
    );
    expect(expired.json).toEqual({ status: 'declined', message: CARD_MESSAGES.expired, field: 'card.expiry' });
    expect(await billingRowCounts(server)).toEqual(before);
    expect(await sessionOf(sessionId)).toMatchObject({ status: 'open' });
    expect((await shop.admin.call('callablesConfirmCheckoutSession', { sessionId })).status).toBe(409);
  });

  it('waits for the confirmation of 3155: refused, the session stays open; approved, it is paid', async () => {
    const shop = await createWorkshop(server);
    const sessionId = await openCheckout(shop);
    const first = await postPay(server, `/pay/checkout/${sessionId}`, checkoutBody(CARDS.requiresAction, ADDRESS));
    expect(first.json).toMatchObject({ status: 'requires_action', clientSecret: expect.stringMatching(/^pi_[\w-]+_secret$/) });

    const refused = await postPay(server, '/pay/confirm', { clientSecret: first.json.clientSecret, approve: false });
    expect(refused.status).toBe(200);
    expect(refused.json).toEqual({ status: 'failed', message: CARD_MESSAGES.authenticationFailed });
    expect(await sessionOf(sessionId)).toMatchObject({ status: 'open' });
    // The refused payment no longer waits: confirming it again finds nothing.
    expect((await postPay(server, '/pay/confirm', { clientSecret: first.json.clientSecret, approve: true })).status).toBe(404);

    const second = await postPay(server, `/pay/checkout/${sessionId}`, checkoutBody(CARDS.requiresAction, ADDRESS));
    const approved = await postPay(server, '/pay/confirm', { clientSecret: second.json.clientSecret, approve: true });
    expect(approved.json).toEqual({ status: 'succeeded' });
    expect(await sessionOf(sessionId)).toMatchObject({ status: 'complete' });
    expect(await shop.admin.ok('callablesConfirmCheckoutSession', { sessionId })).toEqual({ success: true });
  });
});

describe('sessions that cannot be paid', () => {
  it('answers an unknown or malformed session with 404, saying nothing more', async () => {
    for (const path of [
      '/pay/checkout/cs_AAAAAAAAAAAAAAAAAAAAAAAA',
      '/pay/checkout/nope',
      '/pay/checkout/%3Cscript%3E',
      '/pay/nothing-here',
    ]) {
      const page = await getPay(server, path);
      expect(page.status).toBe(404);
      expect(page.text).toContain('Esta página de pago no existe');
      expect(page.text).not.toContain('<script>');
    }
    const post = await postPay(server, '/pay/checkout/cs_AAAAAAAAAAAAAAAAAAAAAAAA', checkoutBody(CARDS.succeeds, ADDRESS));
    expect(post.status).toBe(404);
    expect(post.json.error?.code).toBe('not-found');
  });

  it('answers a session past its 24 hours with 410', async () => {
    const shop = await createWorkshop(server);
    const sessionId = await openCheckout(shop);
    server.clock.advance(25 * 60 * 60 * 1000);
    try {
      const page = await getPay(server, `/pay/checkout/${sessionId}`);
      expect(page.status).toBe(410);
      expect(page.text).toContain('Este pago ya no está disponible');
      expect(page.text).not.toContain('Workshop Pro');
      const post = await postPay(server, `/pay/checkout/${sessionId}`, checkoutBody(CARDS.succeeds, ADDRESS));
      expect(post.status).toBe(410);
      expect(post.json.error?.code).toBe('expired');
    } finally {
      server.clock.advance(-25 * 60 * 60 * 1000);
    }
  });
});

describe('hostile bodies', () => {
  let sessionId: string;
  beforeAll(async () => {
    sessionId = await openCheckout(await createWorkshop(server));
  });

  const good = checkoutBody(CARDS.succeeds, ADDRESS);
  const cases: [string, unknown, string][] = [
    ['not JSON', '{"card":', 'body'],
    ['an array', [good], 'body'],
    ['no card', { ...good, card: undefined }, 'card'],
    ['letters in the number', { ...good, card: { ...good.card, number: '4242abcd42424242' } }, 'card.number'],
    ['a number too long', { ...good, card: { ...good.card, number: '4'.repeat(40) } }, 'card.number'],
    ['a month as text', { ...good, card: { ...good.card, expMonth: '12' } }, 'card.expMonth'],
    ['letters in the CVC', { ...good, card: { ...good.card, cvc: '12a' } }, 'card.cvc'],
    ['an unknown key', { ...good, card: { ...good.card, pin: '1234' } }, 'card'],
    ['no name on the card', { ...good, nameOnCard: '   ' }, 'nameOnCard'],
    ['a country without its VAT', { ...good, billingAddress: { ...ADDRESS, country: 'FR' } }, 'billingAddress.country'],
    ['an empty billing name', { ...good, billingAddress: { ...ADDRESS, name: '' } }, 'billingAddress.name'],
    ['a huge address', { ...good, billingAddress: { ...ADDRESS, line1: 'x'.repeat(20_000) } }, 'body'],
  ];

  it.each(cases)('answers %s with 400 naming the field, and writes nothing', async (_name, body, field) => {
    const before = await billingRowCounts(server);
    const answer = await postPay(server, `/pay/checkout/${sessionId}`, body);
    expect(answer.status).toBe(400);
    expect(answer.json.error).toMatchObject({ code: 'invalid-argument', field });
    expect(answer.text).not.toContain('4242424242424242');
    expect(await billingRowCounts(server)).toEqual(before);
    expect(await sessionOf(sessionId)).toMatchObject({ status: 'open' });
  });

  it('answers a body that is not JSON, or a bad confirmation, with 400', async () => {
    const form = await fetch(`${server.url}/pay/checkout/${sessionId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'card-number=4242424242424242',
    });
    expect(form.status).toBe(400);
    for (const body of [
      { clientSecret: 'pi_x', approve: true },
      { clientSecret: 'pi_AAAAAAAAAAAAAAAAAAAAAAAA_secret', approve: 'yes' },
      {},
    ]) {
      const answer = await postPay(server, '/pay/confirm', body);
      expect(answer.status).toBe(400);
      expect(answer.json.error?.code).toBe('invalid-argument');
    }
  });
});

describe('the scripts', () => {
  it('serves /pay/local.js as JavaScript defining LocalPay, with its dialog’s words', async () => {
    const script = await getPay(server, '/pay/local.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(script.headers.get('cache-control')).toBe('public, max-age=300');
    expect(script.text).toContain('window.LocalPay = function LocalPay(publishableKey)');
    expect(script.text).toContain('Tu banco pide confirmar este pago');
    expect(script.text).toContain('O seu banco pede para confirmar este pagamento');
    expect(script.text).not.toContain('filledInByTheServer');
  });

  it('serves the pages’ files with their types, and nothing else', async () => {
    expect((await getPay(server, '/pay/assets/pay.css')).headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect((await getPay(server, '/pay/assets/checkout.js')).headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect((await getPay(server, '/pay/assets/..%2Froutes.ts')).status).toBe(404);
    expect((await getPay(server, '/pay/assets/routes.ts')).status).toBe(404);
  });

  it('checks a typed card in the page as the provider does (card-form.js against cardProblemOf)', () => {
    const source = readFileSync(new URL('../src/billing/local/pages/assets/card-form.js', import.meta.url), 'utf8');
    const context = { window: {} as { RuedaPayForm?: { cardProblem(card: TypedCard, now: Date, messages: unknown): string | null } } };
    vm.runInNewContext(source, context);
    const now = new Date('2026-11-23T10:00:00Z');
    const card = (number: string, expMonth = 12, expYear = 34, cvc = '123'): TypedCard => ({ number, expMonth, expYear, cvc });
    const cards = [
      ...Object.values(CARDS),
      card('4242 4242 4242 4241'),
      card('4242'),
      card(''),
      card('3782 822463 10005', 12, 34, '1234'),
      card('3782 822463 10005', 12, 34, '123'),
      card('4242 4242 4242 4242', 13, 34),
      card('4242 4242 4242 4242', 0, 34),
      card('4242 4242 4242 4242', 10, 26),
      card('4242 4242 4242 4242', 11, 26),
      card('4242 4242 4242 4242', 11, 2026),
      card('4242 4242 4242 4242', 12, 25),
      card('4242 4242 4242 4242', 12, 34, '12'),
      card('4242-4242-4242-4242', 12, 34, '1234'),
    ];
    for (const typed of cards) expect(context.window.RuedaPayForm!.cardProblem(typed, now, CARD_MESSAGES)).toBe(cardProblemOf(typed, now));
  });
});

it('wrote no card number in the logs, nor a session id (the page’s credential)', () => {
  const logs = logLines.join('\n');
  expect(logs).toContain('/pay/checkout/[redacted]');
  expect(logs).not.toMatch(/\/pay\/checkout\/cs_/);
  for (const typed of Object.values(CARDS)) {
    expect(logs).not.toContain(typed.number);
    expect(logs).not.toContain(typed.number.replaceAll(' ', ''));
  }
});
