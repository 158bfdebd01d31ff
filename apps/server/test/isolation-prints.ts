// The isolation suite's prints of a workshop (every row it owns, as one md5: any write shows) and the clean-up
// that keeps workshop A as small between its random runs as the first run found it.
import { sql } from 'drizzle-orm';
import { LIST_TOPICS } from '../src/services/cache/list-cache.ts';
import type { TestServer } from './test-server.ts';

/** Every row a workshop owns, as one fingerprint: any write shows. */
export async function fingerprint(server: TestServer, workshopId: string): Promise<string> {
  // The alerts checks earlier writes asked for run after their answers (decision 022): let them land first.
  await server.alerts.settled();
  // A prepared statement, the same text each time: the file takes nearly three thousand prints, and planning
  // these two dozen subqueries again for each took about half of each print's time.
  const result = await server.database.pool.query<{ print: string }>({
    name: 'isolation_fingerprint',
    values: [workshopId],
    text: `
    select md5(concat_ws('|',
      (select string_agg(r::text, ',' order by r.id) from repairs r where r.workshop_id = $1),
      (select string_agg(c::text, ',' order by c.id) from customers c where c.workshop_id = $1),
      (select string_agg(k::text, ',' order by k.id) from bikes k where k.workshop_id = $1),
      (select string_agg(m.id || m.name || m.active::text, ',' order by m.id) from mechanics m where m.workshop_id = $1),
      (select string_agg(w::text, ',') from workshops w where w.id = $1),
      (select string_agg(s::text, ',' order by s.id) from services s where s.workshop_id = $1),
      (select string_agg(concat_ws(':', p.id, p.repair_id, p.bike_id, md5(p.image)), ',' order by p.id) from photos p where p.workshop_id = $1),
      (select string_agg(t::text, ',' order by t.repair_id, t.item_id) from stock_taken t where t.workshop_id = $1),
      (select string_agg(t::text, ',' order by t.id) from suspension_units t where t.workshop_id = $1),
      (select string_agg(t::text, ',' order by t.id) from suspension_services t where t.workshop_id = $1),
      (select string_agg(t::text, ',' order by t.id) from bike_recommendations t where t.workshop_id = $1),
      (select string_agg(t::text, ',' order by t.id) from repair_parts t where t.workshop_id = $1),
      (select string_agg(t::text, ',' order by t.id) from checkout_sessions t where t.workshop_id = $1),
      (select string_agg(t::text, ',') from subscriptions t where t.workshop_id = $1),
      (select string_agg(t::text, ',' order by t.id) from payments t where t.workshop_id = $1),
      (select string_agg(t::text, ',' order by t.id) from payment_methods t where t.workshop_id = $1),
      (select string_agg(t::text, ',' order by t.id) from invoices t where t.workshop_id = $1),
      (select string_agg(t::text, ',') from workshop_notifications t where t.workshop_id = $1),
      (select string_agg(t::text, ',' order by t.key) from alert_handles t where t.workshop_id = $1),
      (select string_agg(t::text, ',' order by t.id) from repair_events t where t.workshop_id = $1),
      (select string_agg(t::text, ',' order by t.id) from repair_links t where t.workshop_id = $1),
      (select string_agg(t::text, ',' order by t.id) from whatsapp_outbox t where t.workshop_id = $1),
      (select string_agg(t::text, ',' order by t.key, t.language) from message_templates t where t.workshop_id = $1),
      (select string_agg(t::text, ',') from sales_tax_settings t where t.workshop_id = $1),
      (select string_agg(t::text, ',' order by t.id) from sales_series t where t.workshop_id = $1),
      (select string_agg(t::text, ',' order by t.series_id, t.year) from sales_series_counters t where t.workshop_id = $1),
      (select string_agg(t::text, ',' order by t.id) from sales_documents t where t.workshop_id = $1),
      (select string_agg(t::text, ',' order by t.id) from sales_payments t where t.workshop_id = $1),
      (select string_agg(t::text, ',' order by t.day) from sales_till_days t where t.workshop_id = $1),
      (select string_agg(t::text, ',' order by t.id) from sales_till_moves t where t.workshop_id = $1),
      (select string_agg(t::text, ',' order by t.document_id) from sales_till_documents t where t.workshop_id = $1),
      (select string_agg(t::text, ',' order by t.issuer_nif, t.seq) from verifactu_records t where t.workshop_id = $1),
      (select string_agg(t::text, ',' order by t.change_id) from client_changes t where t.workshop_id = $1),
      (select string_agg(t::text, ',' order by t.merged_id) from customer_merges t where t.workshop_id = $1),
      (select string_agg(t::text, ',' order by t.workshop_id, t.id) from stock_transfers t where $1 in (t.workshop_id, t.to_workshop_id)),
      (select string_agg(f::text, ',' order by f.user_id) from user_subscription_flags f
        join workshop_users u on u.user_id = f.user_id where u.workshop_id = $1)
    )) as print`,
  });
  return result.rows[0]!.print;
}

/**
 * The tables of workshop A's own rows, and each row's key within A, children before their parents: a run's new
 * rows go in this order without a foreign key refusing one (the workshop's single rows, its subscription and
 * notifications, stay, as do the users' flags; the runs only update those).
 */
const OWN_ROWS: readonly (readonly [table: string, key: string])[] = [
  ['client_changes', 'change_id'],
  ['customer_merges', 'merged_id'],
  ['suspension_services', 'id'],
  ['bike_recommendations', 'id'],
  ['repair_parts', 'id'],
  ['suspension_units', 'id'],
  ['photos', 'id'],
  ['repair_events', 'id'],
  ['repair_links', 'id'],
  ['stock_taken', `repair_id || ':' || item_id`],
  ['whatsapp_outbox', 'id'],
  ['alert_handles', 'key'],
  ['message_templates', `key || ':' || language`],
  ['repairs', 'id'],
  ['bikes', 'id'],
  ['customers', 'id'],
  ['mechanics', 'id'],
  ['services', 'id'],
  ['invoices', 'id'],
  ['payments', 'id'],
  ['payment_methods', 'id'],
  ['checkout_sessions', 'id'],
];

/** The keys of every row the workshop owns in OWN_ROWS' tables, by table. */
export async function ownKeys(server: TestServer, workshopId: string): Promise<Map<string, string[]>> {
  const result = await server.database.db.execute<{ name: string; keys: string[] }>(
    sql.join(
      OWN_ROWS.map(
        ([table, key]) =>
          sql`select ${sql.raw(`'${table}'`)} as name, coalesce(array_agg(${sql.raw(key)}), '{}') as keys from ${sql.raw(table)} where workshop_id = ${workshopId}`,
      ),
      sql` union all `,
    ),
  );
  return new Map(result.rows.map((row) => [row.name, row.keys]));
}

/**
 * Deletes the workshop's rows that were not there when `kept` was read. Each random run adds its victims, its
 * spare and whatever its calls created; left in place, every later fingerprint read them all, and the file
 * spent half its time on it. The lists' versions then move as a write moves them
 * (docs/decisions/055-read-your-writes-across-instances.md), so no list kept in the server's memory
 * (docs/decisions/006-repairs-list-cache.md, docs/decisions/025-customers-directory-in-memory.md,
 * docs/decisions/027-calendar-and-dashboard-in-memory.md) answers with a deleted row.
 */
export async function deleteNewRows(server: TestServer, workshopId: string, kept: Map<string, string[]>): Promise<void> {
  // The alerts checks earlier writes asked for run after their answers (decision 022): let them land first.
  await server.alerts.settled();
  await server.database.db.transaction(async (tx) => {
    for (const [table, key] of OWN_ROWS)
      await tx.execute(
        sql`delete from ${sql.raw(table)} where workshop_id = ${workshopId} and ${sql.raw(key)} not in (select jsonb_array_elements_text(${JSON.stringify(kept.get(table) ?? [])}::jsonb))`,
      );
  });
  for (const topic of LIST_TOPICS) await server.listsChanged(topic, workshopId);
}
