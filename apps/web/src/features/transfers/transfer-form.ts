// The new transfer's form (docs/product.md §32.4): its values, the input they make, and their errors checked with the
// domain's own schema and the stock on hand, in the user's language, before anything is sent; a refusal naming a field
// is shown on it.
import { ZTransfersCreateInputSchema, type TTransfersCreateInput } from '@rueda/domain';
import type { TFunction } from 'i18next';
import { fieldIssuesOf } from '@/lib/call';

export interface TransferLineValues {
  itemId: string;
  quantity: number | string;
}

export interface TransferFormValues {
  toWorkshopId: string;
  lines: TransferLineValues[];
  note: string;
}

/** Errors by field: `toWorkshopId`, `lines`, `lines.N.itemId`, `lines.N.quantity`, `note`. */
export type TransferErrors = Record<string, string>;

export function newTransferValues(toWorkshopId = ''): TransferFormValues {
  return { toWorkshopId, lines: [{ itemId: '', quantity: 1 }], note: '' };
}

export function createInputOf(values: TransferFormValues): TTransfersCreateInput {
  return {
    toWorkshopId: values.toWorkshopId,
    lines: values.lines.map((line) => ({ itemId: line.itemId, quantity: typeof line.quantity === 'number' ? line.quantity : Number.NaN })),
    note: values.note,
  };
}

function messageOf(t: TFunction<'transfers'>, field: string, message?: string): string {
  if (field === 'toWorkshopId') return t('validation.destination');
  if (field === 'note') return t('validation.noteTooLong');
  if (field === 'lines') return t('validation.noLines');
  if (field.endsWith('.itemId')) return message?.includes('already') ? t('validation.itemTwice') : t('validation.chooseItem');
  return t('validation.quantity');
}

/** The form's errors: the schema's, then a quantity above what the shop has in stock (`stock`, by item). */
export function transferErrorsOf(
  t: TFunction<'transfers'>,
  values: TransferFormValues,
  stock: ReadonlyMap<string, number>,
): TransferErrors {
  const errors: TransferErrors = {};
  const result = ZTransfersCreateInputSchema.safeParse(createInputOf(values));
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.join('.');
    if (!(field in errors)) errors[field] = messageOf(t, field, issue.message);
  }
  values.lines.forEach((line, index) => {
    const field = `lines.${index}.quantity`;
    const available = stock.get(line.itemId);
    if (!(field in errors) && available !== undefined && typeof line.quantity === 'number' && line.quantity > available)
      errors[field] = t('validation.moreThanStock', { count: Math.max(available, 0) });
  });
  return errors;
}

/** The fields a refused write names (invalid-argument, not-found on the destination), each with its message. */
export function serverTransferErrorsOf(t: TFunction<'transfers'>, error: unknown): TransferErrors {
  const errors: TransferErrors = {};
  for (const { field } of fieldIssuesOf(error)) if (!(field in errors)) errors[field] = messageOf(t, field);
  return errors;
}
