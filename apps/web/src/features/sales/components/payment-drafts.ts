// docs/product.md §29.5: the payment rows the till fills in, before they are sent. A row's amount follows what
// remains until it is typed; cash may say what was handed over, the change being what that exceeds the amount by.
import { changeOf, SALES_PAYMENTS_MAX, type SalesPaymentMethod, type TSalesPaymentInput } from '@rueda/domain';

export { SALES_PAYMENTS_MAX };

/**
 * The methods a workshop's country takes: Bizum only in Spain, MB WAY only in Portugal; neither while the country is
 * not known (no tax settings yet).
 */
export function paymentMethodsOf(country: string | null): SalesPaymentMethod[] {
  if (country === 'ES') return ['cash', 'card', 'bizum', 'transfer'];
  if (country === 'PT') return ['cash', 'card', 'mbway', 'transfer'];
  return ['cash', 'card', 'transfer'];
}

/** One payment row as typed. */
export interface PaymentDraft {
  key: string;
  method: SalesPaymentMethod;
  /** The amount typed; `isAmountTyped` false: it follows what remains. */
  amountCents: number | null;
  isAmountTyped: boolean;
  /** Cash handed over, when said. */
  tenderedCents: number | null;
}

let lastKey = 0;

/** A new row, its amount following what remains. */
export function paymentDraft(method: SalesPaymentMethod = 'cash'): PaymentDraft {
  lastKey += 1;
  return { key: `payment-${lastKey}`, method, amountCents: null, isAmountTyped: false, tenderedCents: null };
}

/**
 * Each row's amount: a typed one as typed; an untyped one what remains after the typed rows and the untyped rows
 * before it (never below zero).
 */
export function amountsOf(drafts: readonly PaymentDraft[], remainingCents: number): (number | null)[] {
  let left = remainingCents - drafts.reduce((sum, draft) => sum + (draft.isAmountTyped ? (draft.amountCents ?? 0) : 0), 0);
  return drafts.map((draft) => {
    if (draft.isAmountTyped) return draft.amountCents;
    const amount = Math.max(left, 0);
    left -= amount;
    return amount;
  });
}

/** What is wrong with one row: no amount, or cash handed over short of it. */
export type PaymentProblem = 'amount' | 'tendered';

export interface PaymentsCheck {
  /** Each row's amount, as amountsOf gives it. */
  amounts: (number | null)[];
  /** Each row's change (cash handed over beyond its amount), or null. */
  changes: (number | null)[];
  problems: PaymentProblem[][];
  /** What the rows settle together. */
  settledCents: number;
  /** By how much they go over what remains (docs/product.md §29.5 refuses it); 0 when they fit. */
  overCents: number;
}

/** The rows checked against what remains, as the server will check them. */
export function checkPayments(drafts: readonly PaymentDraft[], remainingCents: number): PaymentsCheck {
  const amounts = amountsOf(drafts, remainingCents);
  const problems: PaymentProblem[][] = [];
  const changes = drafts.map((draft, index) => {
    const amount = amounts[index] ?? null;
    const rowProblems: PaymentProblem[] = [];
    if (amount === null || amount <= 0) rowProblems.push('amount');
    const hasTendered = draft.method === 'cash' && draft.tenderedCents !== null;
    if (hasTendered && amount !== null && draft.tenderedCents! < amount) rowProblems.push('tendered');
    problems.push(rowProblems);
    return hasTendered && amount !== null && draft.tenderedCents! >= amount
      ? changeOf({ amountCents: amount, tenderedCents: draft.tenderedCents })
      : null;
  });
  const settledCents = amounts.reduce<number>((sum, amount) => sum + (amount ?? 0), 0);
  return { amounts, changes, problems, settledCents, overCents: Math.max(settledCents - remainingCents, 0) };
}

/** Whether the rows may be sent: every row has its amount, cash covers it, and together they fit what remains. */
export function isPaymentsCheckClean(check: PaymentsCheck): boolean {
  return check.overCents === 0 && check.problems.every((problems) => problems.length === 0);
}

/** The rows as the server takes them: cash handed over only for cash. */
export function paymentInputsOf(drafts: readonly PaymentDraft[], remainingCents: number): TSalesPaymentInput[] {
  const amounts = amountsOf(drafts, remainingCents);
  return drafts.map((draft, index) => ({
    method: draft.method,
    amountCents: amounts[index] ?? 0,
    tenderedCents: draft.method === 'cash' ? draft.tenderedCents : null,
  }));
}
