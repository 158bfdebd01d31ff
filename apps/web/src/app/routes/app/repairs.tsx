import { useTranslation } from 'react-i18next';
import { RepairsEmptyState } from '@/features/repairs/components/repairs-empty-state';
import { Page } from '@/features/shell';

export function RepairsRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('repairs.title')}>
      <RepairsEmptyState />
    </Page>
  );
}
