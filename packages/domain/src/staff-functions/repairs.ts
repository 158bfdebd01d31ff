// One repair's functions: read, created, edited, deleted or imported, its history, its photos and the online
// booking's contact on it (docs/product.md §3–§5, §12.3, decision 058).
import { z } from 'zod';
import type { SchemasOf } from '../function-map.ts';
import { ZDeletedSchema } from '../customers/functions.ts';
import { ZPhotoIdInputSchema, ZPhotoSchema, ZRepairPhotosAddInputSchema, ZRepairPhotosListInputSchema } from '../photos/index.ts';
import {
  ZRepairIdInputSchema,
  ZRepairsCreateInputSchema,
  ZRepairsGetInputSchema,
  ZRepairsImportInputSchema,
  ZRepairsImportOutputSchema,
  ZRepairsIncludeLineInputSchema,
  ZRepairsSetPaymentInputSchema,
  ZRepairsUpdateInputSchema,
  ZRepairsUpdateStatusInputSchema,
} from '../repairs/functions.ts';
import { ZRepairSchema } from '../repairs/repair.ts';
import { ZRepairEventsListInputSchema, ZRepairEventsListOutputSchema } from '../messaging/events.ts';
import {
  ZRepairBookingContactInputSchema,
  ZRepairBookingContactOutputSchema,
  ZRepairsLinkCustomerInputSchema,
} from '../online-booking/booking-contact.ts';

export const ZRepairsGetOutputSchema = z.object({
  repair: ZRepairSchema,
  storedVersion: z.number().int(),
  /** The document as stored, when asked for (legacy page). */
  stored: z.unknown().nullable(),
});
export type TRepairsGetOutput = z.infer<typeof ZRepairsGetOutputSchema>;

/** The repairs area's functions, by the name the wire uses; staff-functions.ts joins every area's (decision 072). The repair page's first load calls them. */
export const REPAIRS_FUNCTIONS = {
  repairsGet: { input: ZRepairsGetInputSchema, output: ZRepairsGetOutputSchema },
  repairsCreate: { input: ZRepairsCreateInputSchema, output: ZRepairSchema },
  repairsUpdate: { input: ZRepairsUpdateInputSchema, output: ZRepairSchema },
  repairsUpdateStatus: { input: ZRepairsUpdateStatusInputSchema, output: ZRepairSchema },
  repairsSetPayment: { input: ZRepairsSetPaymentInputSchema, output: ZRepairSchema },
  /** docs/product.md §3: a line the customer declined, put back in the total; the history says who did. */
  repairsIncludeLine: { input: ZRepairsIncludeLineInputSchema, output: ZRepairSchema },
  repairsDelete: { input: ZRepairIdInputSchema, output: z.object({ deleted: z.literal(true) }) },
  repairsImport: { input: ZRepairsImportInputSchema, output: ZRepairsImportOutputSchema },
  // docs/product.md §12.3: photos (decision 020); their images are served by GET /api/photos/{id}/{size}.
  repairPhotosAdd: { input: ZRepairPhotosAddInputSchema, output: ZPhotoSchema },
  repairPhotosList: { input: ZRepairPhotosListInputSchema, output: z.array(ZPhotoSchema) },
  repairPhotosDelete: { input: ZPhotoIdInputSchema, output: ZDeletedSchema },
  // docs/product.md §20–§21: messages to customers and their answers (messaging/).
  /** The repair's history beyond its status list: messages sent, the customer's answers, the link made or revoked; oldest first. */
  repairEventsList: { input: ZRepairEventsListInputSchema, output: ZRepairEventsListOutputSchema },
  // docs/decisions/058: what an online booking typed, kept on its repair, and its link to an existing customer.
  /** The repair's booking contact (null when not booked online) and, while it has no customer, the existing one its phone or email is. */
  repairBookingContact: { input: ZRepairBookingContactInputSchema, output: ZRepairBookingContactOutputSchema },
  /** The online booking's repair and its bike go to this customer of the workshop, recorded in its history; the customer's record is not changed. */
  repairsLinkCustomer: { input: ZRepairsLinkCustomerInputSchema, output: ZRepairSchema },
} as const;

/** Their schemas: what the staff app loads with its first call of one of them (`lib/function-schemas/repairs-schemas.ts`). */
export const REPAIRS_FUNCTION_SCHEMAS: SchemasOf<typeof REPAIRS_FUNCTIONS> = REPAIRS_FUNCTIONS;
