import { createInvitation } from '../../services/team-invitations.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';
import { mailInvitation } from './send-invitation.ts';

/**
 * docs/product.md §17.1: mails `email` a link to join the workshop with `role` (an address already invited gets a new
 * link). Only an admin invites an admin, or changes an admin's invitation (docs/roles.md).
 */
export const teamInvite = defineFunction('teamInvite', {
  access: Access.permission('team.manage', { withoutSubscription: true }),
  handler: async ({ email, role }, context) => {
    const { db, workshopId, user, clock, language } = context;
    const sent = await createInvitation(db, { workshopId, email, role, invitedBy: user.id, callerRole: context.role, now: clock() });
    await mailInvitation(context, { sent, workshopId, inviterId: user.id, language });
    return sent.invitation;
  },
});
