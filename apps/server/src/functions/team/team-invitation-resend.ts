import { renewInvitation } from '../../services/team-invitations.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';
import { mailInvitation } from './send-invitation.ts';

/** A new link, valid for 7 days from now, mailed again; the old link stops working. Only an admin renews an admin's. */
export const teamInvitationResend = defineFunction('teamInvitationResend', {
  access: Access.permission('team.manage', { withoutSubscription: true }),
  handler: async ({ id }, context) => {
    const { db, workshopId, user, clock, language } = context;
    const sent = await renewInvitation(db, { workshopId, callerRole: context.role }, id, clock());
    await mailInvitation(context, { sent, workshopId, inviterId: user.id, language });
    return sent.invitation;
  },
});
