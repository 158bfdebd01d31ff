// The isolation suite's subscription callables (decision 014, isolation.test.ts): the functions an expired workshop
// still reaches, and a valid payload for each with the workshop it runs in.
import type { FunctionName } from '@rueda/domain';
import type { Workshop } from './workshop-fixture.ts';

/** The subscription callables (decision 014), reached by an expired workshop too. */
export const SUBSCRIPTION_FUNCTIONS = [
  'callablesCreateCheckoutSession',
  'callablesConfirmCheckoutSession',
  'callablesCheckSubscriptionStatus',
  'callablesGetSubscriptionDetails',
  'callablesCreatePortalSession',
  'callablesValidateTrialStatus',
  'invoicesGet',
  'invoicesPdf',
  'notificationsClear',
] as const satisfies readonly FunctionName[];

/**
 * A valid payload for each, and whose it is: the checkout runs in A, still in its trial; the rest in S (`paid`),
 * whose paid checkout is confirmed by the first run (and refused as a replay after it).
 */
export function subscriptionRuns(
  a: Workshop,
  paid: { shop: Workshop; sessionId: string; invoiceId: string },
): Record<(typeof SUBSCRIPTION_FUNCTIONS)[number], { shop: Workshop; valid: unknown; alsoAllowed?: number[] }> {
  const { shop: s, sessionId: sSession, invoiceId: sInvoice } = paid;
  return {
    callablesCreateCheckoutSession: { shop: a, valid: { planId: 'workshop-pro' } },
    callablesConfirmCheckoutSession: { shop: s, valid: { sessionId: sSession } },
    callablesCheckSubscriptionStatus: { shop: s, valid: {} },
    callablesGetSubscriptionDetails: { shop: s, valid: {} },
    callablesCreatePortalSession: { shop: s, valid: {} },
    // Another account's id is refused: permission-denied.
    callablesValidateTrialStatus: { shop: s, valid: { userId: s.admin.userId }, alsoAllowed: [403] },
    invoicesGet: { shop: s, valid: { invoiceId: sInvoice } },
    invoicesPdf: { shop: s, valid: { invoiceId: sInvoice, language: 'pt' } },
    notificationsClear: { shop: s, valid: { what: 'subscription' } },
  };
}
