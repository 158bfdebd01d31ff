import { getAccount } from '../../services/accounts.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** The caller's workshop_users document and workshop: what the navigation guard and profile read. */
export const accountGet = defineFunction('accountGet', {
  // Every signed-in account may read its own; the id comes from the verified token.
  access: Access.signedIn,
  handler: async (_input, { db, user, clock }) => getAccount(db, user.id, user.sessionId, clock()),
});
