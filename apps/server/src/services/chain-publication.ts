// docs/product.md §32.3: the head office publishes its catalogue to chosen workshops of its chain, in one transaction.
// The domain's `planPublication` says what each shop gets; here it is applied, maintenances before the packs that name
// them, and every shop's catalogue list is told it changed.
import { randomUUID } from 'node:crypto';
import {
  FunctionError,
  planPublication,
  type CatalogueEntry,
  type PublishedChange,
  type ServiceKind,
  type TChainsPublishOutput,
  type TServiceItem,
} from '@rueda/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { chains, services } from '../db/schema.ts';
import { itemOf } from '../data/catalogue.ts';
import { chainWorkshops } from '../data/chain-reads.ts';
import { requireChainAdmin } from './chains.ts';

/** A kind's items of one workshop, archived too, locked for the publication's writes. */
async function entriesOf(tx: Executor, workshopId: string, kinds: readonly ServiceKind[]): Promise<CatalogueEntry[]> {
  const rows = await tx
    .select()
    .from(services)
    .where(and(eq(services.workshopId, workshopId), inArray(services.kind, [...kinds])))
    .orderBy(services.kind, services.position, services.id)
    .for('update');
  return rows.flatMap((row) => {
    const kind = row.kind as ServiceKind;
    const item = itemOf(kind, row) as TServiceItem | undefined;
    return item ? [{ kind, item } as CatalogueEntry] : [];
  });
}

async function apply(tx: Executor, workshopId: string, plan: ReturnType<typeof planPublication>, now: Date): Promise<void> {
  for (const change of plan.updates)
    await tx
      .update(services)
      .set({ doc: change.fields, active: !change.archived, priceLocked: change.priceLocked, lastUpdate: now })
      .where(and(eq(services.workshopId, workshopId), eq(services.id, change.id)));
  const byKind = new Map<ServiceKind, PublishedChange[]>();
  for (const change of plan.creates) byKind.set(change.kind, [...(byKind.get(change.kind) ?? []), change]);
  for (const [kind, creates] of byKind) {
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${services.position}), -1)::int` })
      .from(services)
      .where(and(eq(services.workshopId, workshopId), eq(services.kind, kind)));
    const start = (last?.position ?? -1) + 1;
    await tx.insert(services).values(
      creates.map((change, index) => ({
        workshopId,
        id: randomUUID(),
        kind,
        position: start + index,
        doc: change.fields,
        active: true,
        lastUpdate: now,
        publishedFrom: change.from,
        priceLocked: change.priceLocked,
      })),
    );
  }
}

export async function publishCatalogue(
  db: Db,
  args: {
    userId: string;
    workshopId: string | null;
    workshopIds: readonly string[];
    kinds: readonly ServiceKind[];
    lockPrices: boolean;
    now: Date;
  },
): Promise<TChainsPublishOutput> {
  const { workshopId: headId, now, lockPrices } = args;
  const chainId = await requireChainAdmin(db, args.userId, headId);
  const [chain] = await db.select({ headWorkshopId: chains.headWorkshopId }).from(chains).where(eq(chains.id, chainId));
  if (!chain || chain.headWorkshopId !== headId)
    throw new FunctionError('failed-precondition', 'Only the head office publishes the chain’s catalogue.', { reason: 'not-head-office' });
  const members = new Map((await chainWorkshops(db, chainId)).map((workshop) => [workshop.id, workshop.name]));
  args.workshopIds.forEach((id, index) => {
    if (id === headId || !members.has(id))
      throw new FunctionError('not-found', 'This workshop is not one of the chain’s.', {
        reason: 'not-in-chain',
        fields: [{ field: `workshopIds.${index}`, message: 'This workshop is not one of the chain’s.' }],
      });
  });
  const targets = [...new Set(args.workshopIds)];
  const others = args.kinds.filter((kind) => kind !== 'packs');
  return db.transaction(async (tx) => {
    const head = await entriesOf(tx, headId!, args.kinds);
    const result: TChainsPublishOutput['workshops'] = [];
    for (const target of targets) {
      const first = planPublication(
        head.filter((entry) => entry.kind !== 'packs'),
        await entriesOf(tx, target, others),
        { lockPrices },
      );
      await apply(tx, target, first, now);
      let second: ReturnType<typeof planPublication> = { creates: [], updates: [], unchanged: 0 };
      if (args.kinds.includes('packs')) {
        // A pack names maintenances: the shop's copies of the head office's, published by now.
        const shop = await entriesOf(tx, target, ['packs', 'maintenances']);
        const copies = new Map(
          shop.flatMap((entry) =>
            entry.kind === 'maintenances' && entry.item.publishedFrom ? [[entry.item.publishedFrom, entry.item.id]] : [],
          ),
        );
        second = planPublication(
          head.filter((entry) => entry.kind === 'packs'),
          shop.filter((entry) => entry.kind === 'packs'),
          { lockPrices, mapMaintenanceId: (id) => copies.get(id) },
        );
        await apply(tx, target, second, now);
      }
      result.push({
        workshopId: target,
        workshopName: members.get(target)!,
        created: first.creates.length + second.creates.length,
        updated: first.updates.length + second.updates.length,
        unchanged: first.unchanged + second.unchanged,
      });
    }
    return { workshops: result };
  });
}
