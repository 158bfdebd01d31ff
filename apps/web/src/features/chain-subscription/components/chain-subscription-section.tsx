// docs/product.md §32.6: "Suscripción de la cadena" on the chain's view. Its state, the workshops it covers (each one's
// own subscription when it still runs), the price per workshop and per period, starting it (a checkout for every
// workshop), cancelling at the period's end after a confirmation or resuming, and its invoices as PDFs.
import { FunctionError, formatAmount, type TChainSubscription } from '@rueda/domain';
import { Alert, Badge, Button, Group, List, Modal, Paper, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { formatDate } from '@/lib/dates';
import { useChainCheckout, useChainRenewal, useChainSubscription, useDownloadChainInvoice } from '../api/chain-subscription';

const STATE_COLORS: Record<TChainSubscription['state'], string> = {
  none: 'gray',
  incomplete: 'yellow',
  active: 'green',
  expired: 'red',
  canceled: 'gray',
};

const reasonOf = (error: unknown) =>
  error instanceof FunctionError ? (error.details as { reason?: string } | undefined)?.reason : undefined;

export function ChainSubscriptionSection() {
  const { t } = useTranslation('chain');
  const [params] = useSearchParams();
  const subscription = useChainSubscription(params.get('subscription') === 'done');
  const checkout = useChainCheckout();
  const renewal = useChainRenewal();
  const download = useDownloadChainInvoice();
  const [confirming, setConfirming] = useState(false);

  let body;
  if (subscription.isPending) {
    body = (
      <Stack gap="sm" role="status" aria-label={t('subscription.loading')}>
        <Skeleton height={18} width="40%" />
        <Skeleton height={60} />
      </Stack>
    );
  } else if (subscription.isError) {
    // The view already says it is for the chain's administrators.
    if (reasonOf(subscription.error) === 'not-chain-admin') return null;
    body = (
      <LoadError
        title={t('subscription.error.title')}
        description={t('error.description')}
        retryLabel={t('error.retry')}
        onRetry={() => void subscription.refetch()}
      />
    );
  } else {
    const data = subscription.data;
    const money = (cents: number) => formatAmount(cents, data.currency);
    const running = data.state === 'active';
    body = (
      <Stack gap="md">
        <Group gap="sm">
          <Badge color={STATE_COLORS[data.state]}>{t(`subscription.state.${data.state}`)}</Badge>
          {running && data.currentPeriodEnd ? (
            <Text size="sm">
              {t(data.cancelAtPeriodEnd ? 'subscription.endsOn' : 'subscription.renewsOn', { date: formatDate(data.currentPeriodEnd) })}
            </Text>
          ) : null}
        </Group>
        <Text size="sm">
          {t('subscription.price', {
            plan: data.planName,
            price: money(data.pricePerWorkshop),
            count: data.workshops.length,
            total: money(data.amount),
          })}
        </Text>
        {data.paymentFailureReason ? (
          <Alert color="red" title={t('subscription.failed')}>
            {data.paymentFailureReason}
          </Alert>
        ) : null}
        <div>
          <Text fw={500} size="sm" id="chain-subscription-workshops">
            {t('subscription.covered')}
          </Text>
          <List size="sm" aria-labelledby="chain-subscription-workshops">
            {data.workshops.map((workshop) => (
              <List.Item key={workshop.id}>
                {workshop.name}
                {workshop.isHeadOffice ? ` · ${t('figures.headOffice')}` : ''}
                {workshop.ownRenews ? ` · ${t('subscription.ownRenews')}` : ''}
                {!workshop.ownRenews && workshop.ownPeriodEnd && running
                  ? ` · ${t('subscription.ownEnds', { date: formatDate(workshop.ownPeriodEnd) })}`
                  : ''}
              </List.Item>
            ))}
          </List>
        </div>
        <Group>
          {running ? (
            data.cancelAtPeriodEnd ? (
              <Button variant="light" onClick={() => renewal.mutate(true)} loading={renewal.isPending}>
                {t('subscription.resume')}
              </Button>
            ) : (
              <Button variant="default" color="red" onClick={() => setConfirming(true)}>
                {t('subscription.cancel')}
              </Button>
            )
          ) : (
            <Button onClick={() => checkout.mutate(data.planId)} loading={checkout.isPending}>
              {t('subscription.start', { total: money(data.amount) })}
            </Button>
          )}
        </Group>
        {checkout.isError || renewal.isError ? (
          <Alert color="red" role="alert">
            {t('subscription.refused')}
          </Alert>
        ) : null}
        <Title order={3} size="h5">
          {t('subscription.invoices.title')}
        </Title>
        {data.invoices.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('subscription.invoices.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table aria-label={t('subscription.invoices.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('subscription.invoices.number')}</Table.Th>
                  <Table.Th>{t('subscription.invoices.date')}</Table.Th>
                  <Table.Th>{t('subscription.invoices.workshops')}</Table.Th>
                  <Table.Th>{t('subscription.invoices.total')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('subscription.invoices.pdf')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.invoices.map((invoice) => (
                  <Table.Tr key={invoice.id} data-testid="chain-invoice-row">
                    <Table.Td>{invoice.number}</Table.Td>
                    <Table.Td>{formatDate(invoice.issuedAt)}</Table.Td>
                    <Table.Td>{invoice.workshops}</Table.Td>
                    <Table.Td>{formatAmount(invoice.total, invoice.currency)}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="subtle"
                        onClick={() => download.mutate(invoice.id)}
                        aria-label={t('subscription.invoices.download', { number: invoice.number })}
                      >
                        {t('subscription.invoices.pdf')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="chain-subscription-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="chain-subscription-title">
          {t('subscription.title')}
        </Title>
        {body}
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('subscription.confirm.title')} centered>
        <Stack gap="md">
          <Text size="sm">{t('subscription.confirm.message')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('subscription.confirm.keep')}
            </Button>
            <Button
              color="red"
              loading={renewal.isPending}
              onClick={() => renewal.mutate(false, { onSettled: () => setConfirming(false) })}
            >
              {t('subscription.confirm.cancel')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
