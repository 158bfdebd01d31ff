// docs/product.md §3 workshops/{uid}/mechanics, with the active flag.
import { randomUUID } from 'node:crypto';
import { FunctionError, type TMechanic } from '@rueda/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Executor } from '../db/client.ts';
import { mechanics } from '../db/schema.ts';

function mechanicOf(row: typeof mechanics.$inferSelect): TMechanic {
  return { id: row.id, name: row.name, active: row.active };
}

export async function listMechanics(db: Db, workshopId: string): Promise<TMechanic[]> {
  const rows = await db
    .select()
    .from(mechanics)
    .where(eq(mechanics.workshopId, workshopId))
    .orderBy(asc(mechanics.name), asc(mechanics.id));
  return rows.map(mechanicOf);
}

export async function createMechanic(db: Db, workshopId: string, name: string): Promise<TMechanic> {
  const [row] = await db.insert(mechanics).values({ workshopId, id: randomUUID(), name }).returning();
  return mechanicOf(row!);
}

export async function updateMechanic(
  db: Db,
  workshopId: string,
  id: string,
  changes: { name?: string; active?: boolean },
  now: Date,
): Promise<TMechanic> {
  const [row] = await db
    .update(mechanics)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(mechanics.workshopId, workshopId), eq(mechanics.id, id)))
    .returning();
  if (!row) throw new FunctionError('not-found', 'This mechanic does not exist.');
  return mechanicOf(row);
}

/** The ids among `ids` that are not this workshop's mechanics. */
export async function unknownMechanics(db: Executor, workshopId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: mechanics.id })
    .from(mechanics)
    .where(and(eq(mechanics.workshopId, workshopId), inArray(mechanics.id, [...new Set(ids)])));
  const known = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}
