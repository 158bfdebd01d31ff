// The catalogue's functions: the workshop's services, their order, the starter catalogue and the spreadsheet's import
// (docs/product.md §10).
import { z } from 'zod';
import type { SchemasOf } from '../function-map.ts';
import {
  ZServiceEntrySchema,
  ZServicesAddStarterInputSchema,
  ZServicesArchiveInputSchema,
  ZServicesCreateInputSchema,
  ZServicesListInputSchema,
  ZServicesListOutputSchema,
  ZServicesReorderInputSchema,
  ZServicesUpdateInputSchema,
} from '../catalogue/functions.ts';
import { ZServicesImportInputSchema, ZServicesImportOutputSchema } from '../catalogue/spreadsheet.ts';

/** The catalogue area's functions, by the name the wire uses; staff-functions.ts joins every area's (decision 072). */
export const CATALOGUE_FUNCTIONS = {
  servicesList: { input: ZServicesListInputSchema, output: ZServicesListOutputSchema },
  servicesCreate: { input: ZServicesCreateInputSchema, output: ZServiceEntrySchema },
  servicesUpdate: { input: ZServicesUpdateInputSchema, output: ZServiceEntrySchema },
  servicesReorder: { input: ZServicesReorderInputSchema, output: z.object({ reordered: z.number().int() }) },
  servicesArchive: { input: ZServicesArchiveInputSchema, output: ZServiceEntrySchema },
  servicesAddStarter: { input: ZServicesAddStarterInputSchema, output: ZServicesListOutputSchema },
  servicesImport: { input: ZServicesImportInputSchema, output: ZServicesImportOutputSchema },
} as const;

/** Their schemas: what the staff app loads with its first call of one of them (`lib/function-schemas/catalogue-schemas.ts`). */
export const CATALOGUE_FUNCTION_SCHEMAS: SchemasOf<typeof CATALOGUE_FUNCTIONS> = CATALOGUE_FUNCTIONS;
