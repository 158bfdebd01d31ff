import { previewInvitation } from '../../services/team-invitations.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/**
 * The invitation page's read, for anyone holding the link (signed in or not): the workshop, the role, who
 * invited and the invited address. Counted per address by the transport before its body is read, like the
 * other public reads; any token that is not a pending invitation's is the same not-found.
 */
export const teamInvitationPreview = defineFunction('teamInvitationPreview', {
  access: Access.public,
  perAddress: 'invitationRead',
  handler: async ({ token }, { db, clock }) => previewInvitation(db, token, clock()),
});
