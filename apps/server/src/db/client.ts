// One connection pool and one Drizzle instance per server process.
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { createHash } from 'node:crypto';
import pg from 'pg';
import * as schema from './schema.ts';

/** Drizzle on the pool (`$client`, for the few statements prepared by hand, as data/dashboard.ts's). */
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };

/** A statement PostgreSQL prepares once per connection: its name, its text and this call's values. */
export interface NamedStatement {
  name: string;
  text: string;
  values: unknown[];
}

/**
 * A statement drizzle built (`toSQL()`) as a named statement, named after its text: a query planned on every call
 * cost more than running it (decision 042), and under its name each shape of query is planned once per connection.
 */
export function namedStatement(query: { sql: string; params: unknown[] }): NamedStatement {
  return { name: `q_${createHash('sha1').update(query.sql).digest('base64url')}`, text: query.sql, values: query.params };
}

/** Runs a named statement; rows come as arrays, in the select's order, with pg's own types (timestamps as Dates). */
export async function runNamed<Row extends unknown[]>(db: Db, statement: NamedStatement): Promise<Row[]> {
  return (await db.$client.query<Row>({ ...statement, rowMode: 'array' })).rows;
}

/** A statement drizzle built, run as a named statement (`namedStatement`, decision 042). */
export async function queryPrepared<Row extends unknown[]>(db: Db, query: { sql: string; params: unknown[] }): Promise<Row[]> {
  return runNamed<Row>(db, namedStatement(query));
}

/** A database or one of its transactions. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

export function connectDatabase(connectionString: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 20,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // A dropped connection must not crash the process, idle (the pool's 'error') or held by a transaction or a
  // migration when PostgreSQL shuts down (57P01 on the client itself): its query fails, the next one reconnects.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzle(pool, { schema });
  let closed = false;
  return {
    db,
    pool,
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** `url` with another database: the same server, user and parameters (a socket directory's included). */
export function databaseUrlFor(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Creates `database` on the server behind `adminUrl`, owned by `owner` (default: who creates it), when it does not exist yet. */
export async function ensureDatabase(adminUrl: string, database: string, owner?: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) {
      const ownedBy = owner ? ` OWNER ${client.escapeIdentifier(owner)}` : '';
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}${ownedBy}`);
    }
  } finally {
    await client.end();
  }
}
