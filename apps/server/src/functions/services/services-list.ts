import { FUNCTIONS } from '@rueda/domain';
import { listCatalogue } from '../../data/catalogue.ts';
import { defineFunction } from '../registry.ts';

/** The workshop's catalogue: packs, maintenances, suspensions and stock items, each by position. */
export const servicesList = defineFunction({
  name: 'servicesList',
  input: FUNCTIONS.servicesList.input,
  access: { permission: 'workshop.use' },
  handler: (_input, { db, workshopId }) => listCatalogue(db, workshopId!),
});
