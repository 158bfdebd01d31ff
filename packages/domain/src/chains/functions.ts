// docs/product.md §32.2: the chains' functions' inputs and outputs.
import { z } from 'zod';
import { SERVICE_KINDS } from '../catalogue/catalogue.ts';
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

/** docs/product.md §32.3: what the head office publishes, and to which of the chain's workshops. */
export const ZChainsPublishInputSchema = z.object({
  workshopIds: z.array(ZWorkshopIdSchema).min(1).max(50),
  kinds: z
    .array(z.enum(SERVICE_KINDS))
    .min(1)
    .max(SERVICE_KINDS.length)
    .default([...SERVICE_KINDS]),
  /** The head office's prices, which the shops may not change; otherwise each shop keeps its own. */
  lockPrices: z.boolean().default(false),
});
export type TChainsPublishInput = z.input<typeof ZChainsPublishInputSchema>;

export const ZChainsPublishOutputSchema = z.object({
  workshops: z.array(
    z.object({
      workshopId: z.string(),
      workshopName: z.string(),
      created: z.number().int(),
      updated: z.number().int(),
      unchanged: z.number().int(),
    }),
  ),
});
export type TChainsPublishOutput = z.infer<typeof ZChainsPublishOutputSchema>;
