// What the calendars and date pickers are told of the interface's dates (docs/product.md §1), without dayjs:
// the providers around every page need these two values, not the formatting in lib/dates.ts (decision 041).
import type { Language } from '@rueda/domain';

/** 0 is Sunday, 1 is Monday: the value Mantine's DatesProvider and calendars take as firstDayOfWeek. */
export const FIRST_DAY_OF_WEEK = 1;

/** The dayjs locale of each interface language. */
export const DAYJS_LOCALES: Record<Language, string> = { es: 'es', pt: 'pt' };
