// The customers list (docs/product.md §11.1): every word of the query (a phone-like one as its digits) is
// somewhere in the customer's search text, most recently seen first. A trigram index finds the words,
// customers_workshop_last_visit_idx gives the order and customers.bike_count (kept by triggers on
// bikes, migration 0015) the bikes (decision 024); the statement is prepared once per number of words,
// so the server builds it once and PostgreSQL parses it once per connection.
import { customerSearchWordsOf, type TCustomerListItem } from '@rueda/domain';
import { and, eq, getTableColumns, like, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { customers } from '../db/schema.ts';
import { customerOf, type CustomerColumns } from './customers.ts';
import { likeEscape } from './search.ts';

// The outer customer is named in full: drizzle leaves a one-table select's columns unqualified, which
// inside a subquery (the CSV export's) would name the inner table's own columns.
export const outerWorkshopId = sql.raw('"customers"."workshop_id"');
export const outerId = sql.raw('"customers"."id"');

/** The columns a list item needs: not the search text, the longest of them. */
export const { workshopId: _workshopId, searchText: _searchText, changeSeq: _changeSeq, ...LISTED_COLUMNS } = getTableColumns(customers);

/** A row of LISTED_COLUMNS as the list answers it. */
export function customerListItemOf(row: CustomerColumns & { lastVisit: Date | null; bikeCount: number }): TCustomerListItem {
  return { ...customerOf(row), lastVisit: row.lastVisit?.toISOString() ?? null, bikeCount: row.bikeCount };
}

/** The workshop's customers with every word (a LIKE pattern, wordPatternOf) somewhere in their search text. */
export function customersMatching(workshopId: string | Placeholder, patterns: readonly (string | Placeholder)[]): SQL | undefined {
  return and(eq(customers.workshopId, workshopId), ...patterns.map((pattern) => like(customers.searchText, pattern)));
}

export const wordPatternOf = (word: string) => `%${likeEscape(word)}%`;

/** customers_workshop_last_visit_idx's order (most recently seen, then the newest): a first page is read straight from it. */
export const CUSTOMERS_ORDER = [
  sql`${customers.lastVisit} desc nulls last`,
  sql`${customers.created} desc nulls last`,
  customers.id,
] as const;

function prepareList(db: Db, wordCount: number) {
  const words = Array.from({ length: wordCount }, (_, index) => sql.placeholder(`word${index}`));
  return db
    .select(LISTED_COLUMNS)
    .from(customers)
    .where(customersMatching(sql.placeholder('workshopId'), words))
    .orderBy(...CUSTOMERS_ORDER)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`customers_list_${wordCount}`);
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
  words.forEach((word, index) => (values[`word${index}`] = wordPatternOf(word)));
  const rows = await listStatement(db, words.length).execute(values);
  return rows.map(customerListItemOf);
}
