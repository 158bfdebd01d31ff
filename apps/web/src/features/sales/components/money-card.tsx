// docs/product.md §29.5: the card a repair's or a document's money stands in: its title, the balance read from the
// server (salesPaymentsList), "loading" while it comes and a retry when it cannot be read, then what the caller draws.
import type { TSalesBalance } from '@rueda/domain';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSalesBalance } from '../api/list-payments';

export interface MoneyCardProps {
  /** Whose money: a repair's or a document's. */
  owner: { repairId: string } | { documentId: string };
  title: string;
  /** The title's id, which names the card's region. */
  titleId: string;
  size: 'h4' | 'h5';
  children: (balance: TSalesBalance) => ReactNode;
}

export function MoneyCard({ owner, title, titleId, size, children }: MoneyCardProps) {
  const { t } = useTranslation('sales');
  const balance = useSalesBalance(owner);
  function body() {
    if (balance.isPending) return <Text c="dimmed">{t('payments.loading')}</Text>;
    if (balance.isError)
      return (
        <Group gap="sm">
          <Text size="sm" c="red" role="alert">
            {t('payments.loadFailed')}
          </Text>
          <Button variant="light" color="red" size="xs" onClick={() => void balance.refetch()}>
            {t('retry')}
          </Button>
        </Group>
      );
    return children(balance.data);
  }
  return (
    <Card withBorder padding={size === 'h4' ? 'lg' : 'md'} radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size={size} id={titleId}>
          {title}
        </Title>
        {body()}
      </Stack>
    </Card>
  );
}
