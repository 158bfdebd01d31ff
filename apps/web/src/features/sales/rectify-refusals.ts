// docs/product.md §29.4: why the server refused a rectification or a replacement, read from the error's code and the
// field it names (docs/style.md §4), as a locale key of the sales namespace: more than the document still charges, a
// rate it did not charge, already replaced, a rectifying document, a customer's tax id; else the shared write failures.
import { FunctionError } from '@rueda/domain';
import { fieldIssuesOf } from '@/lib/call';
import { writeFailureOf } from '@/lib/write-error';
import { WRITE_FAILURE_KEYS } from './refusals';

export interface RectifyRefusal {
  /** The locale key (sales namespace) that says why. */
  key: string;
  /** The document to open instead (the full invoice that replaced a simplified one), if the server named it. */
  documentId: string | null;
  /** The customer's field the server refused, when it is one. */
  customerField: string | null;
}

/** The server's reasons for refusing the document itself (apps/server/src/services/sales-rectify.ts). */
const KEYS_OF_REASONS: Record<string, string> = {
  'over-remaining': 'rectify.refusal.overRemaining',
  'is-rectifying': 'rectify.refusal.isRectifying',
  rectified: 'rectify.refusal.rectified',
  replaced: 'rectify.refusal.replaced',
};

/** The key of one refused field, or of the reason the server gave for it. */
function keyOfField(field: string, reason: unknown): string {
  if (typeof reason === 'string' && KEYS_OF_REASONS[reason]) return KEYS_OF_REASONS[reason];
  if (field === 'customer.taxId') return 'rectify.refusal.taxId';
  if (field.startsWith('customer')) return 'rectify.refusal.customer';
  if (/^lines\.\d+\.rateBp$/.test(field)) return 'rectify.refusal.rate';
  if (field === 'mode') return 'rectify.refusal.notInPortugal';
  if (field === 'reason') return 'rectify.refusal.reason';
  if (field === 'lines') return 'rectify.refusal.nothing';
  return 'rectify.refusal.invalid';
}

/** What a failed salesInvoicesRectify means, for the dialog that asked. */
export function rectifyRefusalOf(error: unknown): RectifyRefusal {
  const none = { documentId: null, customerField: null };
  if (error instanceof FunctionError) {
    const details = error.details as { reason?: unknown; documentId?: unknown } | undefined;
    if (error.code === 'aborted' && details?.reason === 'already-replaced')
      return {
        ...none,
        key: 'rectify.refusal.alreadyReplaced',
        documentId: typeof details.documentId === 'string' ? details.documentId : null,
      };
    if (error.code === 'failed-precondition' && details?.reason === 'no-series') return { ...none, key: 'rectify.refusal.noSeries' };
    const [issue] = fieldIssuesOf(error);
    if (issue)
      return {
        ...none,
        key: keyOfField(issue.field, details?.reason),
        customerField: issue.field.startsWith('customer.') ? issue.field : null,
      };
    if (error.code === 'not-found') return { ...none, key: 'rectify.refusal.missing' };
  }
  return { ...none, key: WRITE_FAILURE_KEYS[writeFailureOf(error)] };
}
