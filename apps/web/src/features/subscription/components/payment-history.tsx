import type { TPayment } from '@rueda/domain';
import { Anchor, Badge, Card, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { currentLanguage } from '@/lib/i18n';
import { formatAmount, formatLongDate } from '../subscription-state';

const STATUS_COLORS: Record<TPayment['status'], string> = {
  succeeded: 'teal',
  failed: 'red',
  requires_action: 'yellow',
  processing: 'blue',
};

/** The payments, newest first, each with its status and its invoice (decision 014). */
export function PaymentHistory({ payments, limit, title }: { payments: readonly TPayment[]; limit?: number; title?: string }) {
  const { t } = useTranslation('billing');
  const language = currentLanguage();
  const shown = limit === undefined ? payments : payments.slice(0, limit);
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {title ?? t('history.title')}
        </Title>
        {shown.length === 0 ? (
          <Text c="dimmed">{t('history.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table aria-label={title ?? t('history.title')} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('history.date')}</Table.Th>
                  <Table.Th>{t('history.amount')}</Table.Th>
                  <Table.Th>{t('history.status')}</Table.Th>
                  <Table.Th>{t('history.invoice')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((payment) => (
                  <Table.Tr key={payment.id}>
                    <Table.Td>{formatLongDate(payment.date, language)}</Table.Td>
                    <Table.Td>{formatAmount(payment.amount, payment.currency)}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={STATUS_COLORS[payment.status]}>
                        {t(`history.statuses.${payment.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {payment.invoiceId ? (
                        <Anchor component={Link} to={paths.app.invoice.getHref(payment.invoiceId)}>
                          {payment.invoiceNumber ?? t('history.invoice')}
                        </Anchor>
                      ) : (
                        <Text size="sm" c="dimmed">
                          {payment.failureReason ?? '—'}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
