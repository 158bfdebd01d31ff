// docs/product.md §17.4: the work timer's query keys, in the repairs' tree (query-keys.ts), kept apart because only
// the timer's lazily loaded code asks for them.
import { repairsKeys } from './query-keys';

export const workKeys = {
  all: () => [...repairsKeys.all, 'work'] as const,
  repairs: () => [...workKeys.all(), 'repair'] as const,
  repair: (id: string) => [...workKeys.repairs(), id] as const,
  current: () => [...workKeys.all(), 'current'] as const,
};
