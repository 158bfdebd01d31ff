import { createService } from '../../data/catalogue-writes.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** A new item at the end of its kind; admins and managers (docs/roles.md). */
export const servicesCreate = defineFunction('servicesCreate', {
  access: Access.permission('services.manage'),
  writes: ['catalogue'],
  handler: (input, { db, workshopId, clock }) => createService(db, workshopId, input.kind, input.service, clock()),
});
