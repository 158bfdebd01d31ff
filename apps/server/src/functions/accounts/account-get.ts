import { FUNCTIONS } from '@rueda/domain';
import { getAccount } from '../../data/accounts.ts';
import { defineFunction } from '../registry.ts';

/** The caller's workshop_users document and workshop: what the navigation guard and profile read. */
export const accountGet = defineFunction({
  name: 'accountGet',
  input: FUNCTIONS.accountGet.input,
  // Every signed-in account may read its own; the id comes from the verified token.
  access: 'signed-in',
  handler: async (_input, { db, user, clock }) => getAccount(db, user!.id, clock()),
});
