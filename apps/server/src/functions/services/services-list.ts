import { listCatalogue } from '../../data/catalogue.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** The workshop's catalogue: packs, maintenances, suspensions and stock items, each by position. */
export const servicesList = defineFunction('servicesList', {
  access: Access.permission('workshop.use'),
  handler: (_input, { db, workshopId }) => listCatalogue(db, workshopId),
});
