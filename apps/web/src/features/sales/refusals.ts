// docs/product.md §29.4: why the server refused to issue, read from the error's code and details (docs/style.md §4),
// so the charge screen says it in the reader's language: a repair already invoiced (with its invoice), the tax
// settings not set, the simplified invoice's limit, a tax id, a line; else the shared write failures.
import { FunctionError } from '@rueda/domain';
import { fieldIssuesOf } from '@/lib/call';
import { writeFailureOf, type WriteFailure } from '@/lib/write-error';

/** One refused field: the field the server named and the locale key (sales namespace) that explains it. */
export interface RefusedField {
  field: string;
  key: string;
}

export type ChargeRefusal =
  | { kind: 'repair-invoiced'; documentId: string | null }
  | { kind: 'no-tax-settings' }
  | { kind: 'no-series' }
  | { kind: 'repair-missing' }
  | { kind: 'fields'; fields: RefusedField[] }
  | { kind: 'write'; failure: WriteFailure };

function reasonOf(error: FunctionError): string | undefined {
  const reason = (error.details as { reason?: unknown } | undefined)?.reason;
  return typeof reason === 'string' ? reason : undefined;
}

/** The locale key of one field the server refused. */
function refusedFieldKey(field: string): string {
  if (field === 'kind') return 'refusal.overLimit';
  if (field === 'repairId') return 'refusal.nothingToCharge';
  if (field === 'customer.taxId') return 'refusal.taxId';
  if (field === 'customer.customerId') return 'refusal.unknownCustomer';
  if (field.startsWith('customer')) return 'refusal.customer';
  if (/^lines\.\d+\.stockItemId$/.test(field)) return 'refusal.unknownStockItem';
  if (/^lines\.\d+\.rateBp$/.test(field)) return 'refusal.rate';
  if (field.startsWith('lines')) return 'refusal.line';
  return 'refusal.invalid';
}

/** What a failed salesInvoicesIssue means for the charge screen. */
export function chargeRefusalOf(error: unknown): ChargeRefusal {
  if (error instanceof FunctionError) {
    const reason = reasonOf(error);
    if (error.code === 'aborted' && reason === 'repair-invoiced') {
      const documentId = (error.details as { documentId?: unknown }).documentId;
      return { kind: 'repair-invoiced', documentId: typeof documentId === 'string' ? documentId : null };
    }
    if (error.code === 'failed-precondition' && reason === 'no-tax-settings') return { kind: 'no-tax-settings' };
    if (error.code === 'failed-precondition' && reason === 'no-series') return { kind: 'no-series' };
    const fields = fieldIssuesOf(error).map(({ field }) => ({ field, key: refusedFieldKey(field) }));
    if (fields.length > 0) return { kind: 'fields', fields };
    if (error.code === 'not-found') return { kind: 'repair-missing' };
    if (error.code === 'invalid-argument') return { kind: 'fields', fields: [{ field: '', key: 'refusal.invalid' }] };
  }
  return { kind: 'write', failure: writeFailureOf(error) };
}

/** The locale keys (sales namespace) of the shared write failures. */
export const WRITE_FAILURE_KEYS: Record<WriteFailure, string> = {
  permissionDenied: 'refusal.permissionDenied',
  notFound: 'refusal.notFound',
  unavailable: 'refusal.unavailable',
  saveFailed: 'refusal.failed',
};
