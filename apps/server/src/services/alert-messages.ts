// The WhatsApp message of a customer alert (docs/product.md §20.1, §14): the reason's text in the
// customer's language, about the bike (and the repair, for one not collected). Sending it is contacting the
// customer: the alert is handled as contacted by the sender, and a message about a repair joins its history,
// all in one transaction.
import { templateKeyForAlert, type MessageChannel, type TAlertHandled, type TMessagePrepared } from '@rueda/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { bikes, user } from '../db/schema.ts';
import { handleAlert, requireOpenAlert, type AlertInputsSource } from '../data/alerts.ts';
import { findCustomer } from '../data/customers.ts';
import { composeMessage, type MessageRequest, type MessagingServices, type PreparedMessage, type Recipient } from './message-compose.ts';
import { recipientOfRepair, recordMessage } from './repair-messages.ts';
import { getRepair } from '../data/repairs.ts';

/** What names the alert, and where its repairs and bikes are read from (the kept copy, decision 069; PostgreSQL's when absent). */
type AlertRequest = MessageRequest & { alertKey: string; alertInputs?: AlertInputsSource };

async function prepare(tx: Executor, services: MessagingServices, request: AlertRequest) {
  const { workshopId, now } = request;
  const alert = await requireOpenAlert(tx, workshopId, request.alertKey, now, request.alertInputs);
  const repair = alert.repairId ? (await getRepair(tx, workshopId, alert.repairId, now)).repair : null;
  const customer = alert.customerId ? await findCustomer(tx, workshopId, alert.customerId) : undefined;
  const [bike] = alert.bikeId
    ? await tx
        .select({ manufacturer: bikes.manufacturer, manufacturerValue: bikes.manufacturerValue, model: bikes.model })
        .from(bikes)
        .where(and(eq(bikes.workshopId, workshopId), eq(bikes.id, alert.bikeId)))
    : [];
  const recipient: Recipient | null = customer
    ? {
        customerId: customer.id,
        name: customer.name,
        fullName: `${customer.name} ${customer.surname}`.trim(),
        phone: customer.phone,
        language: customer.language,
        hasConsent: customer.whatsappConsentAt !== null,
      }
    : repair
      ? await recipientOfRepair(tx, workshopId, repair)
      : null;
  const message = await composeMessage(tx, services, {
    ...request,
    templateKey: templateKeyForAlert(alert.reason),
    // An alert always names a customer or a repair; a customer removed since leaves nobody to write to.
    recipient: recipient ?? { customerId: null, name: '', fullName: '', phone: '', language: 'es', hasConsent: false },
    bike: bike
      ? {
          manufacturer: { value: bike.manufacturerValue || bike.manufacturer, label: bike.manufacturer },
          model: { value: bike.model, label: bike.model },
        }
      : (repair?.bike ?? null),
    repair: repair ? { id: repair.id, totalCents: repair.totalPrice } : null,
  });
  return { alert, message };
}

/** The alert's message filled in; not-found for an alert that is not open in the caller's workshop. */
export async function prepareAlertMessage(tx: Executor, services: MessagingServices, request: AlertRequest): Promise<TMessagePrepared> {
  return (await prepare(tx, services, request)).message.prepared;
}

/** Sends (or records the link opened for) the alert's message, and handles the alert as contacted by the sender. */
export async function sendAlertMessage(
  db: Db,
  services: MessagingServices,
  request: AlertRequest & { channel: MessageChannel; body?: string },
): Promise<{ eventId: string | null; outboxId: string | null; handled: TAlertHandled }> {
  return db.transaction(async (tx) => {
    const { alert, message }: { alert: { key: string; repairId: string | null }; message: PreparedMessage } = await prepare(
      tx,
      services,
      request,
    );
    const sent = await recordMessage(tx, message, { ...request, repairId: alert.repairId });
    const [account] = await tx.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, request.userId));
    const handled = await handleAlert(
      tx,
      request.workshopId,
      { key: alert.key, outcome: 'contacted' },
      { id: request.userId, name: account?.name || account?.email || '' },
      request.now,
      request.alertInputs,
    );
    return { ...sent, handled };
  });
}
