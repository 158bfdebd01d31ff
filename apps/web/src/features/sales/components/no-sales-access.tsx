// docs/roles.md: a mechanic neither charges nor sees the documents; the sales screens say so instead of asking the
// server for what it would refuse.
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function NoSalesAccess() {
  const { t } = useTranslation('sales');
  return (
    <Alert color="gray" title={t('access.title')}>
      {t('access.text')}
    </Alert>
  );
}
