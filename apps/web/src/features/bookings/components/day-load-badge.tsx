import type { TDayLoad } from '@rueda/domain';
import { Badge, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hoursOf, loadLabel, LOAD_COLOURS } from '../day-load';

const VARIANTS = { closed: 'outline', free: 'light', busy: 'light', full: 'filled' } as const;

/** A day's load: '3/8 h', busy in yellow, 'Completo' in red, 'Cerrado' greyed; read out in full. */
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
    <Badge
      size="xs"
      radius="sm"
      tt="none"
      variant={VARIANTS[load.state]}
      color={LOAD_COLOURS[load.state]}
      title={label}
      data-load={load.state}
    >
      <span aria-hidden>{text}</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </Badge>
  );
}
