// docs/product.md §32, docs/scale-out.md: the one path by which Rueda reads several workshops of a chain at once. Every
// other query names one workshop. Here, the chain's workshops are listed first (a reference table and an indexed
// column), then the read is made once per workshop, each query naming its own `workshop_id`: on one PostgreSQL they run
// side by side on the pool; on Citus each is a router query to its workshop's node, never a scan of every shard.
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { workshops } from '../db/schema.ts';

export interface ChainWorkshopRow {
  id: string;
  name: string;
}

/** The chain's workshops, by name. */
export async function chainWorkshops(db: Executor, chainId: string): Promise<ChainWorkshopRow[]> {
  return db
    .select({ id: workshops.id, name: workshops.name })
    .from(workshops)
    .where(eq(workshops.chainId, chainId))
    .orderBy(asc(workshops.name), asc(workshops.id));
}

/** `read` of each of the chain's workshops, with the workshop it read; in the order chainWorkshops gives. */
export async function readEachWorkshop<T>(
  db: Executor,
  chainId: string,
  read: (workshop: ChainWorkshopRow) => Promise<T>,
): Promise<{ workshop: ChainWorkshopRow; result: T }[]> {
  const list = await chainWorkshops(db, chainId);
  return Promise.all(list.map(async (workshop) => ({ workshop, result: await read(workshop) })));
}
