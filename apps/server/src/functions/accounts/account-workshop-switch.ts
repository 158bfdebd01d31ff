import { getAccount } from '../../services/accounts.ts';
import { switchWorkshop } from '../../services/workshop-in-use.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/**
 * docs/product.md §32.1: this session works in another of the account's workshops. Its tokens for the previous one are
 * stale from now on; the app fetches a new token, whose claims name the new workshop, and reads everything again.
 */
export const accountWorkshopSwitch = defineFunction('accountWorkshopSwitch', {
  // Any signed-in account, even one whose workshop expired or deactivated it: the target's membership decides.
  access: Access.signedIn,
  handler: async ({ workshopId }, { db, user, clock, sessions }) => {
    await switchWorkshop(db, { userId: user.id, sessionId: user.sessionId, workshopId, now: clock() });
    sessions.changed(user.id);
    return getAccount(db, user.id, user.sessionId, clock());
  },
});
