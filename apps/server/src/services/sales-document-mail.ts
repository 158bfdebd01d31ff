// docs/product.md §29: a document sent to its customer by email, its A4 PDF attached. The address is the one the
// staff typed or, when none, the customer's own on the document's repair or on the customer record a full invoice
// names; none or a malformed one is refused naming `email`, before anything is drawn or sent. A workshop sends at
// most SALES_MAILS_PER_HOUR_PER_WORKSHOP a clock hour, counted only for mails about to go.
import {
  formatAmount,
  invalidField,
  isMailAddress,
  workshopLanguageOf,
  type Language,
  type TSalesDocument,
  type TSalesInvoicesEmailInput,
  type TSalesInvoicesEmailOutput,
} from '@rueda/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { customers, workshops } from '../db/schema.ts';
import { getSalesDocument } from '../data/sales-documents.ts';
import { getRepair } from '../data/repairs.ts';
import type { PublicRateLimit } from '../data/public-rate-limit.ts';
import { escapeHtml } from '@rueda/domain';
import { localeFor } from '../locales/index.ts';
import type { Mail, Mailer } from '../mail/mailer.ts';
import { printedNumber } from '../sales-pdf/document-texts.ts';
import { salesDocumentFile, type SalesFileConfig } from './sales-document-file.ts';

/** What sending needs beyond the database: the mailer, the per-workshop count, the tax configuration, the clock. */
export interface DocumentMailDeps extends SalesFileConfig {
  db: Executor;
  mailer: Mailer;
  publicRateLimit: Pick<PublicRateLimit, 'take'>;
  now: Date;
}

/** The email of a customer record of the workshop, '' when it has none or is gone. */
async function customerEmail(db: Executor, workshopId: string, customerId: string): Promise<string> {
  const [row] = await db
    .select({ email: customers.email })
    .from(customers)
    .where(and(eq(customers.workshopId, workshopId), eq(customers.id, customerId)));
  return row?.email ?? '';
}

/** The customer's address the document's repair or its named customer holds; '' when none does. */
async function defaultAddress(db: Executor, workshopId: string, document: TSalesDocument, now: Date): Promise<string> {
  if (document.repairId !== null) {
    const repair = await getRepair(db, workshopId, document.repairId, now).then(
      ({ repair }) => repair,
      () => null,
    );
    if (repair?.customer.email) return repair.customer.email;
    if (repair?.customer.id) return customerEmail(db, workshopId, repair.customer.id);
  }
  return document.customer?.customerId ? customerEmail(db, workshopId, document.customer.customerId) : '';
}

async function workshopName(db: Executor, workshopId: string): Promise<string> {
  const [row] = await db.select({ name: workshops.name }).from(workshops).where(eq(workshops.id, workshopId));
  return row?.name ?? '';
}

/** The mail's words: its subject, and a short text naming the workshop, the document's number and its total. */
export function documentMail(args: {
  to: string;
  workshop: string;
  document: Pick<TSalesDocument, 'kind' | 'numberText' | 'totalCents' | 'issuer'>;
  language: Language;
  attachment: { fileName: string; content: Buffer };
}): Mail {
  const texts = localeFor(args.language);
  const t = texts.salesDocumentMail;
  const country = args.document.issuer.country === 'PT' ? 'PT' : 'ES';
  const title = texts.salesDocument.titles[country][args.document.kind];
  const values: Record<string, string> = {
    workshop: args.workshop || args.document.issuer.legalName,
    title,
    // Within a sentence: "su factura simplificada", "a sua nota de crédito".
    document: title.charAt(0).toLowerCase() + title.slice(1),
    number: printedNumber(args.document, args.document.issuer.country),
    total: formatAmount(args.document.totalCents),
  };
  const fill = (text: string) => text.replace(/\{\{(\w+)\}\}/g, (mark, key: string) => values[key] ?? mark);
  const paragraphs = [t.greeting, fill(t.body), fill(t.closing)];
  const html = `<!doctype html><html lang="${args.language}"><body style="font-family:system-ui,sans-serif;line-height:1.5">
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`).join('\n')}
</body></html>`;
  return {
    to: args.to,
    subject: fill(t.subject),
    text: paragraphs.join('\n\n'),
    html,
    attachments: [{ fileName: args.attachment.fileName, contentType: 'application/pdf', content: args.attachment.content }],
  };
}

/** Sends the document's A4 PDF to the customer; not-found for another workshop's document. */
export async function mailSalesDocument(
  deps: DocumentMailDeps,
  workshopId: string,
  input: TSalesInvoicesEmailInput,
): Promise<TSalesInvoicesEmailOutput> {
  const { db, now } = deps;
  const stored = await getSalesDocument(db, workshopId, input.id);
  const to = input.email || (await defaultAddress(db, workshopId, stored, now));
  if (to === '') throw invalidField('email', 'The customer has no email address; type one.');
  if (!isMailAddress(to)) throw invalidField('email', 'Not an email address.');
  const language = input.language ?? workshopLanguageOf(stored.issuer.country);
  const [file, workshop] = await Promise.all([
    salesDocumentFile(db, deps, workshopId, stored.id, { language, format: 'a4' }),
    workshopName(db, workshopId),
  ]);
  await deps.publicRateLimit.take('documentMail', `workshop:${workshopId}`, now);
  await deps.mailer.send(documentMail({ to, workshop, document: file.document, language, attachment: file }));
  return { to, sentAt: now.toISOString(), fileName: file.fileName };
}
