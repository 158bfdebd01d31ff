// The chains' functions: a chain of workshops under a head office, its administrators, and what they read across the
// chain (docs/product.md §32).
import type { SchemasOf } from '../function-map.ts';
import {
  ZChainsAddWorkshopInputSchema,
  ZChainsCreateInputSchema,
  ZChainsGetOutputSchema,
  ZChainsPublishInputSchema,
  ZChainsPublishOutputSchema,
} from '../chains/functions.ts';
import { ZEmptyInputSchema } from './empty-input.ts';

/** The chains area's functions, by the name the wire uses; staff-functions.ts joins every area's (decision 072). */
export const CHAINS_FUNCTIONS = {
  /** The chain of the workshop in use, for its administrators and the workshop's admins; null outside a chain or for others. */
  chainsGet: { input: ZEmptyInputSchema, output: ZChainsGetOutputSchema },
  /**
   * The workshop in use becomes the head office of a new chain, and the caller (its admin) the chain's administrator.
   * failed-precondition: reason 'already-in-chain'.
   */
  chainsCreate: { input: ZChainsCreateInputSchema, output: ZChainsGetOutputSchema },
  /**
   * Another workshop the caller is admin of joins the chain the caller administers. not-found (`not-a-member`) for a
   * workshop the caller is not an active admin of; failed-precondition 'already-in-chain'; permission-denied
   * 'not-chain-admin'.
   */
  chainsAddWorkshop: { input: ZChainsAddWorkshopInputSchema, output: ZChainsGetOutputSchema },
  /**
   * docs/product.md §32.3: the head office's catalogue (the kinds chosen) published to some of the chain's workshops.
   * failed-precondition 'not-head-office'; not-found 'not-in-chain' on `workshopIds.N`; permission-denied 'not-chain-admin'.
   */
  chainsPublish: { input: ZChainsPublishInputSchema, output: ZChainsPublishOutputSchema },
} as const;

/** Their schemas: what the staff app loads with its first call of one of them (`lib/function-schemas/chains-schemas.ts`). */
export const CHAINS_FUNCTION_SCHEMAS: SchemasOf<typeof CHAINS_FUNCTIONS> = CHAINS_FUNCTIONS;
