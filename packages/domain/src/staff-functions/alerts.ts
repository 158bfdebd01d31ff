// The customer alerts' functions: the customers to contact, and an alert handled (docs/product.md §14).
import type { SchemasOf } from '../function-map.ts';
import { ZAlertHandledSchema, ZAlertsHandleInputSchema, ZAlertsListInputSchema, ZAlertsListOutputSchema } from '../alerts/functions.ts';

/** The alerts area's functions, by the name the wire uses; staff-functions.ts joins every area's (decision 072). */
export const ALERTS_FUNCTIONS = {
  /** docs/product.md §14: the customers to contact, open alerts (and, asked, the handled ones of the current cycle). */
  alertsList: { input: ZAlertsListInputSchema, output: ZAlertsListOutputSchema },
  /** Marks an open alert contacted or dismissed, recording who and when. */
  alertsHandle: { input: ZAlertsHandleInputSchema, output: ZAlertHandledSchema },
} as const;

/** Their schemas: what the staff app loads with its first call of one of them (`lib/function-schemas/alerts-schemas.ts`). */
export const ALERTS_FUNCTION_SCHEMAS: SchemasOf<typeof ALERTS_FUNCTIONS> = ALERTS_FUNCTIONS;
