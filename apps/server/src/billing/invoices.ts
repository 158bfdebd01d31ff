// Rueda's invoices (decision 014): one per succeeded payment, whatever the provider, numbered from one
// installation-wide sequence ("2026-000001"), sold by the installation's operator (OPERATOR_* in
// docs/configuration.md) to the workshop, with the workshop's name, address and tax id and the billing
// address of that day. VAT is taken out of the price by the billing country (taxRateOf).
import { invoiceAmounts, taxRateOf, ZBillingAddressSchema, type TBillingAddress, type TInvoice, type TInvoiceSeller } from '@rueda/domain';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { invoices } from '../db/schema.ts';

export interface InvoiceSource {
  workshopId: string;
  workshop: { name: string; address: string; taxId: string };
  seller: TInvoiceSeller;
  billingAddress: TBillingAddress | null;
  planName: string;
  payment: { id: string; date: Date; amount: number; currency: string; periodStart: Date; periodEnd: Date };
}

export function invoiceNumberOf(issuedAt: Date, sequence: number): string {
  return `${issuedAt.getUTCFullYear()}-${String(sequence).padStart(6, '0')}`;
}

/** The payment's invoice, made once; the caller holds the workshop's lock, so no number is drawn twice. */
export async function issueInvoice(db: Executor, source: InvoiceSource): Promise<void> {
  const [existing] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.workshopId, source.workshopId), eq(invoices.paymentId, source.payment.id)));
  if (existing) return;
  const next = await db.execute<{ value: string }>(sql`select nextval('invoice_number_seq')::text as value`);
  const taxRate = taxRateOf(source.billingAddress?.country);
  const amounts = invoiceAmounts(source.payment.amount, taxRate);
  await db.insert(invoices).values({
    id: randomUUID(),
    workshopId: source.workshopId,
    number: invoiceNumberOf(source.payment.date, Number(next.rows[0]!.value)),
    issuedAt: source.payment.date,
    paymentId: source.payment.id,
    workshop: source.workshop,
    seller: source.seller,
    billingAddress: source.billingAddress,
    planName: source.planName,
    periodStart: source.payment.periodStart,
    periodEnd: source.payment.periodEnd,
    ...amounts,
    taxRate,
    currency: source.payment.currency,
  });
}

/**
 * At start: invoices issued before the seller was kept named the workshop as both seller and customer; they get the
 * configured operator, who sold them. Returns how many were filled.
 */
export async function fillInvoiceSellers(db: Executor, seller: TInvoiceSeller): Promise<number> {
  const filled = await db.update(invoices).set({ seller }).where(isNull(invoices.seller)).returning({ id: invoices.id });
  return filled.length;
}

type InvoiceRow = typeof invoices.$inferSelect;

/** What an invoice states, a workshop's or a chain's (chain-invoices.ts, whose buyer is the chain). */
export type InvoiceColumns = Omit<InvoiceRow, 'workshopId'>;

export function invoiceOf(row: InvoiceColumns): TInvoice {
  const address = ZBillingAddressSchema.safeParse(row.billingAddress);
  return {
    id: row.id,
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    workshop: row.workshop as TInvoice['workshop'],
    // Every row has one once the start filled those issued before sellers were kept (fillInvoiceSellers).
    seller: row.seller as TInvoiceSeller,
    billingAddress: address.success ? address.data : null,
    planName: row.planName,
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    net: row.net,
    taxRate: row.taxRate,
    tax: row.tax,
    total: row.total,
    currency: row.currency,
    paymentId: row.paymentId,
  };
}

/** A workshop's own invoice; another workshop's is as absent as one that does not exist. */
export async function findInvoice(db: Executor, workshopId: string, invoiceId: string): Promise<TInvoice | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.workshopId, workshopId), eq(invoices.id, invoiceId)));
  return row ? invoiceOf(row) : null;
}

/** A workshop's invoices, newest first (the billing portal lists them). */
export async function listInvoices(db: Executor, workshopId: string, limit = 100): Promise<TInvoice[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.workshopId, workshopId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.number))
    .limit(limit);
  return rows.map(invoiceOf);
}
