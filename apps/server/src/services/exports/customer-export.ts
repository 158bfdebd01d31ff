// docs/product.md §11.5 and §11.4: every customer the list's search finds (for the CSV), everything held about one
// customer (GDPR access request), and the anonymising delete of a customer who has repairs.
import {
  customerSearchWordsOf,
  FunctionError,
  nextLastUpdate,
  REPAIR_VERSION,
  withDerivedFields,
  type TCustomersExportDataOutput,
} from '@rueda/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { bikes, customers, repairs } from '../../db/schema.ts';
import { customerAlertHandles } from '../../data/alerts.ts';
import { countCustomerRepairs } from '../../data/customer-repairs.ts';
import type { ExportRow } from './customer-export-csv.ts';
import { customerOf, listBikes, refreshCustomerSearch, requireCustomer } from '../../data/customers.ts';
import { customerPhotos, deleteCustomerPhotos } from '../../data/photos.ts';
import { columnsOf, readRow } from '../../data/repairs.ts';
import { CUSTOMERS_ORDER, customersMatching, outerId, outerWorkshopId, wordPatternOf } from '../../data/customers-list.ts';
import { listSuspensions } from '../../data/suspensions.ts';

const ofOuterCustomer = sql`${repairs.workshopId} = ${outerWorkshopId} and (${repairs.doc} -> 'customer' ->> 'id') = ${outerId}`;
const customerIdOf = sql`(${repairs.doc} -> 'customer' ->> 'id')`;

/** The CSV's rows: every customer customersList's `search` finds (the same words, the same order, data/customers-list.ts), not one page. */
export async function exportRows(db: Db, workshopId: string, search: string | undefined): Promise<ExportRow[]> {
  const rows = await db
    .select({
      customer: customers,
      repairCount: sql<number>`(select count(*)::int from ${repairs} where ${ofOuterCustomer})`,
      // What they paid for: the delivered repairs' totals, as the customer page's total spent.
      totalSpent: sql<number>`(select coalesce(sum((${repairs.doc} ->> 'totalPrice')::bigint), 0)::bigint from ${repairs} where ${ofOuterCustomer} and ${repairs.status} = 'delivered')`,
    })
    .from(customers)
    .where(customersMatching(workshopId, customerSearchWordsOf(search ?? '').map(wordPatternOf)))
    .orderBy(...CUSTOMERS_ORDER);
  return rows.map((row) => ({
    customer: customerOf(row.customer),
    bikeCount: row.customer.bikeCount,
    repairCount: Number(row.repairCount),
    totalSpent: Number(row.totalSpent),
    lastVisit: row.customer.lastVisit?.toISOString() ?? null,
  }));
}

async function customerRepairDocs(db: Executor, workshopId: string, customerId: string, now: Date, lock = false) {
  const query = db
    .select({ id: repairs.id, doc: repairs.doc, storedVersion: repairs.storedVersion })
    .from(repairs)
    .where(and(eq(repairs.workshopId, workshopId), sql`${customerIdOf} = ${customerId}`))
    .orderBy(sql`${repairs.created} desc`, repairs.id);
  const rows = lock ? await query.for('update') : await query;
  return rows.map((row) => readRow(row, now));
}

/** customersExportData: the customer, their bikes, their repairs' documents and their photos' descriptions. */
export async function customerData(db: Db, workshopId: string, id: string, now: Date): Promise<TCustomersExportDataOutput> {
  const customer = await requireCustomer(db, workshopId, id);
  const theirBikes = await listBikes(db, workshopId, id);
  const theirRepairs = await customerRepairDocs(db, workshopId, id, now);
  const photos = await customerPhotos(
    db,
    workshopId,
    theirRepairs.map((repair) => repair.id),
    theirBikes.map((bike) => bike.id),
  );
  const suspensions = (await Promise.all(theirBikes.map((bike) => listSuspensions(db, workshopId, bike.id, now)))).flat();
  const alertsHandled = await customerAlertHandles(db, workshopId, id);
  return { exportedAt: now.toISOString(), customer, bikes: theirBikes, repairs: theirRepairs, photos, suspensions, alertsHandled };
}

/**
 * customersAnonymise, in one transaction (decision 023): a customer who withdrew both consents and has
 * repairs keeps an empty record, so their repairs keep their totals, dates and services (the workshop's
 * figures), while every personal field goes: the customer's fields and notes, the repairs' copies of
 * them, their bikes' frame numbers and notes, and the photos of their bikes and repairs.
 */
export async function anonymiseCustomer(db: Db, workshopId: string, id: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const customer = await requireCustomer(tx, workshopId, id, { lock: true });
    if (customer.whatsappConsentAt !== null || customer.emailConsentAt !== null) {
      throw new FunctionError('failed-precondition', 'This customer still consents to be contacted; withdraw both consents first.', {
        reason: 'consent-given',
      });
    }
    if ((await countCustomerRepairs(tx, workshopId, id)) === 0) {
      throw new FunctionError('failed-precondition', 'This customer has no repairs; delete them instead.', { reason: 'no-repairs' });
    }
    const theirRepairs = await customerRepairDocs(tx, workshopId, id, now, true);
    for (const repair of theirRepairs) {
      const next = withDerivedFields({
        ...repair,
        customer: { id, name: '', surname: '', phone: '', address: '', dni: '', email: '' },
        form: { ...repair.form, phone: '', fullName: '' },
        lastUpdate: nextLastUpdate(repair.lastUpdate, now),
      });
      await tx
        .update(repairs)
        .set({ doc: next, storedVersion: REPAIR_VERSION, ...columnsOf(next) })
        .where(and(eq(repairs.workshopId, workshopId), eq(repairs.id, repair.id)));
    }
    const theirBikes = await listBikes(tx, workshopId, id);
    await deleteCustomerPhotos(
      tx,
      workshopId,
      theirRepairs.map((repair) => repair.id),
      theirBikes.map((bike) => bike.id),
    );
    await tx
      .update(bikes)
      .set({ frameNumber: '', notes: '', lastUpdate: now })
      .where(and(eq(bikes.workshopId, workshopId), eq(bikes.customerId, id)));
    await tx
      .update(customers)
      .set({
        name: '',
        surname: '',
        phone: '',
        email: '',
        address: '',
        dni: '',
        notes: '',
        // docs/product.md §32.5: an anonymised customer is shared with the chain no longer.
        chainShareConsentAt: null,
        lastUpdate: new Date(nextLastUpdate(customer.lastUpdate, now)),
      })
      .where(and(eq(customers.workshopId, workshopId), eq(customers.id, id)));
    await refreshCustomerSearch(tx, workshopId, id);
    return theirRepairs.length;
  });
}
