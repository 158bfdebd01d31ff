// Each day's load inside FullCalendar's day cells and headers (docs/product.md §15.2). The loads reach these
// through a context, not through the calendar's options: a new loads map (the capacity's answer, after
// every write) then re-renders these few dozen components, while a changed option would make
// FullCalendar draw every cell and event again.
import type { TDayLoad } from '@rueda/domain';
import { createContext, memo, useContext } from 'react';
import { DayLoadBadge } from './day-load-badge';
import './day-load-content.css';

/** Each day's load by its day (YYYY-MM-DD, the workshop's). */
export const DayLoadsContext = createContext<ReadonlyMap<string, TDayLoad>>(new Map());

const useDayLoad = (day: string) => useContext(DayLoadsContext).get(day);

/**
 * A month cell's top: the load's badge and the day's number. Its props are plain values, so the
 * cell's other redraws (events arriving, a drag) leave it alone; plain elements, not Mantine's layout
 * components, for the same reason as the badge's (day-load-badge.tsx).
 */
export const DayCellTop = memo(function DayCellTop({ day, dayNumberText }: { day: string; dayNumberText: string }) {
  return (
    <div className="day-cell-top">
      <DayLoadBadge load={useDayLoad(day)} />
      <span>{dayNumberText}</span>
    </div>
  );
});

/** A week or day view's column header: the day's name and its load. */
export const DayHeaderLoad = memo(function DayHeaderLoad({ day, text }: { day: string; text: string }) {
  return (
    <div className="day-header-load">
      <span>{text}</span>
      <DayLoadBadge load={useDayLoad(day)} />
    </div>
  );
});
