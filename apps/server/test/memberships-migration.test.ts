// docs/product.md §32.1: migration 0048 turns today's one-workshop accounts into memberships with nothing lost. A
// database is migrated up to 0047, filled as Rueda filled it then (one workshop_users row per account, the language on
// it, an account that had not joined yet), and then migrated to the end.
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase, databaseUrlFor, ensureDatabase, type Database } from '../src/db/client.ts';
import { migrateDatabase, MIGRATIONS_DIR } from '../src/db/migrate.ts';
import { resolveWorkshopInUse } from '../src/services/workshop-in-use.ts';
import { dropTestDatabase } from './test-server.ts';

const BEFORE = '0047_schema_ready_for_citus';
const name = `test_mig_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
let database: Database;
let folder: string;

/** The migrations as they were before 0048: the same files, the journal cut after BEFORE. */
function migrationsUpTo(tag: string): string {
  folder = mkdtempSync(path.join(os.tmpdir(), 'rueda-migrations-'));
  cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(last).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return folder;
}

beforeAll(async () => {
  await ensureDatabase(inject('pgAdminUrl'), name, inject('pgAppRole') || undefined);
  database = connectDatabase(databaseUrlFor(inject('pgAppUrl'), name), { max: 2 });
  const client = await database.pool.connect();
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  } catch {
    // The embedded database's role may not create it; the template's migrations run the same way.
  } finally {
    client.release();
  }
  await migrate(drizzle(database.pool), { migrationsFolder: migrationsUpTo(BEFORE) });
  const sql = (text: string, values: unknown[] = []) => database.pool.query(text, values);
  for (const [id, email] of [
    ['u-owner', 'owner@example.com'],
    ['u-mechanic', 'mechanic@example.com'],
    ['u-sleeping', 'sleeping@example.com'],
    ['u-new', 'new@example.com'],
  ])
    await sql(`insert into "user" (id, name, email, email_verified, created_at, updated_at) values ($1, $1, $2, true, now(), now())`, [
      id,
      email,
    ]);
  await sql(`insert into workshops (id, name, subscription_status) values ('w-1', 'Bicis Sur', 'active')`);
  await sql(`insert into mechanics (workshop_id, id, name) values ('w-1', 'm-1', 'Ana')`);
  await sql(
    `insert into workshop_users (user_id, workshop_id, role, onboarding_completed, active, mechanic_id, language) values
     ('u-owner', 'w-1', 'admin', true, true, null, 'pt'),
     ('u-mechanic', 'w-1', 'mechanic', true, true, 'm-1', null),
     ('u-sleeping', 'w-1', 'manager', true, false, null, 'es'),
     ('u-new', null, null, false, true, null, 'pt')`,
  );
  await sql(
    `insert into session (id, token, user_id, expires_at, created_at, updated_at) values
     ('s-owner', 't-owner', 'u-owner', now() + interval '1 day', now(), now()),
     ('s-new', 't-new', 'u-new', now() + interval '1 day', now(), now())`,
  );
  await migrateDatabase(database.pool);
});

afterAll(async () => {
  await database?.close();
  await dropTestDatabase(name);
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('migration 0048: one-workshop accounts become memberships', () => {
  it('keeps every member’s workshop, role, state and mechanic, keyed by workshop and account', async () => {
    const { rows } = await database.pool.query(
      'select workshop_id, user_id, role, active, mechanic_id from workshop_users order by user_id',
    );
    expect(rows).toEqual([
      { workshop_id: 'w-1', user_id: 'u-mechanic', role: 'mechanic', active: true, mechanic_id: 'm-1' },
      { workshop_id: 'w-1', user_id: 'u-owner', role: 'admin', active: true, mechanic_id: null },
      { workshop_id: 'w-1', user_id: 'u-sleeping', role: 'manager', active: false, mechanic_id: null },
    ]);
    const { rows: key } = await database.pool.query(
      `select pg_get_constraintdef(oid) as def from pg_constraint where conrelid = 'workshop_users'::regclass and contype = 'p'`,
    );
    expect(key).toEqual([{ def: 'PRIMARY KEY (workshop_id, user_id)' }]);
  });

  it('keeps each account’s language, the one that had not joined too, and where its sessions work', async () => {
    const { rows } = await database.pool.query('select user_id, language, last_workshop_id from account_profiles order by user_id');
    expect(rows).toEqual([
      { user_id: 'u-mechanic', language: null, last_workshop_id: 'w-1' },
      { user_id: 'u-new', language: 'pt', last_workshop_id: null },
      { user_id: 'u-owner', language: 'pt', last_workshop_id: 'w-1' },
      { user_id: 'u-sleeping', language: 'es', last_workshop_id: 'w-1' },
    ]);
    const { rows: sessions } = await database.pool.query('select id, workshop_id from session order by id');
    expect(sessions).toEqual([
      { id: 's-new', workshop_id: null },
      { id: 's-owner', workshop_id: 'w-1' },
    ]);
  });

  it('gives each account the workshop it had as the one in use, and none to the account that had none', async () => {
    expect((await resolveWorkshopInUse(database.db, 'u-owner', 's-owner')).inUse).toMatchObject({ workshopId: 'w-1', role: 'admin' });
    expect((await resolveWorkshopInUse(database.db, 'u-mechanic', null)).inUse).toMatchObject({ workshopId: 'w-1', mechanicId: 'm-1' });
    expect((await resolveWorkshopInUse(database.db, 'u-sleeping', null)).inUse).toMatchObject({ workshopId: 'w-1', active: false });
    expect(await resolveWorkshopInUse(database.db, 'u-new', 's-new')).toEqual({ inUse: null, memberships: [] });
  });
});
