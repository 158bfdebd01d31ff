// Mail texts live in src/locales; this module fills them in (docs/style.md §5: no Spanish or Portuguese in code).
import { formatLongDateInZone, formatLongDay, type Language, type WorkshopRole } from '@rueda/domain';
import { escapeHtml } from '@rueda/domain';
import { localeFor } from '../locales/index.ts';
import type { Mail } from './mailer.ts';

export function passwordResetMail(args: { to: string; name: string; link: string; language: Language }): Mail {
  const t = localeFor(args.language).passwordReset;
  const greeting = t.greeting.replace('{{name}}', args.name);
  const text = [greeting, '', t.body, args.link, '', t.expiry, t.ignore].join('\n');
  const html = `<!doctype html><html lang="${args.language}"><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(t.body)}</p>
<p><a href="${escapeHtml(args.link)}">${escapeHtml(t.action)}</a></p>
<p>${escapeHtml(t.expiry)}<br>${escapeHtml(t.ignore)}</p>
</body></html>`;
  return { to: args.to, subject: t.subject, text, html };
}

/** docs/product.md §17.1: the invitation to join a workshop's team, with its single-use link. */
export function teamInvitationMail(args: {
  to: string;
  workshop: string;
  inviter: string;
  role: WorkshopRole;
  link: string;
  expiresAt: Date;
  /** The workshop's: the expiry is on its clock (docs/product.md §1). */
  timeZone: string;
  language: Language;
}): Mail {
  const t = localeFor(args.language).teamInvitation;
  const fill = (text: string) =>
    text
      .replace('{{workshop}}', args.workshop)
      .replace('{{inviter}}', args.inviter)
      .replace('{{role}}', t.roles[args.role])
      .replace('{{date}}', formatLongDateInZone(args.expiresAt, args.timeZone, args.language));
  const body = fill(t.body);
  const expiry = fill(t.expiry);
  const text = [t.greeting, '', body, args.link, '', expiry, t.ignore].join('\n');
  const html = `<!doctype html><html lang="${args.language}"><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>${escapeHtml(t.greeting)}</p>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(args.link)}">${escapeHtml(t.action)}</a></p>
<p>${escapeHtml(expiry)}<br>${escapeHtml(t.ignore)}</p>
</body></html>`;
  return { to: args.to, subject: fill(t.subject), text, html };
}

/** docs/product.md §22.3: the confirmation of an online booking, to the address the customer gave, in their language. */
export function onlineBookingMail(args: {
  to: string;
  name: string;
  workshop: { name: string; phone: string };
  day: string;
  services: readonly string[];
  problem: string;
  link: string;
  language: Language;
}): Mail {
  const t = localeFor(args.language).onlineBooking;
  // The same words for the day as the booking's last page (apps/web/src/public/booking/components/booking-done.tsx).
  const date = formatLongDay(args.day, args.language);
  const fill = (text: string) =>
    text
      .replace('{{workshop}}', args.workshop.name)
      .replace('{{date}}', date)
      .replace('{{name}}', args.name)
      .replace('{{phone}}', args.workshop.phone);
  const lines = [fill(t.greeting), '', fill(t.body)];
  if (args.services.length > 0) lines.push('', t.services, ...args.services.map((title) => `- ${title}`));
  if (args.problem !== '') lines.push('', t.problem, args.problem);
  lines.push('', t.follow, args.link, '');
  if (args.workshop.phone !== '') lines.push(fill(t.contact));
  lines.push(t.ignore);
  const services = args.services.map((title) => `<li>${escapeHtml(title)}</li>`).join('');
  const html = `<!doctype html><html lang="${args.language}"><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>${escapeHtml(fill(t.greeting))}</p>
<p>${escapeHtml(fill(t.body))}</p>
${services ? `<p>${escapeHtml(t.services)}</p><ul>${services}</ul>` : ''}
${args.problem ? `<p>${escapeHtml(t.problem)}<br>${escapeHtml(args.problem)}</p>` : ''}
<p>${escapeHtml(t.follow)} <a href="${escapeHtml(args.link)}">${escapeHtml(t.action)}</a></p>
<p>${args.workshop.phone ? `${escapeHtml(fill(t.contact))}<br>` : ''}${escapeHtml(t.ignore)}</p>
</body></html>`;
  return { to: args.to, subject: fill(t.subject), text: lines.join('\n'), html };
}
