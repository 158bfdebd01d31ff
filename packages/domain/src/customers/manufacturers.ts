// docs/product.md §12.1: the bike's manufacturer option's schema; the built-in list and its rules are in
// manufacturer-list.ts, which loads without zod.
import { z } from 'zod';
import type { TBikeOption } from './manufacturer-list.ts';

export * from './manufacturer-list.ts';

/** docs/product.md §3's option: what is stored (`value`) and what is shown (`label`). */
export const ZBikeOptionSchema: z.ZodType<TBikeOption> = z.object({ value: z.string(), label: z.string() });
