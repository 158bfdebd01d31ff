// The query keys of the repairs feature: one tree, so a write can refresh everything it touches.
import type { RepairFilters } from '../filters';

export const repairsKeys = {
  all: ['repairs'] as const,
  lists: () => [...repairsKeys.all, 'list'] as const,
  list: (filters: RepairFilters) => [...repairsKeys.lists(), filters] as const,
  details: () => [...repairsKeys.all, 'detail'] as const,
  detail: (id: string) => [...repairsKeys.details(), id] as const,
  legacy: (id: string) => [...repairsKeys.all, 'legacy', id] as const,
  /** docs/product.md §20.5 and §21.4: the repair's messages and the customer's answers (repairEventsList). */
  events: (id: string) => [...repairsKeys.all, 'events', id] as const,
  /** docs/decisions/058: what an online booking typed, and the existing customer it matches. */
  bookingContact: (id: string) => [...repairsKeys.all, 'booking-contact', id] as const,
};

/** What repairs look up before their own features exist: the customers and their bikes (the mechanics: lib/mechanics.ts). */
export const lookupKeys = {
  customerSearches: () => ['customers', 'search'] as const,
  customers: (search: string) => [...lookupKeys.customerSearches(), search] as const,
  bikes: (customerId: string) => ['customers', 'bikes', customerId] as const,
};
