// The repairs board's functions: its list, its reordering and its export, the mechanics its cards and filters name,
// and the work timer (docs/product.md §2's board, §17.4, §18.4).
import { z } from 'zod';
import type { SchemasOf } from '../function-map.ts';
import { ZEmptyInputSchema } from './empty-input.ts';
import { ZMechanicSchema } from '../mechanics.ts';
import {
  ZRepairsExportInputSchema,
  ZRepairsExportOutputSchema,
  ZRepairsListInputSchema,
  ZRepairsReorderInputSchema,
} from '../repairs/functions.ts';
import {
  ZRepairWorkGetOutputSchema,
  ZRepairWorkInputSchema,
  ZRepairWorkSwitchInputSchema,
  ZRunningWorkSchema,
  ZWorkSessionSchema,
} from '../repairs/work.ts';
import { REPAIR_STATUSES } from '../repairs/status.ts';
import { ZRepairSummarySchema } from '../repairs/summary.ts';

export const ZRepairsListOutputSchema = z.object({
  repairs: z.array(ZRepairSummarySchema),
  /** Repairs per status in the timeframe, with every filter but the status one. */
  counts: z.record(z.enum(REPAIR_STATUSES), z.number().int()),
  /** Repairs matching every filter. */
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type TRepairsListOutput = z.infer<typeof ZRepairsListOutputSchema>;

/** The board area's functions, by the name the wire uses; staff-functions.ts joins every area's (decision 072). The board's first load calls `repairsList`, `mechanicsList` and, for a member linked to a mechanic, `repairWorkCurrent`. */
export const BOARD_FUNCTIONS = {
  repairsList: { input: ZRepairsListInputSchema, output: ZRepairsListOutputSchema },
  repairsReorder: { input: ZRepairsReorderInputSchema, output: z.object({ reordered: z.number().int() }) },
  /** docs/product.md §18.4: the repairs the board's filters find in a timeframe, as a Spanish-locale CSV. */
  repairsExport: { input: ZRepairsExportInputSchema, output: ZRepairsExportOutputSchema },
  mechanicsList: { input: ZEmptyInputSchema, output: z.array(ZMechanicSchema) },
  // docs/product.md §17.4: the work timer of a member linked to a mechanic (repairs/work.ts).
  /**
   * Starts the caller's timer on the repair, stopping the one running elsewhere; on the same repair, answers it. Failed-precondition
   * 'no-mechanic' without an active mechanic. `at` and `changeId`: a start queued on a device (docs/product.md §30.1).
   */
  repairWorkStart: { input: ZRepairWorkSwitchInputSchema, output: ZRunningWorkSchema },
  /** Stops the caller's timer on the repair; failed-precondition 'not-running' when none runs there. `at`, `changeId`: as a start's. */
  repairWorkStop: { input: ZRepairWorkSwitchInputSchema, output: ZWorkSessionSchema },
  /** The repair's sessions and totals per mechanic, and the caller's own running there. */
  repairWorkGet: { input: ZRepairWorkInputSchema, output: ZRepairWorkGetOutputSchema },
  /** The caller's running session, wherever it is, or null (the board's mark). */
  repairWorkCurrent: { input: ZEmptyInputSchema, output: ZRunningWorkSchema.nullable() },
} as const;

/** Their schemas: what the staff app loads with its first call of one of them (`lib/function-schemas/board-schemas.ts`). */
export const BOARD_FUNCTION_SCHEMAS: SchemasOf<typeof BOARD_FUNCTIONS> = BOARD_FUNCTIONS;
