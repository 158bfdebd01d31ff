// A database of the test file's own for data-layer tests, copied from the migrated template
// (docs/style.md §7: tests never use a mock) and dropped when the file is done.
import { afterAll, beforeAll } from 'vitest';
import { connectDatabase, type Database, type Db } from '../src/db/client.ts';
import { createTestDatabase, dropTestDatabase } from './test-server.ts';

/** Registers the file's hooks; the answer gives the database once beforeAll has run. */
export function useTestDatabase(): () => Db {
  let database: Database | undefined;
  let name: string | undefined;
  beforeAll(async () => {
    const created = await createTestDatabase();
    name = created.name;
    // Room for the concurrent writes the locking tests make.
    database = connectDatabase(created.url, { max: 8 });
  });
  afterAll(async () => {
    await database?.close();
    if (name) await dropTestDatabase(name);
  });
  return () => {
    if (!database) throw new Error('The test database is made in beforeAll.');
    return database.db;
  };
}
