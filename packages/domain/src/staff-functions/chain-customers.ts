// The customers shared within a chain (docs/product.md §32.5): searching the chain's directory, bringing a customer of
// another workshop, a customer's consent and their repairs in the chain's other workshops. An area of its own, so that
// the customers' screens of a workshop in no sharing chain never download these schemas (decision 072).
import type { SchemasOf } from '../function-map.ts';
import {
  ZChainCustomerInputSchema,
  ZChainCustomersBringInputSchema,
  ZChainCustomersBringOutputSchema,
  ZChainCustomersElsewhereOutputSchema,
  ZChainCustomersSearchInputSchema,
  ZChainCustomersSearchOutputSchema,
  ZChainCustomersSetConsentInputSchema,
  ZChainsSetCustomerSharingInputSchema,
} from '../chains/customers.ts';
import { ZChainsGetOutputSchema } from '../chains/functions.ts';

/** The chain customers area's functions, by the name the wire uses; staff-functions.ts joins every area's (decision 072). */
export const CHAIN_CUSTOMERS_FUNCTIONS = {
  /**
   * The chain shares its customers' directory, or stops at once. Turning it on takes the privacy notice accepted
   * (invalid-argument on `noticeAccepted`); permission-denied 'not-chain-admin'. Here rather than with the chains'
   * functions, so that the profile's chain section downloads its schemas only when the switch is used.
   */
  chainsSetCustomerSharing: { input: ZChainsSetCustomerSharingInputSchema, output: ZChainsGetOutputSchema },
  /**
   * The consenting customers of the chain's other workshops found by name, phone or email, in summary. `sharing` false,
   * and nothing, when the workshop's chain does not share its customers (or it is in none).
   */
  chainCustomersSearch: { input: ZChainCustomersSearchInputSchema, output: ZChainCustomersSearchOutputSchema },
  /**
   * Brings a consenting customer of another workshop of the chain here, with their bikes, linked to them.
   * failed-precondition 'chain-not-sharing', 'no-consent', 'already-brought'; not-found for a workshop outside the chain
   * or a customer not found there.
   */
  chainCustomersBring: { input: ZChainCustomersBringInputSchema, output: ZChainCustomersBringOutputSchema },
  /** The customer's consent and their repairs in the chain's other workshops (nothing unless sharing is on and they agreed). */
  chainCustomersElsewhere: { input: ZChainCustomerInputSchema, output: ZChainCustomersElsewhereOutputSchema },
  /** Records or withdraws the customer's consent to be shared within the chain. failed-precondition 'chain-not-sharing' to give it. */
  chainCustomersSetConsent: { input: ZChainCustomersSetConsentInputSchema, output: ZChainCustomersElsewhereOutputSchema },
} as const;

/** Their schemas: what the staff app loads with its first call of one of them (`lib/function-schemas/chain-customers-schemas.ts`). */
export const CHAIN_CUSTOMERS_FUNCTION_SCHEMAS: SchemasOf<typeof CHAIN_CUSTOMERS_FUNCTIONS> = CHAIN_CUSTOMERS_FUNCTIONS;
