import { listMessageTemplates, readWorkshopMessaging } from '../../data/message-templates.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §20.1: the workshop's WhatsApp messages and how it sends them, for the profile's editor (docs/roles.md). */
export const messageTemplatesGet = defineFunction('messageTemplatesGet', {
  access: Access.permission('messaging.settings'),
  handler: async (_input, { db, workshopId, isWhatsAppCloudConfigured }) => ({
    templates: await listMessageTemplates(db, workshopId),
    settings: (await readWorkshopMessaging(db, workshopId)).settings,
    isCloudConfigured: isWhatsAppCloudConfigured,
  }),
});
