// Repair version 4 (docs/product.md §3), the only shape Rueda reads and writes. Older documents are converted
// to it on read (convert-repair.ts). Amounts are in cents (docs/product.md §9); dates are ISO 8601 strings.
// These schemas describe what is stored, so they bound no text lengths (an imported document keeps
// its long notes); the functions' input schemas bound what people type.
import { z } from 'zod';
import { REPAIR_PAYMENTS, REPAIR_STATUSES } from './status.ts';

export const REPAIR_VERSION = 4;

const isoDate = z.iso.datetime({ offset: true });
/** The largest amount Rueda stores: one million in the currency's unit. */
export const MAX_AMOUNT_CENTS = 100_000_000;
const cents = z.number().int().min(0).max(MAX_AMOUNT_CENTS);

/** One entry of state.status: the list's last entry is the repair's status (docs/product.md §4). */
export const ZStatusEntrySchema = z.object({
  status: z.enum(REPAIR_STATUSES),
  date: isoDate,
  observations: z.string().default(''),
});
export type TStatusEntry = z.infer<typeof ZStatusEntrySchema>;

export const ZRepairCustomerSchema = z.object({
  id: z.string().nullable().default(null),
  name: z.string().default(''),
  surname: z.string().default(''),
  phone: z.string().default(''),
  address: z.string().default(''),
  dni: z.string().default(''),
  email: z.string().default(''),
});
export type TRepairCustomer = z.infer<typeof ZRepairCustomerSchema>;

/** A catalogue item chosen for a repair, priced when it was chosen; unknown fields are kept. */
export const ZChosenServiceSchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  price: cents,
  quantity: z.number().int().min(1).max(999).default(1),
});
export type TChosenService = z.infer<typeof ZChosenServiceSchema>;

export const ZRepairFormSchema = z.object({
  phone: z.string().default(''),
  fullName: z.string().default(''),
  services: z
    .object({
      packs: z.array(ZChosenServiceSchema).default([]),
      maintenances: z.array(ZChosenServiceSchema).default([]),
      stockItems: z.array(ZChosenServiceSchema).default([]),
    })
    .default({ packs: [], maintenances: [], stockItems: [] }),
  suspensions: z.array(ZChosenServiceSchema).default([]),
  additionalData: z.record(z.string(), z.unknown()).default({}),
});
export type TRepairForm = z.infer<typeof ZRepairFormSchema>;

const ZOptionSchema = z.object({ value: z.string(), label: z.string() });

export const ZRepairBikeSchema = z.object({
  manufacturer: ZOptionSchema,
  model: ZOptionSchema,
  color: z.string().default(''),
  /** Null when nobody gave it: Rueda invents no year for a new repair (docs/product.md §3). */
  year: z.number().int().min(1850).max(2200).nullable(),
  type: z.string(),
  owner_uid: z.string().nullable().default(null),
  syncedServicePoint: z.string().nullable().default(null),
});
export type TRepairBike = z.infer<typeof ZRepairBikeSchema>;

export const ZControlSheetSchema = z.looseObject({
  controlSheetId: z.string(),
  packId: z.string().optional(),
  maintenanceId: z.string().optional(),
  /** The checklist: each item's label and whether it was checked. */
  items: z.array(z.object({ label: z.string(), checked: z.boolean() })).default([]),
});
export type TControlSheet = z.infer<typeof ZControlSheetSchema>;

export const ZBookingSchema = z.object({
  confirmedDate: isoDate.nullable().default(null),
  postponedDate: isoDate.nullable().default(null),
  finishedDate: isoDate.nullable().default(null),
  observations: z.string().default(''),
});
export type TBooking = z.infer<typeof ZBookingSchema>;

/** docs/product.md §31.2: a repair's parts on order as its board card shows them: how many, and how many not in. */
export const ZRepairPartsCountSchema = z.object({
  total: z.number().int().min(1),
  waiting: z.number().int().min(0),
});
export type TRepairPartsCount = z.infer<typeof ZRepairPartsCountSchema>;

export const ZRepairStateSchema = z.object({
  booking: ZBookingSchema,
  status: z.array(ZStatusEntrySchema).min(1),
  created: isoDate,
  lastUpdate: isoDate,
  bike: z.unknown().optional(),
  repairRequestVersion: z.number().int().default(REPAIR_VERSION),
  orderPosition: z.number().nullable().default(null),
  priority: z.number().int().default(0),
  controlSheets: z.array(ZControlSheetSchema).default([]),
  serviceTotals: z.object({ total: cents }),
  /** Kept by the parts' writes (docs/product.md §31.2); absent for a repair that never had a part ordered. */
  parts: ZRepairPartsCountSchema.optional(),
});
export type TRepairState = z.infer<typeof ZRepairStateSchema>;

/** docs/product.md §3 Repair (version 4). */
export const ZRepairSchema = z.object({
  id: z.string(),
  version: z.literal(REPAIR_VERSION),
  priority: z.number().int().min(0).max(10).default(0),
  orderPosition: z.number().nullable().default(null),
  status: z.enum(REPAIR_STATUSES),
  payment: z.enum(REPAIR_PAYMENTS),
  customer: ZRepairCustomerSchema,
  form: ZRepairFormSchema,
  bike: ZRepairBikeSchema,
  mechanics: z.array(z.string()).default([]),
  entryDate: isoDate.nullable(),
  deliveryDate: isoDate.nullable(),
  /** Cents. */
  totalPrice: cents,
  /** docs/product.md §3: the days between entry and delivery, rounded up (the spec's name, not hours). */
  hours: z.number().int().min(0).nullable(),
  created: isoDate,
  lastUpdate: isoDate,
  notified: z.boolean(),
  technicalNotes: z.string().default(''),
  state: ZRepairStateSchema,
});
export type TRepair = z.infer<typeof ZRepairSchema>;
