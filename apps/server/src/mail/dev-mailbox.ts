// The development mailbox (docs/configuration.md, SMTP_URL): with no SMTP_URL, mail is kept in the outbox table and shown
// here, so a reset link can be followed without a mail server. Not registered when SMTP_URL is set.
// Decision 029: the reset links it shows open anyone's account, so it answers only this machine (isFromThisMachine:
// a loopback peer and no forwarding header) unless DEV_MAILBOX=public; anyone else gets the 404 of a path that does
// not exist.
import { desc } from 'drizzle-orm';
import { languageOfHeader, PASSWORD_RESET_CODE_LIFETIME_SECONDS, TEAM_INVITATION_LIFETIME_MS } from '@rueda/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { outboxEmails } from '../db/schema.ts';
import { localeFor } from '../locales/index.ts';
import { escapeHtml } from '@rueda/domain';
import { isFromThisMachine } from './local-address.ts';

const SHOWN = 50;

/**
 * How long a link of Rueda's mails works, by its shape: a password reset's code (docs/product.md §2) and a team
 * invitation's token (services/team-invitations.ts); undefined for any other link.
 */
function lifetimeOf(url: string): number | undefined {
  if (/[?&]mode=resetPassword(&|$)/.test(url) && /[?&]oobCode=/.test(url)) return PASSWORD_RESET_CODE_LIFETIME_SECONDS * 1000;
  if (/\/join#./.test(url)) return TEAM_INVITATION_LIFETIME_MS;
  return undefined;
}

/**
 * Escapes the text and makes its http(s) links clickable; a link older than its lifetime is shown spent, struck
 * through and not clickable, with `expired` after it (docs/security.md).
 */
function linkify(text: string, ageMs: number, expired: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => {
    const lifetime = lifetimeOf(url.replaceAll('&amp;', '&'));
    if (lifetime !== undefined && ageMs >= lifetime) return `<s class="spent">${url}</s> <em>(${escapeHtml(expired)})</em>`;
    return `<a href="${url}">${url}</a>`;
  });
}

/** The newest mails, newest first. */
function recentMails(db: Db) {
  return db.select().from(outboxEmails).orderBy(desc(outboxEmails.id)).limit(SHOWN);
}

export interface DevMailboxOptions {
  /** DEV_MAILBOX: `local` answers only this machine, `public` anyone. */
  access: 'local' | 'public';
  /** The server's clock, which tells a spent link from a live one. */
  now?: () => Date;
}

/**
 * Hides the mailbox from clients on other machines. Not request.ip, which TRUST_PROXY may take from X-Forwarded-For:
 * a phone on the workshop's network that says `X-Forwarded-For: 127.0.0.1` is not this machine.
 */
async function onlyThisMachine(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  if (isFromThisMachine(request)) return;
  request.log.info('the development mailbox answers only this machine (DEV_MAILBOX=public opens it to everyone)');
  // The answers of a path that does not exist: the /api not-found JSON, or a bare 404 where a page would be.
  if (request.url.startsWith('/api/')) reply.callNotFound();
  else reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  return reply;
}

export function registerDevMailbox(app: FastifyInstance, db: Db, options: DevMailboxOptions): void {
  const onRequest = options.access === 'public' ? [] : [onlyThisMachine];

  app.get('/api/dev/mailbox', { onRequest }, async () => {
    const mails = await recentMails(db);
    return { mails };
  });

  app.get('/dev/mailbox', { onRequest }, async (request, reply) => {
    const language = languageOfHeader(request.headers['accept-language']);
    const t = localeFor(language).devMailbox;
    const mails = await recentMails(db);
    const now = options.now ?? (() => new Date());
    const items = mails
      .map(
        (mail) => `<article>
  <header><strong>${escapeHtml(mail.subject)}</strong><br><small>${escapeHtml(t.to)}: ${escapeHtml(mail.to)} · ${mail.createdAt.toISOString().replace('T', ' ').slice(0, 19)} UTC</small></header>
  <pre>${linkify(mail.text, now().getTime() - mail.createdAt.getTime(), t.expired)}</pre>
</article>`,
      )
      .join('\n');
    const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Rueda · ${escapeHtml(t.title)}</title>
<style>
body{margin:0;padding:24px;background:#1a1b1e;color:#e9ecef;font-family:system-ui,sans-serif}
main{max-width:860px;margin:0 auto}h1{font-size:1.4rem}p.note{color:#adb5bd}
article{background:#25262b;border:1px solid #373a40;border-radius:8px;padding:16px;margin:12px 0}
pre{white-space:pre-wrap;word-break:break-word;font-family:inherit;margin:12px 0 0}a{color:#74c0fc}s.spent{color:#868e96}
</style></head>
<body><main><h1>${escapeHtml(t.title)}</h1>
<p class="note">${escapeHtml(t.note)}</p>
${items || `<p>${escapeHtml(t.empty)}</p>`}
</main></body></html>`;
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
}
