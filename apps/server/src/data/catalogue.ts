// The workshop's catalogue of services (docs/product.md §3 Pack, Maintenance, Suspension, stock items).
import {
  SERVICE_KINDS,
  ZMaintenanceSchema,
  ZPackSchema,
  ZStockItemSchema,
  ZSuspensionSchema,
  type ServiceKind,
  type TCatalogue,
} from '@rueda/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { Executor } from '../db/client.ts';
import { services } from '../db/schema.ts';

const SCHEMAS = {
  packs: ZPackSchema,
  maintenances: ZMaintenanceSchema,
  suspensions: ZSuspensionSchema,
  stockItems: ZStockItemSchema,
} as const satisfies Record<ServiceKind, z.ZodType>;

export type CatalogueItem = TCatalogue[ServiceKind][number];

type Row = typeof services.$inferSelect;

function itemOf(row: Row): CatalogueItem | undefined {
  const kind = row.kind as ServiceKind;
  if (!(SERVICE_KINDS as readonly string[]).includes(kind)) return undefined;
  const parsed = SCHEMAS[kind].safeParse({ ...(row.doc as object), id: row.id, position: row.position });
  return parsed.success ? parsed.data : undefined;
}

/** The active catalogue, each kind ordered by position. */
export async function listCatalogue(db: Db, workshopId: string): Promise<TCatalogue> {
  const rows = await db
    .select()
    .from(services)
    .where(and(eq(services.workshopId, workshopId), eq(services.active, true)))
    .orderBy(asc(services.kind), asc(services.position), asc(services.id));
  const catalogue: Record<ServiceKind, CatalogueItem[]> = { packs: [], maintenances: [], suspensions: [], stockItems: [] };
  for (const row of rows) {
    const item = itemOf(row);
    if (item) catalogue[row.kind as ServiceKind].push(item);
  }
  return catalogue as TCatalogue;
}

/** The items of one kind with these ids (active or not: a repair keeps what it was given). */
export async function catalogueItems<K extends ServiceKind>(
  db: Executor,
  workshopId: string,
  kind: K,
  ids: readonly string[],
): Promise<Map<string, TCatalogue[K][number]>> {
  const items = new Map<string, TCatalogue[K][number]>();
  if (ids.length === 0) return items;
  const rows = await db
    .select()
    .from(services)
    .where(and(eq(services.workshopId, workshopId), eq(services.kind, kind), inArray(services.id, [...new Set(ids)])));
  for (const row of rows) {
    // The row is of this kind, so itemOf parsed it with this kind's schema.
    const item = itemOf(row) as TCatalogue[K][number] | undefined;
    if (item) items.set(row.id, item);
  }
  return items;
}

/** Adds items to a workshop's catalogue (the demo seed; the services screen comes later). */
export async function insertCatalogueItems(
  db: Executor,
  workshopId: string,
  kind: ServiceKind,
  items: readonly CatalogueItem[],
): Promise<void> {
  if (items.length === 0) return;
  await db.insert(services).values(
    items.map((item) => {
      const { id, position, ...doc } = item;
      return { workshopId, id, kind, position, doc };
    }),
  );
}
