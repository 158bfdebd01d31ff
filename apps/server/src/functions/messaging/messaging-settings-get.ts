import { readWorkshopMessaging } from '../../data/message-templates.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §20.3: every member's Notify button reads which status changes propose their message at once. */
export const messagingSettingsGet = defineFunction('messagingSettingsGet', {
  access: Access.permission('workshop.use'),
  handler: async (_input, { db, workshopId, isWhatsAppCloudConfigured }) => ({
    settings: (await readWorkshopMessaging(db, workshopId)).settings,
    isCloudConfigured: isWhatsAppCloudConfigured,
  }),
});
