import { archiveService } from '../../data/catalogue-writes.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** Archives an item, or brings it back: archived items are not offered for new repairs (docs/product.md §3). */
export const servicesArchive = defineFunction('servicesArchive', {
  access: Access.permission('services.manage'),
  writes: ['catalogue'],
  handler: (input, { db, workshopId, clock }) => archiveService(db, workshopId, input, clock()),
});
