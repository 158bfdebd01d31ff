import type { RepairListOrder, TRepairSummary } from '@rueda/domain';
import { useEffect, useMemo, useRef } from 'react';
import { groupByStatus, shareColumns, type BoardColumns } from '../board';

/**
 * The board's columns of the visible cards (null while the board is not shown). A column that holds
 * the same cards as on the last screen is the same array, so only the columns a change touches redraw.
 */
export function useBoardColumns(visible: readonly TRepairSummary[], order: RepairListOrder, isShown: boolean): BoardColumns | null {
  const shown = useRef<BoardColumns | null>(null);
  const columns = useMemo(() => (isShown ? shareColumns(shown.current, groupByStatus(visible, order)) : null), [isShown, visible, order]);
  useEffect(() => {
    shown.current = columns;
  }, [columns]);
  return columns;
}
