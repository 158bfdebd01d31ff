import { chainView } from '../../services/chains.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §32.2: the chain of the workshop in use, for its administrators and the workshop's admins. */
export const chainsGet = defineFunction('chainsGet', {
  access: Access.signedIn,
  handler: async (_input, { db, user, workshopId }) => chainView(db, { userId: user.id, workshopId }),
});
