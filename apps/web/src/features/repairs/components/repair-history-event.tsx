// docs/product.md §20.5 and §21.4: one entry of the repair's history that is not a status change: a WhatsApp
// message (who opened or sent it, to which number, the text and, through the Cloud API, how far it got), the
// customer's answer to the estimate through the repair link, the link made or revoked, or a declined line put
// back by a member.
import { formatAmount, type TRepairEvent } from '@rueda/domain';
import { Badge, Group, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '@/lib/dates';

const DELIVERY_COLOURS = { queued: 'gray', sent: 'blue', delivered: 'teal', read: 'green', failed: 'red' } as const;

/** The entry's title, in the history's words. */
export function historyEventTitle(t: TFunction<'repairs'>, event: TRepairEvent): string {
  const name = event.actor?.name ?? '';
  const data = event.data;
  switch (data.kind) {
    case 'message':
      return t(`history.message.${data.channel}`, { name });
    case 'estimateResponse':
      return t(`history.estimate.${data.decision}`, {
        approved: data.approvedLineIds.length,
        total: data.approvedLineIds.length + data.declinedLineIds.length,
      });
    case 'linkCreated':
      // A link made with an online booking has no member as its maker (docs/product.md §22.3).
      return event.actor ? t('history.linkCreated', { name }) : t('history.linkCreatedWithBooking');
    case 'linkRevoked':
      return t('history.linkRevoked', { name });
    case 'bookedOnline':
      return t('history.bookedOnline', { day: formatDate(data.day) });
    case 'customerLinked':
      // docs/decisions/058: a member linked the online booking to an existing customer.
      return t('history.customerLinked', { customer: data.customerName, name });
    case 'lineIncluded':
      // docs/product.md §3: a member put back a line the customer had declined.
      return t('history.lineIncluded', { title: data.title, name });
  }
}

/** The colour of the entry's bullet: messages blue, the customer's answers by what they said. */
export function historyEventColour(event: TRepairEvent): string {
  if (event.data.kind === 'estimateResponse') return { approved: 'teal', partial: 'yellow', declined: 'red' }[event.data.decision];
  if (event.data.kind === 'bookedOnline' || event.data.kind === 'customerLinked') return 'violet';
  return event.data.kind === 'message' ? 'blue' : 'gray';
}

export function RepairHistoryEvent({ event, currency }: { event: TRepairEvent; currency: string }) {
  const { t } = useTranslation('repairs');
  const data = event.data;
  return (
    <>
      <Group gap="xs">
        <Text size="xs" c="dimmed">
          {formatDateTime(event.at)}
        </Text>
        {event.delivery ? (
          <Badge size="xs" variant="light" color={DELIVERY_COLOURS[event.delivery]}>
            {t(`history.delivery.${event.delivery}`)}
          </Badge>
        ) : null}
      </Group>
      {data.kind === 'message' ? (
        <>
          <Text size="xs" c="dimmed">
            {t('history.message.to', { number: data.to })}
          </Text>
          <Text size="sm" mt={2} lineClamp={4} style={{ whiteSpace: 'pre-line' }}>
            {data.body}
          </Text>
        </>
      ) : null}
      {data.kind === 'estimateResponse' ? (
        <>
          {data.comment ? (
            <Text size="sm" mt={2}>
              {t('history.estimate.comment', { comment: data.comment })}
            </Text>
          ) : null}
          {data.spendingLimitCents !== null ? (
            <Text size="sm" mt={2}>
              {t('history.estimate.limit', { amount: formatAmount(data.spendingLimitCents, currency) })}
            </Text>
          ) : null}
        </>
      ) : null}
    </>
  );
}
