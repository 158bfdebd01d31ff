import '@mantine/dates/styles.css';
import { DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DAYJS_LOCALES, FIRST_DAY_OF_WEEK } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';

/** The repairs screens' date pickers: the interface's language, weeks from Monday (SPEC.md §1). */
export function RepairsDatesProvider({ children }: { children: ReactNode }) {
  // Re-render on a language switch so the calendars follow it.
  useTranslation();
  return <DatesProvider settings={{ locale: DAYJS_LOCALES[currentLanguage()], firstDayOfWeek: FIRST_DAY_OF_WEEK, weekendDays: [0, 6] }}>{children}</DatesProvider>;
}
