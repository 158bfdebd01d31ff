// docs/product.md §32.2: the chains' functions' inputs and outputs.
import { z } from 'zod';
import { ZChainNameSchema, ZChainSchema } from './chain.ts';

const ZWorkshopIdSchema = z.string().trim().min(1).max(200);

/** The chain of the workshop in use, as its administrator or the workshop's admin sees it; null outside a chain. */
export const ZChainsGetOutputSchema = z.object({
  chain: ZChainSchema.nullable(),
  /** Whether the caller administers the chain (reads every workshop of it). */
  isChainAdmin: z.boolean(),
});
export type TChainsGetOutput = z.infer<typeof ZChainsGetOutputSchema>;

export const ZChainsCreateInputSchema = z.object({ name: ZChainNameSchema });
export const ZChainsAddWorkshopInputSchema = z.object({ workshopId: ZWorkshopIdSchema });
