// The customer's answer once given (docs/product.md §21.3): thanks, when it was given, each line approved or declined,
// the comment and the spending limit.
import { formatAmount, type TPublicRepair, type TRepairLinkResponse } from '@rueda/domain';
import { Alert, Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { formatLongDateTime } from '../format';
import { useTexts } from '../texts';

const DECISION_COLOURS = { approved: 'teal', declined: 'red', partial: 'yellow' } as const;

export function EstimateAnswer({
  response,
  currency,
  timeZone,
  hasJustAnswered,
}: {
  response: TRepairLinkResponse;
  currency: TPublicRepair['estimate']['currency'];
  /** The workshop's: when the answer was given is told on its clock. */
  timeZone: string;
  hasJustAnswered: boolean;
}) {
  const { t, language } = useTexts();
  const thanks = useRef<HTMLDivElement>(null);
  const approved = new Set(response.approvedLineIds);
  // The answer just sent: focus the thanks, so a screen reader says it and the keyboard starts from there.
  useEffect(() => {
    if (hasJustAnswered) thanks.current?.focus();
  }, [hasJustAnswered]);
  return (
    <Stack gap="sm">
      {hasJustAnswered ? (
        <Alert color="teal" role="status" ref={thanks} tabIndex={-1}>
          {t('answered.thanks')}
        </Alert>
      ) : null}
      <Title order={3} size="h5">
        {t('answered.title')}
      </Title>
      <Group gap="xs">
        <Badge color={DECISION_COLOURS[response.decision]} variant="light" size="lg">
          {t(`answered.${response.decision}`)}
        </Badge>
        <Text size="sm" c="dimmed">
          {t('answered.at', { date: formatLongDateTime(response.answeredAt, language, timeZone) })}
        </Text>
      </Group>
      {response.lines.length > 0 ? (
        <List listStyleType="none" spacing={4}>
          {response.lines.map((line) => (
            <List.Item key={line.id}>
              <Text span td={approved.has(line.id) ? undefined : 'line-through'} c={approved.has(line.id) ? undefined : 'dimmed'}>
                {t('estimate.line', { quantity: line.quantity, title: line.title })} ·{' '}
                {formatAmount(line.price * line.quantity, currency.code)}
              </Text>{' '}
              <Text span size="sm" c={approved.has(line.id) ? 'teal' : 'red'}>
                {t(approved.has(line.id) ? 'answered.approvedLine' : 'answered.declinedLine')}
              </Text>
            </List.Item>
          ))}
        </List>
      ) : null}
      {response.comment ? <Text size="sm">{t('answered.comment', { comment: response.comment })}</Text> : null}
      {response.spendingLimitCents !== null ? (
        <Text size="sm">{t('answered.limit', { amount: formatAmount(response.spendingLimitCents, currency.code) })}</Text>
      ) : null}
    </Stack>
  );
}
