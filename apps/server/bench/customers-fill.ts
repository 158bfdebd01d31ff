// A workshop with 20,000 customers and about 30,000 bikes (half of them with a second bike) and
// their repairs, written straight into the database from the demo's generator (the customersList
// benchmark and the customers screen's benchmark in e2e/bench).
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { bikes, customers, mechanics, repairs } from '../src/db/schema.ts';
import { demoData } from '../src/seed/demo-data.ts';

export const BENCH_CUSTOMERS = 20_000;
const BATCH = 1000;

async function insertAll<Row>(rows: Row[], insert: (batch: Row[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

/** Another history for the customers (e2e/bench/big-workshop-fill.ts): how many repairs, how far back, and their mechanics. */
export interface CustomersHistory {
  repairs: number;
  days: number;
  /** Also the mechanics the repairs name (their cards show them). */
  mechanics: boolean;
}

/**
 * Fills the workshop with `count` customers (and twice as many repairs over three years, unless
 * `history` says otherwise) unless it has them already (a kept data directory); answers one
 * customer's name and phone, and the workshop's bikes.
 */
export async function fillCustomers(
  databaseUrl: string,
  workshopId: string,
  count = BENCH_CUSTOMERS,
  history: CustomersHistory = { repairs: count * 2, days: 3 * 365, mechanics: false },
): Promise<{ name: string; phone: string; bikes: number }> {
  const started = performance.now();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const rows = async (table: string) =>
    (await pool.query<{ count: number }>(`select count(*)::int as count from ${table} where workshop_id = $1`, [workshopId])).rows[0]!
      .count;
  try {
    if ((await rows('customers')) < count) {
      const data = demoData(workshopId, new Date(), {
        customers: count,
        repairs: history.repairs,
        days: history.days,
        seed: 12,
        secondBike: 0.5,
      });
      const db = drizzle(pool);
      if (history.mechanics) await db.insert(mechanics).values(data.mechanics);
      await insertAll(data.customers, (batch) => db.insert(customers).values(batch));
      await insertAll(data.bikes, (batch) => db.insert(bikes).values(batch));
      await insertAll(data.repairs, (batch) => db.insert(repairs).values(batch));
      await pool.query('analyze customers; analyze bikes; analyze repairs');
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.info(
        `Filled a workshop with ${count.toLocaleString('en')} customers and ${history.repairs.toLocaleString('en')} repairs in ${seconds} s`,
      );
    }
    const first = await pool.query<{ name: string; phone: string }>(
      "select name || ' ' || surname as name, phone from customers where workshop_id = $1 order by id limit 1",
      [workshopId],
    );
    return { ...first.rows[0]!, bikes: await rows('bikes') };
  } finally {
    await pool.end();
  }
}
