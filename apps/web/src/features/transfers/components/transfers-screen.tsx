// docs/product.md §32.4, "Traspasos" / "Transferências" (`/transfers`, admins and managers of a shop in a chain): the
// transfers coming in and going out of the workshop in use, newest first, with their states; a new one is made as a
// draft, sent or cancelled from its card, and one coming in is received whole or line by line.
import type { TTransfer } from '@rueda/domain';
import { Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { Page } from '@/features/shell';
import { useTransfers } from '../api/list-transfers';
import { TransferCard } from './transfer-card';
import { TransferFormDialog } from './transfer-form-dialog';

function TransfersSection({
  title,
  transfers,
  direction,
  empty,
}: {
  title: string;
  transfers: TTransfer[];
  direction: 'outgoing' | 'incoming';
  empty: string;
}) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {transfers.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        transfers.map((transfer) => <TransferCard key={transfer.id} transfer={transfer} direction={direction} />)
      )}
    </Stack>
  );
}

export function TransfersScreen() {
  const { t } = useTranslation('transfers');
  const transfers = useTransfers();
  const [creating, setCreating] = useState(false);
  const destinations = transfers.data?.destinations ?? [];

  function content() {
    if (transfers.isError && !transfers.data)
      return (
        <LoadError
          title={t('screen.loadFailed')}
          description={t('screen.loadFailedDescription')}
          retryLabel={t('screen.retry')}
          onRetry={() => void transfers.refetch()}
        />
      );
    if (!transfers.data)
      return (
        <Stack gap="sm" role="status" aria-label={t('screen.loading')}>
          <Skeleton height={96} />
          <Skeleton height={96} />
        </Stack>
      );
    return (
      <Stack gap="xl">
        {destinations.length === 0 ? <Text c="dimmed">{t('screen.noChain')}</Text> : null}
        <TransfersSection
          title={t('screen.incoming')}
          transfers={transfers.data.incoming}
          direction="incoming"
          empty={t('screen.noIncoming')}
        />
        <TransfersSection
          title={t('screen.outgoing')}
          transfers={transfers.data.outgoing}
          direction="outgoing"
          empty={t('screen.noOutgoing')}
        />
      </Stack>
    );
  }

  return (
    <Page
      title={t('screen.title')}
      description={t('screen.description')}
      actions={
        <Button onClick={() => setCreating(true)} disabled={destinations.length === 0}>
          {t('actions.new')}
        </Button>
      }
    >
      {content()}
      {creating ? <TransferFormDialog destinations={destinations} onClose={() => setCreating(false)} /> : null}
    </Page>
  );
}
