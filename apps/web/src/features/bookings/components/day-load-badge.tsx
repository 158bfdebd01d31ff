// A day's load as a small badge: '3/8 h', busy in yellow, 'Completo' in red, 'Cerrado' greyed; read out
// in full. Plain elements styled like Mantine's extra-small Badge (day-load-badge.css): a month view
// draws 42 of them, again each time the loads arrive, and Mantine's Badge cost most of that redraw.
import type { TDayLoad } from '@rueda/domain';
import { useTranslation } from 'react-i18next';
import visuallyHidden from '@/components/visually-hidden.module.css';
import { hoursOf, loadLabel } from '../day-load';
import './day-load-badge.css';

export function DayLoadBadge({ load }: { load: TDayLoad | undefined }) {
  const { t, i18n } = useTranslation('bookings');
  if (!load) return null;
  const language = i18n.language;
  const label = loadLabel(load, t, language);
  let text: string;
  if (load.state === 'closed') text = t('load.closed');
  else if (load.state === 'full') text = t('load.full');
  else text = t('load.short', { booked: hoursOf(load.bookedMinutes, language), capacity: hoursOf(load.capacityMinutes, language) });
  return (
    <span className={`day-load-badge day-load-badge--${load.state}`} title={label} data-load={load.state}>
      <span aria-hidden>{text}</span>
      <span className={visuallyHidden.hidden}>{label}</span>
    </span>
  );
}
