// docs/product.md §32.5: customers shared within a chain, in SQL. Every query here names one workshop: what is read
// across the chain's workshops is read through data/chain-reads.ts (docs/scale-out.md), one of these per workshop.
// Only customers with a consent (chain_share_consent_at) are ever read for another workshop.
import { customerSearchWordsOf, knownBikeName, REPAIR_STATUSES, type RepairStatus, type TSharedRepair } from '@rueda/domain';
import { and, asc, desc, eq, inArray, isNotNull, like, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { bikes, customers, repairs } from '../db/schema.ts';
import { likeEscape } from './search.ts';

/** A consenting customer as another workshop of the chain may see them. */
export interface SharedCustomerRow {
  id: string;
  name: string;
  surname: string;
  phone: string;
  email: string;
  chainShareConsentAt: Date;
}

/** How many customers one workshop answers to a search of the chain's directory. */
export const SHARED_SEARCH_LIMIT = 20;
/** How many repairs, in summary, a shared customer shows per workshop. */
const SHARED_REPAIRS_LIMIT = 20;

const sharedColumns = {
  id: customers.id,
  name: customers.name,
  surname: customers.surname,
  phone: customers.phone,
  email: customers.email,
  chainShareConsentAt: customers.chainShareConsentAt,
};

/** The row as a consenting customer's (its consent's date known), or none. */
function consenting(row: Omit<SharedCustomerRow, 'chainShareConsentAt'> & { chainShareConsentAt: Date | null }): SharedCustomerRow[] {
  return row.chainShareConsentAt ? [{ ...row, chainShareConsentAt: row.chainShareConsentAt }] : [];
}

/**
 * The workshop's consenting customers whose search text holds every word of the query (the list's trigram index);
 * the caller keeps those found by name, phone or email (the domain's matchesSharedCustomer).
 */
export async function searchConsenting(db: Executor, workshopId: string, query: string): Promise<SharedCustomerRow[]> {
  const words = customerSearchWordsOf(query).filter((word) => word !== '');
  if (words.length === 0) return [];
  const rows = await db
    .select(sharedColumns)
    .from(customers)
    .where(
      and(
        eq(customers.workshopId, workshopId),
        isNotNull(customers.chainShareConsentAt),
        ...words.map((word) => like(customers.searchText, `%${likeEscape(word)}%`)),
      ),
    )
    .orderBy(sql`${customers.lastVisit} desc nulls last`, desc(customers.created), customers.id)
    .limit(SHARED_SEARCH_LIMIT * 3);
  return rows.flatMap(consenting);
}

/** One consenting customer of the workshop, or undefined (not there, or no consent). */
export async function findConsenting(db: Executor, workshopId: string, customerId: string): Promise<SharedCustomerRow | undefined> {
  const [row] = await db
    .select(sharedColumns)
    .from(customers)
    .where(and(eq(customers.workshopId, workshopId), eq(customers.id, customerId), isNotNull(customers.chainShareConsentAt)));
  return row ? consenting(row)[0] : undefined;
}

/** The workshop's customers linked to an origin: the origin itself and those brought from it, if they consent. */
export async function findLinkedConsenting(
  db: Executor,
  workshopId: string,
  origin: { workshopId: string; customerId: string },
): Promise<SharedCustomerRow[]> {
  const sameOrigin = and(eq(customers.sharedFromWorkshopId, origin.workshopId), eq(customers.sharedFromCustomerId, origin.customerId));
  const isOrigin = workshopId === origin.workshopId ? eq(customers.id, origin.customerId) : undefined;
  const rows = await db
    .select(sharedColumns)
    .from(customers)
    .where(
      and(
        eq(customers.workshopId, workshopId),
        isNotNull(customers.chainShareConsentAt),
        isOrigin ? sql`(${isOrigin} or ${sameOrigin})` : sameOrigin,
      ),
    );
  return rows.flatMap(consenting);
}

/** The customers' bikes, as the chain's directory names them. */
export async function sharedBikes(db: Executor, workshopId: string, customerIds: readonly string[]) {
  if (customerIds.length === 0) return [];
  return db
    .select({
      id: bikes.id,
      customerId: bikes.customerId,
      manufacturer: bikes.manufacturer,
      model: bikes.model,
      color: bikes.color,
      year: bikes.year,
      type: bikes.type,
      frameNumber: bikes.frameNumber,
    })
    .from(bikes)
    .where(and(eq(bikes.workshopId, workshopId), inArray(bikes.customerId, [...customerIds])))
    .orderBy(desc(bikes.created), bikes.id);
}

const repairCustomerId = sql<string>`(${repairs.doc} -> 'customer' ->> 'id')`;
const isStatus = (value: string): value is RepairStatus => (REPAIR_STATUSES as readonly string[]).includes(value);

/** The customers' repairs in the workshop, newest first, in summary (when, which bike, status), by customer. */
export async function sharedRepairs(
  db: Executor,
  workshopId: string,
  customerIds: readonly string[],
): Promise<Map<string, TSharedRepair[]>> {
  const found = new Map<string, TSharedRepair[]>();
  if (customerIds.length === 0) return found;
  const rows = await db
    .select({
      customerId: repairCustomerId,
      created: repairs.created,
      status: repairs.status,
      manufacturer: sql<unknown>`(${repairs.doc} -> 'bike' -> 'manufacturer')`,
      model: sql<unknown>`(${repairs.doc} -> 'bike' -> 'model')`,
    })
    .from(repairs)
    .where(and(eq(repairs.workshopId, workshopId), inArray(repairCustomerId, [...customerIds])))
    .orderBy(desc(repairs.created), asc(repairs.id))
    .limit(SHARED_REPAIRS_LIMIT * customerIds.length);
  for (const row of rows) {
    if (!isStatus(row.status)) continue;
    const list = found.get(row.customerId) ?? [];
    if (list.length >= SHARED_REPAIRS_LIMIT) continue;
    list.push({
      created: row.created.toISOString(),
      bike: knownBikeName({ manufacturer: namePart(row.manufacturer), model: namePart(row.model) }),
      status: row.status,
    });
    found.set(row.customerId, list);
  }
  return found;
}

/** A repair's brand or model as its document keeps it: an option, or text. */
function namePart(value: unknown): string | { value: string; label: string } | null {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'label' in value && 'value' in value) {
    const { label, value: option } = value as { label: unknown; value: unknown };
    if (typeof label === 'string' && typeof option === 'string') return { value: option, label };
  }
  return null;
}

/** This workshop's customers brought from the given customers of another workshop, by the origin's id. */
export async function broughtFrom(
  db: Executor,
  workshopId: string,
  fromWorkshopId: string,
  fromCustomerIds: readonly string[],
): Promise<Map<string, string>> {
  if (fromCustomerIds.length === 0) return new Map();
  const rows = await db
    .select({ id: customers.id, from: customers.sharedFromCustomerId })
    .from(customers)
    .where(
      and(
        eq(customers.workshopId, workshopId),
        eq(customers.sharedFromWorkshopId, fromWorkshopId),
        inArray(customers.sharedFromCustomerId, [...fromCustomerIds]),
      ),
    );
  return new Map(rows.flatMap((row) => (row.from ? [[row.from, row.id] as const] : [])));
}

/** The customer's consent and link, in the workshop. */
export async function sharingOf(db: Executor, workshopId: string, customerId: string, lock = false) {
  const query = db
    .select({
      id: customers.id,
      chainShareConsentAt: customers.chainShareConsentAt,
      sharedFromWorkshopId: customers.sharedFromWorkshopId,
      sharedFromCustomerId: customers.sharedFromCustomerId,
    })
    .from(customers)
    .where(and(eq(customers.workshopId, workshopId), eq(customers.id, customerId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Records (a date) or withdraws (null) the customer's consent to be shared within the chain. */
// The customer's concurrency token (last_update) stays: the consent is saved apart from their form (docs/product.md §32.5).
export async function setShareConsent(db: Executor, workshopId: string, customerId: string, at: Date | null): Promise<void> {
  await db
    .update(customers)
    .set({ chainShareConsentAt: at })
    .where(and(eq(customers.workshopId, workshopId), eq(customers.id, customerId)));
}
