// docs/product.md §3: a line the customer declined through the repair link counts in no total; a member puts it
// back when the customer changes their mind, and the repair's history records who did and when; the recommendation the
// declined line made on the bike (§31.1) is closed as added back.
import { checkNotStale, withLineIncluded, type TRepair } from '@rueda/domain';
import type { Db } from '../db/client.ts';
import { closeLinesPutBack, memberActor } from './recommendations.ts';
import { addRepairEvent } from './repair-events.ts';
import { lockRepair, saveRepair } from './repairs.ts';

/** Puts the declined line back in the workshop's repair, with its history entry, in one transaction. */
export async function includeRepairLine(
  db: Db,
  caller: { workshopId: string; userId: string; now: Date },
  input: { id: string; lineId: string; expectedLastUpdate?: string },
): Promise<TRepair> {
  const { workshopId, userId, now } = caller;
  return db.transaction(async (tx) => {
    const current = await lockRepair(tx, workshopId, input.id, now);
    checkNotStale(current, input.expectedLastUpdate);
    const { repair, line } = withLineIncluded(current, input.lineId, now);
    const saved = await saveRepair(tx, workshopId, repair, now);
    await addRepairEvent(tx, {
      workshopId,
      repairId: saved.id,
      at: now,
      actor: { userId },
      data: { kind: 'lineIncluded', lineId: line.id, title: line.service.title },
    });
    // docs/product.md §31.1: the recommendation the declined line made is added back to its repair.
    await closeLinesPutBack(tx, workshopId, saved.id, [line.id], await memberActor(tx, userId), now);
    return saved;
  });
}
