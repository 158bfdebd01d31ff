import type { CalendarController } from '@fullcalendar/react';
import { ActionIcon, Button, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The calendar's views (docs/product.md §15.4): month, week and day, and a list that fits a tablet (§28.5). */
export const CALENDAR_VIEWS = ['dayGridMonth', 'timeGridWeek', 'timeGridDay', 'listWeek'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

const VIEW_KEYS = { dayGridMonth: 'views.month', timeGridWeek: 'views.week', timeGridDay: 'views.day', listWeek: 'views.list' } as const;

/** Mantine's own buttons drive the calendar (CalendarController), in the app's language and look. */
export function CalendarToolbar({ controller }: { controller: CalendarController }) {
  const { t } = useTranslation('bookings');
  const view = controller.view;
  return (
    <Group justify="space-between" gap="sm" mb="sm">
      <Group gap="xs" wrap="nowrap">
        <ActionIcon variant="default" size="lg" aria-label={t('toolbar.previous')} onClick={() => controller.prev()}>
          <span aria-hidden>‹</span>
        </ActionIcon>
        <ActionIcon variant="default" size="lg" aria-label={t('toolbar.next')} onClick={() => controller.next()}>
          <span aria-hidden>›</span>
        </ActionIcon>
        <Button variant="default" onClick={() => controller.today()}>
          {t('toolbar.today')}
        </Button>
      </Group>
      <Title order={2} size="h4" aria-live="polite">
        {view?.title ?? ''}
      </Title>
      <Button.Group aria-label={t('toolbar.views')}>
        {CALENDAR_VIEWS.map((type) => (
          <Button
            key={type}
            variant={view?.type === type ? 'filled' : 'default'}
            aria-pressed={view?.type === type}
            onClick={() => controller.changeView(type)}
          >
            {t(VIEW_KEYS[type])}
          </Button>
        ))}
      </Button.Group>
    </Group>
  );
}
