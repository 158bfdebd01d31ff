// The card's extra confirmation (docs/product.md §7 confirmCardPayment, decision 014): the provider's
// script is loaded from its own address, only on the subscription screen and only when a payment waits
// for it. Both providers answer as Stripe.js does.
import type { TSubscriptionDetails } from '@rueda/domain';

export interface ConfirmCardPaymentResult {
  paymentIntent?: { status: string };
  error?: { message?: string };
}

export interface CardConfirmer {
  confirmCardPayment: (clientSecret: string) => Promise<ConfirmCardPaymentResult>;
}

type ConfirmerFactory = (publishableKey: string) => CardConfirmer;

declare global {
  interface Window {
    LocalPay?: ConfirmerFactory;
    Stripe?: ConfirmerFactory;
  }
}

export type PaymentProvider = TSubscriptionDetails['provider'];

/** Where each provider's script lives and the global it defines. */
export const PROVIDER_SCRIPTS: Record<PaymentProvider, { src: string; global: 'LocalPay' | 'Stripe' }> = {
  local: { src: '/pay/local.js', global: 'LocalPay' },
  stripe: { src: 'https://js.stripe.com/v3', global: 'Stripe' },
};

const loading = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src);
        script.remove();
        reject(new Error(`The payment script ${src} could not be loaded.`));
      };
      document.head.appendChild(script);
    });
    loading.set(src, promise);
  }
  return promise;
}

/** The provider's confirmer, loading its script the first time it is needed. */
export async function loadCardConfirmer(provider: PaymentProvider, publishableKey: string): Promise<CardConfirmer> {
  const { src, global } = PROVIDER_SCRIPTS[provider];
  if (!window[global]) await loadScript(src);
  const factory = window[global];
  if (!factory) throw new Error(`The payment script ${src} did not define ${global}.`);
  return factory(publishableKey);
}

/** What a confirmation came to: paid, or the provider's message, or the status it was left in (docs/product.md §8). */
export type ConfirmationOutcome = { kind: 'succeeded' } | { kind: 'failed'; message: string } | { kind: 'status'; status: string };

export function confirmationOutcomeOf(result: ConfirmCardPaymentResult): ConfirmationOutcome {
  if (result.error) {
    return result.error.message ? { kind: 'failed', message: result.error.message } : { kind: 'status', status: 'failed' };
  }
  const status = result.paymentIntent?.status ?? 'unknown';
  return status === 'succeeded' ? { kind: 'succeeded' } : { kind: 'status', status };
}
