// Direct access to the e2e server's embedded PostgreSQL, for fixtures a user cannot create through
// the app (an expired trial, say). The server listens on the port the config fixes.
import type { WorkshopRole } from '@rueda/domain';
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

/**
 * Makes the account `memberEmail` a member of `ownerEmail`'s workshop with `role`, as the team screen
 * will (issue 16) and as the server tests' `member(role)` does; the member's next ID token carries it.
 */
export async function addToWorkshop(memberEmail: string, ownerEmail: string, role: WorkshopRole): Promise<void> {
  const rows = await sql(
    `insert into workshop_users (user_id, workshop_id, role, onboarding_completed)
       select member.id, owner_membership.workshop_id, $3, true
         from "user" member, "user" owner join workshop_users owner_membership on owner_membership.user_id = owner.id
        where member.email = $1 and owner.email = $2 and owner_membership.workshop_id is not null
     on conflict (user_id) do update
       set workshop_id = excluded.workshop_id, role = excluded.role, onboarding_completed = true, updated_at = now()
     returning user_id`,
    [memberEmail, ownerEmail, role],
  );
  if (rows.length !== 1) throw new Error(`${memberEmail} could not join ${ownerEmail}'s workshop: is either account missing?`);
}
