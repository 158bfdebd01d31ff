// The suspensions' functions: a bike's fork and shock and the services recorded on them from repairs
// (docs/product.md §13).
import { z } from 'zod';
import type { SchemasOf } from '../function-map.ts';
import { ZDeletedSchema } from '../customers/functions.ts';
import {
  ZSuspensionIdInputSchema,
  ZSuspensionsCreateInputSchema,
  ZSuspensionServicesForRepairInputSchema,
  ZSuspensionServicesForRepairOutputSchema,
  ZSuspensionServicesRecordInputSchema,
  ZSuspensionsListInputSchema,
  ZSuspensionsReturnInputSchema,
  ZSuspensionsSendOutInputSchema,
  ZSuspensionsUpdateInputSchema,
  ZSuspensionUnitViewSchema,
} from '../suspensions/functions.ts';
import { ZSuspensionServiceSchema } from '../suspensions/unit.ts';

/** The suspensions area's functions, by the name the wire uses; staff-functions.ts joins every area's (decision 072). */
export const SUSPENSIONS_FUNCTIONS = {
  // docs/product.md §13: a bike's fork and shock, and the services recorded on them from repairs.
  /** The bike's units, fork first, each with its services and what is due. */
  suspensionsList: { input: ZSuspensionsListInputSchema, output: z.array(ZSuspensionUnitViewSchema) },
  /** One unit per position on a bike: a second fork is failed-precondition (reason 'position-taken'). */
  suspensionsCreate: { input: ZSuspensionsCreateInputSchema, output: ZSuspensionUnitViewSchema },
  suspensionsUpdate: { input: ZSuspensionsUpdateInputSchema, output: ZSuspensionUnitViewSchema },
  suspensionsDelete: { input: ZSuspensionIdInputSchema, output: ZDeletedSchema },
  /** Marks the unit as sent to a suspension service centre (backAt null until suspensionsReturn). */
  suspensionsSendOut: { input: ZSuspensionsSendOutInputSchema, output: ZSuspensionUnitViewSchema },
  suspensionsReturn: { input: ZSuspensionsReturnInputSchema, output: ZSuspensionUnitViewSchema },
  /** The repair's bike's units and the services recorded from the repair. */
  suspensionServicesForRepair: { input: ZSuspensionServicesForRepairInputSchema, output: ZSuspensionServicesForRepairOutputSchema },
  /** Records one of the repair's suspension lines as a service of a unit of the repair's bike. */
  suspensionServicesRecord: { input: ZSuspensionServicesRecordInputSchema, output: ZSuspensionServiceSchema },
  suspensionServicesDelete: { input: ZSuspensionIdInputSchema, output: ZDeletedSchema },
} as const;

/** Their schemas: what the staff app loads with its first call of one of them (`lib/function-schemas/suspensions-schemas.ts`). */
export const SUSPENSIONS_FUNCTION_SCHEMAS: SchemasOf<typeof SUSPENSIONS_FUNCTIONS> = SUSPENSIONS_FUNCTIONS;
