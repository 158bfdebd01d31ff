// Inputs and answers of the repairs and mechanics functions (docs/product.md §7: these names are the API).
// Input schemas bound what people type; the stored repair's own schema is in repair.ts.
import { z } from 'zod';
import { ZChangeIdSchema } from '../client-changes.ts';
import { ZBikeInputSchema, ZEmailSchema, ZPhoneSchema } from '../customers/customer.ts';
import { MAX_AMOUNT_CENTS } from './repair.ts';
import { REPAIR_PAYMENTS, REPAIR_STATUSES } from './status.ts';

export const ZIdSchema = z.string().trim().min(1).max(200);
const isoDate = z.iso.datetime({ offset: true });
const shortText = (max: number) => z.string().trim().max(max);
/** docs/product.md §30.1: the id a device gives a change it queued; a resend of it is answered, never applied twice. */
const changeId = ZChangeIdSchema.optional();

/** A repair list's page size: the first screen needs few; a board of a busy month fits in a few pages of the largest. */
export const REPAIRS_PAGE_MAX = 500;
export const REPAIRS_PAGE_DEFAULT = 50;
/** Repairs per import call; larger exports are sent in several calls. */
export const REPAIRS_IMPORT_MAX = 1000;
/** Cards one reorder may place (a board column). */
export const REPAIRS_REORDER_MAX = 2000;

export const ZRepairsListInputSchema = z.object({
  /** state.created range: from inclusive, to exclusive. */
  from: isoDate.optional(),
  to: isoDate.optional(),
  status: z.union([z.enum(REPAIR_STATUSES), z.array(z.enum(REPAIR_STATUSES)).min(1).max(REPAIR_STATUSES.length)]).optional(),
  payment: z.enum(REPAIR_PAYMENTS).optional(),
  mechanic: ZIdSchema.optional(),
  search: shortText(100).optional(),
  cursor: z.string().max(500).optional(),
  limit: z.number().int().min(1).max(REPAIRS_PAGE_MAX).default(REPAIRS_PAGE_DEFAULT),
});
export type TRepairsListInput = z.input<typeof ZRepairsListInputSchema>;

/** A service chosen from the catalogue: its id, how many, and a price only a role with repairs.pricing may set. */
export const ZServiceChoiceSchema = z.object({
  id: ZIdSchema,
  quantity: z.number().int().min(1).max(999).default(1),
  price: z.number().int().min(0).max(MAX_AMOUNT_CENTS).optional(),
});
export type TServiceChoice = z.input<typeof ZServiceChoiceSchema>;

export const ZServiceChoicesSchema = z.object({
  packs: z.array(ZServiceChoiceSchema).max(50).default([]),
  maintenances: z.array(ZServiceChoiceSchema).max(50).default([]),
  stockItems: z.array(ZServiceChoiceSchema).max(200).default([]),
  suspensions: z.array(ZServiceChoiceSchema).max(20).default([]),
});

/** The repair's customer: an existing one by id, or a new one (a name or a phone at least). */
export const ZRepairCustomerInputSchema = z.object({
  id: ZIdSchema.nullable().default(null),
  name: shortText(80).default(''),
  surname: shortText(80).default(''),
  phone: ZPhoneSchema.default(''),
  email: ZEmailSchema.default(''),
  address: shortText(200).default(''),
  dni: shortText(20).default(''),
});

/** The repair's bike: one of the customer's by id, or a new one. */
export const ZRepairBikeInputSchema = ZBikeInputSchema.extend({ id: ZIdSchema.nullable().default(null) });

export const ZBookingInputSchema = z.object({
  confirmedDate: isoDate.nullable().default(null),
  postponedDate: isoDate.nullable().default(null),
  finishedDate: isoDate.nullable().default(null),
  observations: shortText(2000).default(''),
});

export const ZControlSheetInputSchema = z.object({
  controlSheetId: ZIdSchema,
  items: z.array(z.object({ label: shortText(200), checked: z.boolean() })).max(60),
});

const draftFields = {
  customer: ZRepairCustomerInputSchema,
  bike: ZRepairBikeInputSchema,
  services: ZServiceChoicesSchema,
  mechanics: z.array(ZIdSchema).max(20),
  priority: z.number().int().min(0).max(10),
  technicalNotes: shortText(10_000),
  entryDate: isoDate.nullable(),
  deliveryDate: isoDate.nullable(),
  booking: ZBookingInputSchema,
  additionalData: z.record(z.string().max(100), z.union([z.string().max(2000), z.number(), z.boolean(), z.null()])),
};

export const ZRepairsCreateInputSchema = z
  .object({
    ...draftFields,
    services: draftFields.services.default({ packs: [], maintenances: [], stockItems: [], suspensions: [] }),
    mechanics: draftFields.mechanics.default([]),
    priority: draftFields.priority.default(0),
    technicalNotes: draftFields.technicalNotes.default(''),
    entryDate: draftFields.entryDate.default(null),
    deliveryDate: draftFields.deliveryDate.default(null),
    booking: ZBookingInputSchema.default({ confirmedDate: null, postponedDate: null, finishedDate: null, observations: '' }),
    additionalData: draftFields.additionalData.default({}),
    status: z.enum(REPAIR_STATUSES).default('notReviewed'),
    payment: z.enum(REPAIR_PAYMENTS).default('pending'),
    /**
     * docs/product.md §31.1: the bike's open recommendations the intake took up, their items among `services`: each
     * still open is closed as added to the new repair.
     */
    recommendationIds: z.array(ZIdSchema).max(50).default([]),
    changeId,
  })
  .refine((input) => input.customer.id !== null || input.customer.name !== '' || input.customer.phone !== '', {
    message: 'A new customer needs a name or a phone.',
    path: ['customer', 'name'],
  });
export type TRepairsCreateInput = z.input<typeof ZRepairsCreateInputSchema>;

/** Concurrency (docs/product.md §4): the lastUpdate the editor saw; a newer stored one refuses the save with `aborted`. */
const expectedLastUpdate = isoDate;

export const ZRepairsUpdateInputSchema = z.object({
  id: ZIdSchema,
  expectedLastUpdate,
  changeId,
  changes: z
    .object({ ...draftFields, controlSheets: z.array(ZControlSheetInputSchema).max(50) })
    .partial()
    .refine((changes) => Object.keys(changes).length > 0, { message: 'Nothing to change.' }),
});
export type TRepairsUpdateInput = z.input<typeof ZRepairsUpdateInputSchema>;

export const ZRepairsUpdateStatusInputSchema = z.object({
  id: ZIdSchema,
  status: z.enum(REPAIR_STATUSES),
  date: isoDate.optional(),
  observations: shortText(2000).optional(),
  expectedLastUpdate: expectedLastUpdate.optional(),
  changeId,
});

export const ZRepairsSetPaymentInputSchema = z.object({
  id: ZIdSchema,
  payment: z.enum(REPAIR_PAYMENTS),
  expectedLastUpdate: expectedLastUpdate.optional(),
});

/** docs/product.md §3: puts back in the total a line the customer declined through the repair link. */
export const ZRepairsIncludeLineInputSchema = z.object({
  id: ZIdSchema,
  /** The line's id as the repair link names it: `<kind>:<catalogue id>` (declined-lines.ts). */
  lineId: z.string().trim().min(1).max(300),
  expectedLastUpdate: expectedLastUpdate.optional(),
});

/** The board's order after a drag: these repairs, in this order, take orderPosition 0, 1, 2… */
export const ZRepairsReorderInputSchema = z.object({
  ids: z
    .array(ZIdSchema)
    .min(1)
    .max(REPAIRS_REORDER_MAX)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'Each repair may appear once.' }),
  changeId,
});

export const ZRepairIdInputSchema = z.object({ id: ZIdSchema });

export const ZRepairsImportInputSchema = z.object({
  repairs: z.array(z.unknown()).min(1).max(REPAIRS_IMPORT_MAX),
});

/** docs/product.md §18.4: the repairs of a timeframe as a CSV file, filtered as the board is (no page: all of them). */
export const REPAIRS_EXPORT_MAX = 20_000;
export const ZRepairsExportInputSchema = ZRepairsListInputSchema.omit({ cursor: true, limit: true });
export const ZRepairsExportOutputSchema = z.object({ fileName: z.string(), csv: z.string(), count: z.number().int() });

export const IMPORT_REJECTION_REASONS = ['not-an-object', 'duplicate-id', 'invalid-id', 'unreadable'] as const;
export type ImportRejectionReason = (typeof IMPORT_REJECTION_REASONS)[number];

export const ZRepairsImportOutputSchema = z.object({
  imported: z.number().int(),
  rejected: z.number().int(),
  rejections: z.array(
    z.object({ index: z.number().int(), id: z.string().nullable(), reason: z.enum(IMPORT_REJECTION_REASONS), message: z.string() }),
  ),
});
export type TRepairsImportOutput = z.infer<typeof ZRepairsImportOutputSchema>;

export const ZRepairsGetInputSchema = z.object({
  id: ZIdSchema,
  /** The legacy page also shows the document as it is stored. */
  withStored: z.boolean().default(false),
});
