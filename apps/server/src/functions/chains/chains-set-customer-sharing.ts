import { setCustomerSharing } from '../../services/chain-customers.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §32.5: the chain's administrator shares the chain's customers' directory (the notice accepted) or stops. */
export const chainsSetCustomerSharing = defineFunction('chainsSetCustomerSharing', {
  // A chain's administrator is no workshop role (docs/roles.md): the service checks it (not-chain-admin).
  access: Access.signedIn,
  handler: async ({ shares }, { db, user, workshopId, clock }) =>
    setCustomerSharing(db, { userId: user.id, workshopId, shares, now: clock() }),
});
