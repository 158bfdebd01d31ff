// docs/product.md §17.4: the caller's work timer on the repairs board, loaded after the board's first paint
// (lazy-board-work.tsx). It reads repairWorkCurrent once for the whole board (nothing is asked per card: the
// board's speed goals, §26.1), hands the board what its cards draw, and toasts a refused start or stop.
import { useCallback, useEffect, useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useCurrentWork } from '../../api/get-current-work';
import { useWorkTimer, workFailureKey, type WorkAction } from '../../api/start-stop-work';
import type { BoardWork, BoardWorkView, CardWorkProps } from './board-work-types';
import classes from './board-work.module.css';

/**
 * A card's control, in plain elements as the rest of the card. Its name says which repair it is for; its
 * visible text is the start of that name (WCAG 2.5.3).
 */
function CardWork({ repairId, customer, state, view }: CardWorkProps) {
  const isRunning = state === 'running';
  return (
    <span className={classes.work}>
      {isRunning ? <span className={classes.running}>{view.texts.running}</span> : null}
      <button
        type="button"
        className={classes.button}
        data-running={isRunning || undefined}
        disabled={state === 'pending'}
        aria-label={isRunning ? view.texts.stop(customer) : view.texts.start(customer)}
        onClick={() => view.onWork(repairId, isRunning ? 'stop' : 'start')}
      >
        {isRunning ? view.texts.stopShort : view.texts.startShort}
      </button>
    </span>
  );
}

export interface BoardWorkSourceProps {
  onChange: (work: BoardWork | null) => void;
  /** The board's toast for a refused start or stop. */
  onError: (message: string) => void;
  /** The work namespace's texts, fetched by lazy-board-work.tsx. */
  t: TFunction<'work'>;
}

/** Draws nothing: keeps the board's `work` in step with the caller's timer. */
export function BoardWorkSource({ onChange, onError, t }: BoardWorkSourceProps) {
  const current = useCurrentWork();
  const timer = useWorkTimer();
  const { mutate } = timer;
  const onWork = useCallback(
    (repairId: string, action: WorkAction) => mutate({ repairId, action }, { onError: (error) => onError(t(workFailureKey(error))) }),
    [mutate, onError, t],
  );
  const view = useMemo<BoardWorkView>(
    () => ({
      Control: CardWork,
      onWork,
      texts: {
        start: (name) => t('card.start', { name }),
        stop: (name) => t('card.stop', { name }),
        startShort: t('card.startShort'),
        stopShort: t('stop'),
        running: t('card.running'),
      },
    }),
    [onWork, t],
  );
  const runningRepairId = current.data?.repairId ?? null;
  const pendingRepairId = timer.isPending ? timer.variables.repairId : null;
  useEffect(() => onChange({ runningRepairId, pendingRepairId, view }), [onChange, runningRepairId, pendingRepairId, view]);
  useEffect(() => () => onChange(null), [onChange]);
  return null;
}
