import { refreshGarageAlerts } from '../../services/alerts-garage.ts';
import { sendAlertMessage } from '../../services/alert-messages.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §20: writes to the customer of an alert, which handles it as contacted (as alertsHandle does). */
export const alertMessageSend = defineFunction('alertMessageSend', {
  access: Access.permission('customers.edit'),
  handler: async (input, context) => {
    const now = context.clock();
    // The alert is found among those worked out from the repairs and bikes kept (decision 069).
    const sent = await sendAlertMessage(
      context.db,
      {
        isCloudConfigured: context.isWhatsAppCloudConfigured,
        repairLinks: context.repairLinks,
        linkBase: context.addresses.forLinks(context.requestOrigin),
      },
      { ...input, workshopId: context.workshopId, userId: context.user.id, now, alertInputs: context.alertsDirectory.kept },
    );
    // The garage's count of open alerts (the bell), as after alertsHandle, over the repairs and bikes kept (decision 069).
    await refreshGarageAlerts(context.db, context.workshopId, now, context.alertsDirectory.kept);
    return sent;
  },
});
