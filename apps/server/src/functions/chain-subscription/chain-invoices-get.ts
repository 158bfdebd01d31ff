import { requireChainAdmin } from '../../services/chains.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §32.6: one of the chain's invoices with a line per workshop; another chain's is not-found. */
export const chainInvoicesGet = defineFunction('chainInvoicesGet', {
  access: Access.signedIn,
  handler: async ({ invoiceId }, { db, billing, user, workshopId }) =>
    billing.chain.invoice(await requireChainAdmin(db, user.id, workshopId), invoiceId),
});
