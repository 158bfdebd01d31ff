// The repairs board (docs/product.md §2): a column per status, cards dragged between statuses and reordered
// within one, with the mouse or touch (dnd-kit, board-dnd.tsx, loaded once the board has painted: decision 071) or
// the keyboard (hooks/use-keyboard-move.ts). Long columns render only the cards in view (TanStack Virtual,
// virtual-cards.tsx), so the board stays responsive with thousands of repairs.
import type { RepairListOrder, RepairStatus, TRepairSummary } from '@rueda/domain';
import { VisuallyHidden } from '@mantine/core';
import { memo, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardColumns, BoardMove } from '../board';
import { useBoardDnd } from '../hooks/use-board-dnd';
import { useKeyboardMove, type KeyboardMoveTexts } from '../hooks/use-keyboard-move';
import type { BoardWork } from './board-work/board-work-types';
import { BOARD_INSTRUCTIONS_ID, CardFrame, CardPressContext, type CardContext } from './board-cards';
import { ColumnFrame, StaticColumns } from './board-column';
import { RepairCard } from './repair-card';
import { customerNameOf } from '../repair-names';
import { useBikeLabel } from '@/lib/bike-label';

export { VIRTUALISE_FROM } from './board-cards';
export { COLUMN_WIDTH } from './board-column';

export interface RepairsBoardProps {
  columns: BoardColumns;
  /** The columns to show, in REPAIR_STATUSES order. */
  statuses: readonly RepairStatus[];
  order: RepairListOrder;
  currency: string;
  mechanicNames: ReadonlyMap<string, string>;
  onMove: (move: BoardMove) => void;
  /** The caller's work timer (docs/product.md §17.4); null or left out for a member with no timer. */
  work?: BoardWork | null;
  /** docs/product.md §19.2: the new appointments, highlighted until seen. */
  newIds?: ReadonlySet<string>;
  /** docs/product.md §20.3: a card's "Notificar" (stable: every card draws again when it changes); left out, no button. */
  onNotify?: (repairId: string) => void;
}

const NO_NEW_IDS: ReadonlySet<string> = new Set();

/** What board-dnd.tsx draws its columns and cards with: the board's own frames. */
const FRAMES = { ColumnFrame, CardFrame, RepairCard };

export const RepairsBoard = memo(function RepairsBoard({
  columns,
  statuses,
  order,
  currency,
  mechanicNames,
  onMove,
  work = null,
  newIds = NO_NEW_IDS,
  onNotify,
}: RepairsBoardProps) {
  const { t } = useTranslation('repairs');
  const bikeLabel = useBikeLabel();
  const isReorderable = order === 'list';

  const repairById = useMemo(() => {
    const map = new Map<string, TRepairSummary>();
    for (const status of statuses) for (const repair of columns[status]) map.set(repair.id, repair);
    return map;
  }, [columns, statuses]);
  const nameOf = useCallback(
    (id: string | number) => {
      const repair = repairById.get(String(id));
      return repair ? customerNameOf(repair.customer) || t('card.noCustomer') : '';
    },
    [repairById, t],
  );

  const keyboardTexts = useMemo<KeyboardMoveTexts>(
    () => ({
      picked: (id) => t('board.dnd.picked', { name: nameOf(id) }),
      moved: (id, place, places) =>
        t('board.dnd.moved', { name: nameOf(id), column: t(`statuses.${place.status}`), position: place.index + 1, count: places }),
      dropped: (id, place) => t('board.dnd.dropped', { name: nameOf(id), column: t(`statuses.${place.status}`) }),
      cancelled: (id) => t('board.dnd.cancelled', { name: nameOf(id) }),
    }),
    [nameOf, t],
  );
  const keyboard = useKeyboardMove({ columns, statuses, isReorderable, onMove, texts: keyboardTexts });
  const { onHandleKeyDown } = keyboard;

  const context = useMemo<CardContext>(
    () => ({
      currency,
      mechanicNames,
      handleLabelOf: (repair) =>
        t('board.dnd.handle', { name: customerNameOf(repair.customer) || t('card.noCustomer'), bike: bikeLabel(repair.bike) }),
      handleRole: t('board.dnd.roleDescription'),
      onHandleKeyDown,
      work,
      newIds,
      onNotify,
    }),
    [currency, mechanicNames, t, bikeLabel, onHandleKeyDown, work, newIds, onNotify],
  );

  const { lifted } = keyboard;
  const { dnd, onCardPress } = useBoardDnd(keyboard.boardRef);
  const shown = { statuses, columns: keyboard.columns, isReorderable, context, lifted };
  return (
    <>
      <VisuallyHidden id={BOARD_INSTRUCTIONS_ID}>{t('board.dnd.instructions')}</VisuallyHidden>
      <VisuallyHidden ref={keyboard.liveRegionRef} role="status" aria-live="assertive" aria-atomic="true" />
      <div
        ref={keyboard.boardRef}
        role="region"
        aria-label={t('board.label')}
        style={{ display: 'flex', gap: 12, overflowX: 'auto', paddingBottom: 8, alignItems: 'stretch' }}
      >
        {dnd ? (
          <dnd.DndColumns {...shown} repairById={repairById} boardColumns={columns} nameOf={nameOf} onMove={onMove} t={t} frames={FRAMES} />
        ) : (
          <CardPressContext value={onCardPress}>
            <StaticColumns {...shown} />
          </CardPressContext>
        )}
      </div>
    </>
  );
});
