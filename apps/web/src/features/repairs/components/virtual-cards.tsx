// A long column's cards, only those in view (TanStack Virtual): loaded the first time a column holds more than
// VIRTUALISE_FROM cards (board-cards.tsx, decision 071), so a board of short columns never downloads it. Like
// board-dnd.tsx, it imports nothing from the board's chunk but types and the cards' sizes.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect } from 'react';
import { CARD_GAP, ESTIMATED_CARD_HEIGHT } from './board-card-sizes';
import type { CardsProps } from './board-cards';

export function VirtualCards({ repairs, context, liftedId, Card, scrollElement }: CardsProps & { scrollElement: HTMLDivElement | null }) {
  const virtualizer = useVirtualizer({
    count: repairs.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => ESTIMATED_CARD_HEIGHT,
    getItemKey: (index) => repairs[index]!.id,
    gap: CARD_GAP,
    overscan: 3,
    // React 19 warns about flushSync during render; a frame's delay while scrolling is invisible.
    useFlushSync: false,
  });
  // A card carried with the keyboard beyond the cards drawn is scrolled to, so it is drawn and keeps the focus.
  const liftedIndex = liftedId ? repairs.findIndex((repair) => repair.id === liftedId) : -1;
  useLayoutEffect(() => {
    if (liftedIndex >= 0) virtualizer.scrollToIndex(liftedIndex, { align: 'auto' });
  }, [liftedIndex, virtualizer]);
  return (
    <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
      {virtualizer.getVirtualItems().map((item) => (
        <div
          key={item.key}
          data-index={item.index}
          ref={virtualizer.measureElement}
          style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${item.start}px)` }}
        >
          <Card repair={repairs[item.index]!} context={context} isLifted={repairs[item.index]!.id === liftedId} />
        </div>
      ))}
    </div>
  );
}
