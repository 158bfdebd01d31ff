import { createChain } from '../../services/chains.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §32.2: the workshop in use becomes a chain's head office; its admin administers the chain. */
export const chainsCreate = defineFunction('chainsCreate', {
  access: Access.permission('workshop.settings'),
  handler: async ({ name }, { db, user, workshopId, clock }) => createChain(db, { userId: user.id, workshopId, name, now: clock() }),
});
