// What the server tells the web app at boot (`GET /api/config`): only what a browser may know.
import { z } from 'zod';

export const ZPublicConfigSchema = z.object({
  /** docs/product.md §7: an optional token-sync URL that receives POST with a Bearer token, DELETE on sign-out. */
  tokenSyncUrl: z.string().nullable(),
  /** True when mail goes to the local outbox, so the development mailbox at `/dev/mailbox` exists. */
  devMailbox: z.boolean(),
  /** docs/product.md §2: the third-party chat widget's script, loaded only after cookies are accepted; null: none. */
  chatWidgetScriptUrl: z.string().nullable(),
});
export type TPublicConfig = z.infer<typeof ZPublicConfigSchema>;
