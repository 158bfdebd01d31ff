// The customer's answer to the estimate through the link (docs/product.md §21.3): the decision, each line approved
// or declined, their comment and the spending limit they set.
import { formatAmount, type TRepairLinkResponse } from '@rueda/domain';
import { Badge, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/dates';

const DECISION_COLOURS = { approved: 'teal', declined: 'red', partial: 'yellow' } as const;

export function RepairLinkAnswer({ response, currency }: { response: TRepairLinkResponse; currency: string }) {
  const { t } = useTranslation('repair-link');
  const approved = new Set(response.approvedLineIds);
  return (
    <Stack gap="xs" aria-label={t('answer.label')} role="group">
      <Group gap="xs">
        <Badge color={DECISION_COLOURS[response.decision]} variant="light">
          {t(`answer.${response.decision}`)}
        </Badge>
        <Text size="xs" c="dimmed">
          {t('answer.at', { date: formatDateTime(response.answeredAt) })}
        </Text>
      </Group>
      {response.lines.length > 0 ? (
        <List size="sm" spacing={2} listStyleType="none" aria-label={t('answer.lines')}>
          {response.lines.map((line) => (
            <List.Item key={line.id}>
              <Text size="sm" span c={approved.has(line.id) ? undefined : 'dimmed'} td={approved.has(line.id) ? undefined : 'line-through'}>
                {t('answer.line', {
                  quantity: line.quantity,
                  title: line.title,
                  amount: formatAmount(line.price * line.quantity, currency),
                })}
              </Text>{' '}
              <Text size="xs" span c={approved.has(line.id) ? 'teal' : 'red'}>
                {t(approved.has(line.id) ? 'answer.approvedLine' : 'answer.declinedLine')}
              </Text>
            </List.Item>
          ))}
        </List>
      ) : null}
      {response.comment ? <Text size="sm">{t('answer.comment', { comment: response.comment })}</Text> : null}
      <Text size="sm">
        {response.spendingLimitCents === null
          ? t('answer.noLimit')
          : t('answer.limit', { amount: formatAmount(response.spendingLimitCents, currency) })}
      </Text>
    </Stack>
  );
}
