// docs/product.md §29.5: recording how documents and repairs are paid. A repair's money (its deposits, the payments
// of its documents, their refunds) is written under the repair's lock, a counter sale's under its document's, so two
// tills on two instances paying at once never pay more than remains. Each entry counts in the till's current day
// (services/till.ts), and a repair's payment state follows its money in the same transaction.
import { randomUUID } from 'node:crypto';
import {
  balanceFigures,
  changeOf,
  checkPaymentsFit,
  FunctionError,
  invalidField,
  nextLastUpdate,
  owedOf,
  repairPaymentOf,
  withDerivedFields,
  type SalesWaiverReason,
  type TRepair,
  type TSalesBalance,
  type TSalesPayment,
  type TSalesPaymentInput,
} from '@rueda/domain';
import type { Db, Executor } from '../db/client.ts';
import { getRepair, lockRepair, saveRepair } from '../data/repairs.ts';
import { annulledDocumentIds } from '../data/verifactu-records.ts';
import {
  documentsOfRepair,
  documentsOfRoot,
  getSalesPayment,
  insertSalesPayments,
  lockMoney,
  owedDocument,
  paymentsOfDocuments,
  paymentsOfRepair,
  rootDocumentId,
} from '../data/sales-payments.ts';
import { tillDayForPayment } from './till.ts';

/** Who takes the money: the workshop from the token, the account, the server's clock. */
export interface Cashier {
  workshopId: string;
  userId: string;
  now: Date;
}

/** Whose money an entry is: a repair's (its row, null once the repair was deleted), or a counter sale's documents. */
interface Account {
  repairId: string | null;
  repair: TRepair | null;
  rootId: string | null;
}

/** The repair's row locked, or null when it was deleted since it was invoiced. */
async function lockRepairIfAny(tx: Executor, cashier: Pick<Cashier, 'workshopId' | 'now'>, repairId: string): Promise<TRepair | null> {
  try {
    return await lockRepair(tx, cashier.workshopId, repairId, cashier.now);
  } catch (error) {
    if (error instanceof FunctionError && error.code === 'not-found') return null;
    throw error;
  }
}

/**
 * The account of a repair (or of the document's repair) or of a counter sale, locked for the caller's transaction:
 * the repair's row first, as the issue takes it, then the account's money. A deposit or a waiver needs the repair to
 * exist; a document's money is still taken once its repair was deleted.
 */
export async function lockAccount(
  tx: Executor,
  cashier: Pick<Cashier, 'workshopId' | 'now'>,
  owner: { repairId: string | null; documentId: string | null },
  repairMustExist = false,
): Promise<Account> {
  const { workshopId } = cashier;
  const repairId = owner.repairId ?? (await owedDocument(tx, workshopId, owner.documentId!)).repairId;
  if (repairId !== null) {
    const repair = repairMustExist ? await lockRepair(tx, workshopId, repairId, cashier.now) : await lockRepairIfAny(tx, cashier, repairId);
    await lockMoney(tx, workshopId, `repair:${repairId}`);
    return { repairId, repair, rootId: null };
  }
  const rootId = await rootDocumentId(tx, workshopId, owner.documentId!);
  await lockMoney(tx, workshopId, `document:${rootId}`);
  return { repairId: null, repair: null, rootId };
}

/** The account's documents, entries and balance as they stand. */
async function balanceOfAccount(db: Executor, workshopId: string, account: Account, documentId: string | null): Promise<TSalesBalance> {
  const { repair, repairId } = account;
  const documents =
    repairId !== null ? await documentsOfRepair(db, workshopId, repairId) : await documentsOfRoot(db, workshopId, account.rootId!);
  const payments =
    repairId !== null
      ? await paymentsOfRepair(db, workshopId, repairId)
      : await paymentsOfDocuments(
          db,
          workshopId,
          documents.map((document) => document.id),
        );
  const { owedCents, liveInvoiceId } = owedOf(documents);
  // A repair not yet invoiced owes what its lines charge now; its deposits come off its invoice.
  const totalCents = repair && liveInvoiceId === null ? repair.totalPrice : owedCents;
  const figures = balanceFigures(totalCents, payments);
  const waiver = payments.find((entry) => entry.kind === 'waiver')?.reason as SalesWaiverReason | undefined;
  const paidCents = figures.depositsCents + figures.paymentsCents;
  return {
    repairId,
    documentId: documentId ?? liveInvoiceId,
    totalCents,
    ...figures,
    repairPayment: repair ? repairPaymentOf(liveInvoiceId === null ? null : owedCents, paidCents, waiver ?? null) : null,
    payments,
  };
}

/** New ledger entries for `payments`, counted in the till's current day. */
async function newEntries(
  tx: Executor,
  cashier: Cashier,
  payments: readonly TSalesPaymentInput[],
  entry: Pick<TSalesPayment, 'kind' | 'documentId' | 'repairId'>,
): Promise<TSalesPayment[]> {
  if (payments.length === 0) return [];
  const tillDay = await tillDayForPayment(tx, cashier.workshopId, cashier.now);
  // Entries recorded together share their instant; their ids, in order, keep the order they were given in.
  const ids = payments.map(() => randomUUID()).sort();
  return payments.map((payment, index) => ({
    ...entry,
    id: ids[index]!,
    method: payment.method,
    amountCents: payment.amountCents,
    tenderedCents: payment.tenderedCents,
    changeCents: changeOf(payment),
    refundsId: null,
    reason: '',
    tillDay,
    recordedAt: cashier.now.toISOString(),
    recordedBy: cashier.userId,
  }));
}

/**
 * Records payments of a document inside the caller's transaction (the issue's, or recordDocumentPayments'): at most
 * what remains of the document's account, cash handed over beyond it being change.
 */
export async function recordPaymentsInTransaction(
  tx: Executor,
  cashier: Cashier,
  documentId: string,
  payments: readonly TSalesPaymentInput[],
): Promise<TSalesBalance> {
  const account = await lockAccount(tx, cashier, { repairId: null, documentId });
  // A document cancelled by its anulación (which takes this lock too) was never a sale: nothing is paid on it.
  if ((await annulledDocumentIds(tx, cashier.workshopId, [documentId])).size > 0)
    throw new FunctionError('failed-precondition', 'This document was cancelled: nothing is paid on it.', { reason: 'cancelled' });
  const before = await balanceOfAccount(tx, cashier.workshopId, account, documentId);
  checkPaymentsFit(payments, before.remainingCents, (index) => `payments.${index}.amountCents`);
  const entries = await newEntries(tx, cashier, payments, { kind: 'payment', documentId, repairId: account.repairId });
  await insertSalesPayments(tx, cashier.workshopId, entries);
  return settled(tx, cashier, account, documentId);
}

/** The balance after a write, the repair's payment state following it (docs/product.md §29.5). */
async function settled(tx: Executor, cashier: Cashier, account: Account, documentId: string | null): Promise<TSalesBalance> {
  const balance = await balanceOfAccount(tx, cashier.workshopId, account, documentId);
  const { repair } = account;
  // A repair whose money Rueda never recorded keeps the payment state its staff set (docs/product.md §4).
  if (repair && balance.payments.length > 0 && balance.repairPayment !== null && balance.repairPayment !== repair.payment) {
    const next = withDerivedFields({
      ...repair,
      payment: balance.repairPayment,
      lastUpdate: nextLastUpdate(repair.lastUpdate, cashier.now),
    });
    await saveRepair(tx, cashier.workshopId, next, cashier.now);
  }
  return balance;
}

/** docs/product.md §29.5: one or several payments of an issued document. */
export async function recordDocumentPayments(
  db: Db,
  cashier: Cashier,
  input: { documentId: string; payments: TSalesPaymentInput[] },
): Promise<TSalesBalance> {
  return db.transaction((tx) => recordPaymentsInTransaction(tx, cashier, input.documentId, input.payments));
}

/** docs/product.md §29.5: a deposit on a repair not yet invoiced, at most what its lines charge less earlier deposits. */
export async function takeDeposit(db: Db, cashier: Cashier, input: TSalesPaymentInput & { repairId: string }): Promise<TSalesBalance> {
  return db.transaction(async (tx) => {
    const account = await lockAccount(tx, cashier, { repairId: input.repairId, documentId: null }, true);
    const before = await balanceOfAccount(tx, cashier.workshopId, account, null);
    if (before.documentId !== null)
      throw new FunctionError('aborted', 'This repair is invoiced: record a payment of its invoice.', {
        reason: 'repair-invoiced',
        documentId: before.documentId,
      });
    checkPaymentsFit([input], before.remainingCents, () => 'amountCents');
    const entries = await newEntries(tx, cashier, [input], { kind: 'deposit', documentId: null, repairId: input.repairId });
    await insertSalesPayments(tx, cashier.workshopId, entries);
    return settled(tx, cashier, account, null);
  });
}

/**
 * docs/product.md §29.5: a payment or deposit undone, by an entry of the same method and the opposite amount: all
 * that is left of it, or less. A refund is never refunded; the refunds of an entry never exceed it.
 */
export async function refundPayment(
  db: Db,
  cashier: Cashier,
  input: { paymentId: string; amountCents: number | null; reason: string },
): Promise<TSalesBalance> {
  return db.transaction(async (tx) => {
    const refunded = await getSalesPayment(tx, cashier.workshopId, input.paymentId);
    if (refunded.kind !== 'payment' && refunded.kind !== 'deposit')
      throw invalidField('paymentId', 'Only a payment or a deposit is refunded.');
    const account = await lockAccount(tx, cashier, refunded);
    const before = await balanceOfAccount(tx, cashier.workshopId, account, refunded.documentId);
    const refunds = before.payments.filter((entry) => entry.refundsId === refunded.id);
    const left = refunds.reduce((sum, entry) => sum + entry.amountCents, refunded.amountCents);
    if (left <= 0) throw new FunctionError('aborted', 'This payment is already refunded.', { reason: 'payment-refunded' });
    const amountCents = input.amountCents ?? left;
    if (amountCents > left) throw invalidField('amountCents', `More than is left of the payment (${left} cents).`);
    const [entry] = await newEntries(tx, cashier, [{ method: refunded.method!, amountCents, tenderedCents: null }], {
      kind: 'refund',
      documentId: refunded.documentId,
      repairId: refunded.repairId,
    });
    await insertSalesPayments(tx, cashier.workshopId, [
      { ...entry!, amountCents: -amountCents, refundsId: refunded.id, reason: input.reason },
    ]);
    return settled(tx, cashier, account, refunded.documentId);
  });
}

/**
 * docs/product.md §29.5: a warranty or sponsorship repair closed without charging: no invoice, a zero entry with the
 * reason, and the repair's payment set to it. Refused once the repair is invoiced or holds money, or was closed so.
 */
export async function closeWithoutCharge(
  db: Db,
  cashier: Cashier,
  input: { repairId: string; reason: SalesWaiverReason },
): Promise<TSalesBalance> {
  return db.transaction(async (tx) => {
    const account = await lockAccount(tx, cashier, { repairId: input.repairId, documentId: null }, true);
    const before = await balanceOfAccount(tx, cashier.workshopId, account, null);
    if (before.documentId !== null)
      throw new FunctionError('aborted', 'This repair is invoiced.', { reason: 'repair-invoiced', documentId: before.documentId });
    if (before.payments.some((entry) => entry.kind === 'waiver'))
      throw new FunctionError('aborted', 'This repair is already closed without charging.', { reason: 'repair-closed' });
    if (before.depositsCents + before.paymentsCents !== 0)
      throw new FunctionError('aborted', 'Refund what this repair holds first.', { reason: 'repair-has-payments' });
    const [entry] = await newEntries(tx, cashier, [{ method: 'cash', amountCents: 0, tenderedCents: null }], {
      kind: 'waiver',
      documentId: null,
      repairId: input.repairId,
    });
    await insertSalesPayments(tx, cashier.workshopId, [{ ...entry!, method: null, reason: input.reason }]);
    return settled(tx, cashier, account, null);
  });
}

/** A repair's or a document's money as it stands; not-found for another workshop's. */
export async function salesBalance(
  db: Executor,
  cashier: Cashier,
  input: { repairId: string | null; documentId: string | null },
): Promise<TSalesBalance> {
  const { workshopId, now } = cashier;
  if (input.repairId !== null) {
    const { repair } = await getRepair(db, workshopId, input.repairId, now);
    return balanceOfAccount(db, workshopId, { repairId: repair.id, repair, rootId: null }, null);
  }
  const document = await owedDocument(db, workshopId, input.documentId!);
  const account: Account =
    document.repairId !== null
      ? {
          repairId: document.repairId,
          repair: await getRepair(db, workshopId, document.repairId, now).then(
            ({ repair }) => repair,
            () => null,
          ),
          rootId: null,
        }
      : { repairId: null, repair: null, rootId: await rootDocumentId(db, workshopId, document.id) };
  return balanceOfAccount(db, workshopId, account, document.id);
}
