// The repair's history beyond its status list (db/schema-messaging.ts `repair_events`, docs/product.md §20.5 and
// §21.4): the messages sent to the customer and who sent them, the customer's answers through the repair link,
// the link made or revoked. Writes happen inside the caller's transaction, with the change they record; reads are
// scoped by the workshop from the verified token.
import { randomUUID } from 'node:crypto';
import { FunctionError, ZRepairEventDataSchema, type TRepairEvent, type TRepairEventData } from '@rueda/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { repairEvents, repairs, user, whatsappOutbox } from '../db/schema.ts';

/** Who did it: a member (their name is kept with the event) or, with null, the customer through the repair link. */
export type RepairEventActor = { userId: string } | null;

/** Records an event of the workshop's repair, in the caller's transaction; answers its id. */
export async function addRepairEvent(
  tx: Executor,
  event: { workshopId: string; repairId: string; at: Date; actor: RepairEventActor; data: TRepairEventData },
): Promise<string> {
  const id = randomUUID();
  const actorName = event.actor ? sql`coalesce((select ${user.name} from ${user} where ${user.id} = ${event.actor.userId}), '')` : sql`''`;
  await tx.insert(repairEvents).values({
    workshopId: event.workshopId,
    id,
    repairId: event.repairId,
    at: event.at,
    kind: event.data.kind,
    actorUserId: event.actor?.userId ?? null,
    actorName,
    data: ZRepairEventDataSchema.parse(event.data),
  });
  return id;
}

/** The repair's events, oldest first; not-found when the repair is not the workshop's (nor anybody's). */
export async function listRepairEvents(db: Executor, workshopId: string, repairId: string): Promise<TRepairEvent[]> {
  const [repair] = await db
    .select({ id: repairs.id })
    .from(repairs)
    .where(and(eq(repairs.workshopId, workshopId), eq(repairs.id, repairId)));
  if (!repair) throw new FunctionError('not-found', 'This repair does not exist.');
  const rows = await db
    .select({
      id: repairEvents.id,
      at: repairEvents.at,
      actorUserId: repairEvents.actorUserId,
      actorName: repairEvents.actorName,
      data: repairEvents.data,
      delivery: whatsappOutbox.status,
    })
    .from(repairEvents)
    .leftJoin(
      whatsappOutbox,
      and(eq(whatsappOutbox.workshopId, repairEvents.workshopId), eq(whatsappOutbox.id, sql`${repairEvents.data} ->> 'outboxId'`)),
    )
    .where(and(eq(repairEvents.workshopId, workshopId), eq(repairEvents.repairId, repairId)))
    .orderBy(
      asc(repairEvents.at),
      // At one moment: the online booking (docs/product.md §22.3), then the link made with it or with a message, then the rest.
      sql`case ${repairEvents.kind} when 'bookedOnline' then 0 when 'linkCreated' then 1 else 2 end`,
      asc(repairEvents.id),
    );
  return rows.map((row) => {
    const data = ZRepairEventDataSchema.parse(row.data);
    const delivery = row.delivery as TRepairEvent['delivery'] | null;
    return {
      id: row.id,
      repairId,
      at: row.at.toISOString(),
      // A member whose account is gone still shows by the name they had.
      actor: row.actorUserId !== null || row.actorName !== '' ? { userId: row.actorUserId, name: row.actorName } : null,
      data,
      ...(delivery ? { delivery } : {}),
    };
  });
}
