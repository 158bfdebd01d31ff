import { listCatalogue } from '../../data/catalogue.ts';
import { addStarterCatalogue } from '../../data/catalogue-writes.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/**
 * The starter catalogue for a workshop that declined it at onboarding (the services screen's empty
 * state), titled in the caller's language and priced in the workshop's currency.
 */
export const servicesAddStarter = defineFunction('servicesAddStarter', {
  access: Access.permission('services.manage'),
  writes: ['catalogue'],
  handler: async (input, { db, workshopId, clock }) => {
    await addStarterCatalogue(db, workshopId, input.language, clock());
    return listCatalogue(db, workshopId, { includeArchived: false });
  },
});
