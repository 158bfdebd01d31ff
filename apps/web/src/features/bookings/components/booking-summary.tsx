import { REPAIR_VERSION, type TBookingEvent } from '@rueda/domain';
import { Anchor, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useBikeLabel } from '@/lib/bike-label';
import { StatusBadge } from '@/features/repairs';
import { eventStartInstant, formatInZone } from '../booking-dates';
import { workLabel } from '../day-load';
import type { ConfirmOverCapacity } from '../over-capacity';
import { BookingStatusForm, type BookingStatus } from './booking-status-form';

export interface BookingSummaryProps {
  /** The booking shown; kept while the modal closes. */
  booking: TBookingEvent | null;
  opened: boolean;
  timeZone: string;
  confirmOverCapacity: ConfirmOverCapacity;
  onClose: () => void;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

/** The repair page, or the legacy page for a repair stored before version 4 (as the repairs list links it). */
function repairHref(booking: TBookingEvent): string {
  return booking.storedVersion < REPAIR_VERSION ? paths.app.legacyRepair.getHref(booking.id) : paths.app.repair.getHref(booking.id);
}

function SummaryBody({
  booking,
  timeZone,
  confirmOverCapacity,
  onClose,
}: Omit<BookingSummaryProps, 'booking' | 'opened'> & { booking: TBookingEvent }) {
  const { t, i18n } = useTranslation('bookings');
  const bikeLabel = useBikeLabel();
  const [action, setAction] = useState<BookingStatus | null>(null);

  if (action) {
    return (
      <BookingStatusForm
        booking={booking}
        status={action}
        timeZone={timeZone}
        confirmOverCapacity={confirmOverCapacity}
        onDone={onClose}
        onCancel={() => setAction(null)}
      />
    );
  }

  const { customer, bike } = booking;
  const name = [customer.name, customer.surname].filter(Boolean).join(' ');
  const bikeName = bikeLabel(bike);
  return (
    <Stack gap="md">
      <Group gap="xs">
        <StatusBadge status={booking.status} />
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        <Fact label={t('summary.customer')}>{name || t('summary.none')}</Fact>
        <Fact label={t('summary.phone')}>
          {customer.phone ? <Anchor href={`tel:${customer.phone.replace(/[^+\d]/g, '')}`}>{customer.phone}</Anchor> : t('summary.none')}
        </Fact>
        <Fact label={t('summary.bike')}>{bikeName || t('summary.none')}</Fact>
        <Fact label={t('summary.date')}>
          {formatInZone(eventStartInstant(booking, timeZone), timeZone, i18n.language, !booking.allDay)}
        </Fact>
        <Fact label={t('summary.work')}>{workLabel(booking.workMinutes, t)}</Fact>
      </SimpleGrid>
      <Fact label={t('summary.observations')}>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {booking.booking.observations || t('summary.none')}
        </Text>
      </Fact>
      <Group justify="space-between" gap="sm">
        <Anchor component={Link} to={repairHref(booking)} size="sm">
          {t('summary.openRepair')}
        </Anchor>
        <Group gap="sm">
          <Button variant="light" color="orange" onClick={() => setAction('postponed')}>
            {t('summary.postpone')}
          </Button>
          <Button variant="light" color="green" onClick={() => setAction('confirmed')}>
            {t('summary.confirm')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

/** Clicking an event (docs/product.md §15.4): who, which bike, when, what work; confirm or postpone; the repair one click away. */
export function BookingSummary({ booking, opened, timeZone, confirmOverCapacity, onClose }: BookingSummaryProps) {
  const { t } = useTranslation('bookings');
  return (
    <Modal
      opened={opened && booking !== null}
      onClose={onClose}
      title={booking?.title ?? ''}
      size="lg"
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      {booking ? (
        <SummaryBody key={booking.id} booking={booking} timeZone={timeZone} confirmOverCapacity={confirmOverCapacity} onClose={onClose} />
      ) : null}
    </Modal>
  );
}
