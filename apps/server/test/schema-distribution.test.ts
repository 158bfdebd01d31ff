// The migrated schema is ready to be sharded by workshop on Citus (docs/scale-out.md "Mapping onto Citus", decision 080):
// every table is placed, every key of a distributed table names its workshop, foreign keys stay on one node, and no
// function of the schema sends a NOTIFY (the change feed is the application's, data/change-feed.ts).
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { citusPlacementStatements, TABLE_PLACEMENTS, type TablePlacement } from '../src/db/placement.ts';
import { describeProblem, distributionProblems, notifyingFunctions } from './schema-distribution-check.ts';
import { useTestDatabase } from './test-database.ts';

const database = useTestDatabase();

describe('the schema, sharded by workshop', () => {
  it('places every table, and every key of a distributed table names its workshop', async () => {
    const problems = await distributionProblems(database(), TABLE_PLACEMENTS);
    expect(problems.map(describeProblem)).toEqual([]);
  });

  it('sends no NOTIFY from a function a trigger could run on a worker node', async () => {
    expect(await notifyingFunctions(database())).toEqual([]);
  });

  it("is distributed by the statements docs/scale-out.md gives the operator, in the list's order", () => {
    const doc = readFileSync(new URL('../../../docs/scale-out.md', import.meta.url), 'utf8');
    const block = /```sql\n(-- Placement[^\n]*\n[\s\S]*?)```/.exec(doc)?.[1] ?? '';
    const statements = block.split('\n').filter((line) => /^SELECT create_(distributed|reference)_table\(/.test(line));
    expect(statements).toEqual(citusPlacementStatements());
  });
});

describe('the check', () => {
  it('names each table and key that would not shard, in a schema built to fail', async () => {
    const db = database();
    await db.execute(sql.raw('drop schema if exists distribution_probe cascade; create schema distribution_probe'));
    await db.execute(
      sql.raw(`
      create table distribution_probe.workshops (id text primary key, slug text unique);
      create table distribution_probe.settings (key text primary key);
      create table distribution_probe.accounts (id text primary key, workshop_id text, note_id text);
      create table distribution_probe.customers (
        workshop_id text not null references distribution_probe.workshops (id), id text not null, email text,
        primary key (workshop_id, id));
      create unique index customers_email_idx on distribution_probe.customers (lower(email), workshop_id);
      create table distribution_probe.orders (
        id text primary key, workshop_id text, customer_id text, number text unique,
        created_by text references distribution_probe.settings (key));
      create unique index orders_customer_idx on distribution_probe.orders (customer_id);
      alter table distribution_probe.orders add constraint orders_customer_fk
        foreign key (customer_id, workshop_id) references distribution_probe.customers (id, workshop_id);
      alter table distribution_probe.orders add constraint orders_customer_crossed_fk
        foreign key (workshop_id, customer_id) references distribution_probe.customers (id, workshop_id);
      create table distribution_probe.notes (workshop_id text not null, id text, primary key (workshop_id, id));
      create table distribution_probe.stray (id text primary key);
      alter table distribution_probe.accounts add constraint accounts_note_fk
        foreign key (workshop_id, note_id) references distribution_probe.notes (workshop_id, id);`),
    );
    const probe: TablePlacement[] = [
      { table: 'workshops', placement: 'distributed' },
      { table: 'settings', placement: 'local' },
      { table: 'accounts', placement: 'reference' },
      { table: 'orders', placement: 'distributed' },
      { table: 'customers', placement: 'distributed' },
      { table: 'notes', placement: 'distributed' },
      { table: 'gone', placement: 'distributed' },
    ];
    const problems = (await distributionProblems(db, probe, 'distribution_probe')).map(describeProblem);
    await db.execute(sql.raw('drop schema distribution_probe cascade'));
    expect(problems.sort()).toEqual(
      [
        'stray: not in the placement list (src/db/placement.ts)',
        'gone: in the placement list, but the schema has no such table',
        'orders: distributed, but its workshop_id may be null',
        'workshops: workshops_slug_key: its unique constraint misses id',
        'orders: orders_pkey: its primary key misses workshop_id',
        'orders: orders_number_key: its unique constraint misses workshop_id',
        'orders: orders_customer_idx: its unique index misses workshop_id',
        'orders: orders_created_by_fkey: a foreign key from a distributed table to the local table settings',
        'orders: orders_customer_crossed_fk: a foreign key to customers that does not pair their workshop columns',
        'orders: orders_customer_fk: listed before customers, which it points at (the list is the order to distribute in)',
        'orders: orders_customer_crossed_fk: listed before customers, which it points at (the list is the order to distribute in)',
        'accounts: accounts_note_fk: a foreign key from a reference table to the distributed table notes',
      ].sort(),
    );
  });
});
