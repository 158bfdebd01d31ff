import { FunctionError } from '@rueda/domain';
import { createInvitation } from '../../data/team-invitations.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';
import { mailInvitation } from './send-invitation.ts';

/** Issue 16 point 1: mails `email` a link to join the workshop with `role` (an address already invited gets a new link). */
export const teamInvite = defineFunction('teamInvite', {
  access: Access.permission('team.manage', { withoutSubscription: true }),
  handler: async ({ email, role }, context) => {
    const { db, workshopId, user, clock, language } = context;
    // docs/roles.md: only an admin makes an admin.
    if (role === 'admin' && context.role !== 'admin')
      throw new FunctionError('permission-denied', 'Only an admin may make or change an admin.', { reason: 'admin-only' });
    const sent = await createInvitation(db, { workshopId, email, role, invitedBy: user.id, now: clock() });
    await mailInvitation(context, { sent, workshopId, inviterId: user.id, language });
    return sent.invitation;
  },
});
