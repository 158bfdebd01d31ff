import { getAccount } from '../../services/accounts.ts';
import { updateAccount } from '../../services/account-settings.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §18.1: the account's own name and language. */
export const accountUpdate = defineFunction('accountUpdate', {
  access: Access.signedIn,
  handler: async (changes, { db, user, clock }) => {
    await updateAccount(db, user.id, changes, clock());
    return getAccount(db, user.id, user.sessionId, clock());
  },
});
