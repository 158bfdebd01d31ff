import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmationOutcomeOf, loadCardConfirmer } from './payment-confirmation';

afterEach(() => {
  delete window.LocalPay;
  delete window.Stripe;
});

/** Catches the script the loader adds instead of letting the test's DOM fetch it. */
function catchScripts() {
  const scripts: HTMLScriptElement[] = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    scripts.push(node as unknown as HTMLScriptElement);
    return node;
  });
  return scripts;
}

describe('the provider’s script', () => {
  it('is loaded from the provider’s address the first time, then its confirmer takes the key', async () => {
    const scripts = catchScripts();
    const confirmer = { confirmCardPayment: vi.fn() };
    const loaded = loadCardConfirmer('stripe', 'pk_test_1');
    expect(scripts.map((script) => script.src)).toEqual(['https://js.stripe.com/v3']);
    const factory = vi.fn(() => confirmer);
    window.Stripe = factory;
    scripts[0]!.onload?.(new Event('load'));
    expect(await loaded).toBe(confirmer);
    expect(factory).toHaveBeenCalledWith('pk_test_1');
  });

  it('is not loaded again when its global is there', async () => {
    const scripts = catchScripts();
    window.LocalPay = () => ({ confirmCardPayment: vi.fn() });
    await loadCardConfirmer('local', 'pk_local_1');
    expect(scripts).toEqual([]);
  });

  it('fails when it cannot be loaded', async () => {
    const scripts = catchScripts();
    const loaded = loadCardConfirmer('local', 'pk_local_1');
    expect(scripts[0]!.getAttribute('src')).toBe('/pay/local.js');
    scripts[0]!.onerror?.(new Event('error'));
    await expect(loaded).rejects.toThrow('/pay/local.js could not be loaded');
  });
});

describe('confirmationOutcomeOf (docs/product.md §8)', () => {
  it('reads a paid intent, the provider’s message, or the status the payment was left in', () => {
    expect(confirmationOutcomeOf({ paymentIntent: { status: 'succeeded' } })).toEqual({ kind: 'succeeded' });
    expect(confirmationOutcomeOf({ error: { message: 'Your card was declined.' } })).toEqual({
      kind: 'failed',
      message: 'Your card was declined.',
    });
    expect(confirmationOutcomeOf({ paymentIntent: { status: 'requires_payment_method' } })).toEqual({
      kind: 'status',
      status: 'requires_payment_method',
    });
  });
});
