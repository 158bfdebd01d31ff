// docs/product.md §30.3: the board with the statuses set on the device and not yet applied by the server on top: a
// repair moved offline sits in its new column, the columns' counts following. Kept apart from queued-overlay.ts (a
// repair's page, with the domain's rules), so that the board's first load carries only this.
import type { RepairStatus, TRepairSummary } from '@rueda/domain';
import type { QueuedChange } from '@/lib/outbox/queued-change';

/** What the board reads (api/list-repairs.ts's RepairsBoardData), named here by its shape. */
interface BoardShape {
  repairs: TRepairSummary[];
  counts: Record<RepairStatus, number>;
}

/** The board with the statuses the device set on top. */
export function overlayBoard<Board extends BoardShape>(data: Board, pending: readonly QueuedChange[]): Board {
  const statuses = new Map<string, RepairStatus>();
  for (const change of pending) if (change.call.fn === 'repairsUpdateStatus') statuses.set(change.call.input.id, change.call.input.status);
  if (statuses.size === 0) return data;
  const counts = { ...data.counts };
  const repairs = data.repairs.map((repair) => {
    const status = statuses.get(repair.id);
    if (!status || status === repair.status) return repair;
    counts[repair.status] = Math.max(0, counts[repair.status] - 1);
    counts[status] += 1;
    return { ...repair, status };
  });
  return { ...data, repairs, counts };
}
