// docs/product.md §32.2: a chain's administrator reading a workshop of the chain where they are not a member sees its
// screens in read mode; this notice says so above every screen, and how to get back to work.
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function ReadModeNotice({ workshopName }: { workshopName: string }) {
  const { t } = useTranslation('workshops');
  return (
    <Alert role="status" variant="light" color="indigo" title={t('readMode.title')} mb="md">
      {t('readMode.body', { name: workshopName })}
    </Alert>
  );
}
