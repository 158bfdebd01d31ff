import { updateService } from '../../data/catalogue-writes.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** Saves an item's changed fields; a save based on an older version is refused with `aborted` (docs/product.md §4). */
export const servicesUpdate = defineFunction('servicesUpdate', {
  access: Access.permission('services.manage'),
  writes: ['catalogue'],
  handler: (input, { db, workshopId, clock }) => updateService(db, workshopId, input, clock()),
});
