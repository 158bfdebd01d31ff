// A repair's status, payment, priority and notice as badges. Each has a view drawn with the caller's `t` (the
// board's cards and the list's rows draw several: one useTranslation for them all, for the board's speed,
// docs/product.md §26.1) and, for the pages that show one or two, a component that brings its own.
import type { RepairPayment, RepairStatus } from '@rueda/domain';
import { Badge, type BadgeProps } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PAYMENT_COLOURS, statusColour } from '../board';

type Props = Omit<BadgeProps, 'color' | 'children'>;
/** The repairs namespace's `t`. */
type RepairsT = TFunction<'repairs'>;

export function StatusBadgeView({ t, status, ...props }: Props & { t: RepairsT; status: RepairStatus }) {
  return (
    <Badge color={statusColour(status)} variant="light" {...props}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}

export function StatusBadge(props: Props & { status: RepairStatus }) {
  const { t } = useTranslation('repairs');
  return <StatusBadgeView t={t} {...props} />;
}

export function PaymentBadgeView({ t, payment, ...props }: Props & { t: RepairsT; payment: RepairPayment }) {
  return (
    <Badge color={PAYMENT_COLOURS[payment]} variant="light" {...props}>
      {t(`payments.${payment}`)}
    </Badge>
  );
}

export function PaymentBadge(props: Props & { payment: RepairPayment }) {
  const { t } = useTranslation('repairs');
  return <PaymentBadgeView t={t} {...props} />;
}

export function PriorityBadgeView({ t, priority, ...props }: Props & { t: RepairsT; priority: number }) {
  if (priority <= 0) return null;
  return (
    <Badge color="red" variant="filled" {...props}>
      {t('card.priority', { priority })}
    </Badge>
  );
}

export function NotifiedBadgeView({ t, notified, ...props }: Props & { t: RepairsT; notified: boolean }) {
  return (
    <Badge color={notified ? 'teal' : 'gray'} variant={notified ? 'light' : 'outline'} {...props}>
      {t(notified ? 'card.notified' : 'card.notNotified')}
    </Badge>
  );
}

export function NotifiedBadge(props: Props & { notified: boolean }) {
  const { t } = useTranslation('repairs');
  return <NotifiedBadgeView t={t} {...props} />;
}
