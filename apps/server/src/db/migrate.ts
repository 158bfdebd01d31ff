// Migrations are the generated SQL files in apps/server/drizzle, applied at start (docs/architecture.md §9).
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { SERVER_DIR } from '../lib/server-dir.ts';

export const MIGRATIONS_DIR = path.join(SERVER_DIR, 'drizzle');

/** An arbitrary constant: the advisory lock that keeps two starting instances from migrating at once. */
const MIGRATION_LOCK_KEY = 7_301_985;

export async function migrateDatabase(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
