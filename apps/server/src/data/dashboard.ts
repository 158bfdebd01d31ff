// The dashboard's figures (issue 13 point 4), read from the columns every write keeps (data/repairs.ts
// columnsOf): one pass over the timeframe's repairs grouped by period, status and payment, and a few
// small reads beside it. Everything is about the repairs created in [from, to), as the repairs list's
// timeframe is, so each figure matches the filtered list it links to.
import {
  bookingTitle,
  bucketOf,
  dayInZone,
  DASHBOARD_LIST_MAX,
  isLowStock,
  periodsOf,
  REPAIR_PAYMENTS,
  REPAIR_STATUSES,
  SERVICE_KINDS,
  type RepairPayment,
  type RepairStatus,
  type ServiceKind,
  type TDashboard,
} from '@rueda/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { repairs, services } from '../db/schema.ts';
import { readBookingSettings } from './booking-settings.ts';
import { itemOf } from './catalogue.ts';
import { listMechanics } from './mechanics.ts';
import { readRow } from './repairs.ts';

type GroupRow = {
  period: string;
  status: string;
  payment: string;
  repairs: number;
  total: string;
  packs: string;
  maintenances: string;
  suspensions: string;
  stock_items: string;
  stay_sum: number;
  stay_count: number;
};

const zeroes = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
const average = (sum: number, count: number) => (count === 0 ? null : Math.round((sum / count) * 10) / 10);

/** A repair line of the dashboard's lists: who and which bike, and the date it is listed by. */
function lineOf(row: { id: string; doc: unknown; storedVersion: number }, date: Date, now: Date) {
  const repair = readRow(row, now);
  const title = bookingTitle({
    customer: { id: repair.customer.id, name: repair.customer.name, surname: repair.customer.surname, phone: repair.customer.phone },
    bike: { manufacturer: repair.bike.manufacturer.label, model: repair.bike.model.label },
  });
  return { id: row.id, title, date: date.toISOString(), storedVersion: row.storedVersion };
}

export async function dashboardOf(
  db: Db,
  workshopId: string,
  range: { from: Date; to: Date },
  options: { now: Date; revenue: boolean },
): Promise<TDashboard> {
  const { from, to } = range;
  const { now } = options;
  const { timeZone } = await readBookingSettings(db, workshopId);
  const fromDay = dayInZone(from.getTime(), timeZone);
  const toDay = dayInZone(to.getTime() - 1, timeZone);
  const bucket = bucketOf(fromDay, toDay);
  const inRange = sql`${repairs.workshopId} = ${workshopId} and ${repairs.created} >= ${from} and ${repairs.created} < ${to}`;
  const previousFrom = new Date(from.getTime() - (to.getTime() - from.getTime()));

  const [groups, previous, perMechanic, mechanicList, upcoming, uncollectedCount, uncollected, stockRows] = await Promise.all([
    db.execute<GroupRow>(sql`
      select to_char(date_trunc(${bucket}, ${repairs.created} at time zone ${timeZone}), 'YYYY-MM-DD') as period,
             ${repairs.status} as status, ${repairs.payment} as payment, count(*)::int as repairs,
             coalesce(sum(${repairs.totalPrice}), 0) as total, coalesce(sum(${repairs.packsCents}), 0) as packs,
             coalesce(sum(${repairs.maintenancesCents}), 0) as maintenances, coalesce(sum(${repairs.suspensionsCents}), 0) as suspensions,
             coalesce(sum(${repairs.stockItemsCents}), 0) as stock_items,
             coalesce(sum(${repairs.stayDays}), 0)::int as stay_sum, count(${repairs.stayDays})::int as stay_count
      from ${repairs} where ${inRange}
      group by 1, 2, 3`),
    db.execute<{ stay_sum: number; stay_count: number }>(sql`
      select coalesce(sum(${repairs.stayDays}), 0)::int as stay_sum, count(${repairs.stayDays})::int as stay_count
      from ${repairs}
      where ${repairs.workshopId} = ${workshopId} and ${repairs.created} >= ${previousFrom} and ${repairs.created} < ${from}`),
    // A repair with several mechanics counts for each; one with nobody assigned, under null.
    db.execute<{ id: string | null; repairs: number; minutes: number }>(sql`
      select m.id, count(*)::int as repairs, coalesce(sum(${repairs.workMinutes}), 0)::int as minutes
      from ${repairs}
      cross join lateral unnest(case when cardinality(${repairs.mechanicIds}) = 0 then array[null]::text[] else ${repairs.mechanicIds} end) as m(id)
      where ${inRange}
      group by 1`),
    listMechanics(db, workshopId),
    // A confirmed repair starts on its confirmedDate (docs/product.md §4); one without it starts when it was created, in the past.
    db
      .select({ id: repairs.id, doc: repairs.doc, storedVersion: repairs.storedVersion, date: repairs.calendarStart })
      .from(repairs)
      .where(sql`${repairs.workshopId} = ${workshopId} and ${repairs.status} = 'confirmed' and ${repairs.calendarStart} >= ${now}`)
      .orderBy(asc(repairs.calendarStart), asc(repairs.id))
      .limit(DASHBOARD_LIST_MAX),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(repairs)
      .where(and(eq(repairs.workshopId, workshopId), eq(repairs.status, 'finished'))),
    db
      .select({
        id: repairs.id,
        doc: repairs.doc,
        storedVersion: repairs.storedVersion,
        date: repairs.deliveryDate,
        created: repairs.created,
      })
      .from(repairs)
      .where(and(eq(repairs.workshopId, workshopId), eq(repairs.status, 'finished')))
      .orderBy(sql`${repairs.deliveryDate} asc nulls last`, asc(repairs.id))
      .limit(DASHBOARD_LIST_MAX),
    db
      .select()
      .from(services)
      .where(and(eq(services.workshopId, workshopId), eq(services.kind, 'stockItems'), eq(services.active, true))),
  ]);

  const statuses = zeroes(REPAIR_STATUSES);
  const byPayment = zeroes(REPAIR_PAYMENTS);
  const byKind = zeroes(SERVICE_KINDS);
  const periods = periodsOf(fromDay, toDay, bucket).map((period) => ({ ...period, received: 0, delivered: 0, staySum: 0, stayCount: 0 }));
  const periodIndex = new Map(periods.map((period, index) => [period.start, index]));
  let total = 0;
  let staySum = 0;
  let stayCount = 0;
  for (const row of groups.rows) {
    const repairsIn = Number(row.repairs);
    total += repairsIn;
    if (row.status in statuses) statuses[row.status as RepairStatus] += repairsIn;
    if (row.payment in byPayment) byPayment[row.payment as RepairPayment] += Number(row.total);
    const kinds: Record<ServiceKind, string> = {
      packs: row.packs,
      maintenances: row.maintenances,
      suspensions: row.suspensions,
      stockItems: row.stock_items,
    };
    for (const kind of SERVICE_KINDS) byKind[kind] += Number(kinds[kind]);
    staySum += row.stay_sum;
    stayCount += row.stay_count;
    // The first period starts with the timeframe, not with its week or month.
    const period = periods[periodIndex.get(row.period < fromDay ? fromDay : row.period) ?? -1];
    if (!period) continue;
    period.received += repairsIn;
    if (row.status === 'delivered') period.delivered += repairsIn;
    period.staySum += row.stay_sum;
    period.stayCount += row.stay_count;
  }

  const names = new Map(mechanicList.map((mechanic) => [mechanic.id, mechanic]));
  const mechanics = perMechanic.rows
    .map((row) => {
      const mechanic = row.id === null ? undefined : names.get(row.id);
      return { id: row.id, name: mechanic?.name ?? '', active: mechanic?.active ?? false, repairs: row.repairs, workMinutes: row.minutes };
    })
    .sort((a, b) => (a.id === null ? 1 : b.id === null ? -1 : b.repairs - a.repairs || a.name.localeCompare(b.name)));

  const stockItems = stockRows.flatMap((row) => {
    const item = itemOf('stockItems', row);
    return item && isLowStock(item) ? [{ id: item.id, title: item.title, quantity: item.quantity, minQuantity: item.minQuantity }] : [];
  });
  stockItems.sort((a, b) => a.quantity - a.minQuantity - (b.quantity - b.minQuantity) || a.title.localeCompare(b.title));

  return {
    timeZone,
    bucket,
    total,
    statuses,
    received: periods.map(({ start, end, received, delivered }) => ({ start, end, received, delivered })),
    revenue: options.revenue ? { total: Object.values(byPayment).reduce((sum, cents) => sum + cents, 0), byPayment, byKind } : null,
    stay: {
      averageDays: average(staySum, stayCount),
      repairs: stayCount,
      previousAverageDays: average(previous.rows[0]?.stay_sum ?? 0, previous.rows[0]?.stay_count ?? 0),
      trend: periods.map(({ start, end, staySum: sum, stayCount: count }) => ({
        start,
        end,
        averageDays: average(sum, count),
        repairs: count,
      })),
    },
    mechanics,
    nextBookings: upcoming.map((row) => lineOf(row, row.date ?? now, now)),
    uncollected: {
      count: uncollectedCount[0]?.count ?? 0,
      repairs: uncollected.map((row) => lineOf(row, row.date ?? row.created, now)),
    },
    lowStock: { count: stockItems.length, items: stockItems.slice(0, DASHBOARD_LIST_MAX) },
  };
}
