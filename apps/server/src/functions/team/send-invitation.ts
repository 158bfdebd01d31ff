// The mail of an invitation just made or renewed (docs/product.md §17.1), through the mailer: the development
// mailbox shows it when no SMTP_URL is set.
import type { Language } from '@rueda/domain';
import { invitationMailNames, type SentInvitation } from '../../services/team-invitations.ts';
import { teamInvitationMail } from '../../mail/templates.ts';
import type { CallFacts } from '../context.ts';
import type { Dependencies } from '../dependencies.ts';

/** The link of an invitation: the token in the fragment, which browsers never send to a server or a log. */
export function invitationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/join#${token}`;
}

export async function mailInvitation(
  { db, mailer, addresses, requestOrigin }: Pick<Dependencies, 'db' | 'mailer' | 'addresses'> & Pick<CallFacts, 'requestOrigin'>,
  args: { sent: SentInvitation; workshopId: string; inviterId: string; language: Language },
): Promise<void> {
  const { workshop, inviter, timeZone } = await invitationMailNames(db, args.workshopId, args.inviterId);
  const { invitation, token } = args.sent;
  await mailer.send(
    teamInvitationMail({
      to: invitation.email,
      workshop,
      inviter,
      role: invitation.role,
      link: invitationLink(addresses.forLinks(requestOrigin), token),
      expiresAt: new Date(invitation.expiresAt),
      timeZone,
      language: args.language,
    }),
  );
}
