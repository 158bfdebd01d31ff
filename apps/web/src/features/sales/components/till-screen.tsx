// docs/product.md §29.6: the day's till. Today's by default (the workshop's day, as the server counts it), or a past
// day picked (kept in the address); opened with a float, cash put in or taken out, counted and closed, then its Z
// report, read-only for good. A mechanic is told the screen is not theirs.
import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { paths } from '@/config/paths';
import { usePermission } from '@/features/auth';
import { Page } from '@/features/shell';
import { useTill } from '../api/till';
import { LoadingBlock } from './loading-block';
import { NoSalesAccess } from './no-sales-access';
import { SalesDayInput } from './sales-day-input';
import { TillDay } from './till-day';

/** The address's parameter naming a past day. */
const DAY_PARAM = 'day';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function TillScreen() {
  const { t } = useTranslation('sales');
  const mayCharge = usePermission('sales.charge');
  const [params, setParams] = useSearchParams();
  const named = params.get(DAY_PARAM);
  const day = named && DAY.test(named) ? named : null;
  const today = useTill(null, { enabled: mayCharge });
  const till = useTill(day, { enabled: mayCharge });
  const todayDay = today.data?.day;
  const pickDay = (picked: string | null) => setParams(picked && picked !== todayDay ? { [DAY_PARAM]: picked } : {}, { replace: true });

  function body() {
    if (till.isPending) return <LoadingBlock label={t('till.loading')} />;
    if (till.isError) {
      return (
        <LoadError
          title={t('till.loadFailed')}
          description={t('loadFailedDescription')}
          retryLabel={t('retry')}
          onRetry={() => void till.refetch()}
        />
      );
    }
    return <TillDay report={till.data} day={day} isToday={till.data.day === todayDay} />;
  }

  return (
    <Page
      title={t('till.title')}
      description={t('till.description')}
      actions={
        mayCharge ? (
          <Group gap="md" align="flex-end" className="rueda-till-actions">
            <SalesDayInput label={t('till.day')} value={day ?? todayDay ?? null} onChange={pickDay} maxDate={todayDay} width={160} />
            <Anchor component={Link} to={paths.app.sales.getHref()}>
              {t('backToSales')}
            </Anchor>
          </Group>
        ) : null
      }
    >
      {mayCharge ? body() : <NoSalesAccess />}
    </Page>
  );
}
