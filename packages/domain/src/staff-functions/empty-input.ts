// The input of a function that takes none: null, nothing, or an empty object. A module of its own, so that each
// area's map (decision 072) and the sales functions' (decision 065) take it without taking another area's schemas.
import { z } from 'zod';

export const ZEmptyInputSchema = z.union([z.null(), z.undefined(), z.object({}).strict()]);
