// docs/product.md §29: the workshop's sales documents, newest first, searched by number or customer and filtered by
// series, kind and issue days (kept in the address). Those who charge start a counter sale here; an admin reaches
// the tax settings.
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { paths } from '@/config/paths';
import { usePermission } from '@/features/auth';
import { Page } from '@/features/shell';
import { useTaxSettings } from '../api/get-tax-settings';
import { useSalesDocuments } from '../api/list-documents';
import { DOCUMENTS_LIST_LIMIT, filtersOfParams, isFiltered, NO_FILTERS, paramsOfFilters, type DocumentFilters } from '../document-filters';
import { DocumentsExportButton } from './documents-export-button';
import { DocumentsFiltersBar } from './documents-filters-bar';
import { VerifactuRefusedNotice } from './verifactu-refused-notice';
import { DocumentsTable } from './documents-table';
import { LoadingBlock } from './loading-block';
import { NoSalesAccess } from './no-sales-access';
import { TaxSettingsMissing } from './tax-settings-missing';

export function DocumentsScreen() {
  const { t } = useTranslation('sales');
  const mayCharge = usePermission('sales.charge');
  const maySetUp = usePermission('sales.settings');
  const [params, setParams] = useSearchParams();
  const filters = filtersOfParams(params);
  const settings = useTaxSettings({ enabled: mayCharge });
  const documents = useSalesDocuments(filters, { enabled: mayCharge });
  const setFilters = (next: DocumentFilters) => setParams(paramsOfFilters(next), { replace: true });

  function list() {
    if (documents.isPending) return <LoadingBlock label={t('documents.loading')} />;
    if (documents.isError) {
      return (
        <LoadError
          title={t('documents.loadFailed')}
          description={t('loadFailedDescription')}
          retryLabel={t('retry')}
          onRetry={() => void documents.refetch()}
        />
      );
    }
    const found = documents.data.documents;
    if (found.length === 0 && !isFiltered(filters)) {
      return (
        <Paper withBorder p="xl" radius="md">
          <Stack align="center" gap="sm" ta="center">
            <Title order={2} size="h3">
              {t('documents.emptyTitle')}
            </Title>
            <Text c="dimmed" maw={520}>
              {t('documents.emptyText')}
            </Text>
          </Stack>
        </Paper>
      );
    }
    if (found.length === 0) {
      return (
        <Stack gap="xs" align="flex-start">
          <Text c="dimmed">{t('documents.noResults')}</Text>
          <Button variant="light" onClick={() => setFilters(NO_FILTERS)}>
            {t('documents.clearFilters')}
          </Button>
        </Stack>
      );
    }
    return (
      <Stack gap="xs">
        <DocumentsTable documents={found} />
        {found.length >= DOCUMENTS_LIST_LIMIT ? (
          <Text size="sm" c="dimmed">
            {t('documents.limited', { count: DOCUMENTS_LIST_LIMIT })}
          </Text>
        ) : null}
      </Stack>
    );
  }

  return (
    <Page
      title={t('documents.title')}
      description={t('documents.description')}
      actions={
        mayCharge ? (
          <Group gap="sm">
            {maySetUp ? (
              <Button component={Link} to={paths.app.salesSettings.getHref()} variant="default">
                {t('documents.settings')}
              </Button>
            ) : null}
            <DocumentsExportButton filters={filters} />
            <Button component={Link} to={paths.app.salesNew.getHref()}>
              {t('documents.counterSale')}
            </Button>
          </Group>
        ) : null
      }
    >
      {mayCharge ? (
        <Stack gap="md">
          {settings.data?.settings === null ? <TaxSettingsMissing /> : null}
          <VerifactuRefusedNotice />
          {settings.isError ? <Alert color="red" title={t('settings.loadFailed')} /> : null}
          <DocumentsFiltersBar filters={filters} onChange={setFilters} series={settings.data?.series ?? []} />
          {list()}
        </Stack>
      ) : (
        <NoSalesAccess />
      )}
    </Page>
  );
}
