import type { RepairPayment, RepairStatus } from '@rueda/domain';
import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAYMENT_COLOURS, statusColour } from '../board';

type Props = Omit<BadgeProps, 'color' | 'children'>;

export function StatusBadge({ status, ...props }: Props & { status: RepairStatus }) {
  const { t } = useTranslation('repairs');
  return (
    <Badge color={statusColour(status)} variant="light" {...props}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}

export function PaymentBadge({ payment, ...props }: Props & { payment: RepairPayment }) {
  const { t } = useTranslation('repairs');
  return (
    <Badge color={PAYMENT_COLOURS[payment]} variant="light" {...props}>
      {t(`payments.${payment}`)}
    </Badge>
  );
}

export function PriorityBadge({ priority, ...props }: Props & { priority: number }) {
  const { t } = useTranslation('repairs');
  if (priority <= 0) return null;
  return (
    <Badge color="red" variant="filled" {...props}>
      {t('card.priority', { priority })}
    </Badge>
  );
}

export function NotifiedBadge({ notified, ...props }: Props & { notified: boolean }) {
  const { t } = useTranslation('repairs');
  return (
    <Badge color={notified ? 'teal' : 'gray'} variant={notified ? 'light' : 'outline'} {...props}>
      {t(notified ? 'card.notified' : 'card.notNotified')}
    </Badge>
  );
}
