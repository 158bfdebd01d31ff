import { prepareRepairMessage } from '../../services/repair-messages.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/**
 * docs/product.md §20.3: the repair's message filled in for the Notify dialog, for everyone in the workshop. In a
 * transaction: a message carrying `{{link}}` makes the repair's link when it has none (docs/product.md §21.1).
 */
export const repairMessagePrepare = defineFunction('repairMessagePrepare', {
  access: Access.permission('customers.notify'),
  handler: async (input, context) => {
    const services = {
      isCloudConfigured: context.isWhatsAppCloudConfigured,
      repairLinks: context.repairLinks,
      linkBase: context.addresses.forLinks(context.requestOrigin),
    };
    const request = { ...input, workshopId: context.workshopId, userId: context.user.id, now: context.clock() };
    return (await context.db.transaction((tx) => prepareRepairMessage(tx, services, request))).prepared;
  },
});
