// The part's form (docs/product.md §31.2): its values, the input or changes they make, and their errors checked with
// the domain's own schema, in the user's language, before anything is sent; a refusal naming a field is shown on it.
import { ZPartsCreateInputSchema, type TPart, type TPartsCreateInput, type TPartsUpdateInput } from '@rueda/domain';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { fieldIssuesOf } from '@/lib/call';

export type PartKind = 'stock' | 'free';

export interface PartFormValues {
  /** A stock item of the catalogue, or a part named in free text. */
  kind: PartKind;
  serviceId: string | null;
  title: string;
  supplier: string;
  reference: string;
  quantity: number | string;
  /** Cents; null: left empty (0). */
  cost: number | null;
  /** Cents, a free-text part's only; null: none. */
  price: number | null;
  note: string;
  /** Ordered already, on `orderedOn`. */
  isOrdered: boolean;
  /** Days as YYYY-MM-DD; '' for none. */
  orderedOn: string;
  expectedOn: string;
}

export type PartField = Exclude<keyof PartFormValues, 'kind' | 'isOrdered'>;
export type PartErrors = Partial<Record<PartField, string>>;

export function newPartValues(today: string): PartFormValues {
  return {
    kind: 'free',
    serviceId: null,
    title: '',
    supplier: '',
    reference: '',
    quantity: 1,
    cost: null,
    price: null,
    note: '',
    isOrdered: false,
    orderedOn: today,
    expectedOn: '',
  };
}

export function partValuesOf(part: TPart, today: string): PartFormValues {
  return {
    kind: part.serviceId ? 'stock' : 'free',
    serviceId: part.serviceId,
    title: part.title,
    supplier: part.supplier,
    reference: part.reference,
    quantity: part.quantity,
    cost: part.cost,
    price: part.price,
    note: part.note,
    isOrdered: part.orderedOn !== null,
    orderedOn: part.orderedOn ?? today,
    expectedOn: part.expectedOn ?? '',
  };
}

/** What the form asks for; a price only from a member who may set prices (repairs.pricing), for a free-text part. */
export function createInputOf(repairId: string, values: PartFormValues, mayPrice: boolean): TPartsCreateInput {
  const isStock = values.kind === 'stock';
  return {
    repairId,
    ...(isStock ? { serviceId: values.serviceId ?? '' } : { title: values.title }),
    supplier: values.supplier,
    reference: values.reference,
    quantity: typeof values.quantity === 'number' ? values.quantity : Number.NaN,
    cost: values.cost ?? 0,
    price: !isStock && mayPrice ? values.price : null,
    note: values.note,
    orderedOn: values.isOrdered ? values.orderedOn || null : null,
    expectedOn: values.expectedOn || null,
  };
}

/** The fields changed from the part as read; a price only from a member who may set prices. */
export function changesOf(part: TPart, input: TPartsCreateInput, mayPrice: boolean): TPartsUpdateInput['changes'] {
  const parsed = ZPartsCreateInputSchema.parse(input);
  const changes: TPartsUpdateInput['changes'] = {};
  if (parsed.supplier !== part.supplier) changes.supplier = parsed.supplier;
  if (parsed.reference !== part.reference) changes.reference = parsed.reference;
  if (parsed.quantity !== part.quantity) changes.quantity = parsed.quantity;
  if (parsed.cost !== part.cost) changes.cost = parsed.cost;
  if (mayPrice && !part.serviceId && parsed.price !== part.price) changes.price = parsed.price;
  if (parsed.note !== part.note) changes.note = parsed.note;
  if (parsed.orderedOn !== part.orderedOn) changes.orderedOn = parsed.orderedOn;
  if (parsed.expectedOn !== part.expectedOn) changes.expectedOn = parsed.expectedOn;
  return changes;
}

const TEXT_FIELDS = new Set<PartField>(['title', 'supplier', 'reference', 'note']);

/** The message for a field's issue, in the user's language. */
function messageOf(t: TFunction<'parts'>, field: PartField, issue?: z.core.$ZodIssue): string {
  if (field === 'serviceId') return t('validation.chooseItem');
  if (field === 'quantity') return t('validation.quantity');
  if (field === 'cost' || field === 'price') return t('validation.amount');
  if (field === 'expectedOn' && (!issue || issue.code === 'custom')) return t('validation.expectedBeforeOrdered');
  if (field === 'orderedOn' || field === 'expectedOn') return t('validation.day');
  if (field === 'title' && (!issue || issue.code !== 'too_big')) return t('validation.titleRequired');
  if (TEXT_FIELDS.has(field) && issue?.code === 'too_big') return t('validation.tooLong', { max: Number(issue.maximum) });
  return t('validation.invalid');
}

/** The form's field a schema's path names: the choice of stock item is `title`'s refinement when no item is chosen. */
function fieldOf(path: readonly PropertyKey[], kind: PartKind): PartField | null {
  const name = String(path[0] ?? '');
  if (name === 'title' && kind === 'stock') return 'serviceId';
  const fields: readonly PartField[] = [
    'serviceId',
    'title',
    'supplier',
    'reference',
    'quantity',
    'cost',
    'price',
    'note',
    'orderedOn',
    'expectedOn',
  ];
  return fields.find((field) => field === name) ?? null;
}

/** The first issue of each field, checked with the domain's schema (docs/style.md §3); empty when it may be sent. */
export function partErrorsOf(t: TFunction<'parts'>, input: TPartsCreateInput, kind: PartKind): PartErrors {
  if (kind === 'stock' && !input.serviceId) return { serviceId: t('validation.chooseItem') };
  const result = ZPartsCreateInputSchema.safeParse(input);
  const errors: PartErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = fieldOf(issue.path, kind);
    if (field && !(field in errors)) errors[field] = messageOf(t, field, issue);
  }
  return errors;
}

/** The fields a refused write names (invalid-argument), each with its message. */
export function serverPartErrorsOf(t: TFunction<'parts'>, error: unknown, kind: PartKind): PartErrors {
  const errors: PartErrors = {};
  for (const { field: path } of fieldIssuesOf(error)) {
    const field = fieldOf(path.replace(/^changes\./, '').split('.'), kind);
    if (field && !(field in errors)) errors[field] = messageOf(t, field);
  }
  return errors;
}
