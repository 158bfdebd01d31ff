// The parts' query keys (docs/product.md §31.2): a repair's parts, the workshop's by state (the Pedidos view) and
// the customers to call; one tree, so a write refreshes them all.
import type { PartState } from '@rueda/domain';

export const partsKeys = {
  all: ['parts'] as const,
  repair: (repairId: string) => [...partsKeys.all, 'repair', repairId] as const,
  states: (states: readonly PartState[]) => [...partsKeys.all, 'states', [...states]] as const,
  toCall: () => [...partsKeys.all, 'to-call'] as const,
};
