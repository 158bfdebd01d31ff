// The chain's view's answers in the query cache (docs/product.md §32.2).
import type { TChainsRepairsInput, TDashboardGetInput } from '@rueda/domain';

export const chainKeys = {
  all: ['chain'] as const,
  dashboard: (input: TDashboardGetInput | null) => [...chainKeys.all, 'dashboard', input] as const,
  repairs: (input: TChainsRepairsInput) => [...chainKeys.all, 'repairs', input] as const,
};
