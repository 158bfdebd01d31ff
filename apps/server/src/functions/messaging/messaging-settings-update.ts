import { writeMessagingSettings } from '../../data/message-templates.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §20: the country of numbers, the statuses that propose their message, the Cloud API's templates. */
export const messagingSettingsUpdate = defineFunction('messagingSettingsUpdate', {
  access: Access.permission('messaging.settings'),
  handler: (settings, { db, workshopId, clock }) => writeMessagingSettings(db, workshopId, settings, clock()),
});
