// The customers list (issue 12 point 1): every word of the query (a phone-like one as its digits) is
// somewhere in the customer's search text, most recently seen first. A trigram index finds the words
// and customers_workshop_last_visit_idx gives the order (decision 024); the statement is prepared once
// per number of words, so PostgreSQL plans it once per connection and the server builds it once.
import { customerSearchWordsOf, type TCustomerListItem } from '@rueda/domain';
import { and, eq, getTableColumns, like, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bikes, customers } from '../db/schema.ts';
import { customerOf } from './customers.ts';
import { likeEscape } from './search.ts';

// The outer customer is named in full: drizzle leaves a one-table select's columns unqualified, which
// inside the subquery would name the bike's own columns.
const outerWorkshopId = sql.raw('"customers"."workshop_id"');
const outerId = sql.raw('"customers"."id"');
const bikeCountOf = sql<number>`(select count(*)::int from ${bikes} where ${bikes.workshopId} = ${outerWorkshopId} and ${bikes.customerId} = ${outerId})`;

/** The columns an answer needs: not the search text, the longest of them. */
const { workshopId: _workshopId, searchText: _searchText, ...answered } = getTableColumns(customers);

function prepareList(db: Db, wordCount: number) {
  const words: SQL[] = Array.from({ length: wordCount }, (_, index) => like(customers.searchText, sql.placeholder(`word${index}`)));
  return (
    db
      .select({ ...answered, bikeCount: bikeCountOf })
      .from(customers)
      .where(and(eq(customers.workshopId, sql.placeholder('workshopId')), ...words))
      // customers_workshop_last_visit_idx's order, so the first page is read straight from it.
      .orderBy(sql`${customers.lastVisit} desc nulls last`, sql`${customers.created} desc nulls last`, customers.id)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`customers_list_${wordCount}`)
  );
}

const prepared = new WeakMap<Db, Map<number, ReturnType<typeof prepareList>>>();

function listStatement(db: Db, wordCount: number) {
  let statements = prepared.get(db);
  if (!statements) prepared.set(db, (statements = new Map()));
  let statement = statements.get(wordCount);
  if (!statement) statements.set(wordCount, (statement = prepareList(db, wordCount)));
  return statement;
}

/** The customers found, most recently seen first, then the newest: one page of them. */
export async function listCustomers(
  db: Db,
  workshopId: string,
  options: { search?: string; limit: number; offset: number },
): Promise<TCustomerListItem[]> {
  const words = customerSearchWordsOf(options.search ?? '');
  const values: Record<string, unknown> = { workshopId, limit: options.limit, offset: options.offset };
  words.forEach((word, index) => (values[`word${index}`] = `%${likeEscape(word)}%`));
  const rows = await listStatement(db, words.length).execute(values);
  return rows.map((row) => ({ ...customerOf(row), lastVisit: row.lastVisit?.toISOString() ?? null, bikeCount: Number(row.bikeCount) }));
}
