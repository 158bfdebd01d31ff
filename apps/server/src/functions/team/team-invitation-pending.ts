import { pendingInvitationOf } from '../../services/team-invitations.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/**
 * The signed-in account's pending invitation, to its own address, or null: the app offers it before
 * onboarding, so an invitee who left after creating the account does not set up a workshop of their own.
 */
export const teamInvitationPending = defineFunction('teamInvitationPending', {
  access: Access.signedIn,
  handler: async (_input, { db, user, clock }) => pendingInvitationOf(db, user.id, clock()),
});
