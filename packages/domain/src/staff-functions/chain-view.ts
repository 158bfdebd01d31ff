// The chain's view: what its administrators read across its workshops (docs/product.md §32.2 "The chain's view"). An
// area of its own, apart from the chains' making and publishing (staff-functions/chains.ts), so that the profile's chain
// section does not download the consolidated figures' schemas (decision 072).
import type { SchemasOf } from '../function-map.ts';
import { ZChainsDashboardInputSchema, ZChainsDashboardOutputSchema } from '../chains/consolidated.ts';
import { ZChainsRepairsInputSchema, ZChainsRepairsOutputSchema } from '../chains/repairs.ts';

/** The chain view area's functions, by the name the wire uses; staff-functions.ts joins every area's (decision 072). */
export const CHAIN_VIEW_FUNCTIONS = {
  /**
   * The chain's consolidated figures of a timeframe (docs/product.md §32.2 "The chain's view"): each workshop's, as its
   * own dashboard shows them, and the total. permission-denied 'not-chain-admin' for anyone but its administrators.
   */
  chainsDashboard: { input: ZChainsDashboardInputSchema, output: ZChainsDashboardOutputSchema },
  /** The chain's repairs, every workshop's, all statuses or one, with counts per status. permission-denied 'not-chain-admin'. */
  chainsRepairs: { input: ZChainsRepairsInputSchema, output: ZChainsRepairsOutputSchema },
} as const;

/** Their schemas: what the staff app loads with its first call of one of them (`lib/function-schemas/chain-view-schemas.ts`). */
export const CHAIN_VIEW_FUNCTION_SCHEMAS: SchemasOf<typeof CHAIN_VIEW_FUNCTIONS> = CHAIN_VIEW_FUNCTIONS;
