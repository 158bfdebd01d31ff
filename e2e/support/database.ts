// Direct access to the e2e server's embedded PostgreSQL, for fixtures a user cannot create through
// the app (an expired trial, say): as Rueda's own role, with the data directory's credentials, through
// the running server's socket or port (its postmaster.pid; docs/decisions/056).
import path from 'node:path';
import type { WorkshopRole } from '@rueda/domain';
import pg from 'pg';
import { runningUrls } from '../../apps/server/src/db/embedded-cli.ts';
import { APP_DATABASE } from '../../apps/server/src/db/embedded-postgres.ts';
import { runningPostgres } from '../../apps/server/src/db/embedded-transport.ts';

/** Rueda's database on the journeys' server, as Rueda's role: for `sql` and for a second instance's DATABASE_URL. */
export function e2eDatabaseUrl(): string {
  const pgDataDir = path.join(process.env.E2E_DATA_DIR!, 'postgres');
  const running = runningPostgres(pgDataDir);
  if (!running) throw new Error(`The journeys' PostgreSQL is not running in ${pgDataDir}`);
  return runningUrls(pgDataDir, running).as('app', APP_DATABASE);
}

export async function sql<Row extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Makes the account `memberEmail` a member of `ownerEmail`'s workshop with `role`, as joining through an
 * invitation does (docs/product.md §17.2) and as the server tests' `member(role)` does; the member's next
 * ID token carries it (its first membership: a new session starts in it, docs/product.md §32.1).
 */
export async function addToWorkshop(memberEmail: string, ownerEmail: string, role: WorkshopRole): Promise<void> {
  const rows = await sql(
    `insert into workshop_users (workshop_id, user_id, role)
       select owner_membership.workshop_id, member.id, $3
         from "user" member, "user" owner join workshop_users owner_membership on owner_membership.user_id = owner.id
        where member.email = $1 and owner.email = $2
     on conflict (workshop_id, user_id) do update set role = excluded.role, updated_at = now()
     returning user_id`,
    [memberEmail, ownerEmail, role],
  );
  if (rows.length !== 1) throw new Error(`${memberEmail} could not join ${ownerEmail}'s workshop: is either account missing?`);
}
