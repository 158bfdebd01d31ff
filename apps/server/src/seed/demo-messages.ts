// The demo's messages to customers and one customer's answer (docs/product.md §20 and §21), so that from the
// first start a finished repair's page shows the WhatsApp message sent in its history, and the board and the
// bell show a repair whose customer has just approved part of its estimate through the repair link. Seeded
// once, through the same code the staff's functions and the customer's page use.
import { estimateLinesOf, FunctionError, type RepairTemplateKey } from '@rueda/domain';
import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { repairs, serverSettings } from '../db/schema.ts';
import { readSetting } from '../db/settings.ts';
import { answerPublicRepair } from '../services/public-repair-links.ts';
import type { RepairLinks } from '../data/repair-links.ts';
import { sendRepairMessage } from '../services/repair-messages.ts';
import { getRepair } from '../data/repairs.ts';

const SEEDED_KEY = 'demo-messages-seeded-at';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export async function seedDemoMessages(db: Db, options: { workshopId: string; userId: string; repairLinks: RepairLinks; now: Date }) {
  if (await readSetting(db, SEEDED_KEY)) return;
  const { workshopId, userId, now } = options;
  const services = { isCloudConfigured: false, repairLinks: options.repairLinks };
  const recent = (statuses: string[], limit: number) =>
    db
      .select({ id: repairs.id })
      .from(repairs)
      .where(
        and(
          eq(repairs.workshopId, workshopId),
          inArray(repairs.status, statuses),
          gte(repairs.created, new Date(now.getTime() - 30 * DAY)),
        ),
      )
      .orderBy(desc(repairs.created))
      .limit(limit);
  const send = async (repairId: string, templateKey: RepairTemplateKey, at: Date) => {
    try {
      await sendRepairMessage(db, services, { workshopId, userId, now: at, repairId, templateKey, channel: 'link' });
      return true;
    } catch (error) {
      // A demo customer without a usable phone gets no message.
      if (error instanceof FunctionError) return false;
      throw error;
    }
  };

  // Ready to collect: the staff opened WhatsApp with the finished repair's message.
  for (const { id } of await recent(['finished'], 3)) await send(id, 'status.finished', new Date(now.getTime() - 2 * HOUR));

  // An estimate sent with its link, and the customer's answer: two of its lines approved, a comment, a limit.
  for (const { id } of await recent(['managing', 'notReviewed'], 10)) {
    const { repair } = await getRepair(db, workshopId, id, now);
    const lines = estimateLinesOf(repair);
    if (lines.length < 2 || !(await send(id, 'estimate', new Date(now.getTime() - 5 * HOUR)))) continue;
    const link = await options.repairLinks.live(db, { workshopId, repairId: id });
    const token = new URL(link!.url).pathname.split('/').pop()!;
    await answerPublicRepair(
      db,
      {
        token,
        decision: 'partial',
        approvedLineIds: [lines[0]!.id],
        comment: 'Lo primero sí; lo demás lo vemos cuando vaya a recogerla.',
        spendingLimitCents: 2000,
      },
      new Date(now.getTime() - HOUR),
    );
    break;
  }
  await db.insert(serverSettings).values({ key: SEEDED_KEY, value: now.toISOString() }).onConflictDoNothing();
}
