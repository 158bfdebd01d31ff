// Where each table of the schema lives when Rueda runs on a distributed PostgreSQL (Citus, docs/scale-out.md "Mapping
// onto Citus", decision 080). The list is in the order an operator distributes the tables: each after the tables its
// foreign keys point at. test/schema-distribution.test.ts reads the migrated schema and fails on a table missing here,
// or one whose keys do not fit its placement.

/**
 * - `distributed`: sharded by its workshop (`workshop_id`; `workshops` by `id`), co-located with `workshops`, so a
 *   workshop's rows of every table sit on one node and a query that names the workshop runs there alone.
 * - `reference`: small, shared, copied to every node, so distributed tables may point at it and join it anywhere.
 * - `local`: kept on the coordinator only; nothing distributed points at it.
 */
export type Placement = 'distributed' | 'reference' | 'local';

export interface TablePlacement {
  readonly table: string;
  readonly placement: Placement;
  /** Why, where the placement is not plain from the table's name. */
  readonly why?: string;
}

const distributed = (table: string, why?: string): TablePlacement => ({ table, placement: 'distributed', why });
const reference = (table: string, why: string): TablePlacement => ({ table, placement: 'reference', why });
const local = (table: string, why: string): TablePlacement => ({ table, placement: 'local', why });

const ACCOUNTS = 'an account, not a workshop: read by the session check on the coordinator';
const LOCAL_PAYMENTS = "the local payments provider's own state, a stand-in for Stripe's servers; read only by billing/local/";

export const TABLE_PLACEMENTS: readonly TablePlacement[] = [
  reference('user', 'distributed tables point at the member who did something (a foreign key needs it on every node)'),
  reference('booking_slugs', "a slug is unique across workshops, which a sharded table cannot enforce; it finds the page's workshop"),
  reference('chains', 'a chain groups workshops (docs/product.md §32.2); a workshop points at its chain'),
  reference('chain_admins', "a chain's administrators: accounts that read every workshop of the chain"),
  reference('chain_subscriptions', "a chain's one subscription for its workshops (docs/product.md §32.6); found by its customer"),
  reference('chain_invoices', "a chain's invoices, a line per workshop; numbered from the workshops' invoices' sequence"),
  distributed('workshops', 'by its id, the workshop_id of every other distributed table'),
  // Rows of one workshop that point only at the workshop itself.
  distributed('workshop_users', 'a membership of an account in a workshop, keyed by (workshop_id, user_id)'),
  distributed('team_invitations'),
  distributed('mechanics'),
  distributed('customers'),
  distributed('repairs'),
  distributed('services'),
  distributed('stock_taken'),
  distributed('stock_transfers', "the sender's row; the receiver reads its incoming ones through the chain's workshops (decision 083)"),
  distributed('alert_handles'),
  distributed('list_versions'),
  distributed('message_templates'),
  distributed('whatsapp_outbox'),
  distributed('repair_figures_daily'),
  distributed('repair_mechanics_daily'),
  distributed('work_minutes_daily'),
  distributed('workshop_logos'),
  distributed('workshop_notifications'),
  distributed('subscriptions'),
  distributed('payment_methods'),
  distributed('payments'),
  distributed('invoices'),
  distributed('checkout_sessions'),
  distributed('client_changes'),
  distributed('customer_merges'),
  distributed('sales_tax_settings'),
  distributed('sales_series'),
  distributed('sales_series_counters'),
  distributed('sales_documents'),
  distributed('sales_payments'),
  distributed('sales_till_days'),
  distributed('sales_till_moves'),
  distributed('sales_till_documents'),
  distributed('verifactu_records'),
  distributed('verifactu_chains'),
  distributed('verifactu_send_waits'),
  // Rows that point at a customer's, a repair's or a bike's row of the same workshop.
  distributed('bikes'),
  distributed('repair_events'),
  distributed('repair_links'),
  distributed('repair_parts'),
  distributed('photos'),
  distributed('suspension_units'),
  distributed('suspension_services'),
  distributed('work_sessions'),
  distributed('bike_recommendations'),
  local('server_settings', "the installation's own markers, read alone at start"),
  local('jwks', "the ID token's signing keys, read alone by auth"),
  local('session', ACCOUNTS),
  local('account_profiles', ACCOUNTS),
  local('account', ACCOUNTS),
  local('verification', ACCOUNTS),
  local('user_subscription_flags', ACCOUNTS),
  local('rate_limit', 'counts per client address, not per workshop'),
  local('sign_in_failures', 'counts per email and address, before any workshop is known'),
  local('account_lockouts', 'per email and address, before any workshop is known'),
  local('public_request_counts', 'counts per client address, not per workshop'),
  local('provider_events', "a payment provider's webhook ids, handled once before the workshop is known"),
  local('outbox_emails', 'mail as sent, to any address'),
  local('verifactu_local_aeat_records', 'what the stand-in for the AEAT accepted, per issuer NIF; never in production'),
  local('localpay_customers', LOCAL_PAYMENTS),
  local('localpay_checkout_sessions', LOCAL_PAYMENTS),
  local('localpay_portal_sessions', LOCAL_PAYMENTS),
  local('localpay_subscriptions', LOCAL_PAYMENTS),
  local('localpay_payment_methods', LOCAL_PAYMENTS),
  local('localpay_payment_intents', LOCAL_PAYMENTS),
];

/** The column a distributed table is sharded by. */
export function distributionColumnOf(table: string): string {
  return table === 'workshops' ? 'id' : 'workshop_id';
}

const quoted = (table: string) => (table === 'user' ? `'"user"'` : `'${table}'`);

/** The statements an operator runs once, in order, on a Citus coordinator holding the migrated schema (docs/scale-out.md). */
export function citusPlacementStatements(placements: readonly TablePlacement[] = TABLE_PLACEMENTS): string[] {
  return placements.flatMap(({ table, placement }) => {
    if (placement === 'reference') return [`SELECT create_reference_table(${quoted(table)});`];
    if (placement === 'local') return [];
    if (table === 'workshops') return [`SELECT create_distributed_table('workshops', 'id');`];
    return [`SELECT create_distributed_table(${quoted(table)}, '${distributionColumnOf(table)}', colocate_with => 'workshops');`];
  });
}
