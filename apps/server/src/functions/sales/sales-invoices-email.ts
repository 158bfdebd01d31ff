import { mailSalesDocument } from '../../services/sales-document-mail.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/**
 * docs/product.md §29: emails an issued document's A4 PDF to its customer, in the language chosen (the workshop's by
 * default), to the address given or the customer's own; invalid-argument naming `email` when there is none or it is
 * malformed (nothing sent), not-found for another workshop's document, resource-exhausted past the workshop's hourly
 * count of mailed documents.
 */
export const salesInvoicesEmail = defineFunction('salesInvoicesEmail', {
  access: Access.permission('sales.charge'),
  handler: async (input, { db, mailer, publicRateLimit, verifactu, portugal, workshopId, clock }) =>
    mailSalesDocument({ db, mailer, publicRateLimit, verifactu, portugal, now: clock() }, workshopId, input),
});
