// A workshop's subscription behind the fake server: the subscription callables of docs/product.md §7
// answering from in-memory state as the real ones do (decision 014): a checkout session per plan, a
// confirmation accepted once (a replay answers `aborted` with `already-confirmed`), the portal, the
// details and the invoices.
import { ZSubscriptionDetailsSchema, type TInvoice, type TSubscriptionDetails } from '@rueda/domain';
import { failure, type FunctionHandlers } from './fake-server';

/** Where the fake provider's pages live. */
export const CHECKOUT_URL = 'https://pay.rueda.test/pay/checkout/cs_1';
export const PORTAL_URL = 'https://pay.rueda.test/pay/portal/ps_1';

/** An active subscription paid twice with a Visa, through the local provider. */
export function subscriptionDetailsOf(overrides: Partial<TSubscriptionDetails> = {}): TSubscriptionDetails {
  return ZSubscriptionDetailsSchema.parse({
    active: true,
    planName: 'Workshop Pro',
    amount: 2999,
    currency: 'EUR',
    nextBillingDate: '2026-12-23T10:00:00Z',
    currentPeriodStart: '2026-11-23T10:00:00Z',
    currentPeriodEnd: '2026-12-23T10:00:00Z',
    trialStarted: '2026-10-01T10:00:00Z',
    trialEnds: '2026-10-31T10:00:00Z',
    isTrialing: false,
    subscriptionId: 'sub_1',
    paymentHistory: [
      {
        id: 'pay_2',
        date: '2026-11-23T10:00:00Z',
        amount: 2999,
        currency: 'EUR',
        status: 'succeeded',
        failureReason: null,
        invoiceId: 'inv_2',
        invoiceNumber: '2026-000002',
      },
      {
        id: 'pay_1b',
        date: '2026-10-31T10:05:00Z',
        amount: 2999,
        currency: 'EUR',
        status: 'failed',
        failureReason: 'Your card was declined.',
        invoiceId: null,
        invoiceNumber: null,
      },
      {
        id: 'pay_1',
        date: '2026-10-31T10:00:00Z',
        amount: 2999,
        currency: 'EUR',
        status: 'succeeded',
        failureReason: null,
        invoiceId: 'inv_1',
        invoiceNumber: '2026-000001',
      },
    ],
    paymentMethods: [
      { id: 'pm_visa', brand: 'visa', last4: '4242', expMonth: 4, expYear: 2030, isDefault: true },
      { id: 'pm_mc', brand: 'mastercard', last4: '4444', expMonth: 12, expYear: 2028, isDefault: false },
    ],
    defaultPaymentMethod: 'pm_visa',
    billingAddress: {
      name: 'Taller Ana SL',
      line1: 'Calle Mayor 1',
      postalCode: '28013',
      city: 'Madrid',
      country: 'ES',
      taxId: 'B12345678',
    },
    subscriptionStatus: 'active',
    gracePeriodUntil: null,
    paymentFailureReason: null,
    trialDaysRemaining: 0,
    isFirebaseTrial: true,
    cancelAtPeriodEnd: false,
    pendingPayment: null,
    provider: 'local',
    publishableKey: 'pk_local_1',
    ...overrides,
  });
}

export function invoiceOf(overrides: Partial<TInvoice> = {}): TInvoice {
  return {
    id: 'inv_2',
    number: '2026-000002',
    issuedAt: '2026-11-23T10:00:00Z',
    workshop: { name: 'Taller Ana', address: 'Calle Mayor 1, 28013 Madrid', taxId: 'B12345678' },
    seller: { name: 'Rueda Servicios, S.L.', taxId: 'B87654321', address: 'Calle del Operador 5, 28001 Madrid' },
    billingAddress: {
      name: 'Taller Ana SL',
      line1: 'Calle Mayor 1',
      line2: '',
      postalCode: '28013',
      city: 'Madrid',
      country: 'ES',
      taxId: 'B12345678',
    },
    planName: 'Workshop Pro',
    periodStart: '2026-11-23T10:00:00Z',
    periodEnd: '2026-12-23T10:00:00Z',
    net: 2479,
    taxRate: 0.21,
    tax: 520,
    total: 2999,
    currency: 'EUR',
    paymentId: 'pay_2',
    ...overrides,
  };
}

export interface SubscriptionState {
  details: TSubscriptionDetails;
  invoices: TInvoice[];
  /** Checkout sessions opened, and which of them were confirmed. */
  checkoutSessions: string[];
  confirmed: Set<string>;
  /** What notificationsClear was asked to clear, in order. */
  cleared: string[];
}

/** The subscription callables over `details` and `invoices`. */
export function subscriptionFunctions(details: TSubscriptionDetails = subscriptionDetailsOf(), invoices: TInvoice[] = [invoiceOf()]) {
  const state: SubscriptionState = { details: structuredClone(details), invoices, checkoutSessions: [], confirmed: new Set(), cleared: [] };
  const functions: FunctionHandlers = {
    callablesGetSubscriptionDetails: () => state.details,
    callablesCheckSubscriptionStatus: () => ({ active: state.details.active }),
    callablesCreateCheckoutSession: ({ planId }) => {
      const sessionId = `cs_${state.checkoutSessions.length + 1}_${planId}`;
      state.checkoutSessions.push(sessionId);
      return { sessionId, url: CHECKOUT_URL };
    },
    callablesConfirmCheckoutSession: ({ sessionId }) => {
      if (!state.checkoutSessions.includes(sessionId)) return failure('not-found', { message: 'No such checkout session.' });
      if (state.confirmed.has(sessionId)) return failure('aborted', { details: { reason: 'already-confirmed' } });
      state.confirmed.add(sessionId);
      state.details = { ...state.details, active: true, subscriptionStatus: 'active', isTrialing: false };
      return { success: true };
    },
    callablesCreatePortalSession: () => ({ url: PORTAL_URL }),
    callablesValidateTrialStatus: () => ({
      isTrialing: state.details.isTrialing,
      isExpired: state.details.subscriptionStatus === 'expired',
      isFirebaseTrial: state.details.isFirebaseTrial,
      trialStarted: state.details.trialStarted,
      trialEnds: state.details.trialEnds,
      daysRemaining: state.details.trialDaysRemaining,
    }),
    notificationsClear: ({ what }) => {
      state.cleared.push(what);
      return {
        sources: { garage: false, appointments: false, subscription: false },
        count: 0,
        identifiers: { appointments: [] },
        subscriptionStatus: state.details.subscriptionStatus,
      };
    },
    invoicesGet: ({ invoiceId }) => state.invoices.find((invoice) => invoice.id === invoiceId) ?? failure('not-found'),
    // The server draws the PDF (apps/server/src/billing/invoice-pdf.ts); here a few bytes stand for it.
    invoicesPdf: ({ invoiceId, language }) => {
      const invoice = state.invoices.find((candidate) => candidate.id === invoiceId);
      if (!invoice) return failure('not-found');
      return { fileName: `${language === 'pt' ? 'fatura' : 'factura'}-${invoice.number}.pdf`, contentBase64: btoa('%PDF-1.3 fake') };
    },
  };
  return { state, functions };
}
