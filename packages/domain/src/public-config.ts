// What the server tells the web app at boot (`GET /api/config`): only what a browser may know.
import { z } from 'zod';

export const ZPublicConfigSchema = z.object({
  /** docs/product.md §7: an optional token-sync URL that receives POST with a Bearer token, DELETE on sign-out. */
  tokenSyncUrl: z.string().nullable(),
  /** True when mail goes to the local outbox, so the development mailbox at `/dev/mailbox` exists. */
  devMailbox: z.boolean(),
  /** docs/product.md §2: the third-party chat widget's script, loaded only after cookies are accepted; null: none. */
  chatWidgetScriptUrl: z.string().nullable(),
  /**
   * The address links sent to customers carry (a repair link, a WhatsApp text, the booking page), when it opens only
   * on the server's own machine (PUBLIC_URL unset or localhost: docs/configuration.md); null or absent otherwise.
   * The staff are warned before they send one.
   */
  linksOnlyHere: z.string().nullable().optional(),
});
export type TPublicConfig = z.infer<typeof ZPublicConfigSchema>;
