// docs/product.md §3 workshops/{uid}/mechanics, with its active flag.
import { z } from 'zod';
import { ZMechanicNameSchema } from './workshop.ts';

export const ZMechanicSchema = z.object({
  id: z.string(),
  name: z.string(),
  active: z.boolean(),
});
export type TMechanic = z.infer<typeof ZMechanicSchema>;

export const ZMechanicCreateInputSchema = z.object({ name: ZMechanicNameSchema });
export const ZMechanicUpdateInputSchema = z
  .object({ id: z.string().min(1).max(100), name: ZMechanicNameSchema.optional(), active: z.boolean().optional() })
  .refine((input) => input.name !== undefined || input.active !== undefined, { message: 'Nothing to change.', path: ['name'] });
