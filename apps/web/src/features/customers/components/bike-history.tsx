// A bike's history (docs/product.md §12.1, §31.3): every repair of it, newest first, each a link to its page, with who
// brought it in, so the repairs made while it belonged to a previous owner are there too. What it cost per year, each
// repair's lines, mechanics, dates and photos, its open recommendations and the PDF for the customer load after the
// page draws (the /customers route's budget, docs/product.md §26.2); until then the table is the bike page's own.
import type { TBikeRepair } from '@rueda/domain';
import { Anchor } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { lazyNamed } from '@/lib/lazy-named';
import { RepairsHistory, Section, type RepairsHistoryProps } from './repairs-history';

const BikeHistoryDetails = lazyNamed(() => import('./bike-history-details'), 'BikeHistoryDetails');

/** The history's table, with each repair's details to open once they are there. */
export type BikeRepairsTable = (details?: RepairsHistoryProps<TBikeRepair>['details']) => React.ReactNode;

export function BikeHistory({ bikeId, repairs, ownerId }: { bikeId: string; repairs: TBikeRepair[]; ownerId: string }) {
  const { t } = useTranslation('customers');
  const broughtBy = (repair: TBikeRepair) =>
    repair.customerId && repair.customerId !== ownerId ? (
      <Anchor component={Link} to={paths.app.customer.getHref(repair.customerId)}>
        {repair.customerName || t('list.unnamed')} ({t('bikePage.previousOwner')})
      </Anchor>
    ) : (
      repair.customerName || t('list.unnamed')
    );
  const table: BikeRepairsTable = (details) => (
    <RepairsHistory
      repairs={repairs}
      empty={t('bikePage.noRepairs')}
      rowTestId="bike-repair"
      extra={{ title: t('bikePage.broughtBy'), cell: broughtBy }}
      details={details}
    />
  );
  return (
    <Section id="bike-history-title" title={t('bikePage.history')}>
      <Suspense fallback={table()}>
        <BikeHistoryDetails bikeId={bikeId} table={table} />
      </Suspense>
    </Section>
  );
}
