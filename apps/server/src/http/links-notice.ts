// What the start says about the address links carry (docs/configuration.md, PUBLIC_URL): customers open repair
// links, WhatsApp texts and the booking page on their own phones, where "localhost" is the phone itself.
import { isLocalUrl } from '../mail/local-address.ts';

/** The start's lines about links: the address they carry, and a warning with what to do when only this machine opens it. */
export function linksNotice({ configured, publicUrl }: { configured: string | undefined; publicUrl: string }): string {
  if (!isLocalUrl(publicUrl)) return `  Links sent to customers (repair links, WhatsApp messages, invitations) carry ${publicUrl}`;
  const port = new URL(publicUrl).port || '80';
  return [
    `  Warning: links sent to customers (repair links, WhatsApp messages, invitations) carry ${publicUrl},`,
    "  which opens only on this machine: on a customer's phone it will not open.",
    configured
      ? '  PUBLIC_URL names this machine only.'
      : `  PUBLIC_URL is not set. Staff who open Rueda at this machine's network address (http://<address>:${port}) make links for that address.`,
    '  Set PUBLIC_URL to the address customers can reach Rueda at, e.g. PUBLIC_URL=https://taller.example.com npm start (docs/configuration.md).',
  ].join('\n');
}
