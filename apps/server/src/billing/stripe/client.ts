// The Stripe SDK as Rueda uses it (decision 016): one client per server, on the API version the pinned
// SDK was generated for, so every object the adapter reads has the shape its types describe.
import Stripe from 'stripe';

export interface StripeSettings {
  secretKey: string;
  /** What Stripe.js takes in the browser (the card's extra confirmation). */
  publishableKey: string;
  webhookSecret: string;
  /** The Stripe price of the default plan (docs/product.md §9). */
  priceId: string;
  /** Only for tests: a local server answering as Stripe's API does (lib/env.ts refuses it in production). */
  apiBase?: string;
}

/** Stripe's own limit per call; a slow answer fails the call rather than the function's deadline. */
const REQUEST_TIMEOUT_MS = 20_000;

export function createStripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  return new Stripe(settings.secretKey, {
    apiVersion: '2026-10-28.endive',
    // Retries of a POST reuse the SDK's idempotency key, so a retried customer or session is made once.
    maxNetworkRetries: 2,
    timeout: REQUEST_TIMEOUT_MS,
    appInfo: { name: 'Rueda' },
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'https:' ? 443 : 80),
      protocol: base.protocol === 'http:' ? 'http' : 'https',
    }),
  });
}
