// The repair a part is for, linked (docs/product.md §31.2: every row of the Pedidos view leads to its repair).
import type { TPartRepair } from '@rueda/domain';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function PartRepairLink({ repair }: { repair: TPartRepair }) {
  const { t } = useTranslation('parts');
  return (
    <Text size="sm">
      <Anchor component={Link} to={paths.app.repair.getHref(repair.id)}>
        {t('row.repairOf', { name: repair.customerName || t('row.noCustomer') })}
      </Anchor>
      {repair.bike ? ` · ${repair.bike}` : ''}
    </Text>
  );
}
