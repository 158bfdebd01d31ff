// The chain's subscription (docs/product.md §32.6): one subscription that pays for every workshop of a chain, and its
// invoices. An area of its own (decision 072): only the chain's view loads its schemas, when its section opens.
import type { SchemasOf } from '../function-map.ts';
import {
  ZChainInvoicesGetInputSchema,
  ZChainInvoicesPdfInputSchema,
  ZChainInvoicesPdfOutputSchema,
  ZChainInvoiceSchema,
  ZChainSubscriptionCheckoutInputSchema,
  ZChainSubscriptionCheckoutOutputSchema,
  ZChainSubscriptionGetInputSchema,
  ZChainSubscriptionSchema,
} from '../chains/subscription.ts';
import { ZEmptyInputSchema } from './empty-input.ts';

/** The chain subscription area's functions; each refuses anyone but the chain's administrators (`not-chain-admin`). */
export const CHAIN_SUBSCRIPTION_FUNCTIONS = {
  /** The chain's subscription: its state, the workshops it covers, its price and its invoices. */
  chainSubscriptionGet: { input: ZChainSubscriptionGetInputSchema, output: ZChainSubscriptionSchema },
  /**
   * A checkout of the plan for every workshop of the chain. aborted 'already-active' while it runs; invalid-argument on
   * `planId` for an unknown plan.
   */
  chainSubscriptionCheckout: { input: ZChainSubscriptionCheckoutInputSchema, output: ZChainSubscriptionCheckoutOutputSchema },
  /** Ends it at its period's end (failed-precondition 'no-subscription' when none runs). */
  chainSubscriptionCancel: { input: ZEmptyInputSchema, output: ZChainSubscriptionSchema },
  /** Takes the cancellation back before the period's end. */
  chainSubscriptionResume: { input: ZEmptyInputSchema, output: ZChainSubscriptionSchema },
  /** One of the chain's invoices, with a line per workshop; another chain's is not-found. */
  chainInvoicesGet: { input: ZChainInvoicesGetInputSchema, output: ZChainInvoiceSchema },
  /** The same as a PDF, in the caller's language. */
  chainInvoicesPdf: { input: ZChainInvoicesPdfInputSchema, output: ZChainInvoicesPdfOutputSchema },
} as const;

/** Their schemas: what the staff app loads with its first call of one of them (`lib/function-schemas/chain-subscription-schemas.ts`). */
export const CHAIN_SUBSCRIPTION_FUNCTION_SCHEMAS: SchemasOf<typeof CHAIN_SUBSCRIPTION_FUNCTIONS> = CHAIN_SUBSCRIPTION_FUNCTIONS;
