// docs/product.md §29.4: the charge screen, for a repair (/sales/new?repairId=…, its lines read with the repairs
// feature's own query) or a counter sale (/sales/new). It needs the workshop's tax settings: until an admin sets
// them it says so, with the link for an admin.
import { FunctionError, type TSalesTaxSettings } from '@rueda/domain';
import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { paths } from '@/config/paths';
import { usePermission } from '@/features/auth';
import { repairQueryOptions } from '@/features/repairs';
import { Page } from '@/features/shell';
import { useTaxSettings } from '../api/get-tax-settings';
import { customerOfRepair } from '../customer-form';
import { ChargeEditor } from './charge-editor';
import { LoadingBlock } from './loading-block';
import { NoSalesAccess } from './no-sales-access';
import { TaxSettingsMissing } from './tax-settings-missing';

export interface ChargeScreenProps {
  /** The repair charged; null for a counter sale. */
  repairId: string | null;
}

interface RepairChargeProps {
  repairId: string;
  settings: TSalesTaxSettings;
}

function RepairCharge({ repairId, settings }: RepairChargeProps) {
  const { t } = useTranslation('sales');
  const query = useQuery(repairQueryOptions(repairId));
  if (query.isPending) return <LoadingBlock label={t('charge.loadingRepair')} />;
  if (query.isError) {
    const isMissing = query.error instanceof FunctionError && query.error.code === 'not-found';
    return (
      <LoadError
        title={t(isMissing ? 'refusal.repairMissing' : 'charge.repairFailed')}
        description={t('loadFailedDescription')}
        retryLabel={t('retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const repair = query.data.repair;
  return <ChargeEditor key={repair.id} settings={settings} repair={repair} />;
}

/** The customer's name the title shows for a repair's charge, once the repair is read. */
function useRepairCustomerName(repairId: string | null, country: string): string | null {
  const query = useQuery({ ...repairQueryOptions(repairId ?? ''), enabled: repairId !== null });
  return query.data ? customerOfRepair(query.data.repair.customer, country).name || null : null;
}

export function ChargeScreen({ repairId }: ChargeScreenProps) {
  const { t } = useTranslation('sales');
  const mayCharge = usePermission('sales.charge');
  const settings = useTaxSettings({ enabled: mayCharge });
  const customerName = useRepairCustomerName(mayCharge ? repairId : null, settings.data?.settings?.country ?? 'ES');

  function body() {
    if (!mayCharge) return <NoSalesAccess />;
    if (settings.isPending) return <LoadingBlock label={t('charge.loading')} />;
    if (settings.isError) {
      return (
        <LoadError
          title={t('settings.loadFailed')}
          description={t('loadFailedDescription')}
          retryLabel={t('retry')}
          onRetry={() => void settings.refetch()}
        />
      );
    }
    const current = settings.data.settings;
    if (current === null) return <TaxSettingsMissing />;
    if (repairId) return <RepairCharge repairId={repairId} settings={current} />;
    return <ChargeEditor settings={current} repair={null} />;
  }

  return (
    <Page
      title={
        repairId ? (customerName ? t('charge.repairTitleOf', { name: customerName }) : t('charge.repairTitle')) : t('charge.counterTitle')
      }
      description={t('charge.description')}
      actions={
        repairId ? (
          <Anchor component={Link} to={paths.app.repair.getHref(repairId)}>
            {t('charge.backToRepair')}
          </Anchor>
        ) : (
          <Anchor component={Link} to={paths.app.sales.getHref()}>
            {t('backToSales')}
          </Anchor>
        )
      }
    >
      {body()}
    </Page>
  );
}
