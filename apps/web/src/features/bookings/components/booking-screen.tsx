// The booking screen (docs/product.md §15): the calendar of the workshop's repairs by their booking date, each
// day's load, booking by selecting a slot, moving by dragging, and the hours for admins and managers.
import { DEFAULT_TIME_ZONE, type TBookingEvent } from '@rueda/domain';
import { Alert, Button, Group, Loader, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useIsFetching } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { usePermission } from '@/features/auth';
import { Page } from '@/features/shell';
import { useBookingsCapacity } from '../api/get-capacity';
import { useBookingsList } from '../api/list-bookings';
import { bookingsKeys } from '../api/query-keys';
import { calendarNow, dayOf, initialVisibleDays, rangeOf, type BookingRange, type BookingSlot, type VisibleDays } from '../booking-dates';
import type { BookingDrop } from '../drop-booking';
import { loadsByDay } from '../day-load';
import { useBookingDrop } from '../hooks/use-booking-drop';
import { useOverCapacityConfirm } from '../hooks/use-over-capacity-confirm';
import { BookingIntake } from './booking-intake';
import { BookingSettingsModal } from './booking-settings-modal';
import { BookingSummary } from './booking-summary';
import { CalendarLegend } from './calendar-legend';

// FullCalendar comes only with this screen, in a chunk of its own.
const BookingCalendar = lazy(() => import('./booking-calendar'));

/** Before the first answer: one empty list, so that the calendar's props keep their identity. */
const NO_EVENTS: readonly TBookingEvent[] = [];

/** A tablet (or anything this narrow) starts on the list, which fits it (docs/product.md §28.5). */
const NARROW_QUERY = '(max-width: 900px)';

function CalendarLoading() {
  const { t } = useTranslation('bookings');
  return (
    <Stack gap="sm" role="status" aria-label={t('loadingCalendar')}>
      <Skeleton height={36} />
      <Skeleton height={480} />
    </Stack>
  );
}

/**
 * The spinner beside the description while the calendar's queries refresh. A component of its own:
 * their fetching states (two on and two off after every write) re-render it, not the whole screen.
 */
function Refreshing({ range }: { range: BookingRange | null }) {
  const { t } = useTranslation('bookings');
  const fetching = useIsFetching({ queryKey: bookingsKeys.list(range) }) + useIsFetching({ queryKey: bookingsKeys.capacity(range) });
  return fetching > 0 ? <Loader size={12} aria-label={t('refreshing')} /> : null;
}

export function BookingScreen() {
  const { t } = useTranslation('bookings');
  const isNarrow = useMediaQuery(NARROW_QUERY, false, { getInitialValueInEffect: false });
  const maySetHours = usePermission('bookings.settings');
  const mayBook = usePermission('bookings.manage');
  const initialView = isNarrow ? 'listWeek' : 'dayGridMonth';
  // The first days are asked for while FullCalendar's chunk loads, not once it has run and said which they are
  // (docs/decisions/069): the same days, so its datesSet finds the query under way.
  const [days, setDays] = useState<VisibleDays | null>(() => initialVisibleDays(initialView, calendarNow(DEFAULT_TIME_ZONE).slice(0, 10)));
  const [timeZone, setTimeZone] = useState(DEFAULT_TIME_ZONE);
  const range = useMemo(() => (days ? rangeOf(days, timeZone) : null), [days, timeZone]);
  const list = useBookingsList(range);
  const capacity = useBookingsCapacity(range);
  // The calendar counts days in the workshop's zone, which the list's answer gives.
  const workshopZone = list.data?.timeZone;
  if (workshopZone && workshopZone !== timeZone) setTimeZone(workshopZone);

  const events = list.data?.events;
  const loads = useMemo(() => loadsByDay(capacity.data?.days), [capacity.data]);
  const overCapacity = useOverCapacityConfirm();
  const onDrop = useBookingDrop(timeZone, overCapacity.confirm);

  const [booking, setBooking] = useState<TBookingEvent | null>(null);
  const [isSummaryOpen, summary] = useDisclosure(false);
  const [slot, setSlot] = useState<BookingSlot | null>(null);
  const [isIntakeOpen, intake] = useDisclosure(false);
  const [isSettingsOpen, settings] = useDisclosure(false);

  // Stable handlers: the calendar is memoised and skips the screen's many re-renders (each answer,
  // each dialog) as long as its props keep their identity.
  const openSummary = summary.open;
  const onOpenBooking = useCallback(
    (next: TBookingEvent) => {
      setBooking(next);
      openSummary();
    },
    [openSummary],
  );
  const openIntake = intake.open;
  const onSelectSlot = useCallback(
    (next: BookingSlot) => {
      setSlot(next);
      openIntake();
    },
    [openIntake],
  );
  const onCalendarDrop = useCallback((drop: BookingDrop) => void onDrop(drop), [onDrop]);

  // A modal the over-capacity question is asked from stays open under it (Mantine closes every modal on Escape).
  const closeUnlessAsking = (close: () => void) => () => {
    if (!overCapacity.isAsking()) close();
  };

  const hasFailed = (list.isError && !list.data) || (capacity.isError && !capacity.data);
  const isEmpty = list.isSuccess && !list.isPlaceholderData && events?.length === 0;

  return (
    <Page
      title={t('title')}
      description={
        <Group gap="xs" component="span">
          <span>{t(mayBook ? 'description' : 'descriptionReadOnly')}</span>
          <Refreshing range={range} />
        </Group>
      }
      actions={
        maySetHours ? (
          <Button variant="default" onClick={settings.open}>
            {t('settings.open')}
          </Button>
        ) : null
      }
    >
      <Stack gap="md">
        {hasFailed ? (
          <LoadError
            title={t('errors.loadFailed')}
            description={t('errors.loadFailedDescription')}
            retryLabel={t('actions.retry')}
            onRetry={() => {
              void list.refetch();
              void capacity.refetch();
            }}
          />
        ) : null}
        {isEmpty ? (
          <Alert color="gray" variant="light" title={t('empty.title')} role="status">
            <Text size="sm">{t('empty.hint')}</Text>
          </Alert>
        ) : null}
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          <Suspense fallback={<CalendarLoading />}>
            <BookingCalendar
              events={events ?? NO_EVENTS}
              loads={loads}
              timeZone={timeZone}
              initialView={initialView}
              onDaysChange={setDays}
              onOpenBooking={onOpenBooking}
              onSelectSlot={onSelectSlot}
              onDrop={onCalendarDrop}
              readOnly={!mayBook}
            />
          </Suspense>
        </Paper>
        <CalendarLegend />
      </Stack>

      <BookingSummary
        booking={booking}
        opened={isSummaryOpen}
        timeZone={timeZone}
        confirmOverCapacity={overCapacity.confirm}
        onClose={closeUnlessAsking(summary.close)}
      />
      <BookingIntake
        slot={slot}
        opened={isIntakeOpen}
        load={slot ? loads.get(dayOf(slot.date, timeZone)) : undefined}
        timeZone={timeZone}
        confirmOverCapacity={overCapacity.confirm}
        onClose={closeUnlessAsking(intake.close)}
      />
      {maySetHours ? <BookingSettingsModal opened={isSettingsOpen} onClose={settings.close} /> : null}
      {overCapacity.dialog}
    </Page>
  );
}
