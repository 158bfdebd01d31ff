// The signed-in shell's functions: the session's account, which every screen reads as it starts, and the live
// notifications of the header's bell and of the screens that clear them (docs/product.md §18, §19).
import type { SchemasOf } from '../function-map.ts';
import { ZEmptyInputSchema } from './empty-input.ts';
import { ZNotificationsClearInputSchema, ZNotificationsSchema } from '../notifications.ts';
import { ZAccountSchema } from '../workshop.ts';

/** The shell area's functions, by the name the wire uses; staff-functions.ts joins every area's (decision 072). Every signed-in screen calls them on its first load. */
export const SHELL_FUNCTIONS = {
  accountGet: {
    input: ZEmptyInputSchema,
    output: ZAccountSchema,
  },
  /** docs/product.md §7's clearing writes on the notifications document; answers the document after it. */
  notificationsClear: { input: ZNotificationsClearInputSchema, output: ZNotificationsSchema },
  /** The caller's workshop's notifications document (the bell; its live stream: docs/product.md §19.1). */
  notificationsGet: { input: ZEmptyInputSchema, output: ZNotificationsSchema },
} as const;

/** Their schemas: what the staff app loads with its first call of one of them (`lib/function-schemas/shell-schemas.ts`). */
export const SHELL_FUNCTION_SCHEMAS: SchemasOf<typeof SHELL_FUNCTIONS> = SHELL_FUNCTIONS;
