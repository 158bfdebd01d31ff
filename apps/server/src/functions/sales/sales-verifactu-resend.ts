import { salesDocumentView } from '../../services/sales-document-view.ts';
import { resendAlta } from '../../services/verifactu-resend.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/**
 * docs/verifactu.md §9: admins and managers correct a document's record the AEAT refused or accepted with errors: a
 * new alta (Subsanacion S) chained and queued; the document, after it. Refused for a record accepted or still waiting.
 */
export const salesVerifactuResend = defineFunction('salesVerifactuResend', {
  access: Access.permission('sales.charge'),
  handler: async (input, { db, workshopId, clock, verifactu, portugal }) => {
    await resendAlta(db, workshopId, input.id, { system: verifactu.system, now: clock() });
    return salesDocumentView(db, workshopId, input.id, verifactu.environment, portugal);
  },
});
