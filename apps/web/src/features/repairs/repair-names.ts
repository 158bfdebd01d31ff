// How a repair's customer is named across the repairs screens (the card, the table, the repair page, the work
// order, the tag), in a module of their own so that a page naming them does not download the board's card. Its bike
// is labelled by lib/bike-label.ts, as everywhere.
import type { TRepairSummary } from '@rueda/domain';

export function customerNameOf(customer: Pick<TRepairSummary['customer'], 'name' | 'surname'>): string {
  return [customer.name, customer.surname].filter(Boolean).join(' ');
}
