import { FunctionError } from '@rueda/domain';
import { listInvitations, renewInvitation } from '../../data/team-invitations.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';
import { mailInvitation } from './send-invitation.ts';

/** A new link, valid for 7 days from now, mailed again; the old link stops working. */
export const teamInvitationResend = defineFunction('teamInvitationResend', {
  access: Access.permission('team.manage', { withoutSubscription: true }),
  handler: async ({ id }, context) => {
    const { db, workshopId, user, clock, language } = context;
    const invitation = (await listInvitations(db, workshopId, clock())).find((candidate) => candidate.id === id);
    if (invitation?.role === 'admin' && context.role !== 'admin')
      throw new FunctionError('permission-denied', 'Only an admin may make or change an admin.', { reason: 'admin-only' });
    const sent = await renewInvitation(db, workshopId, id, clock());
    await mailInvitation(context, { sent, workshopId, inviterId: user.id, language });
    return sent.invitation;
  },
});
