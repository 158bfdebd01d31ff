import { addWorkshopToChain } from '../../services/chains.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §32.2: another workshop the caller is admin of joins the chain the caller administers. */
export const chainsAddWorkshop = defineFunction('chainsAddWorkshop', {
  // A chain's administrator is no workshop role (docs/roles.md): the service checks it.
  access: Access.signedIn,
  handler: async ({ workshopId: targetWorkshopId }, { db, billing, user, workshopId, clock }) => {
    const joined = await addWorkshopToChain(db, { userId: user.id, workshopId, targetWorkshopId, now: clock() });
    // docs/product.md §32.6: while the chain pays, the workshop is covered at once and on its next invoice.
    if (joined.chain) await billing.chain.workshopsChanged(joined.chain.id);
    return joined;
  },
});
