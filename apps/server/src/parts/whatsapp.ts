// docs/product.md §20.4: the WhatsApp Cloud API's outbox and webhook (decision 051, docs/architecture.md §14),
// idle without its configuration: the outbox's sender, which main.ts starts and the server's close stops, and
// the signed webhook POST /api/webhooks/whatsapp.
import { createWhatsAppSender, type WhatsAppSender } from '../messaging/outbox-sender.ts';
import { registerWhatsAppWebhookRoute } from '../messaging/webhook-route.ts';
import { whatsAppCloudConfigOf } from '../messaging/whatsapp-cloud.ts';
import type { ServerPart } from './server-part.ts';
import type { SharedContext } from './shared-context.ts';

export interface WhatsAppGives {
  whatsappSender: WhatsAppSender;
  /** The functions send by the Cloud API when it is configured, else by a click-to-chat link. */
  isWhatsAppCloudConfigured: boolean;
}

export const whatsapp: ServerPart<Pick<SharedContext, 'env' | 'db' | 'clock'>, WhatsAppGives> = {
  name: 'whatsapp',
  register: async (app, { env, db, clock }) => {
    const whatsappCloud = whatsAppCloudConfigOf(env);
    const whatsappSender = createWhatsAppSender({
      db,
      clock,
      cloud: whatsappCloud,
      log: (error) => app.log.error({ err: error }, 'the WhatsApp outbox failed'),
    });
    app.addHook('onClose', () => whatsappSender.stop());
    await registerWhatsAppWebhookRoute(app, { db, clock, appSecret: env.WHATSAPP_APP_SECRET, verifyToken: env.WHATSAPP_VERIFY_TOKEN });
    return { whatsappSender, isWhatsAppCloudConfigured: whatsappCloud !== null };
  },
};
