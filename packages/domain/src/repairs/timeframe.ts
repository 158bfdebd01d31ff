// The repairs screen's timeframe (docs/product.md §4; §3 client-side state "timeframe (default
// monthly)", §7 "repairs of a workshop with an optional state.created range filter").
//
// Weekly, monthly and yearly are rolling windows ending now (the last 7 days, the last month, the
// last 12 months), so a repair that came in on the 30th does not vanish from the board on the 1st.
// They start at midnight, so everyone in the workshop asks for the same range all day (and the
// server's list cache answers them all from one computation). Today is one of their days: a week is
// today and the six days before it (22/11–28/11), a month starts the day after the same day a month
// ago (29/10–28/11), a year the day after the same day a year ago: no window holds an extra day.
import { DEFAULT_REPAIRS_TIMEFRAME } from '../constants.ts';

export const TIMEFRAMES = ['weekly', 'monthly', 'yearly', 'all', 'custom'] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];
export const DEFAULT_TIMEFRAME: Timeframe = DEFAULT_REPAIRS_TIMEFRAME;

export interface CreatedRange {
  /** Inclusive, ISO 8601. */
  from?: string;
  /** Exclusive, ISO 8601. */
  to?: string;
}

/** A custom range's days, as `YYYY-MM-DD` in the user's calendar; both days are included. */
export interface CustomDays {
  from: string;
  to: string;
}

function localDayStart(day: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Midnight of the day after the same day `months` months before `today` (the last day of a shorter month). */
function dayAfterMonthsBefore(today: Date, months: number): Date {
  const first = new Date(today.getFullYear(), today.getMonth() - months, 1);
  const lastDay = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
  return new Date(first.getFullYear(), first.getMonth(), Math.min(today.getDate(), lastDay) + 1);
}

/**
 * The `state.created` range a timeframe covers at `now`, in the runtime's local time. A custom range
 * with its days reversed is read the right way round; an unreadable one covers everything.
 */
export function timeframeRange(timeframe: Timeframe, now: Date, custom?: CustomDays): CreatedRange {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  switch (timeframe) {
    case 'weekly':
      start.setDate(start.getDate() - 6);
      return { from: start.toISOString() };
    case 'monthly':
      return { from: dayAfterMonthsBefore(start, 1).toISOString() };
    case 'yearly':
      return { from: dayAfterMonthsBefore(start, 12).toISOString() };
    case 'all':
      return {};
    case 'custom': {
      const a = custom ? localDayStart(custom.from) : undefined;
      const b = custom ? localDayStart(custom.to) : undefined;
      if (!a || !b) return {};
      const [first, last] = a <= b ? [a, b] : [b, a];
      const end = new Date(last.getTime());
      end.setDate(end.getDate() + 1);
      return { from: first.toISOString(), to: end.toISOString() };
    }
  }
}
