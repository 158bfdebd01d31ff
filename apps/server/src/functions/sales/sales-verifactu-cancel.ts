import { salesDocumentView } from '../../services/sales-document-view.ts';
import { cancelDocument } from '../../services/verifactu-cancel.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/**
 * docs/verifactu.md §9: an admin cancels an invoice issued by mistake with a registro de anulación and its reason; the
 * document stays, its number used. Admins only, as the tax settings are (docs/roles.md).
 */
export const salesVerifactuCancel = defineFunction('salesVerifactuCancel', {
  access: Access.permission('sales.settings'),
  handler: async (input, { db, workshopId, clock, verifactu, portugal }) => {
    await cancelDocument(db, workshopId, input, { system: verifactu.system, now: clock() });
    return salesDocumentView(db, workshopId, input.id, verifactu.environment, portugal);
  },
});
