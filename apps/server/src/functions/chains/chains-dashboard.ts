import { requireChainAdmin } from '../../services/chains.ts';
import { chainDashboard } from '../../services/chain-dashboard.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §32.2 "The chain's view": the chain's figures of a timeframe, per workshop and in total. */
export const chainsDashboard = defineFunction('chainsDashboard', {
  // A chain's administrator is no workshop role (docs/roles.md): requireChainAdmin checks it.
  access: Access.signedIn,
  handler: async (input, { db, user, workshopId, clock, dashboardDirectory, listsFresh }) => {
    const chainId = await requireChainAdmin(db, user.id, workshopId);
    return chainDashboard({ db, dashboardDirectory, listsFresh }, chainId, input, clock());
  },
});
