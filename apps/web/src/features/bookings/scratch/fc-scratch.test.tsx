import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import listPlugin from '@fullcalendar/react/list';
import interactionPlugin from '@fullcalendar/react/interaction';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import esLocale from '@fullcalendar/react/locales/es';
import { render } from '@testing-library/react';
import { it } from 'vitest';

it('renders', async () => {
  const log: unknown[] = [];
  const { container } = render(
    <FullCalendar
      plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin, classicThemePlugin]}
      initialView="dayGridMonth"
      initialDate="2026-03-10"
      timeZone="America/New_York"
      locale={esLocale}
      firstDay={1}
      colorScheme="dark"
      className="booking-cal"
      headerToolbar={false}
      datesSet={(info) => log.push(['datesSet', info.startStr, info.endStr, info.start.toISOString(), info.timeZone])}
      dayCellTopContent={(info) => { if (info.dayNumberText === '10') log.push(['cell', info.date.toISOString(), info.dayNumberText]); return <span className="daynum">{info.dayNumberText}</span>; }}
      eventClass={(info) => `ev-${String(info.event.extendedProps.colour)}`}
      eventDidMount={(info) => log.push(['mount', info.event.startStr, info.event.start?.toISOString(), info.timeText])}
      events={[
        { id: 'a', title: 'Ana · Orbea', start: '2026-03-10T15:30:00.000Z', allDay: false, color: 'var(--mantine-color-red-filled)', extendedProps: { colour: 'negative' } },
        { id: 'b', title: 'Luis · BH', start: '2026-03-11', allDay: true, extendedProps: { colour: 'teal' } },
      ]}
    />,
  );
  await new Promise((r) => setTimeout(r, 300));
  console.info(JSON.stringify(log, null, 1));
  console.info(container.innerHTML.length, container.querySelectorAll('button').length, [...container.querySelectorAll('button')].map((b) => b.textContent + '|' + b.getAttribute('aria-label')).join(', '));
  const ev = container.querySelector('.ev-negative');
  console.info(ev?.outerHTML.slice(0, 300)); console.info(container.innerHTML.slice(0, 600)); console.info([...container.querySelectorAll('[data-color-scheme]')].map(e=>e.className).join(' || '));
  console.info(container.querySelector('.ev-teal')?.textContent);
});
