// The sales stand-in's money (docs/product.md §29.5), kept as apps/server/src/services/sales-payments.ts keeps it:
// a repair's account (its deposits, its documents' payments, their refunds) or a counter sale's documents'; what
// remains by the domain's balanceFigures and owedOf; payments over it refused by checkPaymentsFit, naming the first;
// cash's change; refunds of what is left of an entry; a repair closed without charging; the repair's payment state
// following its money. Inputs are read with the functions' own schemas, so their refusals are the server's.
import {
  balanceFigures,
  changeOf,
  checkPaymentsFit,
  FunctionError,
  invalidField,
  owedOf,
  repairPaymentOf,
  ZSalesDepositsTakeInputSchema,
  ZSalesPaymentInputSchema,
  ZSalesPaymentsRecordInputSchema,
  ZSalesPaymentsRefundInputSchema,
  ZSalesRepairsCloseWithoutChargeInputSchema,
  type FunctionInput,
  type SalesWaiverReason,
  type TRepair,
  type TSalesBalance,
  type TSalesDocument,
  type TSalesPayment,
  type TSalesPaymentInput,
} from '@rueda/domain';
import type { z } from 'zod';
import { failure } from '@/testing/fake-server';

/** When the stand-in takes money: the server's clock in the tests. */
export const PAID_AT = '2026-11-23T10:05:00.000Z';

export interface PaymentsServerOptions {
  /** The ledger's entries to start with (a repair's deposits, a document's payments); none unless given. */
  payments?: TSalesPayment[];
}

interface MoneyWorld {
  /** The sales stand-in's documents, read as they stand at each call. */
  documents: () => TSalesDocument[];
  repairOf: (id: string) => TRepair | undefined;
  /** Saves the repair's payment state as the server does after a write of money. */
  saveRepair: (repair: TRepair) => void;
}

interface Account {
  repairId: string | null;
  rootId: string | null;
}

/** Reads an input as the server does, its refusal an invalid-argument naming the fields. */
function parse<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
  throw new FunctionError('invalid-argument', `Invalid data: ${fields.map((field) => field.field).join(', ')}.`, { fields });
}

/** A handler whose FunctionError answers as the wire carries it. */
function guarded<Input, Output>(handler: (input: Input) => Output): (input: Input) => Output | Response {
  return (input) => {
    try {
      return handler(input);
    } catch (error) {
      if (!(error instanceof FunctionError)) throw error;
      return failure(error.code, { message: error.message, details: error.details });
    }
  };
}

/** The stand-in's money over the sales stand-in's documents and the repairs stand-in's repairs. */
export function paymentsIn(world: MoneyWorld, seed: readonly TSalesPayment[] = []) {
  let lastId = 0;
  const payments = structuredClone([...seed]);
  const documentOf = (id: string) => {
    const document = world.documents().find((each) => each.id === id);
    if (!document) throw new FunctionError('not-found', 'This document does not exist.');
    return document;
  };
  const rootOf = (document: TSalesDocument): string =>
    document.correctsId === null ? document.id : rootOf(documentOf(document.correctsId));
  const accountOfDocument = (document: TSalesDocument): Account =>
    document.repairId !== null ? { repairId: document.repairId, rootId: null } : { repairId: null, rootId: rootOf(document) };

  function balanceOf(account: Account, documentId: string | null): TSalesBalance {
    const documents = world
      .documents()
      .filter((document) => (account.repairId !== null ? document.repairId === account.repairId : rootOf(document) === account.rootId));
    const ids = new Set(documents.map((document) => document.id));
    const entries = payments.filter((entry) =>
      account.repairId !== null ? entry.repairId === account.repairId : ids.has(entry.documentId ?? ''),
    );
    const { owedCents, liveInvoiceId } = owedOf(documents);
    const repair = account.repairId === null ? undefined : world.repairOf(account.repairId);
    const totalCents = repair && liveInvoiceId === null ? repair.totalPrice : owedCents;
    const figures = balanceFigures(totalCents, entries);
    const waiver = entries.find((entry) => entry.kind === 'waiver')?.reason as SalesWaiverReason | undefined;
    const paid = figures.depositsCents + figures.paymentsCents;
    return {
      repairId: account.repairId,
      documentId: documentId ?? liveInvoiceId,
      totalCents,
      ...figures,
      repairPayment: repair ? repairPaymentOf(liveInvoiceId === null ? null : owedCents, paid, waiver ?? null) : null,
      payments: entries,
    };
  }

  /** The balance after a write, the repair's payment state following it. */
  function settled(account: Account, documentId: string | null): TSalesBalance {
    const balance = balanceOf(account, documentId);
    const repair = account.repairId === null ? undefined : world.repairOf(account.repairId);
    if (repair && balance.payments.length > 0 && balance.repairPayment !== null && balance.repairPayment !== repair.payment)
      world.saveRepair({ ...repair, payment: balance.repairPayment });
    return balance;
  }

  function add(inputs: readonly TSalesPaymentInput[], entry: Pick<TSalesPayment, 'kind' | 'documentId' | 'repairId'>) {
    for (const payment of inputs) {
      lastId += 1;
      payments.push({
        ...entry,
        id: `pay-${String(lastId).padStart(3, '0')}`,
        method: payment.method,
        amountCents: payment.amountCents,
        tenderedCents: payment.tenderedCents,
        changeCents: changeOf(payment),
        refundsId: null,
        reason: '',
        tillDay: PAID_AT.slice(0, 10),
        recordedAt: PAID_AT,
        recordedBy: 'user-1',
      });
    }
  }

  /** Refuses payments over what would remain of `account` once `document` is issued; nothing is then issued. */
  function checkIssue(document: TSalesDocument, given: unknown[] | undefined): TSalesPaymentInput[] {
    const inputs = (given ?? []).map((payment, index) => {
      const result = ZSalesPaymentInputSchema.safeParse(payment);
      if (result.success) return result.data;
      const issue = result.error.issues[0]!;
      throw invalidField(['payments', index, ...issue.path].join('.'), issue.message);
    });
    // What remains once the document is stored, as the server's transaction sees it; then it is taken out again.
    const documents = world.documents();
    documents.push(document);
    try {
      const { remainingCents } = balanceOf(accountOfDocument(document), document.id);
      checkPaymentsFit(inputs, remainingCents, (index) => `payments.${index}.amountCents`);
    } finally {
      documents.pop();
    }
    return inputs;
  }

  /** Records the payments given with an issued document (checked by checkIssue before it was stored). */
  function recordIssued(document: TSalesDocument, payments: TSalesPaymentInput[]): void {
    const account = accountOfDocument(document);
    add(payments, { kind: 'payment', documentId: document.id, repairId: account.repairId });
    if (document.repairId !== null) settled(account, document.id);
  }

  const functions = {
    salesPaymentsList: guarded((input: FunctionInput<'salesPaymentsList'>): TSalesBalance => {
      if (input.repairId) {
        if (!world.repairOf(input.repairId)) throw new FunctionError('not-found', 'This repair does not exist.');
        return balanceOf({ repairId: input.repairId, rootId: null }, null);
      }
      const document = documentOf(input.documentId ?? '');
      return balanceOf(accountOfDocument(document), document.id);
    }),
    salesPaymentsRecord: guarded((raw: FunctionInput<'salesPaymentsRecord'>): TSalesBalance => {
      const input = parse(ZSalesPaymentsRecordInputSchema, raw);
      const document = documentOf(input.documentId);
      const account = accountOfDocument(document);
      checkPaymentsFit(input.payments, balanceOf(account, document.id).remainingCents, (index) => `payments.${index}.amountCents`);
      add(input.payments, { kind: 'payment', documentId: document.id, repairId: account.repairId });
      return settled(account, document.id);
    }),
    salesDepositsTake: guarded((raw: FunctionInput<'salesDepositsTake'>): TSalesBalance => {
      const { repairId, ...payment } = parse(ZSalesDepositsTakeInputSchema, raw);
      if (!world.repairOf(repairId)) throw new FunctionError('not-found', 'This repair does not exist.');
      const account = { repairId, rootId: null };
      const before = balanceOf(account, null);
      if (before.documentId !== null)
        throw new FunctionError('aborted', 'This repair is invoiced: record a payment of its invoice.', {
          reason: 'repair-invoiced',
          documentId: before.documentId,
        });
      checkPaymentsFit([payment], before.remainingCents, () => 'amountCents');
      add([payment], { kind: 'deposit', documentId: null, repairId });
      return settled(account, null);
    }),
    salesPaymentsRefund: guarded((raw: FunctionInput<'salesPaymentsRefund'>): TSalesBalance => {
      const input = parse(ZSalesPaymentsRefundInputSchema, raw);
      const refunded = payments.find((entry) => entry.id === input.paymentId);
      if (!refunded) throw new FunctionError('not-found', 'This payment does not exist.');
      if (refunded.kind !== 'payment' && refunded.kind !== 'deposit')
        throw invalidField('paymentId', 'Only a payment or a deposit is refunded.');
      const account =
        refunded.repairId !== null ? { repairId: refunded.repairId, rootId: null } : accountOfDocument(documentOf(refunded.documentId!));
      const left = payments
        .filter((entry) => entry.refundsId === refunded.id)
        .reduce((sum, entry) => sum + entry.amountCents, refunded.amountCents);
      if (left <= 0) throw new FunctionError('aborted', 'This payment is already refunded.', { reason: 'payment-refunded' });
      const amountCents = input.amountCents ?? left;
      if (amountCents > left) throw invalidField('amountCents', `More than is left of the payment (${left} cents).`);
      add([{ method: refunded.method!, amountCents, tenderedCents: null }], {
        kind: 'refund',
        documentId: refunded.documentId,
        repairId: refunded.repairId,
      });
      Object.assign(payments.at(-1)!, { amountCents: -amountCents, refundsId: refunded.id, reason: input.reason, changeCents: 0 });
      return settled(account, refunded.documentId);
    }),
    salesRepairsCloseWithoutCharge: guarded((raw: FunctionInput<'salesRepairsCloseWithoutCharge'>): TSalesBalance => {
      const input = parse(ZSalesRepairsCloseWithoutChargeInputSchema, raw);
      if (!world.repairOf(input.repairId)) throw new FunctionError('not-found', 'This repair does not exist.');
      const account = { repairId: input.repairId, rootId: null };
      const before = balanceOf(account, null);
      if (before.documentId !== null)
        throw new FunctionError('aborted', 'This repair is invoiced.', { reason: 'repair-invoiced', documentId: before.documentId });
      if (before.payments.some((entry) => entry.kind === 'waiver'))
        throw new FunctionError('aborted', 'This repair is already closed without charging.', { reason: 'repair-closed' });
      if (before.depositsCents + before.paymentsCents !== 0)
        throw new FunctionError('aborted', 'Refund what this repair holds first.', { reason: 'repair-has-payments' });
      add([{ method: 'cash', amountCents: 0, tenderedCents: null }], { kind: 'waiver', documentId: null, repairId: input.repairId });
      Object.assign(payments.at(-1)!, { method: null, reason: input.reason });
      return settled(account, null);
    }),
  };
  return { functions, checkIssue, recordIssued, payments };
}

/** A ledger entry to start a test with: a cash deposit on a repair unless told. */
export function paymentOf(overrides: Partial<TSalesPayment> & Pick<TSalesPayment, 'id' | 'amountCents'>): TSalesPayment {
  return {
    kind: 'deposit',
    method: 'cash',
    tenderedCents: null,
    changeCents: 0,
    documentId: null,
    repairId: 'r-1',
    refundsId: null,
    reason: '',
    tillDay: '2026-11-20',
    recordedAt: '2026-11-20T09:30:00.000Z',
    recordedBy: 'user-1',
    ...overrides,
  };
}
