// The alerts functions' inputs and outputs (docs/product.md §14).
import { z } from 'zod';
import { SUSPENSION_POSITIONS } from '../suspensions/unit.ts';
import { ALERT_REASONS } from './rules.ts';

export const ALERT_OUTCOMES = ['contacted', 'dismissed'] as const;
export type AlertOutcome = (typeof ALERT_OUTCOMES)[number];

export const ZAlertsListInputSchema = z.object({
  /** Also the alerts of the current cycle already handled, with who handled them and when. */
  includeHandled: z.boolean().default(false),
  /** Only how many are open: `alerts` comes back empty (the customers screen's count, docs/decisions/069). */
  countOnly: z.boolean().default(false),
});

export const ZAlertHandledSchema = z.object({
  outcome: z.enum(ALERT_OUTCOMES),
  byId: z.string(),
  byName: z.string(),
  at: z.iso.datetime({ offset: true }),
});
export type TAlertHandled = z.infer<typeof ZAlertHandledSchema>;

export const ZAlertItemSchema = z.object({
  key: z.string(),
  reason: z.enum(ALERT_REASONS),
  customerId: z.string().nullable(),
  /** The customer's name and phone as the workshop has them (the repair's copy when it names no customer). */
  customerName: z.string(),
  phone: z.string(),
  /** ISO date the alert counts from. */
  since: z.string(),
  repairId: z.string().nullable(),
  bikeId: z.string().nullable(),
  /** The bike's manufacturer and model, when the alert is about a bike. */
  bikeLabel: z.string(),
  unitId: z.string().nullable(),
  position: z.enum(SUSPENSION_POSITIONS).nullable(),
  handled: ZAlertHandledSchema.nullable(),
});
export type TAlertItem = z.infer<typeof ZAlertItemSchema>;

export const ZAlertsListOutputSchema = z.object({
  /** How many alerts are open (not handled). */
  open: z.number().int().min(0),
  alerts: z.array(ZAlertItemSchema),
});
export type TAlertsListOutput = z.infer<typeof ZAlertsListOutputSchema>;

export const ZAlertsHandleInputSchema = z.object({
  key: z.string().min(1).max(500),
  outcome: z.enum(ALERT_OUTCOMES),
});
export type TAlertsHandleInput = z.infer<typeof ZAlertsHandleInputSchema>;
