// The transfers' functions: stock items moved from one workshop of a chain to another (docs/product.md §32.4).
import type { SchemasOf } from '../function-map.ts';
import {
  ZTransferIdInputSchema,
  ZTransfersCreateInputSchema,
  ZTransfersListOutputSchema,
  ZTransfersReceiveInputSchema,
} from '../transfers/functions.ts';
import { ZTransferSchema } from '../transfers/transfer.ts';
import { ZEmptyInputSchema } from './empty-input.ts';

/** The transfers area's functions, by the name the wire uses; staff-functions.ts joins every area's (decision 072). */
export const TRANSFERS_FUNCTIONS = {
  /** The workshop in use's outgoing and incoming transfers, newest first, and the chain's workshops it may send to. */
  transfersList: { input: ZEmptyInputSchema, output: ZTransfersListOutputSchema },
  /**
   * A draft transfer to another workshop of the chain. not-found on toWorkshopId for a workshop outside the chain (or
   * none); a line's item that is not a stock item of the workshop (or archived) is an invalid lines.N.itemId.
   */
  transfersCreate: { input: ZTransfersCreateInputSchema, output: ZTransferSchema },
  /**
   * Sends a draft: every line's units leave the workshop's stock. failed-precondition 'not-enough-stock' (naming
   * lines.N.quantity), 'already-sent', 'already-cancelled'.
   */
  transfersSend: { input: ZTransferIdInputSchema, output: ZTransferSchema },
  /**
   * Receives an incoming transfer (every line still expected, or the lines given): the units go into the workshop's
   * matching stock item, or a new one. failed-precondition 'already-received', 'not-sent'.
   */
  transfersReceive: { input: ZTransfersReceiveInputSchema, output: ZTransferSchema },
  /** Cancels a draft. failed-precondition 'already-sent', 'already-cancelled'. */
  transfersCancel: { input: ZTransferIdInputSchema, output: ZTransferSchema },
} as const;

/** Their schemas: what the staff app loads with its first call of one of them (`lib/function-schemas/transfers-schemas.ts`). */
export const TRANSFERS_FUNCTION_SCHEMAS: SchemasOf<typeof TRANSFERS_FUNCTIONS> = TRANSFERS_FUNCTIONS;
