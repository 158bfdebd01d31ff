// One connection pool and one Drizzle instance per server process.
import { fillPlaceholders } from 'drizzle-orm';
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

/**
 * Runs a named statement; rows come as arrays, in the select's order, with pg's own types (timestamps as Dates), or
 * with `types` where the caller reads some columns itself.
 */
export async function runNamed<Row extends unknown[]>(db: Db, statement: NamedStatement, types?: pg.CustomTypesConfig): Promise<Row[]> {
  return (await db.$client.query<Row>({ ...statement, rowMode: 'array', ...(types ? { types } : {}) })).rows;
}

/**
 * Named statements whose text is built once per shape (decision 042's second addendum): `build` writes a shape's
 * query with drizzle, a `sql.placeholder` wherever a value goes, on the shape's first use; later calls only fill the
 * values in. Drizzle building the text on every call was a tenth of a list's miss. `build` must take everything
 * that changes the text from `shape` alone: the key is the shape's JSON, and only the values differ under one key.
 */
export class ShapedStatements<Shape> {
  private readonly built = new Map<string, { name: string; text: string; params: unknown[] }>();

  constructor(
    private readonly build: (db: Db, shape: Shape) => { sql: string; params: unknown[] },
    /** Shapes kept at most; past it they are built again (a shape is a handful of filters and a page size). */
    private readonly maxShapes = 1_000,
  ) {}

  /** The shape's statement with `values` (by placeholder name; a missing one throws). */
  statement(db: Db, shape: Shape, values: Record<string, unknown>): NamedStatement {
    const key = JSON.stringify(shape);
    let built = this.built.get(key);
    if (!built) {
      const { name, text, values: params } = namedStatement(this.build(db, shape));
      built = { name, text, params };
      if (this.built.size >= this.maxShapes) this.built.clear();
      this.built.set(key, built);
    }
    return { name: built.name, text: built.text, values: fillPlaceholders(built.params, values) };
  }

  /** How many shapes are kept (tests). */
  get size(): number {
    return this.built.size;
  }
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
