// Moving a bike to another customer (docs/product.md §12.2: sold, or recorded under the wrong one): pick them with
// a search, confirm. Its repairs stay as they were, so its history is unchanged.
import type { TBike } from '@rueda/domain';
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { notifySuccess } from '@/lib/notify';
import { writeFailureOf } from '@/lib/write-error';
import { useTransferBike } from '../api/bikes';
import { useCustomers } from '../api/list-customers';
import { customerNameOf } from '../customers';

export interface TransferBikeDialogProps {
  opened: boolean;
  onClose: () => void;
  bike: TBike;
  bikeName: string;
}

export function TransferBikeDialog({ opened, onClose, bike, bikeName }: TransferBikeDialogProps) {
  const { t } = useTranslation('customers');
  const navigate = useNavigate();
  const transfer = useTransferBike();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [toCustomerId, setToCustomerId] = useState<string | null>(null);
  const found = useCustomers(debounced);
  const options = (found.data?.pages.flat() ?? [])
    .filter((customer) => customer.id !== bike.customerId)
    .slice(0, 20)
    .map((customer) => ({
      value: customer.id,
      label: [customerNameOf(customer) || t('list.unnamed'), customer.phone].filter(Boolean).join(' · '),
    }));

  function close() {
    transfer.reset();
    setToCustomerId(null);
    setSearch('');
    onClose();
  }

  function confirm() {
    if (!toCustomerId) return;
    transfer.mutate(
      { bikeId: bike.id, toCustomerId },
      {
        onSuccess: (moved) => {
          notifySuccess(t('transfer.done'));
          close();
          void navigate(paths.app.bike.getHref(moved.customerId, moved.id), { replace: true });
        },
      },
    );
  }

  return (
    <Modal opened={opened} onClose={close} title={t('transfer.title')} closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <Stack gap="md">
        <Text>{t('transfer.message', { bike: bikeName })}</Text>
        <Select
          label={t('transfer.to')}
          placeholder={t('list.searchPlaceholder')}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          // The server searches; every customer it found is offered.
          filter={({ options: all }) => all}
          data={options}
          value={toCustomerId}
          onChange={setToCustomerId}
          nothingFoundMessage={found.isFetching ? t('list.loading') : t('transfer.nobody')}
        />
        {transfer.error ? (
          <Alert color="red" role="alert">
            {t(`errors.${writeFailureOf(transfer.error)}`)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={confirm} loading={transfer.isPending} disabled={!toCustomerId}>
            {t('transfer.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
