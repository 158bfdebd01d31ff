// The dashboard's figures (issue 13 point 4): the daily figures the repairs' triggers keep (decision 026,
// db/schema-figures.ts) added up per period, and a few small reads beside them. Everything is about the
// repairs created on the timeframe's days in the workshop's time zone, as the repairs list's timeframe
// is, so each figure matches the filtered list it links to.
import {
  bookingTitle,
  bucketOf,
  dayInZone,
  dayCount,
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
import { repairFiguresDaily, repairMechanicsDaily, repairs, services } from '../db/schema.ts';
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

/** The day `count` days before (YYYY-MM-DD). */
function dayBefore(day: string, count = 1): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date! - count)).toISOString().slice(0, 10);
}

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
  const previousToDay = dayBefore(fromDay);
  const previousFromDay = dayBefore(previousToDay, dayCount(fromDay, toDay) - 1);
  const inDays = (first: string, last: string) =>
    sql`${repairFiguresDaily.workshopId} = ${workshopId} and ${repairFiguresDaily.day} >= ${first} and ${repairFiguresDaily.day} <= ${last}`;

  const [groups, previous, perMechanic, mechanicList, upcoming, uncollectedCount, uncollected, stockRows] = await Promise.all([
    // The daily figures (decision 026), added up per period: date_trunc's week starts on Monday.
    db.execute<GroupRow>(sql`
      select to_char(date_trunc(${bucket}, ${repairFiguresDaily.day}::timestamp), 'YYYY-MM-DD') as period,
             ${repairFiguresDaily.status} as status, ${repairFiguresDaily.payment} as payment,
             sum(${repairFiguresDaily.repairs})::int as repairs, sum(${repairFiguresDaily.totalCents})::bigint as total,
             sum(${repairFiguresDaily.packsCents})::bigint as packs, sum(${repairFiguresDaily.maintenancesCents})::bigint as maintenances,
             sum(${repairFiguresDaily.suspensionsCents})::bigint as suspensions, sum(${repairFiguresDaily.stockItemsCents})::bigint as stock_items,
             sum(${repairFiguresDaily.staySum})::int as stay_sum, sum(${repairFiguresDaily.stayCount})::int as stay_count
      from ${repairFiguresDaily} where ${inDays(fromDay, toDay)}
      group by 1, 2, 3`),
    db.execute<{ stay_sum: number; stay_count: number }>(sql`
      select coalesce(sum(${repairFiguresDaily.staySum}), 0)::int as stay_sum, coalesce(sum(${repairFiguresDaily.stayCount}), 0)::int as stay_count
      from ${repairFiguresDaily} where ${inDays(previousFromDay, previousToDay)}`),
    // A repair with several mechanics counts for each; one with nobody assigned, under ''.
    db.execute<{ id: string; repairs: number; minutes: number }>(sql`
      select ${repairMechanicsDaily.mechanicId} as id, sum(${repairMechanicsDaily.repairs})::int as repairs,
             sum(${repairMechanicsDaily.workMinutes})::int as minutes
      from ${repairMechanicsDaily}
      where ${repairMechanicsDaily.workshopId} = ${workshopId} and ${repairMechanicsDaily.day} >= ${fromDay} and ${repairMechanicsDaily.day} <= ${toDay}
      group by 1 having sum(${repairMechanicsDaily.repairs}) > 0`),
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
    // Only the items under their minimum are read whole (isLowStock below decides, as the catalogue does).
    db
      .select()
      .from(services)
      .where(
        sql`${services.workshopId} = ${workshopId} and ${services.kind} = 'stockItems' and ${services.active}
            and coalesce((${services.doc} ->> 'quantity')::numeric, 0) < coalesce((${services.doc} ->> 'minQuantity')::numeric, 0)`,
      ),
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
      const id = row.id === '' ? null : row.id;
      const mechanic = id === null ? undefined : names.get(id);
      return { id, name: mechanic?.name ?? '', active: mechanic?.active ?? false, repairs: row.repairs, workMinutes: row.minutes };
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
