// A sales document sent to its customer by email (docs/product.md §29): the document's A4 PDF attached, in the
// language chosen, to the address given or the customer's own.
import { z } from 'zod';
import { LANGUAGES, type Language } from '../constants.ts';

/** docs/product.md §29: the documents one workshop may mail to customers per clock hour, counted before each is sent. */
export const SALES_MAILS_PER_HOUR_PER_WORKSHOP = 100;

/** The longest address a mail system takes (RFC 5321's path limit, as the customers' schema bounds it). */
export const SALES_MAIL_ADDRESS_MAX_LENGTH = 254;

/**
 * salesInvoicesEmail's input. `email` null or absent: the customer's address on the document's repair or customer;
 * `language` null or absent: the workshop's (Portugal's Portuguese, else Spanish). The address is checked by the
 * server, so that a missing or malformed one is refused the same way, naming `email`.
 */
export const ZSalesInvoicesEmailInputSchema = z.object({
  id: z.string().min(1).max(200),
  email: z.string().trim().max(SALES_MAIL_ADDRESS_MAX_LENGTH).nullable().default(null),
  language: z.enum(LANGUAGES).nullable().default(null),
});
export type TSalesInvoicesEmailInput = z.output<typeof ZSalesInvoicesEmailInputSchema>;

/** What was sent: to whom, when, and the attached file's name. */
export const ZSalesInvoicesEmailOutputSchema = z.object({
  to: z.string(),
  sentAt: z.iso.datetime({ offset: true }),
  fileName: z.string(),
});
export type TSalesInvoicesEmailOutput = z.infer<typeof ZSalesInvoicesEmailOutputSchema>;

/** Whether `address` is one a mail can go to (the shape the customers' and team's schemas accept). */
export function isMailAddress(address: string): boolean {
  return address.length <= SALES_MAIL_ADDRESS_MAX_LENGTH && z.email().safeParse(address).success;
}

/** The language a workshop writes to its customers in by default: its country's (Portugal's Portuguese, else Spanish). */
export function workshopLanguageOf(country: string): Language {
  return country === 'PT' ? 'pt' : 'es';
}
