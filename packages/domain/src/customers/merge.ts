// customersMerge (docs/product.md §11.3): the kept customer keeps what it has and takes every field it lacks
// from the merged one.
import type { TCustomer } from './customer.ts';

/** Fields an empty text (or a null consent) means "not known". Language always has a value: the kept one's stays. */
const FILLABLE = ['name', 'surname', 'phone', 'email', 'address', 'dni', 'notes', 'whatsappConsentAt', 'emailConsentAt'] as const;

export type MergedFields = Pick<TCustomer, (typeof FILLABLE)[number]>;

/** The kept customer's fields, each empty one filled from the merged customer. */
export function mergeCustomerFields(keep: TCustomer, merge: TCustomer): MergedFields {
  const merged = {} as Record<(typeof FILLABLE)[number], string | null>;
  for (const field of FILLABLE) merged[field] = keep[field] === '' || keep[field] === null ? merge[field] : keep[field];
  return merged as MergedFields;
}
