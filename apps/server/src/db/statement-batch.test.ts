// Statements sent together on one connection (decision 042's third addendum): the same rows as one by one, each
// statement prepared once per connection, and a failure that leaves nothing behind.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/test-database.ts';
import { runNamed, type NamedStatement } from './client.ts';
import { runNamedTogether } from './statement-batch.ts';

const database = useTestDatabase();

const numbers: NamedStatement = {
  name: 'batch_test_numbers',
  text: 'select n, n * 2 as twice from generate_series(1, $1::int) as n',
  values: [3],
};
const instant: NamedStatement = {
  name: 'batch_test_instant',
  text: `select $1::timestamptz as at, $2::text as word, null::int as nothing`,
  values: [new Date('2026-11-29T10:00:00.000Z'), 'rueda'],
};
/** An instant read as PostgreSQL's text, as the repairs list reads its page (data/repairs-list-page.ts). */
const AS_TEXT: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === 1184 ? String : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

describe('runNamedTogether', () => {
  it('answers each statement with the rows it answers alone, each with its own type parsers', async () => {
    const [together, alone] = await Promise.all([
      runNamedTogether(database(), [{ statement: numbers }, { statement: instant, types: AS_TEXT }]),
      Promise.all([runNamed(database(), numbers), runNamed(database(), instant, AS_TEXT)]),
    ]);
    expect(together).toEqual(alone);
    expect(together[0]).toEqual([
      [1, 2],
      [2, 4],
      [3, 6],
    ]);
    expect(together[1]![0]![0]).toMatch(/^2026-11-29 \d\d:00:00\+/);
    expect(together[1]![0]!.slice(1)).toEqual(['rueda', null]);
  });

  it('prepares a statement once per connection and runs it again under its name', async () => {
    const pool = new pg.Pool({ connectionString: connectionStringOf(database()), max: 1 });
    try {
      const db = { $client: pool } as unknown as Parameters<typeof runNamedTogether>[0];
      for (let round = 0; round < 3; round += 1) {
        const [first, second] = await runNamedTogether(db, [{ statement: { ...numbers, values: [round + 1] } }, { statement: instant }]);
        expect(first).toHaveLength(round + 1);
        expect(second![0]![0]).toBeInstanceOf(Date);
      }
      const { rows } = await pool.query<{ name: string }>('select name from pg_prepared_statements order by name');
      expect(rows.map((row) => row.name)).toEqual(['batch_test_instant', 'batch_test_numbers']);
    } finally {
      await pool.end();
    }
  });

  it('fails as a whole when one statement fails, and the pool goes on', async () => {
    const broken: NamedStatement = { name: 'batch_test_broken', text: 'select 1 / $1::int', values: [0] };
    await expect(runNamedTogether(database(), [{ statement: numbers }, { statement: broken }])).rejects.toThrow(/division by zero/);
    const unparsable: NamedStatement = { name: 'batch_test_unparsable', text: 'select from from', values: [] };
    await expect(runNamedTogether(database(), [{ statement: unparsable }, { statement: numbers }])).rejects.toThrow(/syntax/);
    const [again] = await runNamedTogether(database(), [{ statement: numbers }]);
    expect(again).toHaveLength(3);
  });

  it('refuses a value node-postgres cannot send, before anything is sent', async () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const bad: NamedStatement = { name: 'batch_test_json', text: 'select $1::jsonb', values: [circular] };
    await expect(runNamedTogether(database(), [{ statement: bad }])).rejects.toThrow();
    const [again] = await runNamedTogether(database(), [{ statement: numbers }]);
    expect(again).toHaveLength(3);
  });
});

function connectionStringOf(db: ReturnType<typeof database>): string {
  const options = (db.$client as unknown as { options: { connectionString: string } }).options;
  return options.connectionString;
}
