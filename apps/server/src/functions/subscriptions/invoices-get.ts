import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** The invoice page (decision 014): one of the workshop's own invoices; another workshop's is not-found. */
export const invoicesGet = defineFunction('invoicesGet', {
  // Invoices are part of the subscription every role sees (docs/roles.md), kept readable after it ended.
  access: Access.permission('subscription.view', { withoutSubscription: true }),
  handler: async ({ invoiceId }, { billing, workshopId }) => billing.invoice(workshopId, invoiceId),
});
