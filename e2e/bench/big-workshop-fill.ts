// The big workshop of the long-history benchmark (docs/decisions/069): 20,000 customers with about 30,000
// bikes, 100,000 repairs of theirs over five years with the mechanics they name, and a catalogue of 2,000
// items, written straight into the database by the server benchmarks' fills (customers-fill.ts,
// catalogue-fill.ts). The repairs are the demo's over five years, as fillRepairs makes them, but of
// these customers: their last visits, their bikes' history and the board's cards are a real workshop's.
// The calendar's month gets what such a history gives it: the last weeks' repairs still in the
// workshop, the confirmed ones booked in the coming two weeks, the postponed ones. A kept data directory
// (BENCH_DATA_DIR) keeps it all; a second run finds it and fills nothing.
import { foldText, type TRepair } from '@rueda/domain';
import pg from 'pg';
import { fillCatalogue } from '../../apps/server/bench/catalogue-fill.ts';
import { fillCustomers } from '../../apps/server/bench/customers-fill.ts';

export const BIG = { repairs: 100_000, customers: 20_000, years: 5 } as const;
/** 2,000 catalogue items, as a shop with a counter keeps them: mostly stock, a few hundred services. */
export const BIG_CATALOGUE = { stockItems: 1_600, maintenances: 300, packs: 100 } as const;

export interface BigWorkshop {
  /** Seconds the fill took (near nothing when a kept directory had it). */
  fillSeconds: number;
  /** A customer the customers' search finds by their phone's last four digits. */
  customer: { name: string; phone: string };
  bikes: number;
  /** The full name (accents folded, as people type) of the customer of the newest repair: the board's search. */
  boardSearch: string;
}

/** Fills the big workshop unless a kept data directory has it; answers what the benchmark searches for. */
export async function fillBigWorkshop(databaseUrl: string, workshopId: string): Promise<BigWorkshop> {
  const started = performance.now();
  const found = await fillCustomers(databaseUrl, workshopId, BIG.customers, {
    repairs: BIG.repairs,
    days: BIG.years * 365,
    mechanics: true,
  });
  await fillCatalogue(databaseUrl, workshopId, BIG_CATALOGUE);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    // As autovacuum keeps a live database (repairs-list.ts's fillRepairs does the same).
    await pool.query('vacuum analyze repairs, customers, bikes, services');
    const newest = await pool.query<{ doc: TRepair }>('select doc from repairs where workshop_id = $1 order by created desc limit 1', [
      workshopId,
    ]);
    const { customer } = newest.rows[0]!.doc;
    return {
      fillSeconds: (performance.now() - started) / 1000,
      customer: { name: found.name, phone: found.phone },
      bikes: found.bikes,
      boardSearch: foldText(`${customer.name} ${customer.surname}`),
    };
  } finally {
    await pool.end();
  }
}

/**
 * Waits until PostgreSQL has run no statement but this one's for two checks in a row: a server just
 * started checks every workshop's customer alerts at once (apps/server/src/services/alerts-garage.ts),
 * which in the big workshop reads all its repairs for seconds, and would be measured with the screens.
 * Answers the seconds waited (two minutes at most).
 */
export async function databaseSettled(databaseUrl: string): Promise<number> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let quiet = 0; quiet < 2;) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const busy = await client.query("select 1 from pg_stat_activity where state = 'active' and pid <> pg_backend_pid()");
      quiet = busy.rowCount === 0 ? quiet + 1 : 0;
    }
  } finally {
    await client.end();
  }
  return (performance.now() - started) / 1000;
}
