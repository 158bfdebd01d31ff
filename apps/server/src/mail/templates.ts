// Mail texts live in src/locales; this module fills them in (STYLE.md: no Spanish or Portuguese in code).
import type { Language } from '@rueda/domain';
import { escapeHtml } from '../http/escape-html.ts';
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
