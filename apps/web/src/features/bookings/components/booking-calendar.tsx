// The booking calendar itself (docs/product.md §4 "The calendar", decision 026), FullCalendar v7. This module is
// loaded only with the booking screen (React.lazy): FullCalendar and its styles are a chunk of their own.
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
import { memo, useCallback, useLayoutEffect, useMemo, useRef, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, i18n } from '@/lib/i18n';
import {
  calendarDayOf,
  calendarNow,
  FIRST_DAY_OF_WEEK,
  selectedDate,
  visibleDaysOf,
  type BookingSlot,
  type VisibleDays,
} from '../booking-dates';
import { bookingOfEvent, calendarEventsOf, EVENT_ORDER, moreDayOf, monthEventsOf, type MoreEventProps } from '../calendar-events';
import type { BookingDrop } from '../drop-booking';
import { CalendarToolbar, type CalendarView } from './calendar-toolbar';
import { DayCellTop, DayHeaderLoad, DayLoadsContext } from './day-load-content';

/** Calendar dates are the workshop's wall clock held as UTC (booking-dates.ts); the zone's rules stay ours. */
const CALENDAR_ZONE = 'UTC';
const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin, classicThemePlugin];
const LOCALES = { es: esLocale, pt: ptLocale };
/** docs/product.md §1: the 24-hour clock. */
const TIME_FORMAT = { hour: '2-digit', minute: '2-digit', hour12: false } as const;
/** The time grid starts at the working morning; the whole day stays reachable. */
const TIME_GRID = { scrollTime: '08:00:00' };
/**
 * A month's day shows its first three bookings and a "+N más" link that opens the day: the month view
 * gets only those (monthEventsOf, decision 028), so it folds nothing away itself.
 */
const MONTH = { dayMaxEvents: false };
const VIEWS = { dayGridMonth: MONTH, timeGridWeek: TIME_GRID, timeGridDay: TIME_GRID };

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
  /** docs/product.md §32.2: bookings are opened, never made or moved (a chain's administrator reading the workshop). */
  readOnly?: boolean;
}

/** Runs `work` once the next frame is painted: a task queued from requestAnimationFrame runs after that frame. */
function afterNextPaint(work: () => void): void {
  let hasRun = false;
  const run = () => {
    if (hasRun) return;
    hasRun = true;
    work();
  };
  requestAnimationFrame(() => setTimeout(run, 0));
  // A hidden tab draws no frames; what waits for one must not wait for ever.
  setTimeout(run, 250);
}

// The day's load is drawn by components that read it from DayLoadsContext (day-load-content.tsx), so
// these renderers never change: the loads' arrival does not redraw the calendar.
const dayCellTopContent: Handler<'dayCellTopContent'> = (info) =>
  info.view.type === 'dayGridMonth' ? <DayCellTop day={calendarDayOf(info.date)} dayNumberText={info.dayNumberText} /> : true;
const dayHeaderContent: Handler<'dayHeaderContent'> = (info) =>
  info.view.type.startsWith('timeGrid') ? <DayHeaderLoad day={calendarDayOf(info.date)} text={info.text} /> : true;

/** The screen re-renders on every answer and dialog; the calendar only when what it shows changes. */
export default memo(function BookingCalendar({
  events,
  loads,
  timeZone,
  initialView,
  onDaysChange,
  onOpenBooking,
  onSelectSlot,
  onDrop,
  readOnly = false,
}: BookingCalendarProps) {
  // Subscribes to language changes: the calendar's names follow the switch.
  const { t } = useTranslation('bookings');
  const controller = useCalendarController();
  const isMonth = (controller.view?.type ?? initialView) === 'dayGridMonth';
  const calendarEvents = useMemo(
    () => (isMonth ? monthEventsOf(events, timeZone, (hidden) => t('more.text', { count: hidden })) : calendarEventsOf(events, timeZone)),
    [events, timeZone, isMonth, t],
  );
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
    const moreDay = moreDayOf(info.event);
    if (moreDay) info.view.calendar.changeView('timeGridDay', moreDay);
    else latest.current.onOpenBooking(bookingOfEvent(info.event));
  }, []);
  const select = useCallback<Handler<'select'>>((info) => {
    info.view.calendar.unselect();
    latest.current.onSelectSlot({ date: selectedDate(info, latest.current.timeZone), allDay: info.allDay });
  }, []);
  // FullCalendar has already moved the booking when it calls eventDrop; the save (its request, its
  // answer's checks, the toast, the refetch) waits until that move is painted, not before it.
  const eventDrop = useCallback<Handler<'eventDrop'>>((info) => afterNextPaint(() => latest.current.onDrop(info)), []);
  // A "+N más" link says what it opens, to the pointer and to a screen reader: its title is read after its
  // text (an aria-label instead would hide the text it shows, WCAG 2.5.3).
  const eventDidMount = useCallback<Handler<'eventDidMount'>>((info) => {
    const { total } = info.event.extendedProps as Partial<MoreEventProps>;
    if (total === undefined) return;
    info.el.setAttribute('title', i18n.t('bookings:more.hint', { total }));
  }, []);
  // The calendar runs in UTC: its today and its now indicator are the workshop's clock.
  const now = useCallback(() => calendarNow(latest.current.timeZone), []);

  return (
    <DayLoadsContext value={loads}>
      <CalendarToolbar controller={controller} />
      <FullCalendar
        controller={controller}
        plugins={PLUGINS}
        className="booking-calendar"
        colorScheme="dark"
        headerToolbar={false}
        initialView={initialView}
        timeZone={CALENDAR_ZONE}
        now={now}
        locale={LOCALES[currentLanguage()]}
        // FullCalendar's es and pt locales leave the day view's label of the timed rows in English ('Timed').
        timedText={i18n.t('bookings:calendar.timed')}
        firstDay={FIRST_DAY_OF_WEEK}
        eventTimeFormat={TIME_FORMAT}
        slotHeaderFormat={TIME_FORMAT}
        height="auto"
        views={VIEWS}
        nowIndicator
        dayMaxEvents
        eventDisplay="block"
        eventOrder={EVENT_ORDER}
        events={calendarEvents}
        editable={!readOnly}
        eventDurationEditable={false}
        selectable={!readOnly}
        datesSet={datesSet}
        eventClick={eventClick}
        select={select}
        eventDrop={eventDrop}
        eventDidMount={eventDidMount}
        dayCellTopContent={dayCellTopContent}
        dayHeaderContent={dayHeaderContent}
      />
    </DayLoadsContext>
  );
});
