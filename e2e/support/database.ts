// Direct access to the e2e server's embedded PostgreSQL, for fixtures a user cannot create through
// the app (an expired trial, say). The server listens on the port the config fixes.
import pg from 'pg';
import { E2E_POSTGRES_PORT } from '../playwright.config.ts';

export async function sql<Row extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ host: '127.0.0.1', port: E2E_POSTGRES_PORT, user: 'postgres', password: 'postgres', database: 'rueda' });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}
