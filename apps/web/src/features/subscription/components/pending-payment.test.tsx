import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { workshopAccount } from '@/testing/auth-server';
import { functionRoute } from '@/testing/fake-server';
import { renderApp } from '@/testing/render';
import { subscriptionDetailsOf } from '@/testing/subscription-server';
import type { ConfirmCardPaymentResult } from '../payment-confirmation';
import { EXPIRED_ADMIN, subscriptionServer } from '@/testing/subscription/server';

const PENDING = subscriptionDetailsOf({
  active: false,
  subscriptionStatus: 'incomplete',
  pendingPayment: { clientSecret: 'pi_1_secret_x', amount: 2999, currency: 'EUR' },
});

/** The local provider's script, as /pay/local.js defines it, answering `result`. */
function stubLocalPay(result: ConfirmCardPaymentResult) {
  const confirmCardPayment = vi.fn(async () => result);
  const factory = vi.fn(() => ({ confirmCardPayment }));
  window.LocalPay = factory;
  return { factory, confirmCardPayment };
}

function incompleteWorkshopServer() {
  return subscriptionServer({
    workshop: EXPIRED_ADMIN,
    account: workshopAccount({ subscriptionStatus: 'incomplete' }),
    details: PENDING,
  });
}

async function confirmPayment() {
  const view = renderApp('/subscription');
  await view.user.click(await screen.findByRole('button', { name: 'Confirmar el pago' }));
  return view;
}

afterEach(() => {
  delete window.LocalPay;
});

describe('the card’s confirmation step', () => {
  it('loads no payment script when no payment waits', async () => {
    subscriptionServer();
    renderApp('/subscription');
    await screen.findByRole('heading', { name: 'Tu suscripción' });
    expect(screen.queryByRole('button', { name: 'Confirmar el pago' })).not.toBeInTheDocument();
    expect(document.querySelector('script[src="/pay/local.js"], script[src="https://js.stripe.com/v3"]')).toBeNull();
  });

  it('confirms the waiting payment with the provider’s key and secret, then reads the subscription again', async () => {
    const localPay = stubLocalPay({ paymentIntent: { status: 'succeeded' } });
    const server = incompleteWorkshopServer();
    await confirmPayment();
    expect(await screen.findByText('Pago confirmado. Tu suscripción está activa.')).toBeInTheDocument();
    expect(localPay.factory).toHaveBeenCalledWith('pk_local_1');
    expect(localPay.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_x');
    await waitFor(() => expect(server.requestsTo(functionRoute('callablesGetSubscriptionDetails')).length).toBeGreaterThan(1));
  });

  it('shows the provider’s own message when the card is refused (docs/product.md §8)', async () => {
    stubLocalPay({ error: { message: 'We are unable to authenticate your payment method.' } });
    incompleteWorkshopServer();
    await confirmPayment();
    expect(await screen.findByText('We are unable to authenticate your payment method.')).toBeInTheDocument();
  });

  it('names the status a payment was left in when the provider gives no message (docs/product.md §8)', async () => {
    stubLocalPay({ paymentIntent: { status: 'requires_payment_method' } });
    incompleteWorkshopServer();
    await confirmPayment();
    expect(await screen.findByText('El pago ha fallado con el estado: requires_payment_method')).toBeInTheDocument();
  });
});
