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
import { useMemo } from 'react';
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
/** The time grid scrolls to the working morning; the whole day stays reachable. */
const TIME_GRID = { height: 720, scrollTime: '08:00:00' };

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
  const loadOf = (date: Date) => loads.get(dayOf(date, timeZone));

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
        views={{ timeGridWeek: TIME_GRID, timeGridDay: TIME_GRID }}
        nowIndicator
        dayMaxEvents
        eventDisplay="block"
        events={calendarEvents}
        editable
        eventDurationEditable={false}
        selectable
        datesSet={(info) => onDaysChange(visibleDaysOf(info.startStr, info.endStr))}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          onOpenBooking(bookingOfEvent(info.event));
        }}
        select={(info) => {
          info.view.calendar.unselect();
          onSelectSlot({ date: selectedDate(info, timeZone), allDay: info.allDay });
        }}
        eventDrop={onDrop}
        dayCellClass={(info) => classOfLoad(loadOf(info.date))}
        dayCellTopContent={(info) =>
          info.view.type === 'dayGridMonth' ? (
            <Group justify="space-between" gap={4} wrap="nowrap" w="100%">
              <DayLoadBadge load={loadOf(info.date)} />
              <span>{info.dayNumberText}</span>
            </Group>
          ) : (
            true
          )
        }
        dayHeaderContent={(info) =>
          info.view.type.startsWith('timeGrid') ? (
            <Stack gap={2} align="center">
              <span>{info.text}</span>
              <DayLoadBadge load={loadOf(info.date)} />
            </Stack>
          ) : (
            true
          )
        }
      />
    </>
  );
}
