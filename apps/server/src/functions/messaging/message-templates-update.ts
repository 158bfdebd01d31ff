import { setMessageTemplate } from '../../data/message-templates.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §20.1: one message's text in one language, or back to the default; only the key's placeholders. */
export const messageTemplatesUpdate = defineFunction('messageTemplatesUpdate', {
  access: Access.permission('messaging.settings'),
  handler: (change, { db, workshopId, clock }) => setMessageTemplate(db, workshopId, change, clock()),
});
