// A bike's suspension units and their services (docs/product.md §13): the fork and the rear shock, their
// service intervals, the hours the customer reports riding, and a unit sent out to a service centre.
import { z } from 'zod';

export const SUSPENSION_POSITIONS = ['fork', 'shock'] as const;
export type SuspensionPosition = (typeof SUSPENSION_POSITIONS)[number];

/** A lower-leg service (seals, foam rings, oil bath) and a full service (damper and air spring too). */
export const SUSPENSION_SERVICE_KINDS = ['lowerLeg', 'full'] as const;
export type SuspensionServiceKind = (typeof SUSPENSION_SERVICE_KINDS)[number];

/** docs/product.md §13.1: the brands offered; staff may type another. */
export const SUSPENSION_BRANDS: readonly { value: string; label: string }[] = [
  { value: 'fox', label: 'Fox' },
  { value: 'rockshox', label: 'RockShox' },
  { value: 'ohlins', label: 'Öhlins' },
  { value: 'marzocchi', label: 'Marzocchi' },
  { value: 'dvo', label: 'DVO' },
  { value: 'sr-suntour', label: 'SR Suntour' },
  { value: 'manitou', label: 'Manitou' },
  { value: 'x-fusion', label: 'X-Fusion' },
  { value: 'cane-creek', label: 'Cane Creek' },
];

/** A brand as chosen or typed: a listed brand keeps its value; a typed one has its text as both. */
export function suspensionBrandOption(text: string): { value: string; label: string } {
  const trimmed = text.trim();
  const folded = trimmed.toLowerCase();
  const listed = SUSPENSION_BRANDS.find((brand) => brand.label.toLowerCase() === folded || brand.value === folded);
  return listed ?? { value: trimmed, label: trimmed };
}

/** Hours of riding or months, whichever comes first. */
export const ZSuspensionIntervalSchema = z.object({
  hours: z.number().int().min(1).max(5000),
  months: z.number().int().min(1).max(120),
});
export type TSuspensionInterval = z.infer<typeof ZSuspensionIntervalSchema>;

export const ZSuspensionIntervalsSchema = z.object({ lowerLeg: ZSuspensionIntervalSchema, full: ZSuspensionIntervalSchema });
export type TSuspensionIntervals = z.infer<typeof ZSuspensionIntervalsSchema>;

/**
 * docs/product.md §13.1: the manufacturers' usual defaults (Fox and RockShox publish these): a lower-leg
 * service every 50 hours or yearly, a full service every 125 hours or two years. Staff may change them per unit.
 */
export const DEFAULT_SUSPENSION_INTERVALS: TSuspensionIntervals = {
  lowerLeg: { hours: 50, months: 12 },
  full: { hours: 125, months: 24 },
};

const isoDate = z.iso.datetime({ offset: true });
const text = (max: number) => z.string().trim().max(max);
export const ZBrandOptionSchema = z.object({ value: text(60), label: text(60) });

/** A unit sent to a suspension service centre; backAt is null while it is out. */
export const ZSuspensionSentOutSchema = z.object({ centre: z.string(), sentAt: isoDate, backAt: isoDate.nullable() });
export type TSuspensionSentOut = z.infer<typeof ZSuspensionSentOutSchema>;

export const ZSuspensionUnitSchema = z.object({
  id: z.string(),
  bikeId: z.string(),
  position: z.enum(SUSPENSION_POSITIONS),
  brand: z.object({ value: z.string(), label: z.string() }),
  model: z.string(),
  serialNumber: z.string(),
  /** Millimetres; null when unknown. */
  travel: z.number().int().nullable(),
  intervals: ZSuspensionIntervalsSchema,
  /** Hours the customer says they have ridden since the unit's last service, and when they said it. */
  reportedHours: z.number().nullable(),
  reportedAt: isoDate.nullable(),
  notes: z.string(),
  /** The last time it was sent out; null if never. */
  sentOut: ZSuspensionSentOutSchema.nullable(),
  created: isoDate,
  lastUpdate: isoDate,
});
export type TSuspensionUnit = z.infer<typeof ZSuspensionUnitSchema>;

/** A service done on a unit, recorded from a repair's suspension line. */
export const ZSuspensionServiceSchema = z.object({
  id: z.string(),
  unitId: z.string(),
  kind: z.enum(SUSPENSION_SERVICE_KINDS),
  date: isoDate,
  repairId: z.string(),
  /** The repair's suspension line (its catalogue item id) and its title. */
  serviceLineId: z.string(),
  serviceTitle: z.string(),
  created: isoDate,
});
export type TSuspensionService = z.infer<typeof ZSuspensionServiceSchema>;

/** The fields staff type for a unit. */
export const suspensionUnitFields = {
  position: z.enum(SUSPENSION_POSITIONS),
  brand: ZBrandOptionSchema,
  model: text(80),
  serialNumber: text(80),
  travel: z.number().int().min(10).max(400).nullable(),
  intervals: ZSuspensionIntervalsSchema,
  reportedHours: z.number().min(0).max(100_000).nullable(),
  reportedAt: isoDate.nullable(),
  notes: text(2000),
};
