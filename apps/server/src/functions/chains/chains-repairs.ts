import { requireChainAdmin } from '../../services/chains.ts';
import { chainRepairs } from '../../services/chain-repairs.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §32.2 "The chain's view": the chain's repairs, every workshop's, all statuses or one. */
export const chainsRepairs = defineFunction('chainsRepairs', {
  // A chain's administrator is no workshop role (docs/roles.md): requireChainAdmin checks it.
  access: Access.signedIn,
  handler: async (input, { db, user, workshopId, clock, repairLists, listsFresh }) => {
    const chainId = await requireChainAdmin(db, user.id, workshopId);
    return chainRepairs({ db, repairLists, listsFresh }, chainId, input, clock());
  },
});
