// docs/product.md §27.3: with no SMTP_URL, mail stays in the development mailbox on this machine. When people open
// Rueda from elsewhere (PUBLIC_URL is not a local address), their password-reset mails reach no one: say so at
// start, rather than let a workshop find out the day someone forgets a password.
import { isLocalUrl } from './local-address.ts';

export interface MailDeliverySetting {
  smtpUrl: string | undefined;
  publicUrl: string;
  /** DEV_MAILBOX: who may open /dev/mailbox. */
  devMailbox: 'local' | 'public';
}

/** The warning to print at start, or undefined when mail can reach the people who use Rueda. */
export function mailDeliveryWarning({ smtpUrl, publicUrl, devMailbox }: MailDeliverySetting): string | undefined {
  if (smtpUrl || isLocalUrl(publicUrl)) return undefined;
  const whoReads =
    devMailbox === 'public'
      ? `and DEV_MAILBOX=public lets anyone who reaches ${publicUrl}/dev/mailbox read them, reset links included`
      : 'which only this machine can open';
  return (
    `  Warning: SMTP_URL is not set and PUBLIC_URL (${publicUrl}) is not this machine, so password-reset mails cannot ` +
    `reach anyone: they are kept in the development mailbox, ${whoReads}. Set SMTP_URL (docs/configuration.md).`
  );
}
