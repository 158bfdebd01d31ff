// What the backup tests share (backup-restore, backup-retention and backup-cli .test.ts): the shared
// PostgreSQL's admin URL and its databases' URLs, a query on one, and databases dropped after the file.
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { databaseUrlFor } from '../src/db/client.ts';
import { createTestDatabase, dropTestDatabase } from './test-server.ts';

export const PASSWORD = 'a good long password'; // workshop-fixture.ts's sign-ups

export const adminUrl = () => inject('pgAdminUrl');
/** The role Rueda connects as, which owns the tests' databases (undefined with TEST_DATABASE_ADMIN_URL). */
export const appRole = () => inject('pgAppRole') || undefined;
export const urlFor = (database: string) => databaseUrlFor(adminUrl(), database);

export async function query<Row extends pg.QueryResultRow>(url: string, sql: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** For one test file: new databases copied from the template, and those it names, all dropped after its tests. */
export function useTestDatabases(): { create(): Promise<{ name: string; url: string }>; dropAfterAll(name: string): void } {
  const databases: string[] = [];
  afterAll(async () => {
    for (const name of databases) await dropTestDatabase(name);
  });
  return {
    async create() {
      const created = await createTestDatabase();
      databases.push(created.name);
      return created;
    },
    dropAfterAll: (name) => void databases.push(name),
  };
}

/** Every table's rows, as a count and a fingerprint of their contents in a fixed order. */
export async function snapshot(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `SELECT quote_ident(schemaname) || '.' || quote_ident(tablename) AS name FROM pg_tables
        WHERE schemaname IN ('public', 'drizzle') ORDER BY 1`,
    );
    const result: Record<string, string> = {};
    for (const { name } of tables.rows) {
      const { rows } = await client.query<{ count: string; fingerprint: string | null }>(
        `SELECT count(*)::text AS count,
                md5(string_agg(row_to_json(t)::text, '|' ORDER BY row_to_json(t)::text)) AS fingerprint FROM ${name} t`,
      );
      result[name] = `${rows[0]!.count} ${rows[0]!.fingerprint ?? ''}`;
    }
    return result;
  } finally {
    await client.end();
  }
}
