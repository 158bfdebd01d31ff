// docs/product.md §29.1, §29.3: the tax settings screen. An admin sets them; a manager reads them (the charge screen
// computes with them); a mechanic is told the screen is not theirs. The series are listed; in Portugal an admin enters
// each one's AT validation code there (docs/product.md §29.8).
import { Alert, Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { paths } from '@/config/paths';
import { useAccount } from '@/features/account';
import { usePermission } from '@/features/auth';
import { Page } from '@/features/shell';
import { currentLanguage } from '@/lib/i18n';
import { useTaxSettings } from '../api/get-tax-settings';
import { firstTaxSettings, valuesOfSettings } from '../tax-settings-values';
import { LoadingBlock } from './loading-block';
import { NoSalesAccess } from './no-sales-access';
import { SeriesTable } from './series-table';
import { TaxSettingsForm } from './tax-settings-form';

export function TaxSettingsScreen() {
  const { t } = useTranslation('sales');
  const mayCharge = usePermission('sales.charge');
  const mayEdit = usePermission('sales.settings');
  const query = useTaxSettings({ enabled: mayCharge });
  const workshop = useAccount().data?.workshop ?? null;

  function body() {
    if (!mayCharge) return <NoSalesAccess />;
    if (query.isPending) return <LoadingBlock label={t('settings.loading')} />;
    if (query.isError) {
      return (
        <LoadError
          title={t('settings.loadFailed')}
          description={t('loadFailedDescription')}
          retryLabel={t('retry')}
          onRetry={() => void query.refetch()}
        />
      );
    }
    const { settings, series } = query.data;
    // A first time starts from the interface's country and what the workshop's profile already says.
    const initial = settings ? valuesOfSettings(settings) : firstTaxSettings(currentLanguage() === 'pt' ? 'PT' : 'ES', workshop);
    return (
      <Stack gap="md">
        {settings === null ? (
          <Alert color="blue" title={t('settings.firstTime.title')}>
            {t(mayEdit ? 'settings.firstTime.admin' : 'settings.firstTime.askAdmin')}
          </Alert>
        ) : null}
        {mayEdit ? null : <Text c="dimmed">{t('settings.adminOnly')}</Text>}
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="tax-settings-title">
          <Stack gap="md">
            <Title order={2} size="h4" id="tax-settings-title">
              {t('settings.sectionTitle')}
            </Title>
            {/* Saved settings replace the form's starting point (the server normalises the tax id). */}
            <TaxSettingsForm key={JSON.stringify(initial)} initial={initial} readOnly={!mayEdit} />
          </Stack>
        </Card>
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="sales-series-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="sales-series-title">
              {t('series.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('series.description')}
            </Text>
            <SeriesTable series={series} country={settings?.country ?? null} mayEdit={mayEdit} />
          </Stack>
        </Card>
      </Stack>
    );
  }

  return (
    <Page
      title={t('settings.title')}
      description={t('settings.description')}
      actions={
        mayCharge ? (
          <Anchor component={Link} to={paths.app.sales.getHref()}>
            {t('backToSales')}
          </Anchor>
        ) : null
      }
    >
      {body()}
    </Page>
  );
}
