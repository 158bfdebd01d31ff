// How the customers screens name a customer and word their dates.
import type { TCustomer } from '@rueda/domain';
import { zonedDate } from '@/lib/dates';

/** 'Marta Ruiz', or '' for a customer known only by their phone. */
export function customerNameOf(customer: Pick<TCustomer, 'name' | 'surname'>): string {
  return [customer.name, customer.surname].filter(Boolean).join(' ');
}

/** A date written out in the interface's language with the locale's pattern ('23 de noviembre de 2026'), on the workshop's clock. */
export function formatLongDate(value: string, pattern: string): string {
  return zonedDate(value).format(pattern);
}
