// Inputs and answers of the suspension functions (docs/product.md §13).
import { z } from 'zod';
import { ZIdSchema } from '../repairs/functions.ts';
import {
  DEFAULT_SUSPENSION_INTERVALS,
  SUSPENSION_SERVICE_KINDS,
  suspensionUnitFields as fields,
  ZSuspensionServiceSchema,
  ZSuspensionUnitSchema,
} from './unit.ts';

const isoDate = z.iso.datetime({ offset: true });

const ZKindStateSchema = z.object({
  lastDate: z.string().nullable(),
  nextDate: z.iso.date(),
  hoursLeft: z.number().nullable(),
  dueByDate: z.boolean(),
  dueByHours: z.boolean(),
  due: z.boolean(),
});
export const ZSuspensionServiceStateSchema = z.object({ lowerLeg: ZKindStateSchema, full: ZKindStateSchema, due: z.boolean() });

/** A unit with its services (newest first) and what is due, as the server's clock sees it. */
export const ZSuspensionUnitViewSchema = z.object({
  unit: ZSuspensionUnitSchema,
  services: z.array(ZSuspensionServiceSchema),
  state: ZSuspensionServiceStateSchema,
});
export type TSuspensionUnitView = z.infer<typeof ZSuspensionUnitViewSchema>;

export const ZSuspensionsListInputSchema = z.object({ bikeId: ZIdSchema });

export const ZSuspensionsCreateInputSchema = z.object({
  bikeId: ZIdSchema,
  position: fields.position,
  brand: fields.brand,
  model: fields.model.default(''),
  serialNumber: fields.serialNumber.default(''),
  travel: fields.travel.default(null),
  intervals: fields.intervals.default(DEFAULT_SUSPENSION_INTERVALS),
  reportedHours: fields.reportedHours.default(null),
  notes: fields.notes.default(''),
});
export type TSuspensionsCreateInput = z.input<typeof ZSuspensionsCreateInputSchema>;

/** suspensionsUpdate's `changes`. New reportedHours without reportedAt are dated by the server's clock. */
export const ZSuspensionChangesSchema = z.object(fields).omit({ position: true }).partial();
export type TSuspensionChanges = z.infer<typeof ZSuspensionChangesSchema>;

export const ZSuspensionsUpdateInputSchema = z.object({
  id: ZIdSchema,
  /** The lastUpdate the editor saw; an older one is refused with `aborted` (docs/product.md §4). */
  expectedLastUpdate: isoDate,
  changes: ZSuspensionChangesSchema.refine((changes) => Object.keys(changes).length > 0, { message: 'Nothing to change.' }),
});
export type TSuspensionsUpdateInput = z.input<typeof ZSuspensionsUpdateInputSchema>;

export const ZSuspensionsSendOutInputSchema = z.object({
  id: ZIdSchema,
  centre: z.string().trim().min(1).max(120),
  sentAt: isoDate,
});
export const ZSuspensionsReturnInputSchema = z.object({ id: ZIdSchema, backAt: isoDate });

export const ZSuspensionServicesRecordInputSchema = z.object({
  repairId: ZIdSchema,
  unitId: ZIdSchema,
  /** The catalogue id of one of the repair's suspension lines (form.suspensions). */
  serviceLineId: ZIdSchema,
  kind: z.enum(SUSPENSION_SERVICE_KINDS),
});

export const ZSuspensionServicesForRepairInputSchema = z.object({ repairId: ZIdSchema });
/** The services recorded from one repair, with the unit each went to. */
export const ZSuspensionServicesForRepairOutputSchema = z.object({
  /** The units of the repair's bike with their services and state (none when the repair names no bike). */
  units: z.array(ZSuspensionUnitViewSchema),
  bikeId: z.string().nullable(),
  services: z.array(ZSuspensionServiceSchema),
});
export type TSuspensionServicesForRepair = z.infer<typeof ZSuspensionServicesForRepairOutputSchema>;

export const ZSuspensionIdInputSchema = z.object({ id: ZIdSchema });
