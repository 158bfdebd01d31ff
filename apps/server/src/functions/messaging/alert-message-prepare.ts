import { prepareAlertMessage } from '../../services/alert-messages.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §20.3: an open customer alert's WhatsApp message, for whoever handles alerts (docs/roles.md). */
export const alertMessagePrepare = defineFunction('alertMessagePrepare', {
  access: Access.permission('customers.edit'),
  handler: async (input, context) => {
    // The alert is found among those worked out from the repairs and bikes kept (decision 069).
    const alertInputs = context.alertsDirectory.kept;
    return context.db.transaction((tx) =>
      prepareAlertMessage(
        tx,
        {
          isCloudConfigured: context.isWhatsAppCloudConfigured,
          repairLinks: context.repairLinks,
          linkBase: context.addresses.forLinks(context.requestOrigin),
        },
        { ...input, workshopId: context.workshopId, userId: context.user.id, now: context.clock(), alertInputs },
      ),
    );
  },
});
