// The board's cards in a column (repairs-board.tsx): each with the keyboard's handle over it, all of them in a short
// column, only those in view in a long one (TanStack Virtual, virtual-cards.tsx, loaded when a column first needs it).
// The card's frame is drawn the same way before dnd-kit has loaded (StaticRepairCard) and after it (board-dnd.tsx's
// SortableRepairCard): decision 071.
import type { TRepairSummary } from '@rueda/domain';
import { Stack } from '@mantine/core';
import {
  createContext,
  memo,
  Suspense,
  use,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type CSSProperties,
  type HTMLAttributes,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { lazyNamed } from '@/lib/lazy-named';
import { CARD_GAP, ESTIMATED_CARD_HEIGHT } from './board-card-sizes';
import { cardWorkStateOf, type BoardWork } from './board-work/board-work-types';
import { RepairCard } from './repair-card';
import classes from './repairs-board.module.css';

/** Columns longer than this render only the cards in view. */
export const VIRTUALISE_FROM = 30;

export interface CardContext {
  currency: string;
  mechanicNames: ReadonlyMap<string, string>;
  /** The keyboard handle's name and role, made once for the board: a card's wrapper redraws on every step of a drag. */
  handleLabelOf: (repair: TRepairSummary) => string;
  handleRole: string;
  /** The keyboard's move (hooks/use-keyboard-move.ts): Space on a handle picks its card up. */
  onHandleKeyDown: (id: string, event: KeyboardEvent) => void;
  /** The caller's work timer (docs/product.md §17.4); null for a member with no timer. */
  work: BoardWork | null;
  /** docs/product.md §19.2: the new appointments, highlighted. */
  newIds: ReadonlySet<string>;
  /** docs/product.md §20.3: a card's "Notificar", one callback for the board; undefined: no button. */
  onNotify: ((repairId: string) => void) | undefined;
}

export interface BoardCardProps {
  repair: TRepairSummary;
  context: CardContext;
  /** Carried with the keyboard: raised, and its handle keeps the focus wherever the card is drawn. */
  isLifted: boolean;
}

/** What dnd-kit adds to a card, or nothing before it has loaded. */
interface CardFrameProps extends BoardCardProps {
  setNodeRef?: (node: HTMLElement | null) => void;
  setActivatorNodeRef?: (node: HTMLElement | null) => void;
  style?: CSSProperties;
  /** The wrapper's pointer listeners (dnd-kit's, or the press that fetches it). */
  listeners?: HTMLAttributes<HTMLDivElement>;
  /** The handle's attributes as dnd-kit gives them (its role, tab stop and description). */
  handleAttributes: HTMLAttributes<HTMLButtonElement>;
  isDragging?: boolean;
}

/**
 * A card on the board: the card, and the keyboard's handle over it. dnd-kit draws every sortable again on each step of
 * a drag: this frame is what redraws, the card inside (memoised, with props that do not change) is drawn only when its
 * repair changes or it is the one being dragged.
 */
export function CardFrame(props: CardFrameProps) {
  const { repair, context, isLifted, setNodeRef, setActivatorNodeRef, style, listeners, handleAttributes, isDragging = false } = props;
  const handleLabel = useMemo(() => context.handleLabelOf(repair), [context, repair]);
  const handle = useRef<HTMLButtonElement | null>(null);
  const handleRef = useCallback(
    (node: HTMLButtonElement | null) => {
      handle.current = node;
      setActivatorNodeRef?.(node);
    },
    [setActivatorNodeRef],
  );
  // A carried card drawn in another column (or another place of a long one) is a new element: the focus follows it.
  useLayoutEffect(() => {
    if (isLifted && handle.current && document.activeElement !== handle.current) handle.current.focus();
  }, [isLifted]);
  return (
    <div ref={setNodeRef} className={classes.sortable} data-lifted={isLifted || undefined} style={style} {...listeners}>
      <RepairCard
        repair={repair}
        currency={context.currency}
        mechanicNames={context.mechanicNames}
        isDragging={isDragging}
        isOverlay={isLifted}
        workState={context.work ? cardWorkStateOf(context.work, repair.id) : undefined}
        workView={context.work?.view}
        isNew={context.newIds.has(repair.id)}
        onNotify={context.onNotify}
      />
      {/* The keyboard's handle over the card: Space picks it up, the arrows move it, Space drops it. */}
      <button
        type="button"
        ref={handleRef}
        {...handleAttributes}
        aria-pressed={isLifted}
        data-board-handle={repair.id}
        onKeyDown={(event) => context.onHandleKeyDown(repair.id, event)}
        className={classes.handle}
        aria-roledescription={context.handleRole}
        aria-label={handleLabel}
      />
    </div>
  );
}

/** The id of the board's instructions (repairs-board.tsx), which a handle is described by until dnd-kit describes it. */
export const BOARD_INSTRUCTIONS_ID = 'board-instructions';

/** A handle's attributes as dnd-kit's useSortable gives them (its role, a tab stop, its description), before it has loaded. */
const STATIC_HANDLE: HTMLAttributes<HTMLButtonElement> = {
  role: 'button',
  tabIndex: 0,
  'aria-disabled': false,
  'aria-describedby': BOARD_INSTRUCTIONS_ID,
};

/** A press on a card before dnd-kit has loaded (hooks/use-board-dnd.ts): it fetches dnd-kit and is handed to it. */
export const CardPressContext = createContext<((id: string, event: PointerEvent) => void) | null>(null);

/** A card before dnd-kit has loaded: the same elements as a sortable one, at rest. */
export const StaticRepairCard = memo(function StaticRepairCard(props: BoardCardProps) {
  const onPress = use(CardPressContext);
  const id = props.repair.id;
  const listeners = useMemo(() => (onPress ? { onPointerDown: (event: PointerEvent) => onPress(id, event) } : undefined), [onPress, id]);
  return <CardFrame {...props} listeners={listeners} handleAttributes={STATIC_HANDLE} />;
});

export interface CardsProps {
  repairs: readonly TRepairSummary[];
  context: CardContext;
  /** The card carried with the keyboard, when it is in this column. */
  liftedId: string | null;
  /** How a card is drawn: StaticRepairCard, or dnd-kit's sortable once loaded. */
  Card: ComponentType<BoardCardProps>;
}

export function PlainCards({ repairs, context, liftedId, Card }: CardsProps) {
  return (
    <Stack gap={CARD_GAP}>
      {repairs.map((repair) => (
        <Card key={repair.id} repair={repair} context={context} isLifted={repair.id === liftedId} />
      ))}
    </Stack>
  );
}

type LongColumnCardsProps = CardsProps & { scrollElement: HTMLDivElement | null };

/** The virtualiser's cards once its chunk is here: a column drawn after that draws them at once, without Suspense. */
let loadedVirtualCards: ComponentType<LongColumnCardsProps> | undefined;

/** Fetches the long columns' virtualiser (the repairs screen asks for it once the browser is idle, decision 071). */
export const loadVirtualCards = () =>
  import('./virtual-cards').then((module) => {
    loadedVirtualCards = module.VirtualCards;
    return module;
  });

const LazyVirtualCards = lazyNamed(loadVirtualCards, 'VirtualCards');

/** How many cards a long column draws while TanStack Virtual loads: more than fit in the tallest column. */
const CARDS_BEFORE_VIRTUAL = 12;

/**
 * A long column's cards: TanStack Virtual, drawn at once when it is already here, else loaded then. Meanwhile the
 * first cards are drawn where the virtualiser puts them (one under the other) in a column as tall as it first makes it.
 */
export function LongColumnCards(props: LongColumnCardsProps) {
  const { repairs, context, liftedId, Card } = props;
  // Decided once for the column: a column that waited for the chunk keeps its Suspense boundary.
  const [VirtualCards] = useState(() => loadedVirtualCards);
  if (VirtualCards) return <VirtualCards {...props} />;
  const fallback = (
    <div style={{ height: repairs.length * (ESTIMATED_CARD_HEIGHT + CARD_GAP) - CARD_GAP }}>
      <PlainCards repairs={repairs.slice(0, CARDS_BEFORE_VIRTUAL)} context={context} liftedId={liftedId} Card={Card} />
    </div>
  );
  return (
    <Suspense fallback={fallback}>
      <LazyVirtualCards {...props} />
    </Suspense>
  );
}
