import { useTranslation } from 'react-i18next';
import { Page, SectionInPreparation } from '@/features/shell';

export function DashboardScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('sections.dashboard.title')}>
      <SectionInPreparation description={t('sections.dashboard.description')} />
    </Page>
  );
}
