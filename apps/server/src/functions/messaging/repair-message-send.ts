import { sendRepairMessage } from '../../services/repair-messages.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §20.5: everyone in the workshop notifies customers; the message joins the repair's history with who sent it. */
export const repairMessageSend = defineFunction('repairMessageSend', {
  access: Access.permission('customers.notify'),
  handler: (input, context) =>
    sendRepairMessage(
      context.db,
      {
        isCloudConfigured: context.isWhatsAppCloudConfigured,
        repairLinks: context.repairLinks,
        linkBase: context.addresses.forLinks(context.requestOrigin),
      },
      { ...input, workshopId: context.workshopId, userId: context.user.id, now: context.clock() },
    ),
});
