// Inputs and answers of the catalogue's functions (the services screen, docs/product.md §3). Every
// write names the kind of item it touches; an answer says the kind beside the item, so the item is
// read with its own schema.
import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import {
  SERVICE_KINDS,
  ZCatalogueSchema,
  ZMaintenanceFieldsSchema,
  ZMaintenanceSchema,
  ZPackFieldsSchema,
  ZPackSchema,
  ZStockItemFieldsSchema,
  ZStockItemSchema,
  ZSuspensionFieldsSchema,
  ZSuspensionSchema,
} from './catalogue.ts';

const id = z.string().trim().min(1).max(200);
const kind = z.enum(SERVICE_KINDS);
/** The most items one kind may hold; a reorder names them all at once. */
export const SERVICES_PER_KIND_MAX = 10_000;

/** One item with its kind: what every write answers. */
export const ZServiceEntrySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('packs'), service: ZPackSchema }),
  z.object({ kind: z.literal('maintenances'), service: ZMaintenanceSchema }),
  z.object({ kind: z.literal('suspensions'), service: ZSuspensionSchema }),
  z.object({ kind: z.literal('stockItems'), service: ZStockItemSchema }),
]);
export type TServiceEntry = z.infer<typeof ZServiceEntrySchema>;

export const ZServicesCreateInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('packs'), service: ZPackFieldsSchema }),
  z.object({ kind: z.literal('maintenances'), service: ZMaintenanceFieldsSchema }),
  z.object({ kind: z.literal('suspensions'), service: ZSuspensionFieldsSchema }),
  z.object({ kind: z.literal('stockItems'), service: ZStockItemFieldsSchema }),
]);
export type TServicesCreateInput = z.input<typeof ZServicesCreateInputSchema>;

/**
 * The fields that change (at least one). A field left out stays as it is: the defaults a new item
 * takes are removed here, or a partial change would reset every field it does not name.
 */
function changesOf<S extends z.ZodObject>(fields: S) {
  const shape = Object.fromEntries(
    Object.entries(fields.shape).map(([key, schema]) => [key, (schema instanceof z.ZodDefault ? schema.unwrap() : schema).optional()]),
  ) as { [K in keyof S['shape']]: z.ZodOptional<S['shape'][K] extends z.ZodDefault<infer Inner> ? Inner : S['shape'][K]> };
  return z.object(shape).refine((changes) => Object.keys(changes).length > 0, { message: 'Nothing to change.' });
}

const updateOf = <K extends string, S extends z.ZodObject>(kindName: K, fields: S) =>
  z.object({
    kind: z.literal(kindName),
    id,
    /** The lastUpdate the editor saw; a newer stored one refuses the save with `aborted`. */
    expectedLastUpdate: z.iso.datetime({ offset: true }),
    changes: changesOf(fields),
  });

export const ZServicesUpdateInputSchema = z.discriminatedUnion('kind', [
  updateOf('packs', ZPackFieldsSchema),
  updateOf('maintenances', ZMaintenanceFieldsSchema),
  updateOf('suspensions', ZSuspensionFieldsSchema),
  updateOf('stockItems', ZStockItemFieldsSchema),
]);
export type TServicesUpdateInput = z.input<typeof ZServicesUpdateInputSchema>;

/** A kind's order after a drag: these items take position 0, 1, 2… */
export const ZServicesReorderInputSchema = z.object({
  kind,
  ids: z
    .array(id)
    .min(1)
    .max(SERVICES_PER_KIND_MAX)
    .refine((list) => new Set(list).size === list.length, { message: 'Each item may appear once.' }),
});

export const ZServicesArchiveInputSchema = z.object({ kind, id, archived: z.boolean() });

/** `servicesList`: the active catalogue; with `includeArchived`, the archived items too. */
export const ZServicesListInputSchema = z.union([
  z.null(),
  z.undefined(),
  z.object({ includeArchived: z.boolean().default(false) }).strict(),
]);

export const ZServicesListOutputSchema = ZCatalogueSchema.extend({
  /** Stock items under their minimum quantity. */
  lowStock: z.number().int(),
});
export type TServicesListOutput = z.infer<typeof ZServicesListOutputSchema>;

/** The starter catalogue, later: for a workshop whose catalogue is still empty, in this language. */
export const ZServicesAddStarterInputSchema = z.object({ language: z.enum(LANGUAGES) });
