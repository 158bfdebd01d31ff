// PAYMENTS_PROVIDER (decision 014): the local provider (the default) or Stripe, with what each adds to
// the server — the local provider's own operations, or Stripe's webhook route and the origins Stripe.js
// needs in the Content-Security-Policy.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Env } from '../lib/env.ts';
import { createLocalPay, type LocalPay } from './local/index.ts';
import type { PaymentsProvider } from './provider.ts';
import { createStripeClient, type StripeSettings } from './stripe/client.ts';
import { createStripeProvider } from './stripe/stripe-provider.ts';
import { registerStripeWebhookRoute } from './stripe/webhook-route.ts';

/** Origins a provider's browser script needs beyond 'self' (helmet's directive names). */
export interface ProviderCsp {
  scriptSrc: string[];
  frameSrc: string[];
  connectSrc: string[];
}

export interface PaymentsSetup {
  provider: PaymentsProvider;
  /** The local provider's own operations (its pages, its renewals); null with Stripe. */
  local: LocalPay | null;
  csp: ProviderCsp;
  /** The provider's routes once billing exists (Stripe's webhooks); nothing for the local provider. */
  registerRoutes(app: FastifyInstance, billing: { syncCustomer(customerId: string): Promise<void> }): Promise<void>;
}

/** Stripe.js is loaded from js.stripe.com, opens its 3-D Secure frames from there and calls api.stripe.com. */
const STRIPE_CSP: ProviderCsp = {
  scriptSrc: ['https://js.stripe.com'],
  frameSrc: ['https://js.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
};

/** lib/env.ts has required every STRIPE_* variable when PAYMENTS_PROVIDER=stripe. */
export function stripeSettingsOf(env: Env): StripeSettings {
  const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_ID } = env;
  if (!STRIPE_SECRET_KEY || !STRIPE_PUBLISHABLE_KEY || !STRIPE_WEBHOOK_SECRET || !STRIPE_PRICE_ID)
    throw new Error('PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID.');
  return {
    secretKey: STRIPE_SECRET_KEY,
    publishableKey: STRIPE_PUBLISHABLE_KEY,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    priceId: STRIPE_PRICE_ID,
    apiBase: env.STRIPE_API_BASE,
  };
}

export function createPaymentsProvider(env: Env, context: { db: Db; clock: () => Date; publicUrl: string }): PaymentsSetup {
  if (env.PAYMENTS_PROVIDER === 'stripe') {
    const settings = stripeSettingsOf(env);
    return {
      provider: createStripeProvider(createStripeClient(settings), settings),
      local: null,
      csp: STRIPE_CSP,
      registerRoutes: (app, billing) =>
        registerStripeWebhookRoute(app, {
          db: context.db,
          clock: context.clock,
          webhookSecret: settings.webhookSecret,
          syncCustomer: (customerId) => billing.syncCustomer(customerId),
        }),
    };
  }
  const local = createLocalPay(context);
  return { provider: local.provider, local, csp: { scriptSrc: [], frameSrc: [], connectSrc: [] }, registerRoutes: async () => {} };
}
