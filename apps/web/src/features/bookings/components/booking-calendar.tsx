// The booking calendar itself (issue 13 point 1), FullCalendar v7. This module is loaded only with
// the booking screen (React.lazy): FullCalendar and its styles are a chunk of their own.
import type { TBookingEvent, TDayLoad } from '@rueda/domain';
import FullCalendar, { useCalendarController } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import esLocale from '@fullcalendar/react/locales/es';
import ptLocale from '@fullcalendar/react/locales/pt';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import './booking-calendar.css';
import { Group, Stack } from '@mantine/core';
import { useCallback, useLayoutEffect, useMemo, useRef, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { dayOf, selectedDate, visibleDaysOf, type BookingSlot, type VisibleDays } from '../booking-dates';
import { bookingOfEvent, calendarEventsOf } from '../calendar-events';
import type { BookingDrop } from '../drop-booking';
import { CalendarToolbar, type CalendarView } from './calendar-toolbar';
import { DayLoadBadge } from './day-load-badge';

const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin, classicThemePlugin];
const LOCALES = { es: esLocale, pt: ptLocale };
/** docs/product.md §1: the 24-hour clock. */
const TIME_FORMAT = { hour: '2-digit', minute: '2-digit', hour12: false } as const;
/** The time grid starts at the working morning; the whole day stays reachable. */
const TIME_GRID = { scrollTime: '08:00:00' };
const VIEWS = { timeGridWeek: TIME_GRID, timeGridDay: TIME_GRID };

type CalendarProps = ComponentProps<typeof FullCalendar>;
/** The function form of an option (some also take a class name or a content value). */
type Handler<K extends keyof CalendarProps> = Extract<NonNullable<CalendarProps[K]>, (...args: never[]) => unknown>;

export interface BookingCalendarProps {
  events: readonly TBookingEvent[];
  loads: ReadonlyMap<string, TDayLoad>;
  /** The workshop's zone: the calendar's days and times are its. */
  timeZone: string;
  initialView: CalendarView;
  onDaysChange: (days: VisibleDays) => void;
  onOpenBooking: (booking: TBookingEvent) => void;
  onSelectSlot: (slot: BookingSlot) => void;
  onDrop: (drop: BookingDrop) => void;
}

const classOfLoad = (load: TDayLoad | undefined) => (load && load.state !== 'free' ? `booking-day--${load.state}` : undefined);

export default function BookingCalendar({
  events,
  loads,
  timeZone,
  initialView,
  onDaysChange,
  onOpenBooking,
  onSelectSlot,
  onDrop,
}: BookingCalendarProps) {
  // Subscribes to language changes: the calendar's names follow the switch.
  useTranslation('bookings');
  const controller = useCalendarController();
  const calendarEvents = useMemo(() => calendarEventsOf(events), [events]);
  // Every option the calendar gets keeps its identity across renders that change nothing it shows:
  // new functions in the middle of a drag (a token renewal re-renders the screen) made FullCalendar
  // drop the move without calling eventDrop. The handlers read the screen's latest callbacks.
  const latest = useRef({ onDaysChange, onOpenBooking, onSelectSlot, onDrop, timeZone });
  useLayoutEffect(() => {
    latest.current = { onDaysChange, onOpenBooking, onSelectSlot, onDrop, timeZone };
  });
  const datesSet = useCallback<Handler<'datesSet'>>((info) => latest.current.onDaysChange(visibleDaysOf(info.startStr, info.endStr)), []);
  const eventClick = useCallback<Handler<'eventClick'>>((info) => {
    info.jsEvent.preventDefault();
    latest.current.onOpenBooking(bookingOfEvent(info.event));
  }, []);
  const select = useCallback<Handler<'select'>>((info) => {
    info.view.calendar.unselect();
    latest.current.onSelectSlot({ date: selectedDate(info, latest.current.timeZone), allDay: info.allDay });
  }, []);
  const eventDrop = useCallback<Handler<'eventDrop'>>((info) => latest.current.onDrop(info), []);
  const loadOf = useCallback((date: Date) => loads.get(dayOf(date, timeZone)), [loads, timeZone]);
  const dayCellClass = useCallback<Handler<'dayCellClass'>>((info) => classOfLoad(loadOf(info.date)), [loadOf]);
  const dayCellTopContent = useCallback<Handler<'dayCellTopContent'>>(
    (info) =>
      info.view.type === 'dayGridMonth' ? (
        <Group justify="space-between" gap={4} wrap="nowrap" w="100%">
          <DayLoadBadge load={loadOf(info.date)} />
          <span>{info.dayNumberText}</span>
        </Group>
      ) : (
        true
      ),
    [loadOf],
  );
  const dayHeaderContent = useCallback<Handler<'dayHeaderContent'>>(
    (info) =>
      info.view.type.startsWith('timeGrid') ? (
        <Stack gap={2} align="center">
          <span>{info.text}</span>
          <DayLoadBadge load={loadOf(info.date)} />
        </Stack>
      ) : (
        true
      ),
    [loadOf],
  );

  return (
    <>
      <CalendarToolbar controller={controller} />
      <FullCalendar
        controller={controller}
        plugins={PLUGINS}
        className="booking-calendar"
        colorScheme="dark"
        headerToolbar={false}
        initialView={initialView}
        timeZone={timeZone}
        locale={LOCALES[currentLanguage()]}
        firstDay={1}
        eventTimeFormat={TIME_FORMAT}
        slotHeaderFormat={TIME_FORMAT}
        height="auto"
        views={VIEWS}
        nowIndicator
        dayMaxEvents
        eventDisplay="block"
        events={calendarEvents}
        editable
        eventDurationEditable={false}
        selectable
        datesSet={datesSet}
        eventClick={eventClick}
        select={select}
        eventDrop={eventDrop}
        dayCellClass={dayCellClass}
        dayCellTopContent={dayCellTopContent}
        dayHeaderContent={dayHeaderContent}
      />
    </>
  );
}
