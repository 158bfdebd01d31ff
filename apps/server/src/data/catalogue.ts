// The workshop's catalogue of services (docs/product.md §3 Pack, Maintenance, Suspension, stock items):
// reading it. Each row keeps the item's fields as a document; its id, kind, position, archived state
// (`active`) and lastUpdate are columns. Writes are in catalogue-writes.ts.
import {
  lowStockCount,
  SERVICE_KINDS,
  SERVICE_ITEM_SCHEMAS,
  type ServiceKind,
  type TCatalogue,
  type TServiceItem,
  type TServiceItemInput,
  type TServicesListOutput,
} from '@rueda/domain';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { services } from '../db/schema.ts';

export type CatalogueItem = TCatalogue[ServiceKind][number];
export type ServiceRow = typeof services.$inferSelect;

function isKind(kind: string): kind is ServiceKind {
  return (SERVICE_KINDS as readonly string[]).includes(kind);
}

/** A row read with its kind's schema; a document that no longer reads is left out, never a crash. */
export function itemOf<K extends ServiceKind>(kind: K, row: ServiceRow): TServiceItem<K> | undefined {
  const parsed = SERVICE_ITEM_SCHEMAS[kind].safeParse({
    ...(row.doc as object),
    id: row.id,
    position: row.position,
    archived: !row.active,
    lastUpdate: row.lastUpdate.toISOString(),
    publishedFrom: row.publishedFrom,
    priceLocked: row.priceLocked,
  });
  return parsed.success ? parsed.data : undefined;
}

/** The catalogue, each kind ordered by position; archived items only when asked for. */
export async function listCatalogue(db: Executor, workshopId: string, options: { includeArchived: boolean }): Promise<TServicesListOutput> {
  const where: SQL[] = [eq(services.workshopId, workshopId)];
  if (!options.includeArchived) where.push(eq(services.active, true));
  const rows = await db
    .select()
    .from(services)
    .where(and(...where))
    .orderBy(asc(services.kind), asc(services.position), asc(services.id));
  const catalogue: { [K in ServiceKind]: TServiceItem<K>[] } = { packs: [], maintenances: [], suspensions: [], stockItems: [] };
  for (const row of rows) {
    if (!isKind(row.kind)) continue;
    const item = itemOf(row.kind, row);
    if (item) (catalogue[row.kind] as CatalogueItem[]).push(item);
  }
  return { ...catalogue, lowStock: lowStockCount(catalogue.stockItems) };
}

/** The items of one kind with these ids (archived or not: a repair keeps what it was given). */
export async function catalogueItems<K extends ServiceKind>(
  db: Executor,
  workshopId: string,
  kind: K,
  ids: readonly string[],
): Promise<Map<string, TServiceItem<K>>> {
  const items = new Map<string, TServiceItem<K>>();
  if (ids.length === 0) return items;
  const rows = await db
    .select()
    .from(services)
    .where(and(eq(services.workshopId, workshopId), eq(services.kind, kind), inArray(services.id, [...new Set(ids)])));
  for (const row of rows) {
    const item = itemOf(kind, row);
    if (item) items.set(row.id, item);
  }
  return items;
}

/** Adds items as they are written (the demo's, the starter catalogue), each checked by its kind's schema. */
export async function insertCatalogueItems<K extends ServiceKind>(
  db: Executor,
  workshopId: string,
  kind: K,
  items: readonly TServiceItemInput<K>[],
  now = new Date(),
): Promise<void> {
  if (items.length === 0) return;
  await db.insert(services).values(
    items.map((input) => {
      const { id, position, archived, lastUpdate: _lastUpdate, ...doc } = SERVICE_ITEM_SCHEMAS[kind].parse(input);
      return { workshopId, id, kind, position, doc, active: !archived, lastUpdate: now };
    }),
  );
}
