// A bike's history (docs/product.md §12.1): every repair of it, newest first, each a link to its page, with who
// brought it in, so the repairs made while it belonged to a previous owner are there too.
import type { TBikeRepair } from '@rueda/domain';
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { RepairsHistory, Section } from './repairs-history';

export function BikeHistory({ repairs, ownerId }: { repairs: TBikeRepair[]; ownerId: string }) {
  const { t } = useTranslation('customers');
  const broughtBy = (repair: TBikeRepair) =>
    repair.customerId && repair.customerId !== ownerId ? (
      <Anchor component={Link} to={paths.app.customer.getHref(repair.customerId)}>
        {repair.customerName || t('list.unnamed')} ({t('bikePage.previousOwner')})
      </Anchor>
    ) : (
      repair.customerName || t('list.unnamed')
    );
  return (
    <Section id="bike-history-title" title={t('bikePage.history')}>
      <RepairsHistory
        repairs={repairs}
        empty={t('bikePage.noRepairs')}
        rowTestId="bike-repair"
        extra={{ title: t('bikePage.broughtBy'), cell: broughtBy }}
      />
    </Section>
  );
}
