// The mail of an invitation just made or renewed (issue 16 point 1), through the mailer: the development
// mailbox shows it when no SMTP_URL is set.
import type { Language } from '@rueda/domain';
import { eq } from 'drizzle-orm';
import type { SentInvitation } from '../../data/team-invitations.ts';
import { user, workshops } from '../../db/schema.ts';
import { teamInvitationMail } from '../../mail/templates.ts';
import type { Dependencies } from '../dependencies.ts';

/** The link of an invitation: the token in the fragment, which browsers never send to a server or a log. */
export function invitationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/join#${token}`;
}

export async function mailInvitation(
  { db, mailer, publicUrl }: Pick<Dependencies, 'db' | 'mailer' | 'publicUrl'>,
  args: { sent: SentInvitation; workshopId: string; inviterId: string; language: Language },
): Promise<void> {
  const [workshop] = await db.select({ name: workshops.name }).from(workshops).where(eq(workshops.id, args.workshopId));
  const [inviter] = await db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, args.inviterId));
  const { invitation, token } = args.sent;
  await mailer.send(
    teamInvitationMail({
      to: invitation.email,
      workshop: workshop?.name ?? '',
      inviter: inviter?.name || inviter?.email || '',
      role: invitation.role,
      link: invitationLink(publicUrl, token),
      expiresAt: new Date(invitation.expiresAt),
      language: args.language,
    }),
  );
}
