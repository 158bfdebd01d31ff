// The change feed's SQL (docs/architecture.md §11): one PostgreSQL channel on which every write that
// other instances must hear of is announced, as `topic:key`. PostgreSQL delivers an announcement at
// commit, to every instance listening (the writer's too); a rolled-back write says nothing. The
// listening side, and what each topic keeps in step, is services/cache/list-cache.ts.
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

export const LISTS_CHANNEL = 'rueda_lists_changed';

/** Announces, inside the caller's transaction, that `key` changed under `topic`. */
export async function announceChange(db: Executor, topic: string, key: string): Promise<void> {
  await db.execute(sql`select pg_notify(${LISTS_CHANNEL}, ${`${topic}:${key}`})`);
}
