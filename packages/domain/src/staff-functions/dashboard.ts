// The dashboard's function: the figures of a timeframe (docs/product.md §16).
import type { SchemasOf } from '../function-map.ts';
import { ZDashboardGetInputSchema, ZDashboardSchema } from '../dashboard/functions.ts';

/** The dashboard area's functions, by the name the wire uses; staff-functions.ts joins every area's (decision 072). */
export const DASHBOARD_FUNCTIONS = {
  /** docs/product.md §16: the figures of a timeframe. */
  dashboardGet: { input: ZDashboardGetInputSchema, output: ZDashboardSchema },
} as const;

/** Their schemas: what the staff app loads with its first call of one of them (`lib/function-schemas/dashboard-schemas.ts`). */
export const DASHBOARD_FUNCTION_SCHEMAS: SchemasOf<typeof DASHBOARD_FUNCTIONS> = DASHBOARD_FUNCTIONS;
