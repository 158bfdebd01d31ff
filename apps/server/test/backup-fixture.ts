// What the backup tests share (backup-restore, backup-retention and backup-cli .test.ts): the shared
// PostgreSQL's admin URL and its databases' URLs, a query on one, and databases dropped after the file.
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { createTestDatabase, dropTestDatabase } from './test-server.ts';

export const PASSWORD = 'a good long password'; // workshop-fixture.ts's sign-ups

export const adminUrl = () => inject('pgAdminUrl');
export const urlFor = (database: string) => {
  const url = new URL(adminUrl());
  url.pathname = `/${database}`;
  return url.toString();
};

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
