// docs/verifactu.md §9: the workshop notices the AEAT's refusals without opening each document: when some of its
// documents' records stand refused (salesVerifactuRefusedCount), "N registros de facturación rechazados por la AEAT",
// linking to the list of those documents; nothing when there are none, or for those who do not charge.
import { Alert, Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePermission } from '@/features/auth';
import { call } from '@/lib/call';
import { salesKeys } from '../api/query-keys';
import { NO_FILTERS, paramsOfFilters } from '../document-filters';

/** The count is read again with the documents (salesKeys.documents()), so a correction sent clears it. */
export const refusedCountKey = () => [...salesKeys.documents(), 'verifactu-refused'] as const;

export function VerifactuRefusedNotice() {
  const { t } = useTranslation('sales');
  const mayCharge = usePermission('sales.charge');
  const count = useQuery({
    queryKey: refusedCountKey(),
    queryFn: ({ signal }) => call('salesVerifactuRefusedCount', null, { signal }),
    enabled: mayCharge,
    staleTime: 60_000,
  });
  const refused = count.data?.refused ?? 0;
  if (!mayCharge || refused === 0) return null;
  return (
    <Alert color="red" role="alert" title={t('verifactu.refusedCount', { count: refused })}>
      <Anchor component={Link} to={`${paths.app.sales.getHref()}?${paramsOfFilters({ ...NO_FILTERS, sendState: 'refused' })}`}>
        {t('verifactu.refusedLink')}
      </Anchor>
    </Alert>
  );
}
