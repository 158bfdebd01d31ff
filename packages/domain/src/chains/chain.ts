// docs/product.md §32.2: a chain of workshops, its head office and its administrators.
import { z } from 'zod';

export const ZChainNameSchema = z.string().trim().min(2).max(120);

export const ZChainWorkshopSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The head office publishes the chain's catalogue (§32.3). */
  isHeadOffice: z.boolean(),
});
export type TChainWorkshop = z.infer<typeof ZChainWorkshopSchema>;

export const ZChainAdminSchema = z.object({ userId: z.string(), name: z.string(), email: z.string() });

export const ZChainSchema = z.object({
  id: z.string(),
  name: z.string(),
  headWorkshopId: z.string(),
  /** §32.5: the chain's workshops share their customers' directory. */
  sharesCustomers: z.boolean(),
  /** §32.5: when, and by whom (their name), the chain's privacy notice on shared customers was last accepted. */
  customersNotice: z.object({ acceptedAt: z.string(), acceptedBy: z.string() }).nullable(),
  /** The head office first, then by name. */
  workshops: z.array(ZChainWorkshopSchema),
  admins: z.array(ZChainAdminSchema),
});
export type TChain = z.infer<typeof ZChainSchema>;

/** The head office first, then the others by name: how every list of a chain's workshops is ordered. */
export function chainWorkshopOrder(a: TChainWorkshop, b: TChainWorkshop): number {
  return Number(b.isHeadOffice) - Number(a.isHeadOffice) || a.name.localeCompare(b.name, 'es') || a.id.localeCompare(b.id);
}
