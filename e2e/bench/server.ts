// The real server for the board benchmark, as apps/server/bench/repairs-list.ts starts it: the built
// SPA, embedded PostgreSQL in a fresh data directory, workshops made through the API and filled
// straight into the database (a user would need hours of clicking for 2,000 repairs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { timeframeRange, type TRepair } from '@rueda/domain';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { callFunction, startBenchServer } from '../../apps/server/bench/server-process.ts';
import { bikes, customers, mechanics, repairs } from '../../apps/server/src/db/schema.ts';
import { demoData } from '../../apps/server/src/seed/demo-data.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BENCH_PASSWORD = 'bench password 1';

/**
 * The board's default timeframe is monthly: from local midnight one calendar month back, so at least
 * 28 days. demoData places a repair at most `days` days and a few hours back (then within its UTC
 * day), so 25 days keeps every repair on the board whatever the date and time zone.
 */
const DAYS = 25;

export interface RunningServer {
  baseUrl: string;
  databaseUrl: string;
  stop: () => Promise<void>;
}

/** A fresh server; `env` overrides its environment (the Lighthouse benchmark's PUBLIC_URL, say). */
export async function startServer(env?: Record<string, string>): Promise<RunningServer> {
  const started = await startBenchServer({ fresh: true, ...(env ? { env } : {}) });
  return { baseUrl: started.baseUrl, databaseUrl: started.databaseUrl, stop: started.close };
}

/** Fills a workshop with `count` repairs of this month; answers a customer's full name to search for. */
export async function fillWorkshop(databaseUrl: string, workshopId: string, count: number, seed: number): Promise<string> {
  const data = demoData(workshopId, new Date(), { customers: Math.max(20, Math.round(count / 5)), repairs: count, days: DAYS, seed });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const db = drizzle(pool);
    // Mechanics, customers and bikes too, so the cards show names as a real workshop's do.
    await db.insert(mechanics).values(data.mechanics);
    for (let start = 0; start < data.customers.length; start += 500)
      await db.insert(customers).values(data.customers.slice(start, start + 500));
    for (let start = 0; start < data.bikes.length; start += 500) await db.insert(bikes).values(data.bikes.slice(start, start + 500));
    for (let start = 0; start < data.repairs.length; start += 500) await db.insert(repairs).values(data.repairs.slice(start, start + 500));
    await pool.query('analyze');
  } finally {
    await pool.end();
  }
  const { customer } = data.repairs[0]!.doc as TRepair;
  return `${customer.name} ${customer.surname}`;
}

/** The board's own question: how many repairs the default (monthly) timeframe holds. */
export async function monthlyTotal(baseUrl: string, token: string): Promise<number> {
  return (await callFunction<{ total: number }>(baseUrl, token, 'repairsList', { ...timeframeRange('monthly', new Date()), limit: 1 }))
    .total;
}
