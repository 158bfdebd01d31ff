// The workshop's catalogue of services (docs/product.md §3 Pack, Maintenance, Suspension; stock items are
// "not shown" there and get the fields a workshop's shelf needs). Prices are cents (docs/product.md §9).
// `checklist` is Rueda's own: the control sheet a repair gets for each pack or maintenance
// (docs/product.md §3: a control sheet, a checklist, per pack or maintenance).
import { z } from 'zod';
import { MAX_AMOUNT_CENTS } from '../repairs/repair.ts';

const cents = z.number().int().min(0).max(MAX_AMOUNT_CENTS);
const title = z.string().trim().min(1).max(120);
const longText = z.string().max(4000).default('');
const checklist = z.array(z.string().trim().min(1).max(200)).max(60).default([]);

export const ZPackSchema = z.object({
  id: z.string(),
  title,
  price: cents,
  description: longText,
  type: z.string().default('pack'),
  value: z.string().default(''),
  position: z.number().int().default(0),
  subtitle: z.string().max(200).default(''),
  recommendation: z.string().max(400).default(''),
  details: z.array(z.string().max(200)).default([]),
  needsAdditionalData: z.boolean().default(false),
  allowedBonusMaintenances: z.array(z.string()).default([]),
  allowedDisciplines: z.array(z.string()).default([]),
  bonusMaintenances: z.array(z.string()).default([]),
  conditionalDescriptionEnabled: z.boolean().default(false),
  conditionDescriptionValue: z.string().default(''),
  checklist,
});
export type TPack = z.infer<typeof ZPackSchema>;

export const ZMaintenanceSchema = z.object({
  id: z.string(),
  title,
  price: cents,
  description: longText,
  group: z.string().max(80).default(''),
  type: z.string().default('maintenance'),
  value: z.string().default(''),
  position: z.number().int().default(0),
  price_from: cents.nullable().default(null),
  price_to: cents.nullable().default(null),
  prices: z.array(z.object({ label: z.string(), price: cents })).default([]),
  checklist,
});
export type TMaintenance = z.infer<typeof ZMaintenanceSchema>;

export const ZSuspensionSchema = z.object({
  id: z.string(),
  title,
  price: cents,
  description: longText,
  value: z.string().default(''),
  position: z.number().int().default(0),
});
export type TSuspension = z.infer<typeof ZSuspensionSchema>;

export const ZStockItemSchema = z.object({
  id: z.string(),
  title,
  price: cents,
  /** The shop's reference or barcode. */
  reference: z.string().max(60).default(''),
  position: z.number().int().default(0),
});
export type TStockItem = z.infer<typeof ZStockItemSchema>;

/** The four kinds of catalogue item and where each goes in a repair's form. */
export const SERVICE_KINDS = ['packs', 'maintenances', 'suspensions', 'stockItems'] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];

export const ZCatalogueSchema = z.object({
  packs: z.array(ZPackSchema),
  maintenances: z.array(ZMaintenanceSchema),
  suspensions: z.array(ZSuspensionSchema),
  stockItems: z.array(ZStockItemSchema),
});
export type TCatalogue = z.infer<typeof ZCatalogueSchema>;
