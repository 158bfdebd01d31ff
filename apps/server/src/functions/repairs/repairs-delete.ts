import { deleteRepair } from '../../data/repairs.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

export const repairsDelete = defineFunction('repairsDelete', {
  access: Access.permission('repairs.delete'),
  // A delivered repair takes its stock items from the catalogue's stock (data/stock.ts).
  writes: ['repairs', 'catalogue'],
  handler: async (input, { db, workshopId, clock, alerts }) => {
    await deleteRepair(db, workshopId, input.id, clock());
    alerts.changed(workshopId); // issue 12 point 6
    return { deleted: true as const };
  },
});
