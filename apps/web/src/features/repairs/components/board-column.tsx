// A column of the repairs board (repairs-board.tsx): its title, its count and its cards, drawn the same way before
// dnd-kit has loaded (StaticColumns) and after it (board-dnd.tsx's columns, which add the drop target): decision 071.
import type { RepairStatus, TRepairSummary } from '@rueda/domain';
import { Badge, Group, Paper, Text, Title } from '@mantine/core';
import { memo, useCallback, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { statusColour } from '../board';
import { LongColumnCards, PlainCards, StaticRepairCard, VIRTUALISE_FROM, type BoardCardProps, type CardContext } from './board-cards';

export const COLUMN_WIDTH = 288;

export interface BoardColumnProps {
  status: RepairStatus;
  repairs: readonly TRepairSummary[];
  isReorderable: boolean;
  context: CardContext;
  /** The card carried with the keyboard, when it is in this column. */
  liftedId: string | null;
}

interface ColumnFrameProps extends BoardColumnProps {
  isOver: boolean;
  setDroppableRef?: (node: HTMLElement | null) => void;
  Card: ComponentType<BoardCardProps>;
  /** Around the cards: dnd-kit's SortableContext once it has loaded. */
  wrapCards?: (cards: ReactNode) => ReactNode;
}

const asTheyAre = (cards: ReactNode) => cards;

export const ColumnFrame = memo(function ColumnFrame({
  status,
  repairs,
  context,
  liftedId,
  isOver,
  setDroppableRef,
  Card,
  wrapCards = asTheyAre,
}: ColumnFrameProps) {
  const { t } = useTranslation('repairs');
  // State, not a ref: the virtualiser (a child) sets up before a parent's ref is attached, and must
  // render again once the scrolling element exists.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const scrollRef = useCallback(
    (node: HTMLDivElement | null) => {
      setDroppableRef?.(node);
      setScrollElement(node);
    },
    [setDroppableRef],
  );
  const titleId = `board-column-${status}`;
  const colour = statusColour(status);
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      data-status={status}
      withBorder
      radius="md"
      bg="dark.8"
      style={{
        width: COLUMN_WIDTH,
        flex: `0 0 ${COLUMN_WIDTH}px`,
        display: 'flex',
        flexDirection: 'column',
        borderTop: `4px solid var(--mantine-color-${colour}-6)`,
        outline: isOver ? '2px solid var(--mantine-color-indigo-5)' : undefined,
      }}
    >
      <Group justify="space-between" px="sm" py="xs" wrap="nowrap">
        <Title order={2} size="h6" id={titleId}>
          {t(`statuses.${status}`)}
        </Title>
        <Badge color={colour} variant="light" size="sm" aria-label={t('board.columnCount', { count: repairs.length })}>
          {repairs.length}
        </Badge>
      </Group>
      <div
        ref={scrollRef}
        data-testid={`column-${status}`}
        style={{ overflowY: 'auto', padding: '0 8px 8px', height: 'max(360px, calc(100dvh - 390px))' }}
      >
        {wrapCards(
          repairs.length === 0 ? (
            <Text size="xs" c="dimmed" ta="center" py="lg">
              {t('board.emptyColumn')}
            </Text>
          ) : repairs.length > VIRTUALISE_FROM ? (
            <LongColumnCards repairs={repairs} context={context} liftedId={liftedId} Card={Card} scrollElement={scrollElement} />
          ) : (
            <PlainCards repairs={repairs} context={context} liftedId={liftedId} Card={Card} />
          ),
        )}
      </div>
    </Paper>
  );
});

export interface BoardColumnsProps {
  statuses: readonly RepairStatus[];
  /** The board as shown (with the card carried with the keyboard where the keys have put it). */
  columns: Readonly<Record<RepairStatus, readonly TRepairSummary[]>>;
  isReorderable: boolean;
  context: CardContext;
  lifted: { id: string; status: RepairStatus } | null;
}

/** The columns before dnd-kit has loaded: the same frames and cards, with no drop target yet. */
export function StaticColumns({ statuses, columns, isReorderable, context, lifted }: BoardColumnsProps) {
  return statuses.map((status) => (
    <ColumnFrame
      key={status}
      status={status}
      repairs={columns[status]}
      isReorderable={isReorderable}
      context={context}
      liftedId={lifted?.status === status ? lifted.id : null}
      isOver={false}
      Card={StaticRepairCard}
    />
  ));
}
