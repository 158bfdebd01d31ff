// A local stand-in for Stripe's API, answering the calls the Stripe adapter makes with the recorded
// answers in fixtures/stripe/ (objects of the SDK's API version, 2026-10-28.endive; see its README). Each
// customer's state is a scenario a test switches (active → past due → renewed → canceled). The answers
// are replayed shifted in time so the checkout happens now, whenever the tests run; every request is
// recorded so tests can count what Rueda asked.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;

/** The customer, ids and instants as recorded; the fake swaps in its own customers' ids. */
const RECORDED_CUSTOMER = 'cus_TA7xQm2Lk9VbRe';
const RECORDED_WORKSHOP = 'WORKSHOP_ID';
const RECORDED_RUEDA = 'RUEDA';
/** When the recorded checkout session was created (checkout-session-open.json `created`). */
const RECORDED_CHECKOUT_AT = Date.parse('2026-10-02T09:12:45Z') / 1000;

const FIXTURES = new URL('./fixtures/stripe/', import.meta.url);
const fixture = (name: string): Json => JSON.parse(readFileSync(new URL(`${name}.json`, FIXTURES), 'utf8')) as Json;

/** What Stripe answers about one customer, as recorded at one moment of the story. */
export const SCENARIOS = {
  /** Made by Rueda, no checkout paid yet. */
  new: { customer: 'customer-new', subscription: null, paymentMethods: [], invoices: [], paymentIntents: [] },
  /** The checkout paid with a Visa ending 0341: the first month. */
  active: {
    customer: 'customer',
    subscription: 'subscription-active',
    paymentMethods: ['payment-method-visa'],
    invoices: ['invoice-first'],
    paymentIntents: ['payment-intent-first'],
  },
  /** The renewal a month later declined: past due, Stripe retrying. */
  pastDue: {
    customer: 'customer',
    subscription: 'subscription-past-due',
    paymentMethods: ['payment-method-visa'],
    invoices: ['invoice-renewal-failed', 'invoice-first'],
    paymentIntents: ['payment-intent-renewal-failed', 'payment-intent-first'],
  },
  /** The renewal waiting for the card's extra confirmation. */
  actionRequired: {
    customer: 'customer',
    subscription: 'subscription-past-due',
    paymentMethods: ['payment-method-visa'],
    invoices: ['invoice-renewal-failed', 'invoice-first'],
    paymentIntents: ['payment-intent-renewal-requires-action', 'payment-intent-first'],
  },
  /** A Mastercard added in the portal paid the renewal. */
  renewed: {
    customer: 'customer',
    subscription: 'subscription-renewed',
    paymentMethods: ['payment-method-visa', 'payment-method-mastercard'],
    invoices: ['invoice-renewal-paid', 'invoice-first'],
    paymentIntents: ['payment-intent-renewal-paid', 'payment-intent-first'],
  },
  /** Canceled in the portal, running to the period's end. */
  canceling: {
    customer: 'customer',
    subscription: 'subscription-canceling',
    paymentMethods: ['payment-method-visa', 'payment-method-mastercard'],
    invoices: ['invoice-renewal-paid', 'invoice-first'],
    paymentIntents: ['payment-intent-renewal-paid', 'payment-intent-first'],
  },
  /** The period ended: canceled. */
  canceled: {
    customer: 'customer',
    subscription: 'subscription-canceled',
    paymentMethods: ['payment-method-visa', 'payment-method-mastercard'],
    invoices: ['invoice-renewal-paid', 'invoice-first'],
    paymentIntents: ['payment-intent-renewal-paid', 'payment-intent-first'],
  },
} satisfies Record<
  string,
  { customer: string; subscription: string | null; paymentMethods: string[]; invoices: string[]; paymentIntents: string[] }
>;

export type Scenario = keyof typeof SCENARIOS;

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: URLSearchParams;
}

interface CustomerState {
  scenario: Scenario;
  workshopId: string;
}

interface SessionState {
  status: 'open' | 'complete' | 'expired';
  customer: string;
  successUrl: string;
  cancelUrl: string;
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const stripeId = (prefix: string, length: number) =>
  prefix + [...randomBytes(length)].map((byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');

export async function startStripeFake() {
  // Recorded instants move by this many seconds: the recorded checkout happens at the fake's start.
  const shift = Math.floor(Date.now() / 1000) - RECORDED_CHECKOUT_AT;
  const customers = new Map<string, CustomerState>();
  const sessions = new Map<string, SessionState>();
  const requests: RecordedRequest[] = [];
  let failing = false;

  /** A recorded object as the fake replays it: shifted in time, with this customer's ids. */
  function replay(name: string, customerId: string, workshopId = ''): Json {
    const text = JSON.stringify(fixture(name)).replaceAll(RECORDED_CUSTOMER, customerId).replaceAll(RECORDED_WORKSHOP, workshopId);
    // Unix times (seconds) are the only numbers this large in the recorded answers.
    return JSON.parse(text, (_key, value: unknown) =>
      typeof value === 'number' && value > 1_500_000_000 && value < 2_500_000_000 ? value + shift : value,
    ) as Json;
  }

  const list = (url: string, data: Json[]) => ({ object: 'list', data, has_more: false, url });
  const expands = (query: URLSearchParams) => [...query.entries()].filter(([key]) => /^expand\[\d*\]$/.test(key)).map(([, value]) => value);
  const missing = (what: string, id: string) => ({
    status: 404,
    body: { error: { ...(fixture('error-resource-missing').error as Json), message: `No such ${what}: '${id}'` } },
  });

  function sessionOf(id: string, state: SessionState): Json {
    const session = replay(`checkout-session-${state.status}`, state.customer);
    const rueda = (url: string) => url.replace(RECORDED_RUEDA, '');
    const recordedId = session.id as string;
    return {
      ...JSON.parse(JSON.stringify(session).replaceAll(recordedId, id)),
      success_url: rueda(state.successUrl),
      cancel_url: rueda(state.cancelUrl),
    };
  }

  function answer(request: RecordedRequest): { status: number; body: unknown } {
    const { method, path, query, body } = request;
    const route = `${method} ${path.replace(/\/(cus|cs|sub)_[\w]+$/, '/:id')}`;
    const id = path.split('/').pop()!;
    const customerId = query.get('customer') ?? '';
    const customer = customers.get(customerId);
    const scenario = customer ? SCENARIOS[customer.scenario] : null;
    const objects = (names: readonly string[]) => names.map((name) => replay(name, customerId));
    switch (route) {
      case 'POST /v1/customers': {
        // Stripe checks a tax id's format by its type (a Spanish CIF: a letter, seven digits, a letter or digit).
        const taxId = body.get('tax_id_data[0][value]');
        if (taxId !== null && body.get('tax_id_data[0][type]') === 'es_cif' && !/^[A-Z0-9]\d{7}[A-Z0-9]$/.test(taxId)) {
          const message = `Invalid value for es_cif: ${taxId}`;
          return {
            status: 400,
            body: { error: { type: 'invalid_request_error', code: 'tax_id_invalid', param: 'tax_id_data[0][value]', message } },
          };
        }
        const newId = stripeId('cus_', 14);
        customers.set(newId, { scenario: 'new', workshopId: body.get('metadata[workshopId]') ?? '' });
        return {
          status: 200,
          body: { ...replay('customer-new', newId, customers.get(newId)!.workshopId), email: body.get('email'), name: body.get('name') },
        };
      }
      case 'GET /v1/customers/:id': {
        const known = customers.get(id);
        if (!known) return missing('customer', id);
        const object = replay(SCENARIOS[known.scenario].customer, id, known.workshopId);
        if (!expands(query).includes('tax_ids')) delete object.tax_ids;
        return { status: 200, body: object };
      }
      case 'POST /v1/checkout/sessions': {
        const newId = stripeId('cs_test_a1', 48);
        const state: SessionState = {
          status: 'open',
          customer: body.get('customer') ?? '',
          successUrl: body.get('success_url') ?? '',
          cancelUrl: body.get('cancel_url') ?? '',
        };
        sessions.set(newId, state);
        return { status: 200, body: sessionOf(newId, state) };
      }
      case 'GET /v1/checkout/sessions/:id': {
        const state = sessions.get(id);
        return state ? { status: 200, body: sessionOf(id, state) } : missing('checkout.session', id);
      }
      case 'POST /v1/billing_portal/sessions': {
        const portal = replay('billing-portal-session', body.get('customer') ?? '');
        return { status: 200, body: { ...portal, id: stripeId('bps_1', 23), return_url: body.get('return_url') } };
      }
      case 'GET /v1/subscriptions':
        return { status: 200, body: list('/v1/subscriptions', scenario?.subscription ? objects([scenario.subscription]) : []) };
      // docs/product.md §32.6: a chain's subscription changed (its quantity, its cancellation); the recorded one answers.
      case 'GET /v1/subscriptions/:id':
      case 'POST /v1/subscriptions/:id':
        return { status: 200, body: replay('subscription-active', '') };
      case 'GET /v1/payment_methods':
        return { status: 200, body: list('/v1/payment_methods', objects(scenario?.paymentMethods ?? [])) };
      case 'GET /v1/invoices': {
        const withPayments = expands(query).includes('data.payments');
        const invoices = objects(scenario?.invoices ?? []).map(({ payments, ...invoice }) =>
          withPayments ? { ...invoice, payments } : invoice,
        );
        return { status: 200, body: list('/v1/invoices', invoices) };
      }
      case 'GET /v1/payment_intents':
        return { status: 200, body: list('/v1/payment_intents', objects(scenario?.paymentIntents ?? [])) };
      default:
        return {
          status: 404,
          body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } },
        };
    }
  }

  async function handle(incoming: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const url = new URL(incoming.url ?? '/', 'http://stripe.test');
    const request: RecordedRequest = {
      method: incoming.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
    };
    requests.push(request);
    const { status, body } = failing
      ? { status: 500, body: { error: { type: 'api_error', message: 'An unknown error occurred' } } }
      : answer(request);
    response.writeHead(status, {
      'content-type': 'application/json',
      'request-id': stripeId('req_', 14),
      'stripe-version': '2026-10-28.endive',
    });
    response.end(JSON.stringify(body));
  }

  const server = createServer((incoming, response) => void handle(incoming, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The requests about one customer (its own resource or a list filtered by it). */
    requestsAbout: (customerId: string) =>
      requests.filter((request) => request.path.endsWith(customerId) || request.query.get('customer') === customerId),
    /** What Stripe answers about this customer from now on. */
    setScenario(customerId: string, scenario: Scenario) {
      const known = customers.get(customerId);
      if (!known) throw new Error(`the fake Stripe has no customer ${customerId}`);
      known.scenario = scenario;
    },
    /** The payer finished the hosted checkout: the session is complete and the customer subscribed. */
    completeCheckout(sessionId: string) {
      const state = sessions.get(sessionId)!;
      state.status = 'complete';
      this.setScenario(state.customer, 'active');
    },
    expireCheckout(sessionId: string) {
      sessions.get(sessionId)!.status = 'expired';
    },
    /** Stripe answering 500 to everything (an outage), or not. */
    setFailing(value: boolean) {
      failing = value;
    },
    /** A recorded object of this customer, as the fake replays it (an event's payload). */
    object: (name: string, customerId: string) => replay(name, customerId),
    /** A recorded instant as the fake replays it. */
    time: (recordedIso: string) => new Date((Date.parse(recordedIso) / 1000 + shift) * 1000),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeFake = Awaited<ReturnType<typeof startStripeFake>>;
