// The workshop's catalogue of services (docs/product.md §3 Pack, Maintenance, Suspension; stock items are
// "not shown" there and get the fields a workshop's shelf needs). Prices are cents (docs/product.md §9).
// `checklist` is Rueda's own: the control sheet a repair gets for each pack or maintenance
// (docs/product.md §3: a control sheet, a checklist, per pack or maintenance). `estimatedMinutes` is the
// workshop's own estimate of the work, which the booking calendar uses to size a day.
import { z } from 'zod';
import { BIKE_TYPES } from '../customers/customer.ts';
import { MAX_AMOUNT_CENTS } from '../repairs/repair.ts';

const cents = z.number().int().min(0).max(MAX_AMOUNT_CENTS);
export const SERVICE_TITLE_MAX = 120;
const title = z.string().trim().min(1).max(SERVICE_TITLE_MAX);
const text = (max: number) => z.string().trim().max(max).default('');
const ids = z.array(z.string().trim().min(1).max(200)).max(200).default([]);
const checklist = z.array(z.string().trim().min(1).max(200)).max(60).default([]);
/** A day and a half of work at the most; null when the workshop has not estimated it. */
export const MAX_ESTIMATED_MINUTES = 36 * 60;
const estimatedMinutes = z.number().int().min(0).max(MAX_ESTIMATED_MINUTES).nullable().default(null);
/** Stock on hand may go below zero (sold before it was counted), with a warning. */
const quantity = z.number().int().min(-99_999).max(999_999);

/** What a pack is made of, as staff type it (the catalogue adds its id, position and state). */
export const ZPackFieldsSchema = z.object({
  title,
  price: cents,
  description: text(4000),
  type: z.string().trim().max(40).default('pack'),
  value: text(120),
  subtitle: text(200),
  recommendation: text(400),
  details: z.array(z.string().trim().min(1).max(200)).max(30).default([]),
  needsAdditionalData: z.boolean().default(false),
  allowedBonusMaintenances: ids,
  /** The kinds of bike the pack is for (the customers' bike types); none means every kind. */
  allowedDisciplines: z.array(z.enum(BIKE_TYPES)).max(BIKE_TYPES.length).default([]),
  bonusMaintenances: ids,
  conditionalDescriptionEnabled: z.boolean().default(false),
  conditionDescriptionValue: text(400),
  checklist,
  estimatedMinutes,
});

export const ZMaintenanceFieldsSchema = z.object({
  title,
  price: cents,
  description: text(4000),
  group: text(80),
  type: z.string().trim().max(40).default('maintenance'),
  value: text(120),
  /** A price range shown as "from" (docs/product.md §3 price_from, price_to). */
  price_from: cents.nullable().default(null),
  price_to: cents.nullable().default(null),
  prices: z
    .array(z.object({ label: z.string().trim().min(1).max(80), price: cents }))
    .max(20)
    .default([]),
  checklist,
  estimatedMinutes,
});

export const ZSuspensionFieldsSchema = z.object({
  title,
  price: cents,
  description: text(4000),
  value: text(120),
  estimatedMinutes,
});

export const ZStockItemFieldsSchema = z.object({
  title,
  /** The sale price. */
  price: cents,
  /** The shop's reference: a SKU or a barcode. */
  reference: text(60),
  /** What the shop paid for one. */
  cost: cents.default(0),
  quantity: quantity.default(0),
  /** Under this, the item is marked and counted as low stock. */
  minQuantity: z.number().int().min(0).max(999_999).default(0),
});

/** What the catalogue keeps beside each item's fields. */
const entryState = {
  id: z.string(),
  /** The order the repair page offers the items in (lowest first). */
  position: z.number().int().default(0),
  /** Archived: not offered for new repairs, still shown on the repairs that used it. */
  archived: z.boolean().default(false),
  /** Set by the server on every change; a save based on an older one is refused (`aborted`). */
  lastUpdate: z.iso.datetime({ offset: true }).nullable().default(null),
  /** docs/product.md §32.3: the head office's item this one was published from; null for the shop's own. */
  publishedFrom: z.string().nullable().default(null),
  /** docs/product.md §32.3: its price is the head office's, which the shop may not change. */
  priceLocked: z.boolean().default(false),
};

export const ZPackSchema = ZPackFieldsSchema.extend(entryState);
export type TPack = z.infer<typeof ZPackSchema>;
export const ZMaintenanceSchema = ZMaintenanceFieldsSchema.extend(entryState);
export type TMaintenance = z.infer<typeof ZMaintenanceSchema>;
export const ZSuspensionSchema = ZSuspensionFieldsSchema.extend(entryState);
export type TSuspension = z.infer<typeof ZSuspensionSchema>;
export const ZStockItemSchema = ZStockItemFieldsSchema.extend(entryState);
export type TStockItem = z.infer<typeof ZStockItemSchema>;

/** The four kinds of catalogue item and where each goes in a repair's form. */
export const SERVICE_KINDS = ['packs', 'maintenances', 'suspensions', 'stockItems'] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];

/** Each kind's item schema, and the fields staff type for it. */
export const SERVICE_SCHEMAS = {
  packs: ZPackSchema,
  maintenances: ZMaintenanceSchema,
  suspensions: ZSuspensionSchema,
  stockItems: ZStockItemSchema,
} as const satisfies Record<ServiceKind, z.ZodType>;
export const SERVICE_FIELDS_SCHEMAS = {
  packs: ZPackFieldsSchema,
  maintenances: ZMaintenanceFieldsSchema,
  suspensions: ZSuspensionFieldsSchema,
  stockItems: ZStockItemFieldsSchema,
} as const satisfies Record<ServiceKind, z.ZodType>;

export type TServiceFields<K extends ServiceKind> = z.output<(typeof SERVICE_FIELDS_SCHEMAS)[K]>;
export type TServiceItem<K extends ServiceKind = ServiceKind> = z.output<(typeof SERVICE_SCHEMAS)[K]>;

export const ZCatalogueSchema = z.object({
  packs: z.array(ZPackSchema),
  maintenances: z.array(ZMaintenanceSchema),
  suspensions: z.array(ZSuspensionSchema),
  stockItems: z.array(ZStockItemSchema),
});
export type TCatalogue = z.infer<typeof ZCatalogueSchema>;
/** A catalogue as it is written (the demo's, the starter one): defaults may be left out. */
export type TCatalogueInput = z.input<typeof ZCatalogueSchema>;
export type TServiceItemInput<K extends ServiceKind = ServiceKind> = z.input<(typeof SERVICE_SCHEMAS)[K]>;

/** SERVICE_SCHEMAS seen through the kinds, so code generic in the kind gets that kind's item type. */
export const SERVICE_ITEM_SCHEMAS: { readonly [K in ServiceKind]: z.ZodType<TServiceItem<K>, TServiceItemInput<K>> } = SERVICE_SCHEMAS;
/** SERVICE_FIELDS_SCHEMAS seen through the kinds. */
export const SERVICE_FIELD_SCHEMAS: {
  readonly [K in ServiceKind]: z.ZodType<TServiceFields<K>, z.input<(typeof SERVICE_FIELDS_SCHEMAS)[K]>>;
} = SERVICE_FIELDS_SCHEMAS;
