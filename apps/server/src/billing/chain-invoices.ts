// docs/product.md §32.6: a chain's invoices, one per succeeded payment of its subscription, numbered from the same
// installation-wide sequence as the workshops' (invoices.ts), sold by the operator to the chain, with a line per
// workshop of the chain as it was when the invoice was issued. The lines share the net equally (each workshop pays the
// plan's price), the cents left over on the first ones, so they add up to the invoice's net.
import {
  chainWorkshopOrder,
  invoiceAmounts,
  splitAmong,
  taxRateOf,
  type TBillingAddress,
  type TChainInvoice,
  type TChainInvoiceLine,
  type TInvoiceSeller,
} from '@rueda/domain';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import type { chains } from '../db/schema.ts';
import { chainInvoices, workshops } from '../db/schema.ts';
import { invoiceNumberOf, invoiceOf } from './invoices.ts';

type ChainRow = typeof chains.$inferSelect;

export interface ChainInvoiceSource {
  chain: ChainRow;
  seller: TInvoiceSeller;
  billingAddress: TBillingAddress | null;
  planName: string;
  payment: { id: string; date: Date; amount: number; currency: string; periodStart: Date; periodEnd: Date };
}

/** The payment's invoice, made once; the caller holds the chain's lock, so no number is drawn twice. */
export async function issueChainInvoice(db: Executor, source: ChainInvoiceSource): Promise<void> {
  const { chain, payment } = source;
  const [existing] = await db
    .select({ id: chainInvoices.id })
    .from(chainInvoices)
    .where(and(eq(chainInvoices.chainId, chain.id), eq(chainInvoices.paymentId, payment.id)));
  if (existing) return;
  const members = await db
    .select({ id: workshops.id, name: workshops.name, address: workshops.address, taxId: workshops.taxId })
    .from(workshops)
    .where(eq(workshops.chainId, chain.id));
  const ordered = members.map((workshop) => ({ ...workshop, isHeadOffice: workshop.id === chain.headWorkshopId })).sort(chainWorkshopOrder);
  const head = ordered.find((workshop) => workshop.isHeadOffice);
  const taxRate = taxRateOf(source.billingAddress?.country);
  const amounts = invoiceAmounts(payment.amount, taxRate);
  const shares = splitAmong(amounts.net, ordered.length);
  const lines: TChainInvoiceLine[] = ordered.map((workshop, index) => ({
    workshopId: workshop.id,
    name: workshop.name,
    taxId: workshop.taxId,
    net: shares[index]!,
  }));
  const next = await db.execute<{ value: string }>(sql`select nextval('invoice_number_seq')::text as value`);
  await db.insert(chainInvoices).values({
    id: randomUUID(),
    chainId: chain.id,
    number: invoiceNumberOf(payment.date, Number(next.rows[0]!.value)),
    issuedAt: payment.date,
    paymentId: payment.id,
    buyer: { name: chain.name, address: head?.address ?? '', taxId: head?.taxId ?? '' },
    seller: source.seller,
    billingAddress: source.billingAddress,
    planName: source.planName,
    periodStart: payment.periodStart,
    periodEnd: payment.periodEnd,
    ...amounts,
    taxRate,
    currency: payment.currency,
    lines,
  });
}

type ChainInvoiceRow = typeof chainInvoices.$inferSelect;

/** As the invoice page and the PDF read a workshop's (TInvoice), its buyer the chain, and its lines. */
export function chainInvoiceOf(row: ChainInvoiceRow): TChainInvoice {
  return { ...invoiceOf({ ...row, workshop: row.buyer }), lines: row.lines as TChainInvoiceLine[] };
}

/** One of the chain's invoices; another chain's is as absent as one that does not exist. */
export async function findChainInvoice(db: Executor, chainId: string, invoiceId: string): Promise<TChainInvoice | null> {
  const [row] = await db
    .select()
    .from(chainInvoices)
    .where(and(eq(chainInvoices.chainId, chainId), eq(chainInvoices.id, invoiceId)));
  return row ? chainInvoiceOf(row) : null;
}

/** The chain's invoices, newest first. */
export async function listChainInvoices(db: Executor, chainId: string, limit = 60): Promise<TChainInvoice[]> {
  const rows = await db
    .select()
    .from(chainInvoices)
    .where(eq(chainInvoices.chainId, chainId))
    .orderBy(desc(chainInvoices.issuedAt), desc(chainInvoices.number))
    .limit(limit);
  return rows.map(chainInvoiceOf);
}
