// docs/product.md §32.5: "Buscar en la cadena" on the customers list, while the workshop's chain shares its customers.
// The consenting customers of the chain's other workshops by name, phone or email, with their bikes and their repairs
// there in summary; one is brought here (a new customer of this workshop, with their bikes), or opened if already here.
import type { TSharedCustomer } from '@rueda/domain';
import { Alert, Badge, Button, Group, Loader, Modal, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PlainList } from '@/components/plain-list';
import { paths } from '@/config/paths';
import { usePermission } from '@/features/auth';
import { formatDate } from '@/lib/dates';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useBringChainCustomer, useChainCustomersSearch } from '../../api/chain-customers';
import { refusalOf } from './refusal';

function SharedCustomerCard({ customer, onOpen }: { customer: TSharedCustomer; onOpen: (id: string) => void }) {
  const { t } = useTranslation('chain-customers');
  const mayBring = usePermission('customers.edit');
  const bring = useBringChainCustomer();
  const name = [customer.name, customer.surname].filter(Boolean).join(' ') || customer.phone;
  const onBring = () =>
    bring.mutate(
      { workshopId: customer.workshopId, customerId: customer.customerId },
      {
        onSuccess: ({ customerId }) => {
          notifySuccess(t('search.brought', { name }));
          onOpen(customerId);
        },
        onError: (error) => notifyError(t(`errors.${refusalOf(error)}`)),
      },
    );
  return (
    <Paper withBorder p="sm" radius="sm" component="li" aria-label={name}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{name}</Text>
          <Badge variant="light">{t('search.from', { workshop: customer.workshopName })}</Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {[customer.phone, customer.email].filter(Boolean).join(' · ')}
        </Text>
        <Text size="sm">
          {customer.bikes.length === 0
            ? t('search.noBikes')
            : customer.bikes.map((bike) => bike.name || t('search.unnamedBike')).join(', ')}
        </Text>
        <Text size="sm" fw={500}>
          {customer.repairs.length === 0 ? t('search.noRepairs') : t('search.repairs')}
        </Text>
        {customer.repairs.length > 0 ? (
          <PlainList gap={2}>
            {customer.repairs.map((repair, index) => (
              <Text key={index} component="li" size="sm">
                {formatDate(repair.created)} · {repair.bike || t('search.unnamedBike')} · {t(`statuses.${repair.status}`)}
              </Text>
            ))}
          </PlainList>
        ) : null}
        <Group justify="flex-end">
          {customer.broughtAs !== null ? (
            <Button variant="default" size="xs" onClick={() => onOpen(customer.broughtAs!)}>
              {t('search.openHere')}
            </Button>
          ) : mayBring ? (
            <Button size="xs" onClick={onBring} loading={bring.isPending}>
              {t('search.bring')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}

function SearchResults({ query, onOpen }: { query: string; onOpen: (id: string) => void }) {
  const { t } = useTranslation('chain-customers');
  const found = useChainCustomersSearch(query);
  if (query.length < 2)
    return (
      <Text size="sm" c="dimmed">
        {t('search.hint')}
      </Text>
    );
  if (found.isPending)
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm">{t('search.loading')}</Text>
      </Group>
    );
  if (found.isError)
    return (
      <Alert color="red" title={t('search.failed')}>
        <Button variant="light" size="xs" mt="xs" onClick={() => void found.refetch()}>
          {t('search.retry')}
        </Button>
      </Alert>
    );
  if (!found.data.sharing) return <Alert color="yellow">{t('search.notSharing')}</Alert>;
  if (found.data.customers.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('search.empty')}
      </Text>
    );
  return (
    <PlainList gap="sm" aria-label={t('search.title')}>
      {found.data.customers.map((customer) => (
        <SharedCustomerCard key={`${customer.workshopId}:${customer.customerId}`} customer={customer} onOpen={onOpen} />
      ))}
    </PlainList>
  );
}

export function ChainSearchButton() {
  const { t } = useTranslation('chain-customers');
  const [opened, dialog] = useDisclosure(false);
  const [query, setQuery] = useState('');
  const [search] = useDebouncedValue(query.trim(), 250);
  const navigate = useNavigate();
  const onOpen = (id: string) => {
    dialog.close();
    void navigate(paths.app.customer.getHref(id));
  };
  return (
    <>
      <Button variant="default" onClick={dialog.open}>
        {t('search.open')}
      </Button>
      <Modal opened={opened} onClose={dialog.close} title={t('search.title')} size="lg">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('search.intro')}
          </Text>
          <TextInput
            label={t('search.query')}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            data-autofocus
            autoComplete="off"
            type="search"
          />
          <SearchResults query={search} onOpen={onOpen} />
        </Stack>
      </Modal>
    </>
  );
}
