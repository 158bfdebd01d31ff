// Where each figure leads (docs/product.md §16.3: "each figure opens the repairs list filtered to the
// repairs behind it"): the repairs screen's list, its URL built by the repairs screen's own paramsOf.
import { REPAIR_VERSION, type RepairPayment, type RepairStatus } from '@rueda/domain';
import { paths } from '@/config/paths';
import { DEFAULT_FILTERS, paramsOf, type RepairFilters } from '@/features/repairs';
import type { DashboardScope } from './scope';

/** A period of the dashboard's series: its first and last day, both included. */
export interface DayRange {
  start: string;
  end: string;
}

function listHref(filters: RepairFilters): string {
  return `${paths.app.repairs.getHref()}?${paramsOf(filters, 'list').toString()}`;
}

export interface RepairsLinks {
  /** Every repair of the timeframe. */
  all: string;
  status: (status: RepairStatus) => string;
  payment: (payment: RepairPayment) => string;
  /** null: the repairs with nobody assigned, which the list cannot single out; the timeframe's list. */
  mechanic: (id: string | null) => string;
  /** The repairs received in a period; `isDelivered` keeps those delivered by now. */
  period: (period: DayRange, isDelivered?: boolean) => string;
  delivered: string;
  /** Finished and not collected, whenever they came in. */
  uncollected: string;
}

export function repairsLinksOf(scope: DashboardScope): RepairsLinks {
  const base: RepairFilters = { ...DEFAULT_FILTERS, timeframe: scope.timeframe, custom: scope.custom };
  return {
    all: listHref(base),
    status: (status) => listHref({ ...base, statuses: [status] }),
    payment: (payment) => listHref({ ...base, payment }),
    mechanic: (id) => listHref({ ...base, mechanic: id }),
    period: (period, isDelivered = false) =>
      listHref({
        ...base,
        timeframe: 'custom',
        custom: { from: period.start, to: period.end },
        statuses: isDelivered ? ['delivered'] : [],
      }),
    delivered: listHref({ ...base, statuses: ['delivered'] }),
    uncollected: listHref({ ...DEFAULT_FILTERS, timeframe: 'all', statuses: ['finished'] }),
  };
}

/** A repair's page; the legacy page for one stored by an older version of the app. */
export function repairHref(repair: { id: string; storedVersion: number }): string {
  return repair.storedVersion < REPAIR_VERSION ? paths.app.legacyRepair.getHref(repair.id) : paths.app.repair.getHref(repair.id);
}
