// The Stripe adapter's reading of Stripe's objects (billing/stripe/customer-state.ts), on the recorded
// answers of fixtures/stripe/: statuses in the port's terms, a customer not yet complete enough for an
// invoice, a cancellation scheduled either way, and payments never attempted left out.
import { DEFAULT_PLAN } from '@rueda/domain';
import { readFileSync } from 'node:fs';
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { customerStateOf, subscriptionStatusOf, type StripeCustomerAnswers } from '../src/billing/stripe/customer-state.ts';

const recorded = <T>(name: string): T => JSON.parse(readFileSync(new URL(`./fixtures/stripe/${name}.json`, import.meta.url), 'utf8')) as T;
const PLAN = { priceId: 'price_1SDgZxKp7RvW2xYzH3kLmN8q', plan: DEFAULT_PLAN };

function answers(overrides: Partial<StripeCustomerAnswers> = {}): StripeCustomerAnswers {
  return {
    customer: recorded<Stripe.Customer>('customer'),
    subscription: recorded<Stripe.Subscription>('subscription-active'),
    paymentMethods: [recorded<Stripe.PaymentMethod>('payment-method-visa')],
    invoices: [recorded<Stripe.Invoice>('invoice-first')],
    paymentIntents: [recorded<Stripe.PaymentIntent>('payment-intent-first')],
    ...overrides,
  };
}

describe('Stripe’s objects in the port’s terms', () => {
  it('maps every subscription status, Stripe’s trial as paid time and a pause as unpaid', () => {
    const statuses = [
      'active',
      'past_due',
      'unpaid',
      'canceled',
      'incomplete',
      'incomplete_expired',
      'trialing',
      'paused',
      'sleeping',
    ] as const;
    expect(statuses.map((status) => subscriptionStatusOf(status))).toEqual([
      'active',
      'past_due',
      'unpaid',
      'canceled',
      'incomplete',
      'incomplete_expired',
      'active',
      'unpaid',
      'incomplete',
    ]);
  });

  it('names the default plan by STRIPE_PRICE_ID and another price by its lookup key and nickname', () => {
    expect(customerStateOf(answers(), PLAN).subscription).toMatchObject({ planId: 'workshop-pro', planName: 'Workshop Pro', amount: 2999 });
    const other = customerStateOf(answers(), { ...PLAN, priceId: 'price_Other' }).subscription;
    expect(other).toMatchObject({ planId: 'workshop-pro-monthly', planName: 'Workshop Pro', currency: 'EUR' });
  });

  it('has no billing address until the customer’s is complete, and no subscription before the checkout', () => {
    const state = customerStateOf(
      answers({ customer: recorded('customer-new'), subscription: null, paymentMethods: [], invoices: [], paymentIntents: [] }),
      PLAN,
    );
    expect(state).toEqual({
      customer: { id: 'cus_TA7xQm2Lk9VbRe', billingAddress: null, defaultPaymentMethodId: null },
      subscription: null,
      paymentMethods: [],
      payments: [],
    });
  });

  it('reads a cancellation at the period’s end whether Stripe wrote cancel_at_period_end or cancel_at', () => {
    const canceling = recorded<Stripe.Subscription>('subscription-canceling');
    expect(customerStateOf(answers({ subscription: canceling }), PLAN).subscription?.cancelAtPeriodEnd).toBe(true);
    const flagged = { ...recorded<Stripe.Subscription>('subscription-renewed'), cancel_at_period_end: true };
    expect(customerStateOf(answers({ subscription: flagged }), PLAN).subscription?.cancelAtPeriodEnd).toBe(true);
    expect(customerStateOf(answers({ subscription: recorded('subscription-renewed') }), PLAN).subscription?.cancelAtPeriodEnd).toBe(false);
  });

  it('leaves out a payment never attempted and one whose invoice it does not know', () => {
    const untried = { ...recorded<Stripe.PaymentIntent>('payment-intent-renewal-failed'), last_payment_error: null };
    const state = customerStateOf(
      answers({
        invoices: [recorded('invoice-renewal-failed'), recorded('invoice-first')],
        paymentIntents: [untried, recorded('payment-intent-first')],
      }),
      PLAN,
    );
    expect(state.payments.map(({ id }) => id)).toEqual(['pi_3SDh3uKp7RvW2xYz0kL9mN2b']);
    expect(customerStateOf(answers({ invoices: [] }), PLAN).payments).toEqual([]);
  });
});
