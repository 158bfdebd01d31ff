// The customers list (docs/product.md §11.1): a search as one types (name, phone in any format, email, tax id,
// a bike's brand, model or frame number; the server finds them), most recently seen first, a page at a time.
import { Alert, Button, Center, Group, Loader, Paper, SegmentedControl, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ALERTS_FILTER_PARAM, ALERTS_FILTER_VALUE, AlertsPanel, useOpenAlertsCount } from '@/features/alerts';
import { usePermission } from '@/features/auth';
import { CustomersExportButton } from '@/features/records';
import { FastIntake } from '@/features/repairs';
import { Page } from '@/features/shell';
import { useCustomers } from '../api/list-customers';
import { ChainSearchEntry } from './chain/search-entry';
import { CustomersTable } from './customers-table';

/** How long typing pauses before the search is sent. */
const SEARCH_DEBOUNCE_MS = 150;

export function CustomersScreen() {
  const { t } = useTranslation('customers');
  const [query, setQuery] = useState('');
  const [search] = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const customers = useCustomers(search);
  const [isIntakeOpen, intake] = useDisclosure(false);
  // The same array while the answer is the same, so a keystroke redraws the search box, not the table.
  const found = useMemo(() => customers.data?.pages.flat() ?? [], [customers.data]);
  // docs/product.md §14.3: the alerts filter, /customers?filter=alerts (the bell opens it).
  const [params, setParams] = useSearchParams();
  const showAlerts = params.get(ALERTS_FILTER_PARAM) === ALERTS_FILTER_VALUE;
  const openAlerts = useOpenAlertsCount();
  const { t: tAlerts } = useTranslation('alerts');
  // docs/roles.md: every customer's contact details are downloaded by admins and managers only.
  const mayExport = usePermission('customers.export');
  // docs/product.md §32.2: a chain's administrator reading the workshop takes in no repair.
  const mayEdit = usePermission('repairs.edit');

  function body() {
    if (customers.isPending) return <Skeleton height={240} aria-label={t('list.loading')} />;
    if (customers.isError) {
      return (
        <Alert color="red" role="alert" title={t('list.loadFailed')}>
          <Button variant="light" mt="xs" onClick={() => void customers.refetch()}>
            {t('actions.retry')}
          </Button>
        </Alert>
      );
    }
    if (found.length === 0 && search === '') {
      return (
        <Paper withBorder p="xl" radius="md">
          <Stack align="center" gap="sm" ta="center">
            <Title order={2} size="h3">
              {t('list.emptyTitle')}
            </Title>
            <Text c="dimmed" maw={480}>
              {t('list.emptyDescription')}
            </Text>
            {mayEdit ? <Button onClick={intake.open}>{t('actions.newRepair')}</Button> : null}
          </Stack>
        </Paper>
      );
    }
    if (found.length === 0) return <Text c="dimmed">{t('list.noResults', { search })}</Text>;
    return (
      <Stack gap="md">
        <CustomersTable customers={found} />
        {customers.hasNextPage ? (
          <Center>
            <Button variant="default" onClick={() => void customers.fetchNextPage()} loading={customers.isFetchingNextPage}>
              {t('list.loadMore')}
            </Button>
          </Center>
        ) : null}
      </Stack>
    );
  }

  return (
    <Page
      title={t('list.title')}
      actions={
        <Group gap="sm">
          {mayExport ? <CustomersExportButton search={search} /> : null}
          <ChainSearchEntry />
          {mayEdit ? <Button onClick={intake.open}>{t('actions.newRepair')}</Button> : null}
        </Group>
      }
    >
      <Stack gap="md">
        <SegmentedControl
          aria-label={tAlerts('filter.label')}
          value={showAlerts ? 'alerts' : 'all'}
          onChange={(value) => setParams(value === 'alerts' ? { [ALERTS_FILTER_PARAM]: ALERTS_FILTER_VALUE } : {})}
          data={[
            { value: 'all', label: tAlerts('filter.all') },
            {
              value: 'alerts',
              label: openAlerts === undefined ? tAlerts('filter.alertsUnknown') : tAlerts('filter.alerts', { count: openAlerts }),
            },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
        {showAlerts ? <AlertsPanel /> : null}
        <Group gap="sm" align="flex-end" hidden={showAlerts}>
          <TextInput
            type="search"
            label={t('list.search')}
            placeholder={t('list.searchPlaceholder')}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            rightSection={customers.isFetching && !customers.isPending ? <Loader size="xs" aria-hidden /> : null}
            style={{ flex: 1, maxWidth: 480 }}
            data-autofocus
          />
        </Group>
        {showAlerts ? null : body()}
      </Stack>
      <FastIntake opened={isIntakeOpen} onClose={intake.close} />
    </Page>
  );
}
