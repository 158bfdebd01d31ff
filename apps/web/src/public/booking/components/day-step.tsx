// Step 3: the day, month by month in Monday-first weeks. Each day says in words whether it is free, full or closed;
// a day on which the chosen work does not fit (fitsOn) shows as full and, like a closed one, cannot be chosen.
import { fitsOn, type TPublicBookingDay } from '@rueda/domain';
import { Box, SimpleGrid, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { formatDay, formatMonth, mondayIndexOf, weekdayNames } from '../format';
import { useTexts } from '../texts';
import classes from './day-step.module.css';

type ShownState = 'open' | 'full' | 'closed';

function shownStateOf(day: TPublicBookingDay, workMinutes: number): ShownState {
  if (day.state === 'closed') return 'closed';
  return fitsOn(day, workMinutes) ? 'open' : 'full';
}

/** The days by month ("2026-12"), in order. */
function monthsOf(days: readonly TPublicBookingDay[]): TPublicBookingDay[][] {
  const months = new Map<string, TPublicBookingDay[]>();
  for (const day of days) {
    const month = day.day.slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), day]);
  }
  return [...months.values()];
}

export function DayStep({
  days,
  workMinutes,
  chosen,
  error,
  onChoose,
}: {
  days: readonly TPublicBookingDay[];
  workMinutes: number;
  chosen: string | null;
  error?: string;
  onChoose: (day: string) => void;
}) {
  const { t, language } = useTexts();
  const weekdays = weekdayNames(language);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('day.hint')}
      </Text>
      {monthsOf(days).map((month) => {
        const first = month[0]!.day;
        const monthTitle = formatMonth(first, language);
        return (
          <Box key={first} component="section" aria-label={monthTitle}>
            <Title order={3} size="h5" mb="xs">
              {monthTitle}
            </Title>
            <SimpleGrid cols={7} spacing={4} verticalSpacing={4}>
              {weekdays.map((name) => (
                <Text key={name} size="xs" c="dimmed" ta="center" aria-hidden="true">
                  {name}
                </Text>
              ))}
              {Array.from({ length: mondayIndexOf(first) }, (_, index) => (
                <span key={`gap-${index}`} />
              ))}
              {month.map((day) => {
                const state = shownStateOf(day, workMinutes);
                const isChosen = chosen === day.day;
                return (
                  <UnstyledButton
                    key={day.day}
                    className={classes.day}
                    data-state={state}
                    data-chosen={isChosen || undefined}
                    disabled={state !== 'open'}
                    aria-pressed={isChosen}
                    onClick={() => onChoose(day.day)}
                  >
                    {/* Read as "martes, 1 de diciembre: Libre"; seen as the day's number and its state. */}
                    <VisuallyHidden>{`${formatDay(day.day, language)}: `}</VisuallyHidden>
                    <span className={classes.number} aria-hidden="true">
                      {Number(day.day.slice(8))}
                    </span>
                    <span className={classes.state}>{t(`day.${state}`)}</span>
                  </UnstyledButton>
                );
              })}
            </SimpleGrid>
          </Box>
        );
      })}
      <Text size="xs" c="dimmed">
        {t('day.legend')}
      </Text>
      <Text fw={600} aria-live="polite">
        {chosen ? t('day.chosen', { day: formatDay(chosen, language) }) : null}
      </Text>
      {error ? (
        <Text c="red.4" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
