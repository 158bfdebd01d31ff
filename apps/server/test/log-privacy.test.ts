// docs/security.md: the logs hold no personal data. Every refused path is driven with bodies carrying
// recognizable markers (an email, a phone, a password, a card number, a token), logging at trace so that
// debug lines are read too, and no captured line may hold any of them.
import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scrubLine, serializeError } from '../src/http/logging.ts';
import { TestClient } from './http-client.ts';
import { STRIPE_ENV, deliver, stripeEvent, subscribeAtStripe } from './stripe-support.ts';
import { startStripeFake, type StripeFake } from './stripe-fake.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { createWorkshop, FIXTURE_PASSWORD, newAccount, type Workshop } from './workshop-fixture.ts';

const EMAIL = 'leak.marker@example.com';
const PHONE = '+34600999888';
const PASSWORD = 'Marker-Pass-123';
const CARD = '4242424242424242';
const TOKEN = 'tokMarkerLeak0123456789abcdef';
/** What no line may hold: the markers, the phone's digits, and a card's digits beyond the last four. */
const MARKERS = [EMAIL, PHONE, '600999888', PASSWORD, CARD, '424242424242', TOKEN];
const APP_SECRET = 'whatsapp-app-secret-for-the-log-test';

/** A body with every marker in it, the way a customer's data arrives. */
const personal = {
  email: EMAIL,
  phone: PHONE,
  password: PASSWORD,
  card: { number: CARD, last4: '4242' },
  token: TOKEN,
  address: { line1: 'Calle Marcador 1', city: 'Madrid' },
};

const lines: string[] = [];
let server: TestServer;
let fake: StripeFake;
let shop: Workshop;
let customerId: string;

beforeAll(async () => {
  fake = await startStripeFake();
  server = await startTestServer({
    env: { ...STRIPE_ENV, STRIPE_API_BASE: fake.url, WHATSAPP_APP_SECRET: APP_SECRET, LOG_LEVEL: 'trace' },
    logStream: { write: (line) => lines.push(line) },
  });
  shop = await createWorkshop(server);
  ({ customerId } = await subscribeAtStripe(server, fake, shop));
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

/** The markers found in the lines logged while `act` ran. */
async function leaksOf(act: () => Promise<void>): Promise<string[]> {
  const from = lines.length;
  await act();
  // A line written after the answer (onResponse) is read too.
  await new Promise((resolve) => setImmediate(resolve));
  const logged = lines.slice(from);
  expect(logged.length).toBeGreaterThan(0);
  return logged.flatMap((line) => MARKERS.filter((marker) => line.includes(marker)).map((marker) => `${marker} in ${line}`));
}

/** A Stripe customer as Stripe would send it, with the markers in it. */
function customerObject() {
  return {
    id: customerId,
    object: 'customer',
    email: EMAIL,
    phone: PHONE,
    name: 'Marcador',
    address: personal.address,
    metadata: { card: CARD, token: TOKEN, password: PASSWORD },
  };
}

describe('no log line holds personal data', () => {
  it('a Stripe webhook refused for its signature', async () => {
    const event = stripeEvent(fake, 'customer.updated', customerObject());
    const leaks = await leaksOf(async () => {
      expect((await deliver(server, event.payload, { secret: 'whsec_NotRuedasSecret' })).status).toBe(400);
      expect((await deliver(server, event.payload, { header: `t=1,v1=${TOKEN}` })).status).toBe(400);
    });
    expect(leaks).toEqual([]);
  });

  it('a Stripe webhook signed but not JSON, and one whose handling fails', async () => {
    const malformed = `{"email": "${EMAIL}", "phone": "${PHONE}", "card": "${CARD}", "password": "${PASSWORD}" ${TOKEN}`;
    const event = stripeEvent(fake, 'customer.updated', customerObject());
    const leaks = await leaksOf(async () => {
      expect((await deliver(server, malformed)).status).toBe(400);
      fake.setFailing(true);
      try {
        expect((await deliver(server, event.payload)).status).toBe(500);
      } finally {
        fake.setFailing(false);
      }
    });
    expect(leaks).toEqual([]);
  });

  it('a WhatsApp webhook refused: unsigned, and signed but not JSON', async () => {
    const post = (body: string, signature: string) =>
      fetch(`${server.url}/api/webhooks/whatsapp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
        body,
      });
    const body = JSON.stringify({ entry: [{ changes: [{ value: { contacts: [{ wa_id: PHONE, profile: personal }] } }] }] });
    const malformed = `${body.slice(0, -1)} ${TOKEN}`;
    const leaks = await leaksOf(async () => {
      expect((await post(body, `sha256=${TOKEN}`)).status).toBe(401);
      const signature = `sha256=${createHmac('sha256', APP_SECRET).update(malformed).digest('hex')}`;
      expect((await post(malformed, signature)).status).toBe(400);
    });
    expect(leaks).toEqual([]);
  });

  it('a sign-in with a wrong password, one with an unknown email, and a sign-up that is refused', async () => {
    await newAccount(server, EMAIL);
    const leaks = await leaksOf(async () => {
      const client = new TestClient(server.url);
      expect((await client.signIn(EMAIL, PASSWORD)).status).toBeGreaterThanOrEqual(400);
      expect((await client.signIn(`unknown.${EMAIL}`, PASSWORD)).status).toBeGreaterThanOrEqual(400);
      expect((await client.signUp(EMAIL, FIXTURE_PASSWORD)).status).toBeGreaterThanOrEqual(400);
      expect((await client.auth('sign-in/email', `{"email": "${EMAIL}", "password": "${PASSWORD}"`)).status).toBeGreaterThanOrEqual(400);
    });
    expect(leaks).toEqual([]);
  });

  it('password reset requests, for a known and an unknown address, and a reset with a wrong code', async () => {
    const leaks = await leaksOf(async () => {
      const client = new TestClient(server.url);
      for (const email of [EMAIL, `unknown.${EMAIL}`])
        expect((await client.call('dbUsersManageSendWorkshopPasswordResetEmail', { email })).status).toBe(200);
      expect((await client.auth('reset-password', { newPassword: PASSWORD, token: TOKEN })).status).toBeGreaterThanOrEqual(400);
    });
    expect(leaks).toEqual([]);
  });

  it('public functions refused: a repair link with a bad token, bookings refused and malformed', async () => {
    const leaks = await leaksOf(async () => {
      const client = new TestClient(server.url);
      expect((await client.send('publicRepairGet', { token: TOKEN })).status).toBe(404);
      const booking = {
        slug: 'no-such-workshop',
        formToken: TOKEN,
        website: '',
        services: [],
        bike: { manufacturer: '', model: 'Orca', type: 'road' },
        problem: `Llamad al ${PHONE}, tarjeta ${CARD}`,
        day: '2027-03-01',
        customer: { name: 'Marcador', surname: '', phone: PHONE, email: EMAIL, language: 'es' },
        consent: true,
      };
      expect((await client.send('publicBookingCreate', booking)).status).toBeGreaterThanOrEqual(400);
      const invalid = { ...booking, customer: { ...booking.customer, email: `${EMAIL} ${TOKEN}`, name: PASSWORD.repeat(50) } };
      expect((await client.send('publicBookingCreate', invalid)).status).toBe(400);
      const raw = await fetch(`${server.url}/api/functions/publicBookingCreate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: `{"data": {"email": "${EMAIL}", "phone": "${PHONE}", "card": "${CARD}" ${TOKEN}`,
      });
      expect(raw.status).toBe(400);
    });
    expect(leaks).toEqual([]);
  });
});

describe('the log', () => {
  it('still names what was refused, in lines that stay JSON', () => {
    expect(lines.some((line) => line.includes('a Stripe webhook with a bad or stale signature was refused'))).toBe(true);
    for (const line of lines) expect(() => JSON.parse(line) as unknown).not.toThrow();
  });

  it('scrubs every string of a line, and keeps its numbers and its JSON', () => {
    const line = JSON.stringify({ time: 1795867245297424, msg: `a\n${EMAIL} paid with 4242 4242 4242 4242, call ${PHONE}` });
    expect(JSON.parse(scrubLine(line))).toEqual({ time: 1795867245297424, msg: 'a\n[email] paid with [card …4242], call [phone]' });
    expect(
      serializeError(Object.assign(new Stripe.errors.StripeSignatureVerificationError('x', 'y', { message: 'bad' }), { payload: CARD })),
    ).not.toHaveProperty('payload');
  });
});
