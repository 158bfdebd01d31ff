// The SQL a repairsList miss sends, sent straight through pg from the benchmark (docs/product.md §26.1, decision 042's
// second addendum): PostgreSQL's share of a miss, against which the miss itself is measured. A request is one miss's
// worth of statements, built by the server's own code (data/repairs-list.ts listStatements, list-cache.ts's versions
// check), named and prepared as the server prepares them, on a pool of the server's size, and sent as the server sends
// them: the counts and the page together on one connection (db/statement-batch.ts, decision 042's third addendum).
import { ZRepairsListInputSchema } from '@rueda/domain';
import { connectDatabase, type NamedStatement } from '../src/db/client.ts';
import { PAGE_TYPES } from '../src/data/repairs-list-page.ts';
import { listStatements } from '../src/data/repairs-list.ts';
import { runNamedTogether } from '../src/db/statement-batch.ts';
import { connectListCaches, ListCache } from '../src/services/cache/list-cache.ts';
import { loadLoop, type LoadResult } from './measure.ts';

/** Distinct timeframes prepared before the load, sent in turn: their statements are built outside the measurement. */
const TIMEFRAMES = 2000;

/**
 * `connections` loops, each sending one miss's statements after the other for `seconds`, as a miss sends them: the
 * workshop's lists' versions first (shared between the reads under way, as the server shares them, decision 055),
 * then the counts and the page together, in one round trip. `fromOf(n)` is the n-th timeframe's start.
 */
export async function loadMissSql(
  name: string,
  options: {
    databaseUrl: string;
    workshopId: string;
    fromOf: (n: number) => string;
    connections: number;
    seconds: number;
    /** Started once the warm-up is over and stopped when the load is, before the pool closes (cpuMeter). */
    meter?: { start(): void; stop(result: LoadResult): void };
  },
): Promise<LoadResult> {
  // The server's pool (main.ts: connectDatabase's defaults), so as many statements run at once.
  const database = connectDatabase(options.databaseUrl);
  const caches = { repairs: new ListCache(), catalogue: new ListCache(), customers: new ListCache() };
  const lists = connectListCaches(caches, { connectionString: options.databaseUrl, pool: database.pool });
  try {
    await lists.ready;
    const requests: { counts: NamedStatement; page: NamedStatement }[] = [];
    for (let n = 0; n < TIMEFRAMES; n += 1) {
      const input = ZRepairsListInputSchema.parse({ from: options.fromOf(n) });
      requests.push(listStatements(database.db, options.workshopId, input));
    }
    let next = 0;
    const request = async () => {
      const { counts, page } = requests[next++ % TIMEFRAMES]!;
      await lists.fresh(options.workshopId);
      await runNamedTogether(database.db, [{ statement: counts }, { statement: page, types: PAGE_TYPES }]);
    };
    // Each connection prepares the two statements once, as the server's have by now.
    await loadMissWarmUp(request);
    options.meter?.start();
    const result = await loadLoop(name, { connections: options.connections, seconds: options.seconds, request });
    options.meter?.stop(result);
    return result;
  } finally {
    await lists.close();
    await database.close();
  }
}

async function loadMissWarmUp(request: () => Promise<void>): Promise<void> {
  await loadLoop('warm-up', { connections: 10, seconds: 2, request });
}
