// The parts' functions: parts ordered for repairs, from "to order" to "arrived", and the customers to call when a
// repair's parts are all in (docs/product.md §31.2).
import { z } from 'zod';
import type { SchemasOf } from '../function-map.ts';
import {
  ZListedPartSchema,
  ZPartsArriveInputSchema,
  ZPartsArriveOutputSchema,
  ZPartsCallSchema,
  ZPartsCreateInputSchema,
  ZPartsCustomerToldInputSchema,
  ZPartsDeleteInputSchema,
  ZPartsListInputSchema,
  ZPartsOrderInputSchema,
  ZPartsUpdateInputSchema,
} from '../parts/functions.ts';
import { ZPartSchema } from '../parts/part.ts';
import { ZEmptyInputSchema } from './empty-input.ts';

/** The parts area's functions, by the name the wire uses; staff-functions.ts joins every area's (decision 072). */
export const PARTS_FUNCTIONS = {
  /**
   * A repair's parts, or the workshop's in the states asked (the arrived ones of the last 30 days), with their repair's
   * customer and bike; oldest first.
   */
  partsList: { input: ZPartsListInputSchema, output: z.array(ZListedPartSchema) },
  /**
   * Asks for a part for a repair that is not delivered. failed-precondition: reason 'repair-delivered'; a stock item
   * that is not in the catalogue (or archived) is an invalid serviceId.
   */
  partsCreate: { input: ZPartsCreateInputSchema, output: ZPartSchema },
  /** Changes a part that has not arrived; failed-precondition 'already-arrived' once it has. */
  partsUpdate: { input: ZPartsUpdateInputSchema, output: ZPartSchema },
  /** Marks parts to order as ordered; failed-precondition 'not-to-order' if one is ordered or arrived already. */
  partsOrder: { input: ZPartsOrderInputSchema, output: z.array(ZPartSchema) },
  /** Marks a part as arrived, puts it on its repair and a stock item into stock; failed-precondition 'already-arrived'. */
  partsArrive: { input: ZPartsArriveInputSchema, output: ZPartsArriveOutputSchema },
  /** Takes back a part that has not arrived; failed-precondition 'already-arrived' once it has. */
  partsDelete: { input: ZPartsDeleteInputSchema, output: z.object({ deleted: z.literal(true) }) },
  /** The repairs, not delivered, whose parts are all in and whose customer has not been told, the longest waiting first. */
  partsToCall: { input: ZEmptyInputSchema, output: z.array(ZPartsCallSchema) },
  /** The repair's customer was told its parts are in: it leaves the list to call. */
  partsCustomerTold: { input: ZPartsCustomerToldInputSchema, output: z.object({ told: z.number().int() }) },
} as const;

/** Their schemas: what the staff app loads with its first call of one of them (`lib/function-schemas/parts-schemas.ts`). */
export const PARTS_FUNCTION_SCHEMAS: SchemasOf<typeof PARTS_FUNCTIONS> = PARTS_FUNCTIONS;
