// Reads a schema from PostgreSQL's catalogue and says where it would not shard by workshop on Citus, against the
// placement list (src/db/placement.ts, docs/scale-out.md "Mapping onto Citus", decision 080). Each problem names its
// table and, where there is one, its constraint or index.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { distributionColumnOf, type Placement, type TablePlacement } from '../src/db/placement.ts';

export interface DistributionProblem {
  table: string;
  problem: string;
}

interface ColumnRow extends Record<string, unknown> {
  table: string;
  column: string;
  not_null: boolean;
}

interface KeyRow extends Record<string, unknown> {
  table: string;
  name: string;
  kind: 'p' | 'u' | 'i';
  columns: string[];
}

interface ForeignKeyRow extends Record<string, unknown> {
  table: string;
  name: string;
  target: string;
  columns: string[];
  target_columns: string[];
}

const KIND_NAMES = { p: 'primary key', u: 'unique constraint', i: 'unique index' } as const;

/** Which placement may point at which (Citus refuses the rest): a distributed table at its own kind or a reference one, … */
const MAY_POINT_AT: Record<Placement, readonly Placement[]> = {
  distributed: ['distributed', 'reference'],
  reference: ['reference'],
  local: ['local', 'reference'],
};

async function rowsOf<T extends Record<string, unknown>>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute<T>(query)).rows as T[];
}

const readColumns = (db: Db, schema: string) =>
  rowsOf<ColumnRow>(
    db,
    sql`select t.relname as "table", a.attname as "column", a.attnotnull as not_null
        from pg_class t join pg_namespace n on n.oid = t.relnamespace
        left join pg_attribute a on a.attrelid = t.oid and a.attnum > 0 and not a.attisdropped
        where n.nspname = ${schema} and t.relkind in ('r', 'p') and not t.relispartition`,
  );

/** Primary keys and unique constraints, and the unique indexes no constraint stands for (an expression counts as no column). */
const readKeys = (db: Db, schema: string) =>
  rowsOf<KeyRow>(
    db,
    sql`select t.relname as "table", c.conname as name, c.contype as kind,
          array(select a.attname::text from unnest(c.conkey) k join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k) as columns
        from pg_constraint c join pg_class t on t.oid = c.conrelid join pg_namespace n on n.oid = t.relnamespace
        where n.nspname = ${schema} and c.contype in ('p', 'u')
        union all
        select t.relname, i.relname, 'i',
          array(select a.attname::text from unnest(x.indkey::int2[]) k join pg_attribute a on a.attrelid = x.indrelid and a.attnum = k)
        from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
        join pg_namespace n on n.oid = t.relnamespace
        where n.nspname = ${schema} and x.indisunique
          and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid and c.conrelid = x.indrelid and c.contype in ('p', 'u'))`,
  );

const readForeignKeys = (db: Db, schema: string) =>
  rowsOf<ForeignKeyRow>(
    db,
    sql`select t.relname as "table", c.conname as name, r.relname as target,
          array(select a.attname::text from unnest(c.conkey) with ordinality k(num, pos)
                join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.num order by k.pos) as columns,
          array(select a.attname::text from unnest(c.confkey) with ordinality k(num, pos)
                join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.num order by k.pos) as target_columns
        from pg_constraint c join pg_class t on t.oid = c.conrelid join pg_class r on r.oid = c.confrelid
        join pg_namespace n on n.oid = t.relnamespace
        where n.nspname = ${schema} and c.contype = 'f'`,
  );

/** Everything in `schema` that the placement list does not cover, or that Citus would refuse under it. */
export async function distributionProblems(
  db: Db,
  placements: readonly TablePlacement[],
  schema = 'public',
): Promise<DistributionProblem[]> {
  const [columns, keys, foreignKeys] = await Promise.all([readColumns(db, schema), readKeys(db, schema), readForeignKeys(db, schema)]);
  const problems: DistributionProblem[] = [];
  const report = (table: string, problem: string) => problems.push({ table, problem });
  const placementOf = new Map(placements.map((entry) => [entry.table, entry.placement]));
  const positionOf = new Map(placements.map((entry, index) => [entry.table, index]));
  const tables = new Set(columns.map((row) => row.table));

  for (const table of [...tables].sort()) {
    if (!placementOf.has(table)) report(table, 'not in the placement list (src/db/placement.ts)');
  }
  for (const { table, placement } of placements) {
    if (!tables.has(table)) report(table, 'in the placement list, but the schema has no such table');
    if (!tables.has(table) || placement !== 'distributed') continue;
    const distribution = distributionColumnOf(table);
    const column = columns.find((row) => row.table === table && row.column === distribution);
    if (!column) report(table, `distributed, but has no ${distribution} column`);
    else if (!column.not_null) report(table, `distributed, but its ${distribution} may be null`);
  }
  for (const key of keys) {
    if (placementOf.get(key.table) !== 'distributed') continue;
    const distribution = distributionColumnOf(key.table);
    if (!key.columns.includes(distribution)) report(key.table, `${key.name}: its ${KIND_NAMES[key.kind]} misses ${distribution}`);
  }
  for (const key of foreignKeys) {
    const from = placementOf.get(key.table);
    const to = placementOf.get(key.target);
    if (!from || !to) continue;
    if (!MAY_POINT_AT[from].includes(to)) {
      report(key.table, `${key.name}: a foreign key from a ${from} table to the ${to} table ${key.target}`);
      continue;
    }
    if (from === 'distributed' && to === 'distributed') {
      const paired = key.columns.some(
        (column, index) => column === distributionColumnOf(key.table) && key.target_columns[index] === distributionColumnOf(key.target),
      );
      if (!paired) report(key.table, `${key.name}: a foreign key to ${key.target} that does not pair their workshop columns`);
    }
    if (key.target !== key.table && (positionOf.get(key.target) ?? 0) > (positionOf.get(key.table) ?? 0)) {
      report(key.table, `${key.name}: listed before ${key.target}, which it points at (the list is the order to distribute in)`);
    }
  }
  return problems;
}

export const describeProblem = ({ table, problem }: DistributionProblem) => `${table}: ${problem}`;

/** The schema's functions that send a NOTIFY: a trigger running one would send it from a worker node (docs/scale-out.md). */
export async function notifyingFunctions(db: Db, schema = 'public'): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = ${schema} and (p.prosrc ~* 'pg_notify' or p.prosrc ~* '\\mnotify\\M') order by 1`,
  );
  return rows.map((row) => row.name);
}
