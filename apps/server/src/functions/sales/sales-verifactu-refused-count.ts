import { countRefusedDocuments } from '../../data/verifactu-records.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/verifactu.md §9: how many of the workshop's documents stand refused by the AEAT, for the sales screens' notice. */
export const salesVerifactuRefusedCount = defineFunction('salesVerifactuRefusedCount', {
  access: Access.permission('sales.charge'),
  handler: async (_input, { db, workshopId }) => ({ refused: await countRefusedDocuments(db, workshopId) }),
});
